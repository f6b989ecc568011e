import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { UsersRound, X } from "lucide-react";
import { useState } from "react";
import { joinClients } from "@/components/clients/model";
import { Button } from "@/components/ui/button";
import { type RouterInputs, trpc } from "@/lib/trpc";
import type { PickedClients } from "./client-picker";

/** "Select all" reads up to this many matching clients at once. */
const ALL_OF_TRAINER = 1000;
/** Up to this many picked clients show as removable chips; beyond, the count says it. */
const CHIPS_MAX = 30;

/** The organization's trainers with their names, for the filter and the "select all" label. */
function useTrainerOptions() {
  const trainers = useQuery(trpc.trainers.list.queryOptions());
  return (trainers.data?.trainers ?? []).map((tr) => ({
    id: tr.id,
    name: trainers.data?.users.find((u) => u.id === tr.user_id)?.name ?? `#${tr.id}`,
  }));
}

/** Narrows the picker's list to one trainer's clients (null: every trainer's). */
export function TrainerFilter({
  trainerId,
  onChange,
}: {
  trainerId: number | null;
  onChange: (trainerId: number | null) => void;
}) {
  const { t } = useLingui();
  const options = useTrainerOptions();
  return (
    <select
      aria-label={t`按教练筛选`}
      className="h-9 rounded-md border bg-background px-2 text-sm"
      value={trainerId ?? ""}
      onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
      data-testid="assign-trainer"
    >
      <option value="">{t`全部教练`}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </select>
  );
}

/** "Select all" of the clients the picker's filters match (all pages), and "clear". */
export function SelectAllBar({
  input,
  total,
  picked,
  onChange,
}: {
  input: RouterInputs["clients"]["list"];
  total: number;
  picked: PickedClients;
  onChange: (next: PickedClients) => void;
}) {
  const queryClient = useQueryClient();
  const options = useTrainerOptions();
  const [adding, setAdding] = useState(false);
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
  const trainerId = input.trainer_id;
  const trainerName = options.find((o) => o.id === trainerId)?.name ?? "";
  return (
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
        {trainerId !== undefined ? (
          <Trans>
            全选 {trainerName} 的 {total} 位学员
          </Trans>
        ) : (
          <Trans>全选这 {total} 位</Trans>
        )}
      </Button>
      {picked.size > 0 && (
        <Button type="button" size="sm" variant="ghost" onClick={() => onChange(new Map())}>
          <X />
          <Trans>清空</Trans>
        </Button>
      )}
    </span>
  );
}

/** The picked clients as removable chips, while few enough to read. */
export function PickedChips({
  picked,
  onRemove,
}: {
  picked: PickedClients;
  onRemove: (id: number, name: string) => void;
}) {
  const { t } = useLingui();
  if (picked.size === 0 || picked.size > CHIPS_MAX) return null;
  return (
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
            onClick={() => onRemove(id, name)}
          >
            <X className="size-3" />
          </button>
        </li>
      ))}
    </ul>
  );
}
