import { Trans } from "@lingui/react/macro";
import { Building2, Eye, UserRound } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/**
 * The strip above the read-only calendar: that it is read only (the super admin looks, the
 * client's coach plans), and whose client it is (organization, trainer).
 */
export function ReadOnlyNotice({
  organization,
  trainer,
}: {
  organization: string | null;
  trainer: string | null;
}) {
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid="read-only-notice"
      role="note"
    >
      <div className="flex items-start gap-2 sm:items-center">
        <Badge variant="outline" className="bg-background" data-testid="read-only-badge">
          <Eye />
          <Trans>只读</Trans>
        </Badge>
        <span className="text-muted-foreground">
          <Trans>超级管理员只能查看，训练由学员的教练修改。</Trans>
        </span>
      </div>
      <dl className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <div className="flex min-w-0 items-center gap-1.5">
          <dt>
            <Building2 className="size-3.5 text-muted-foreground" />
            <span className="sr-only">
              <Trans>组织</Trans>
            </span>
          </dt>
          <dd className="truncate" data-testid="calendar-organization">
            {organization ?? <Trans>无组织</Trans>}
          </dd>
        </div>
        <div className="flex min-w-0 items-center gap-1.5">
          <dt>
            <UserRound className="size-3.5 text-muted-foreground" />
            <span className="sr-only">
              <Trans>教练</Trans>
            </span>
          </dt>
          <dd className="truncate" data-testid="calendar-trainer">
            {trainer ?? <Trans>未分配教练</Trans>}
          </dd>
        </div>
      </dl>
    </div>
  );
}
