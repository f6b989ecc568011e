import { SearchBox as ListSearchBox } from "@/components/list/search-box";
import { useLibrarySearch, useSetLibrarySearch } from "./search-hooks";

/** The library's search text (`q` in the URL). */
export function SearchBox({ placeholder, label }: { placeholder: string; label: string }) {
  const search = useLibrarySearch();
  const setSearch = useSetLibrarySearch();
  return (
    <ListSearchBox
      query={search.q}
      onSearch={(q) => void setSearch({ q }, { replace: true })}
      placeholder={placeholder}
      label={label}
      testId="library-search"
    />
  );
}
