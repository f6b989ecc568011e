import { useLingui } from "@lingui/react/macro";
import { Building2, Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { roleLabelOf } from "@/components/layout/role-label";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { type SessionUser, useSession } from "@/lib/auth";

/** The card beside the forms: avatar, name, role and how to reach the person. */
export function ProfileSummary({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  return (
    <Card className="h-fit gap-0 overflow-hidden py-0">
      <div className="h-24 bg-gradient-to-br from-primary to-violet-500" />
      <CardContent className="-mt-12 flex flex-col items-center px-6 pb-6 text-center">
        <UserAvatar
          name={user.name}
          imageUrl={user.image_url}
          className="size-24 text-2xl ring-4 ring-card [&_[data-slot=avatar-fallback]]:text-2xl"
        />
        <h2 className="mt-3 text-lg font-semibold" data-testid="profile-name">
          {user.name}
        </h2>
        <Badge variant="soft" className="mt-1.5">
          <ShieldCheck />
          {i18n._(roleLabelOf(session))}
        </Badge>
        <Separator className="my-5" />
        <dl className="w-full space-y-3 text-left text-sm">
          <InfoRow icon={<Mail className="size-4" />} label={t`邮箱`} value={user.email} />
          <InfoRow icon={<Phone className="size-4" />} label={t`手机号`} value={user.phone_number} />
          <InfoRow icon={<MapPin className="size-4" />} label={t`所在地`} value={user.location} />
          <InfoRow
            icon={<Building2 className="size-4" />}
            label={t`所属组织`}
            value={session?.organization?.name}
          />
        </dl>
      </CardContent>
    </Card>
  );
}

function InfoRow({
  icon,
  label,
  value,
}: {
  icon: ReactNode;
  label: string;
  value: string | null | undefined;
}) {
  return (
    <div className="flex items-center gap-3">
      {/* A <dl> row holds only dt and dd (axe definition-list): the icon belongs to the term. */}
      <dt className="text-muted-foreground">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 truncate">{value || <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}
