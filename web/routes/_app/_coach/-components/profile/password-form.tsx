import { Trans } from "@lingui/react/macro";
import { KeyRound } from "lucide-react";
import { PasswordChangeFields, usePasswordChangeForm } from "@/components/auth/password-change";
import { CollapsibleCard } from "@/components/collapsible-card";
import { Button } from "@/components/ui/button";

/** Changing one's password (POST /users/change_password); other devices are signed out. */
export function PasswordForm() {
  const { form, onSubmit } = usePasswordChangeForm();
  return (
    <CollapsibleCard
      testId="password-card"
      icon={<KeyRound className="size-4" />}
      title={<Trans>修改密码</Trans>}
      description={<Trans>修改后，其他设备上的登录将失效</Trans>}
    >
      <form onSubmit={onSubmit} noValidate data-testid="password-form">
        <div className="grid gap-5 md:grid-cols-3">
          <PasswordChangeFields control={form.control} />
        </div>
        <div className="mt-6 flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting} data-testid="password-save">
            <KeyRound />
            <Trans>修改密码</Trans>
          </Button>
        </div>
      </form>
    </CollapsibleCard>
  );
}
