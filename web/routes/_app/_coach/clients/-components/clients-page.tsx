import { Trans } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { UserPlus } from "lucide-react";
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { type ClientEntry, joinClients } from "@/components/clients/model";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth";
import { trpc } from "@/lib/trpc";
import { useWindowWidth } from "@/lib/viewport";
import { BulkBar } from "./bulk-bar";
import { ClientCards } from "./client-cards";
import { ClientsTable } from "./clients-table";
import { EmptyState } from "./empty-state";
import { listInput } from "./list-input";
import { Pager } from "./pager";
import { type ClientsSearch, hasFilters } from "./search-params";
import { ClientsSkeleton } from "./skeleton";
import { Toolbar } from "./toolbar";

// Dialogs load when first opened: the forms (react-hook-form, zod/mini) stay out of the list's chunk.
const AddClientDialog = lazy(() => import("@/components/clients/add-client-dialog"));
const EditClientSheet = lazy(() => import("@/components/clients/edit-client-sheet"));
const DeleteClientDialog = lazy(() => import("@/components/clients/delete-client-dialog"));

export const ROUTE_ID = "/_app/_coach/clients/";

export function useClientsSearch(): ClientsSearch {
  return useSearch({ from: ROUTE_ID });
}

/** Updates the URL's search; any change but paging goes back to the first page. */
export function useSetSearch() {
  const navigate = useNavigate({ from: "/clients/" });
  return useCallback(
    (patch: Partial<ClientsSearch>, opts: { replace?: boolean } = {}) =>
      navigate({
        search: (prev: ClientsSearch) => {
          const next: ClientsSearch = { ...prev, ...("page" in patch ? {} : { page: undefined }), ...patch };
          for (const key of Object.keys(next) as Array<keyof ClientsSearch>) {
            if (next[key] === undefined || next[key] === false || next[key] === "") delete next[key];
          }
          return next;
        },
        replace: opts.replace ?? false,
      }),
    [navigate],
  );
}

export function ClientsPage() {
  const session = useSession();
  const search = useClientsSearch();
  const input = listInput(search, session);
  const list = useQuery({ ...trpc.clients.list.queryOptions(input), placeholderData: keepPreviousData });
  const entries = useMemo(() => (list.data ? joinClients(list.data) : []), [list.data]);
  // Below md the wide table turns into a card list.
  const isPhone = useWindowWidth() < 768;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ClientEntry | null>(null);
  const [deleting, setDeleting] = useState<ClientEntry | null>(null);

  // Selection follows the page on screen: clients no longer listed drop out of it.
  const visibleSelection = new Set(entries.filter((e) => selected.has(e.client.id)).map((e) => e.client.id));
  const selectedEntries = entries.filter((e) => visibleSelection.has(e.client.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) => setSelected(on ? new Set(entries.map((e) => e.client.id)) : new Set());
  const actions = { onEdit: setEditing, onDelete: setDeleting };

  if (!list.data) return <ClientsSkeleton />;
  const meta = list.data.meta;
  const filtered = hasFilters(search);

  return (
    <div className="space-y-4" data-testid="clients-page">
      <Toolbar onAdd={() => setAdding(true)} total={meta.total_count} />
      {selectedEntries.length > 0 && (
        <BulkBar selected={selectedEntries} onDone={() => setSelected(new Set())} />
      )}
      {entries.length === 0 ? (
        <EmptyState filtered={filtered} onAdd={() => setAdding(true)} />
      ) : (
        <div className={list.isPlaceholderData ? "opacity-60 transition-opacity" : "transition-opacity"}>
          {isPhone ? (
            <ClientCards entries={entries} selected={visibleSelection} onToggle={toggle} {...actions} />
          ) : (
            <ClientsTable
              entries={entries}
              selected={visibleSelection}
              onToggle={toggle}
              onToggleAll={toggleAll}
              {...actions}
            />
          )}
          <Pager meta={meta} />
        </div>
      )}
      <Suspense fallback={null}>
        {adding && <AddClientDialog open onOpenChange={setAdding} />}
        {editing && (
          <EditClientSheet
            key={editing.client.id}
            entry={editing}
            open
            onOpenChange={(open) => !open && setEditing(null)}
          />
        )}
        {deleting && (
          <DeleteClientDialog
            key={deleting.client.id}
            entry={deleting}
            open
            onOpenChange={(open) => !open && setDeleting(null)}
          />
        )}
      </Suspense>
    </div>
  );
}

export function AddClientButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick} data-testid="add-client">
      <UserPlus />
      <Trans>添加学员</Trans>
    </Button>
  );
}
