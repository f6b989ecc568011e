import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { UserAvatar } from "@/components/layout/user-avatar";
import { AvatarUpload } from "@/components/uploads/avatar-upload";
import { useClientContext } from "@/lib/client-app/queries";
import { trpc } from "@/lib/trpc";
import { AccountActions } from "./account-actions";
import { ClientPasswordForm } from "./password-form";
import { ClientSettingsForm } from "./settings-form";

export function ProfilePage() {
  const { user, clientId } = useClientContext();
  const client = useQuery(trpc.clients.get.queryOptions({ id: clientId }));
  if (!user) return null;
  const coach = client.data?.coach;
  return (
    <div className="space-y-5">
      <div className="flex items-center gap-4">
        <UserAvatar name={user.name} imageUrl={user.image_url} className="size-16 text-xl" />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold tracking-tight" data-testid="page-title">
            {user.name}
          </h1>
          <p className="truncate text-sm text-muted-foreground">{user.email ?? user.phone_number}</p>
          {coach && (
            <p className="text-sm text-muted-foreground" data-testid="client-coach">
              <Trans>教练：{coach.name}</Trans>
            </p>
          )}
        </div>
      </div>
      <AvatarUpload user={user} />
      <ClientSettingsForm key={`${user.id}:${user.updated_at}`} user={user} />
      <ClientPasswordForm />
      <AccountActions clientId={clientId} />
    </div>
  );
}
