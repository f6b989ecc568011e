import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";
import type { LibrarySearch } from "./search-params";

export const ROUTE_ID = "/_app/_coach/library";

export function useLibrarySearch(): LibrarySearch {
  return useSearch({ from: ROUTE_ID });
}

/**
 * Updates the URL's search; any change but paging goes back to the first page. `reset` drops
 * everything else first (switching tabs starts from a clean list).
 */
export function useSetLibrarySearch() {
  const navigate = useNavigate({ from: "/library" });
  return useCallback(
    (patch: Partial<LibrarySearch>, opts: { replace?: boolean; reset?: boolean } = {}) =>
      navigate({
        search: (prev: LibrarySearch) => {
          const base = opts.reset ? {} : prev;
          const next: LibrarySearch = { ...base, ...("page" in patch ? {} : { page: undefined }), ...patch };
          for (const key of Object.keys(next) as Array<keyof LibrarySearch>) {
            const value = next[key];
            if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0))
              delete next[key];
          }
          return next;
        },
        replace: opts.replace ?? false,
      }),
    [navigate],
  );
}
