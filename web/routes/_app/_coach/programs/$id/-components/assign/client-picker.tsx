import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Search, UsersRound, X } from "lucide-react";
import { useEffect, useState } from "react";
import { joinClients } from "@/components/clients/model";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { trpc } from "@/lib/trpc";

/** Clients shown per search; "select all" of a trainer reads up to ALL_OF_TRAINER at once. */
const SHOWN = 50;
const ALL_OF_TRAINER = 1000;
const ANY = "";
/** Up to this many picked clients show as removable chips; beyond, the count says it. */
const CHIPS_MAX = 30;

export type PickedClients = ReadonlyMap<number, string>;

/**
 * Pick clients: server search by name/email/phone, a trainer filter with "select all of this
 * trainer's clients", a checkbox per listed client, and the selected count.
 */
export function ClientPicker({
  picked,
  onChange,
}: {
  picked: PickedClients;
  onChange: (next: PickedClients) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [trainerId, setTrainerId] = useState(ANY);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const trainers = useQuery(trpc.trainers.list.queryOptions());
  const trainerOptions = (trainers.data?.trainers ?? []).map((tr) => ({
    id: tr.id,
    name: trainers.data?.users.find((u) => u.id === tr.user_id)?.name ?? `#${tr.id}`,
  }));
  const input = {
    order: "name_ASC" as const,
    page: 1,
    per_page: SHOWN,
    ...(q ? { q } : {}),
    ...(trainerId !== ANY ? { trainer_id: Number(trainerId) } : {}),
  };
  const list = useQuery({ ...trpc.clients.list.queryOptions(input), placeholderData: keepPreviousData });
  const entries = list.data ? joinClients(list.data) : [];
  const total = list.data?.meta.total_count ?? 0;

  const toggle = (id: number, name: string, on: boolean) => {
    const next = new Map(picked);
    if (on) next.set(id, name);
    else next.delete(id);
    onChange(next);
  };
  const [adding, setAdding] = useState(false);
  /** Every client matching the filters (all pages, up to ALL_OF_TRAINER). */
  const selectAll = async () => {
    setAdding(true);
    try {
      const all = await queryClient.fetchQuery(
        trpc.clients.list.queryOptions({ ...input, per_page: ALL_OF_TRAINER }),
      );
      const next = new Map(picked);
      for (const e of joinClients(all)) next.set(e.client.id, e.user?.name ?? `#${e.client.id}`);
      onChange(next);
    } catch {
      // toasted
    } finally {
      setAdding(false);
    }
  };
  const trainerName = trainerOptions.find((o) => String(o.id) === trainerId)?.name ?? "";
  const count = picked.size;

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
            data-testid="assign-search"
          />
        </div>
        <select
          aria-label={t`按教练筛选`}
          className="h-9 rounded-md border bg-background px-2 text-sm"
          value={trainerId}
          onChange={(e) => setTrainerId(e.target.value)}
          data-testid="assign-trainer"
        >
          <option value={ANY}>{t`全部教练`}</option>
          {trainerOptions.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium" data-testid="assign-selected-count">
          <Trans>已选 {count} 位学员</Trans>
        </span>
        <span className="flex flex-wrap gap-1">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={adding || total === 0}
            onClick={() => void selectAll()}
            data-testid="assign-select-all"
          >
            <UsersRound />
            {trainerId !== ANY ? (
              <Trans>
                全选 {trainerName} 的 {total} 位学员
              </Trans>
            ) : (
              <Trans>全选这 {total} 位</Trans>
            )}
          </Button>
          {count > 0 && (
            <Button type="button" size="sm" variant="ghost" onClick={() => onChange(new Map())}>
              <X />
              <Trans>清空</Trans>
            </Button>
          )}
        </span>
      </div>
      {count > 0 && count <= CHIPS_MAX && (
        <ul className="flex flex-wrap gap-1.5" data-testid="assign-selected">
          {[...picked].map(([id, name]) => (
            <li
              key={id}
              className="inline-flex items-center gap-0.5 rounded-full border bg-muted/50 py-0.5 pr-0.5 pl-2 text-xs"
            >
              {name}
              <button
                type="button"
                className="rounded-full p-0.5 text-muted-foreground hover:bg-accent hover:text-foreground"
                aria-label={t`移除 ${name}`}
                onClick={() => toggle(id, name, false)}
              >
                <X className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul className="max-h-56 divide-y overflow-y-auto rounded-md border" data-testid="assign-client-list">
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
                  data-testid="assign-client"
                  data-client-id={client.id}
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
      {total > entries.length && (
        <p className="text-muted-foreground text-xs">
          <Trans>
            显示前 {SHOWN} 位，共 {total} 位；可搜索缩小范围，或全选。
          </Trans>
        </p>
      )}
    </div>
  );
}
