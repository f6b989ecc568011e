import { Trans } from "@lingui/react/macro";
import { Pager as ListPager, type PageMeta } from "@/components/list/pager";
import { useSetSearch } from "./clients-page";

/** The client list's pages ("第 1–50 位，共 132 位"), kept in the URL. */
export function Pager({ meta }: { meta: PageMeta }) {
  const setSearch = useSetSearch();
  return (
    <ListPager
      meta={meta}
      onPage={(page) => void setSearch({ page })}
      range={(from, to, meta) => (
        <Trans>
          第 {from}–{to} 位，共 {meta.total_count} 位
        </Trans>
      )}
    />
  );
}
