import { i18n as globalI18n } from "@lingui/core";
import { Trans } from "@lingui/react/macro";
import { CheckCircle2, RotateCw, TriangleAlert } from "lucide-react";
import type { PickedClients } from "@/components/clients/client-picker";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import type { GroupState } from "./run-groups";

/** Progress of the groups being applied, then the result: done / failed clients, retry failed groups. */
export function AssignProgress({
  groups,
  names,
  onRetry,
}: {
  groups: GroupState[];
  names: PickedClients;
  onRetry: () => void;
}) {
  const total = groups.reduce((n, g) => n + g.clientIds.length, 0);
  const doneClients = groups.filter((g) => g.status === "done").reduce((n, g) => n + g.clientIds.length, 0);
  const failed = groups.filter((g) => g.status === "failed");
  const failedClients = failed.reduce((n, g) => n + g.clientIds.length, 0);
  const running = groups.some((g) => g.status === "running" || g.status === "waiting");
  const workouts = groups.reduce((n, g) => n + (g.result?.workouts_count ?? 0), 0);
  const percent = total === 0 ? 0 : Math.round((doneClients / total) * 100);
  const groupsDone = groups.filter((g) => g.status === "done").length;
  const groupsTotal = groups.length;
  return (
    <div className="space-y-3" data-testid="assign-progress" data-running={running || undefined}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm" data-testid="assign-progress-text">
        <Trans>
          {groupsDone}/{groupsTotal} 组 · {doneClients}/{total} 位学员已完成 · 新增 {workouts} 个训练
        </Trans>
      </p>
      {!running && failedClients === 0 && (
        <p className="flex items-center gap-2 text-sm text-success" data-testid="assign-done">
          <CheckCircle2 className="size-4" />
          <Trans>全部完成。学员日历上已能看到这些训练。</Trans>
        </p>
      )}
      {!running && failedClients > 0 && (
        <div
          role="alert"
          className="space-y-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          data-testid="assign-failed"
        >
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert className="size-4 text-destructive" />
            <Trans>{failedClients} 位学员未完成分配（其余已生效）</Trans>
          </p>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            {failed.map((g) => (
              <li key={g.clientIds[0]}>
                {g.clientIds
                  .slice(0, 5)
                  .map((id) => names.get(id) ?? `#${id}`)
                  .join("、")}
                {g.clientIds.length > 5 ? " …" : ""}: {errorMessage(globalI18n, g.error)}
              </li>
            ))}
          </ul>
          <Button size="sm" variant="outline" onClick={onRetry} data-testid="assign-retry">
            <RotateCw />
            <Trans>重试失败的组</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
