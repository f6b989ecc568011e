import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/form/form-fields";
import { Button } from "@/components/ui/button";
import { auth } from "@/lib/auth";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { newPasswordFields, passwordsMatch, z } from "@/lib/validation";
import { ProfileCard } from "./profile-card";

/** Password change with the shared rules; the server answers a fresh token (older ones end). */
export function ClientPasswordForm() {
  const { t, i18n } = useLingui();
  const change = useMutation(trpc.auth.changePassword.mutationOptions());
  const schema = useMemo(
    () =>
      z
        .object({
          current_password: z.string().check(z.minLength(1, t`请输入当前密码`)),
          ...newPasswordFields(i18n),
        })
        .check(passwordsMatch(i18n)),
    [t, i18n],
  );
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: "", password: "", confirm: "" },
  });
  const onSubmit = form.handleSubmit(async ({ current_password, password }) => {
    try {
      const result = await change.mutateAsync({ user: { current_password, password } });
      auth.setToken(result.token);
      notifySuccess(renderMessage(globalI18n, result.msg));
      form.reset();
    } catch {
      // shown as a notification
    }
  });
  return (
    <ProfileCard title={<Trans>修改密码</Trans>} testId="client-password">
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="client-password-form">
        <TextField
          control={form.control}
          name="current_password"
          label={<Trans>当前密码</Trans>}
          password
          autoComplete="current-password"
        />
        <TextField
          control={form.control}
          name="password"
          label={<Trans>新密码</Trans>}
          password
          autoComplete="new-password"
        />
        <TextField
          control={form.control}
          name="confirm"
          label={<Trans>确认新密码</Trans>}
          password
          autoComplete="new-password"
        />
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
