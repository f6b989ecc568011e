import { Trans } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { Pager } from "@/components/list/pager";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth";
import { trpc } from "@/lib/trpc";
import { OutboxFilters } from "./outbox-filters";
import { OutboxTable } from "./outbox-table";
import { type OutboxSearch, outboxInput } from "./search-params";

const route = getRouteApi("/_app/_coach/team/emails/");

/**
 * /team/emails: one page of the organization's outbox, newest first, filtered by kind, state and
 * local day (all kept in the URL). The server refuses anyone but the organization's admins and
 * the super admin; the team page links here for them only.
 */
export function OutboxPage() {
  const session = useSession();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const organizationId = session?.organization?.id ?? null;
  const list = useQuery({
    ...trpc.emails.outbox.queryOptions(outboxInput(organizationId ?? 0, search)),
    enabled: organizationId !== null,
    placeholderData: keepPreviousData,
  });
  const setSearch = (next: OutboxSearch) => void navigate({ search: next, replace: true });

  return (
    <div className="space-y-4" data-testid="outbox-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" asChild>
          <Link to="/team">
            <ArrowLeft />
            <Trans>团队</Trans>
          </Link>
        </Button>
        <OutboxFilters search={search} onChange={(next) => setSearch({ ...next, page: undefined })} />
      </div>
      {list.isError ? (
        <p className="text-sm text-destructive" role="alert">
          <Trans>无法加载邮件记录</Trans>
        </p>
      ) : (
        <OutboxTable emails={list.data?.emails} />
      )}
      {list.data ? (
        <Pager
          meta={list.data.meta}
          onPage={(page) => setSearch({ ...search, page })}
          testId="outbox-pager"
          hideWhenSingle
          range={(from, to, meta) => (
            <Trans>
              第 {from}–{to} 封，共 {meta.total_count} 封
            </Trans>
          )}
        />
      ) : null}
    </div>
  );
}
