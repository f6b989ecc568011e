import { Trans } from "@lingui/react/macro";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { type MemberAction, MemberActions } from "./member-actions";
import { ClientLoad, LastActive, MemberIdentity, RoleBadge } from "./member-bits";
import type { Member } from "./model";

type ListProps = {
  members: Member[];
  canManage: boolean;
  viewerIsSuper: boolean;
  selfUserId: number | undefined;
  onAction: (action: MemberAction, member: Member) => void;
};

/** The team as a table (tablets and wider). */
export function TeamTable({ members, canManage, viewerIsSuper, selfUserId, onAction }: ListProps) {
  return (
    <div className="hidden rounded-xl border bg-card md:block">
      <Table data-testid="team-table">
        <TableHeader>
          <TableRow>
            <TableHead>
              <Trans>教练</Trans>
            </TableHead>
            <TableHead>
              <Trans>角色</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>在训学员 / 上限</Trans>
            </TableHead>
            <TableHead>
              <Trans>最近活动</Trans>
            </TableHead>
            {canManage ? (
              <TableHead className="w-12">
                {/* A header names its column, also for the row actions (screen readers read it). */}
                <span className="sr-only">
                  <Trans>操作</Trans>
                </span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.trainer.id} data-testid="team-row" data-trainer-id={m.trainer.id}>
              <TableCell className="max-w-72">
                <MemberIdentity member={m} />
              </TableCell>
              <TableCell>
                <RoleBadge member={m} />
              </TableCell>
              <TableCell className="text-right">
                <ClientLoad member={m} />
              </TableCell>
              <TableCell>
                <LastActive member={m} />
              </TableCell>
              {canManage ? (
                <TableCell className="text-right">
                  <MemberActions
                    member={m}
                    self={m.user?.id === selfUserId}
                    viewerIsSuper={viewerIsSuper}
                    onAction={onAction}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The team as cards (phones). */
export function TeamCards({ members, canManage, viewerIsSuper, selfUserId, onAction }: ListProps) {
  return (
    <div className="grid gap-2 md:hidden" data-testid="team-cards">
      {members.map((m) => (
        <Card key={m.trainer.id} className="py-3" data-testid="team-card">
          <CardContent className="space-y-2 px-3">
            <div className="flex items-start justify-between gap-2">
              <MemberIdentity member={m} />
              {canManage ? (
                <MemberActions
                  member={m}
                  self={m.user?.id === selfUserId}
                  viewerIsSuper={viewerIsSuper}
                  onAction={onAction}
                />
              ) : null}
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <RoleBadge member={m} />
              <span className="text-muted-foreground">
                <Trans>学员</Trans> <ClientLoad member={m} /> · <LastActive member={m} />
              </span>
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
