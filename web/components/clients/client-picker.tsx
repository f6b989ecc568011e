import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { joinClients } from "@/components/clients/model";
import { Input } from "@/components/ui/input";
import { trpc } from "@/lib/trpc";
import { PickedChips, SelectAllBar, TrainerFilter } from "./client-picker-bulk";

/** Clients listed per search (search, or in bulk mode select all, to reach the others). */
const SHOWN = 50;

/** Picked clients by id, with the name the chips and summaries show. */
export type PickedClients = ReadonlyMap<number, string>;

/** `picked` with one client added or removed. */
function togglePicked(picked: PickedClients, id: number, name: string, on: boolean): PickedClients {
  const next = new Map(picked);
  if (on) next.set(id, name);
  else next.delete(id);
  return next;
}

/**
 * Pick clients: server search by name/email/phone, a checkbox per listed client, and the selected
 * count. `trainerId` keeps the list to one trainer's clients (a trainer sharing a document sees its
 * own only; the server refuses another's). `bulk` (assigning a program to many) adds a trainer
 * filter — unless `trainerId` fixes the trainer —, "select all" of the filtered clients and
 * removable chips. `testIds` are the browser tests' handles, which differ per screen.
 */
export function ClientPicker({
  picked,
  onChange,
  trainerId = null,
  bulk = false,
  testIds,
}: {
  picked: PickedClients;
  onChange: (next: PickedClients) => void;
  trainerId?: number | null;
  bulk?: boolean;
  testIds: { search: string; option: string; count?: string };
}) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [filteredTrainer, setFilteredTrainer] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const withFilter = bulk && trainerId === null;
  const trainer = trainerId ?? filteredTrainer;
  const input = {
    order: "name_ASC" as const,
    page: 1,
    per_page: SHOWN,
    ...(q ? { q } : {}),
    ...(trainer !== null ? { trainer_id: trainer } : {}),
  };
  const list = useQuery({ ...trpc.clients.list.queryOptions(input), placeholderData: keepPreviousData });
  const entries = list.data ? joinClients(list.data) : [];
  const total = list.data?.meta.total_count ?? 0;
  const count = picked.size;
  const toggle = (id: number, name: string, on: boolean) => onChange(togglePicked(picked, id, name, on));

  return (
    <div className="space-y-2" data-testid="client-picker">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t`搜索学员姓名、邮箱或手机号`}
            aria-label={t`搜索学员`}
            className="pl-9"
            maxLength={100}
            data-testid={testIds.search}
          />
        </div>
        {withFilter && <TrainerFilter trainerId={filteredTrainer} onChange={setFilteredTrainer} />}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium" aria-live="polite" data-testid={testIds.count}>
          <Trans>已选 {count} 位学员</Trans>
        </span>
        {bulk && <SelectAllBar input={input} total={total} picked={picked} onChange={onChange} />}
      </div>
      {bulk && <PickedChips picked={picked} onRemove={(id, name) => toggle(id, name, false)} />}
      <ul
        className="max-h-56 divide-y overflow-y-auto rounded-md border"
        aria-label={t`学员`}
        data-testid="client-picker-list"
      >
        {entries.map(({ client, user }) => {
          const name = user?.name ?? `#${client.id}`;
          return (
            <li key={client.id}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-accent/50">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={picked.has(client.id)}
                  onChange={(e) => toggle(client.id, name, e.target.checked)}
                  data-testid={testIds.option}
                  data-client-id={client.id}
                  data-name={name}
                />
                <span className="min-w-0 flex-1 truncate">{name}</span>
                <span className="truncate text-muted-foreground text-xs">{user?.email ?? ""}</span>
              </label>
            </li>
          );
        })}
        {list.data && entries.length === 0 && (
          <li className="px-3 py-6 text-center text-muted-foreground text-sm">
            <Trans>没有符合条件的学员</Trans>
          </li>
        )}
      </ul>
      {bulk && total > entries.length && (
        <p className="text-muted-foreground text-xs">
          <Trans>
            显示前 {SHOWN} 位，共 {total} 位；可搜索缩小范围，或全选。
          </Trans>
        </p>
      )}
    </div>
  );
}
