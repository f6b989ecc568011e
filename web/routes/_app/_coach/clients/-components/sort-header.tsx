import { useLingui } from "@lingui/react/macro";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { KeyboardEvent, ReactNode } from "react";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { useClientsSearch, useSetSearch } from "./clients-page";
import type { ClientOrder } from "./search-params";

/** A sortable column: the orders the server offers for it, the first one used on the first click. */
export type SortKey = { orders: readonly [ClientOrder, ...ClientOrder[]] };

export const SORTS = {
  name: { orders: ["name_ASC"] },
  compliance7: { orders: ["compliance_7_ASC", "compliance_7_DESC"] },
  compliance30: { orders: ["compliance_30_ASC", "compliance_30_DESC"] },
  compliance90: { orders: ["compliance_90_ASC", "compliance_90_DESC"] },
  lastCompleted: { orders: ["last_completed_DESC"] },
  due: { orders: ["due_ASC", "due_DESC"] },
} as const satisfies Record<string, SortKey>;

export function SortHeader({
  sort,
  children,
  className,
  testId,
}: {
  sort: SortKey;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { t } = useLingui();
  const search = useClientsSearch();
  const setSearch = useSetSearch();
  const current = search.order ?? "name_ASC";
  const index = sort.orders.indexOf(current);
  const active = index >= 0;
  // Click cycles through the column's orders (ascending ⇄ descending where both exist).
  const next = sort.orders[(index + 1) % sort.orders.length] ?? sort.orders[0];
  const Icon = !active ? ArrowUpDown : current.endsWith("_ASC") ? ArrowUp : ArrowDown;
  return (
    <TableHead
      className={className}
      aria-sort={active ? (current.endsWith("_ASC") ? "ascending" : "descending") : undefined}
    >
      <button
        type="button"
        onClick={() => setSearch({ order: next })}
        onKeyDown={moveAmongSortButtons}
        // One Tab stop for the whole header row (the column sorted by), arrows to the others:
        // six sort buttons stood between the toolbar and the first client.
        tabIndex={active ? 0 : -1}
        data-sort-button
        className={cn(
          "-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          active && "text-foreground",
        )}
        title={t`排序`}
        data-testid={testId}
      >
        {children}
        <Icon className={cn("size-3.5", !active && "opacity-40")} />
      </button>
    </TableHead>
  );
}

const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/** ← and → move to the previous and next sort button of the row, Home and End to the ends. */
function moveAmongSortButtons(event: KeyboardEvent<HTMLButtonElement>) {
  const row = event.currentTarget.closest("tr");
  if (!row) return;
  const buttons = [...row.querySelectorAll<HTMLButtonElement>("[data-sort-button]")];
  const at = buttons.indexOf(event.currentTarget);
  const step = ARROW_STEPS[event.key];
  const target =
    event.key === "Home"
      ? buttons[0]
      : event.key === "End"
        ? buttons.at(-1)
        : step === undefined
          ? undefined
          : buttons[(at + step + buttons.length) % buttons.length];
  if (!target) return;
  event.preventDefault();
  target.focus();
}
