import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { AlertTriangle, ArrowRight } from "lucide-react";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { attentionInput } from "./attention-input";

const ROW = "flex items-center gap-3 rounded-xl border px-4 py-3 text-sm";

/**
 * Home: how many clients need attention, linking to /clients?attention. Until the count is known
 * a placeholder of the same height holds its place, so the cards below do not jump when it arrives
 * (a click aimed at them would land on the wrong thing).
 */
export function AttentionLink({ trainerId }: { trainerId: number | null }) {
  const { data } = useQuery(trpc.clients.list.queryOptions(attentionInput(trainerId)));
  if (!data) {
    return (
      <div className={cn(ROW, "animate-pulse bg-muted/40")} data-testid="attention-placeholder" aria-hidden>
        <span className="size-4" />
        <span className="invisible">&nbsp;</span>
      </div>
    );
  }
  const count = data.meta.total_count;
  return (
    <Link
      to="/clients"
      search={{ attention: true }}
      data-testid="attention-link"
      data-count={count}
      className={cn(
        ROW,
        "transition-colors",
        count > 0
          ? "border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200 dark:hover:bg-amber-500/20"
          : "bg-card text-muted-foreground hover:bg-accent",
      )}
    >
      <AlertTriangle className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">
        {count > 0 ? (
          <Trans>
            <span className="font-semibold tabular-nums">{count}</span> 位学员需要关注
          </Trans>
        ) : (
          <Trans>目前没有需要关注的学员</Trans>
        )}
      </span>
      <ArrowRight className="size-4 shrink-0" />
    </Link>
  );
}
