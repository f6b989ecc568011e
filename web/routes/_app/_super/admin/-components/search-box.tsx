import { SearchBox as ListSearchBox } from "@/components/list/search-box";
import { useAdminSearch, useSetAdminSearch } from "./use-admin-search";

/** An admin list's search text (`q` in the URL). */
export function SearchBox({ placeholder, testId }: { placeholder: string; testId: string }) {
  const search = useAdminSearch();
  const setSearch = useSetAdminSearch();
  return (
    <ListSearchBox
      query={search.q}
      onSearch={(q) => void setSearch({ q }, { replace: true })}
      placeholder={placeholder}
      testId={testId}
      className="md:max-w-sm"
    />
  );
}
