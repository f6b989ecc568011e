import { useSession } from "@/lib/auth";
import { NotificationSettingsForm } from "./notification-settings-form";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";
import { ProfileSummary } from "./profile-summary";

/** The signed-in person's profile (PUT /users/{id}) and password change (POST /users/change_password). */
export function ProfilePage() {
  const session = useSession();
  const user = session?.user;
  if (!user) return null;
  return (
    <div className="grid gap-6 xl:grid-cols-[340px_minmax(0,1fr)]">
      <ProfileSummary user={user} />
      <div className="min-w-0 space-y-6">
        <ProfileForm key={`${user.id}:${user.updated_at}`} user={user} />
        {session.trainer && <NotificationSettingsForm trainer={session.trainer} />}
        <PasswordForm />
      </div>
    </div>
  );
}
