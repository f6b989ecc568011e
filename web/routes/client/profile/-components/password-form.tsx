import { Trans } from "@lingui/react/macro";
import { KeyRound } from "lucide-react";
import { PasswordChangeFields, usePasswordChangeForm } from "@/components/auth/password-change";
import { Button } from "@/components/ui/button";
import { ProfileCard } from "./profile-card";

/** Password change in the client app (the same form logic as the coach profile's). */
export function ClientPasswordForm() {
  const { form, onSubmit } = usePasswordChangeForm();
  return (
    <ProfileCard title={<Trans>修改密码</Trans>} testId="client-password">
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="client-password-form">
        <PasswordChangeFields control={form.control} />
        <Button
          type="submit"
          variant="outline"
          className="h-11 w-full"
          disabled={form.formState.isSubmitting}
        >
          <KeyRound />
          <Trans>修改密码</Trans>
        </Button>
      </form>
    </ProfileCard>
  );
}
