import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";
import type { AdminSearch } from "./search-params";

/** The current list's URL search, on any of the three admin routes. */
export function useAdminSearch(): AdminSearch {
  return useSearch({ strict: false }) as AdminSearch;
}

/** Updates the URL's search; any change but paging goes back to the first page. */
export function useSetAdminSearch() {
  const navigate = useNavigate();
  return useCallback(
    (patch: Partial<AdminSearch>, opts: { replace?: boolean } = {}) =>
      navigate({
        to: ".",
        search: (prev: AdminSearch) => {
          const next: AdminSearch = { ...prev, ...("page" in patch ? {} : { page: undefined }), ...patch };
          for (const key of Object.keys(next) as Array<keyof AdminSearch>) {
            if (next[key] === undefined || next[key] === "") delete next[key];
          }
          return next;
        },
        replace: opts.replace ?? false,
      }),
    [navigate],
  );
}
