import { Trans } from "@lingui/react/macro";
import { type PageMeta, Pager } from "@/components/list/pager";
import { useSetAdminSearch } from "./use-admin-search";

/** An admin list's pages ("第 1–20 条，共 132 条"), kept in the URL. */
export function AdminPager({ meta }: { meta: PageMeta }) {
  const setSearch = useSetAdminSearch();
  return (
    <Pager
      meta={meta}
      onPage={(page) => void setSearch({ page })}
      testId="admin-pager"
      range={(from, to, meta) => (
        <Trans>
          第 {from}–{to} 条，共 {meta.total_count} 条
        </Trans>
      )}
    />
  );
}
