import { Trans } from "@lingui/react/macro";
import { ClipboardPlus, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Ymd } from "@/components/workouts/dates";
import { AssessmentsTable } from "./assessments-table";
import { useProgressOverview } from "./overview-query";

const AssessmentsGroupDialog = lazy(() => import("./assessments-group-dialog"));
const AssessmentsRecordDialog = lazy(() => import("./assessments-record-dialog"));

/**
 * 测评: the client's assessments over time, one table per template it used; a coach records a new
 * one or creates a template for the organization.
 */
export function AssessmentsSection({ clientId, today }: { clientId: number; today: Ymd }) {
  const { assessments, assessment_groups } = useProgressOverview(clientId);
  const [dialog, setDialog] = useState<"group" | "record" | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <Card data-testid="assessments-section">
      <CardHeader className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-56 space-y-1.5">
          <CardTitle className="text-base">
            <h2>
              <Trans>测评</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans>每个测试项目随时间的变化；训练中关联了测试的结果也会计入。</Trans>
          </CardDescription>
        </div>
        <CardAction className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setDialog("group")}
            data-testid="assessment-group-new"
          >
            <Plus />
            <Trans>新建测评模板</Trans>
          </Button>
          <Button size="sm" onClick={() => setDialog("record")} data-testid="assessment-record">
            <ClipboardPlus />
            <Trans>记录测评</Trans>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-6">
        {assessment_groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>还没有测评记录。</Trans>
          </p>
        ) : (
          assessment_groups.map((group) => (
            <AssessmentsTable key={group.id} group={group} assessments={assessments} />
          ))
        )}
      </CardContent>
      <Suspense fallback={null}>
        {dialog === "group" && <AssessmentsGroupDialog onOpenChange={close} />}
        {dialog === "record" && (
          <AssessmentsRecordDialog clientId={clientId} today={today} onOpenChange={close} />
        )}
      </Suspense>
    </Card>
  );
}
