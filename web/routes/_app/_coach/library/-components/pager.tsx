import { Trans } from "@lingui/react/macro";
import { Pager as ListPager, type PageMeta } from "@/components/list/pager";
import { useSetLibrarySearch } from "./search-hooks";

/** The library's pages ("第 1–24 个，共 873 个"), kept in the URL; hidden when one page holds all. */
export function Pager({ meta }: { meta: PageMeta }) {
  const setSearch = useSetLibrarySearch();
  return (
    <ListPager
      meta={meta}
      onPage={(page) => void setSearch({ page })}
      testId="library-pager"
      hideWhenSingle
      range={(from, to, meta) => (
        <Trans>
          第 {from}–{to} 个，共 {meta.total_count} 个
        </Trans>
      )}
    />
  );
}
