import { Plural, Trans } from "@lingui/react/macro";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRightLeft, Mail, Settings, UserPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Pager } from "@/components/list/pager";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth";
import { trpc } from "@/lib/trpc";
import type { MemberAction } from "./member-actions";
import { editableMember, type Member, membersOf, TEAM_PAGE_SIZE } from "./model";
import { OwnerBanner } from "./owner-banner";
import { TeamCards, TeamTable } from "./team-list";

const AddTrainerDialog = lazy(() => import("./add-trainer-dialog"));
const EditTrainerDialog = lazy(() => import("@/components/trainers/edit-trainer-dialog"));
const DeleteTrainerDialog = lazy(() => import("./delete-trainer-dialog"));
const TransferClientsDialog = lazy(() => import("./transfer-clients-dialog"));
const OrganizationDialog = lazy(() => import("./organization-dialog"));

type Open = { kind: "add" } | { kind: "organization" } | { kind: MemberAction; member: Member | null } | null;

/**
 * /team: everyone in the organization sees its trainers; its admins, the owner and the super admin
 * get the actions. Who may act is read from the list itself (the caller's own row), so a role
 * granted or an ownership accepted since sign-in shows without signing in again.
 */
export function TeamPage() {
  const session = useSession();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...trpc.trainers.list.queryOptions({ page, per_page: TEAM_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<Open>(null);
  const members = membersOf(list.data);
  const meta = list.data?.meta;
  const me = members.find((m) => m.user?.id === session?.user?.id);
  const queryClient = useQueryClient();
  const viewerIsSuper = session?.role === "super";
  const isOwner = Boolean(me?.trainer.is_organization_owner);
  const canManage = viewerIsSuper || isOwner || Boolean(me?.trainer.super_admin) || session?.role === "admin";
  const close = () => setOpen(null);
  const onAction = (kind: MemberAction, member: Member) => setOpen({ kind, member });

  return (
    <div className="space-y-4" data-testid="team-page">
      {me?.trainer.is_organization_pending_owner && session?.organization ? (
        <OwnerBanner organizationId={session.organization.id} />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" data-testid="team-count">
          {session?.organization?.name ? `${session.organization.name} · ` : ""}
          <Plural value={meta?.total_count ?? members.length} one="# 位教练" other="# 位教练" />
        </p>
        {canManage ? (
          <div className="flex flex-wrap gap-2" data-testid="team-admin-actions">
            <Button
              variant="outline"
              onClick={() => setOpen({ kind: "organization" })}
              data-testid="open-org-settings"
            >
              <Settings />
              <Trans>组织设置</Trans>
            </Button>
            {session?.organization ? (
              <Button variant="outline" asChild>
                <Link to="/team/emails" data-testid="open-outbox">
                  <Mail />
                  <Trans>邮件</Trans>
                </Link>
              </Button>
            ) : null}
            <Button
              variant="outline"
              onClick={() => setOpen({ kind: "transfer", member: null })}
              data-testid="open-transfer"
            >
              <ArrowRightLeft />
              <Trans>转移学员</Trans>
            </Button>
            <Button onClick={() => setOpen({ kind: "add" })} data-testid="open-add-trainer">
              <UserPlus />
              <Trans>添加教练</Trans>
            </Button>
          </div>
        ) : null}
      </div>

      <TeamTable
        members={members}
        canManage={canManage}
        viewerIsSuper={viewerIsSuper}
        selfUserId={session?.user?.id}
        onAction={onAction}
      />
      <TeamCards
        members={members}
        canManage={canManage}
        viewerIsSuper={viewerIsSuper}
        selfUserId={session?.user?.id}
        onAction={onAction}
      />

      {meta ? (
        <Pager
          meta={meta}
          onPage={(next) => setPage(next ?? 1)}
          testId="team-pager"
          hideWhenSingle
          range={(from, to, meta) => (
            <Trans>
              第 {from}–{to} 位，共 {meta.total_count} 位
            </Trans>
          )}
        />
      ) : null}

      <Suspense fallback={null}>
        {open?.kind === "add" ? <AddTrainerDialog onClose={close} /> : null}
        {open?.kind === "edit" && open.member ? (
          <EditTrainerDialog
            trainer={editableMember(open.member, open.member === me)}
            onClose={close}
            onSaved={() => queryClient.invalidateQueries(trpc.trainers.pathFilter())}
          />
        ) : null}
        {open?.kind === "delete" && open.member ? (
          <DeleteTrainerDialog member={open.member} members={members} onClose={close} />
        ) : null}
        {open?.kind === "transfer" ? (
          <TransferClientsDialog from={open.member} members={members} onClose={close} />
        ) : null}
        {open?.kind === "organization" && session?.organization ? (
          <OrganizationDialog
            organizationId={session.organization.id}
            members={members}
            isOwner={isOwner}
            viewerIsSuper={viewerIsSuper}
            onClose={close}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
