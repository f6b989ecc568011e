import { Trans, useLingui } from "@lingui/react/macro";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { type Member, memberName, roleOf } from "./model";

/** Avatar, name and contact of a team member: what the table and the cards both show. */
export function MemberIdentity({ member }: { member: Member }) {
  const name = memberName(member);
  const contact = [member.user?.email, member.user?.phone_number].filter(Boolean).join(" · ");
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar className="size-9">
        {member.user?.image_url ? <AvatarImage src={member.user.image_url} alt="" /> : null}
        <AvatarFallback>{name.slice(0, 1).toUpperCase()}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <div className="truncate font-medium" data-testid="member-name">
          {name}
        </div>
        <div className="truncate text-xs text-muted-foreground">{contact || "—"}</div>
      </div>
    </div>
  );
}

export function RoleBadge({ member }: { member: Member }) {
  const role = roleOf(member.trainer);
  return (
    <span className="flex flex-wrap gap-1" data-testid="member-role">
      {role === "owner" ? (
        <Badge>
          <Trans>所有者</Trans>
        </Badge>
      ) : role === "admin" ? (
        <Badge variant="soft">
          <Trans>管理员</Trans>
        </Badge>
      ) : (
        <Badge variant="outline">
          <Trans>教练</Trans>
        </Badge>
      )}
      {member.user?.disabled ? (
        <Badge variant="destructive" data-testid="member-disabled">
          <Trans>已停用</Trans>
        </Badge>
      ) : null}
      {member.trainer.is_organization_pending_owner ? (
        <Badge variant="outline">
          <Trans>待接受所有者</Trans>
        </Badge>
      ) : null}
    </span>
  );
}

/** Active clients against the trainer's limit (max_clients 0: no limit). */
export function ClientLoad({ member }: { member: Member }) {
  const { active_clients_count: active, max_clients: max } = member.trainer;
  return (
    <span className="tabular-nums" data-testid="member-load">
      {max > 0 ? `${active} / ${max}` : active}
    </span>
  );
}

export function LastActive({ member }: { member: Member }) {
  const { i18n } = useLingui();
  const at = member.trainer.last_active_at;
  if (!at) return <span className="text-muted-foreground">—</span>;
  return (
    <time dateTime={at} className="text-muted-foreground">
      {new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium" }).format(new Date(at))}
    </time>
  );
}
