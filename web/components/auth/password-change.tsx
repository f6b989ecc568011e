import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import { type Control, useForm } from "react-hook-form";
import { TextField } from "@/components/form/form-fields";
import { auth } from "@/lib/auth";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { newPasswordFields, passwordsMatch, z } from "@/lib/validation";

function usePasswordChangeSchema() {
  const { t, i18n } = useLingui();
  return useMemo(
    () =>
      z
        .object({
          current_password: z.string().check(z.minLength(1, t`请输入当前密码`)),
          ...newPasswordFields(i18n),
        })
        .check(passwordsMatch(i18n)),
    [t, i18n],
  );
}
type PasswordChangeValues = z.infer<ReturnType<typeof usePasswordChangeSchema>>;

/**
 * The password change of the coach profile and the client app, one form logic for both: the shared
 * password rules, then `auth.changePassword`, whose fresh token replaces the stored one (every older
 * token stops working, SPEC section 8: 密码修改成功).
 */
export function usePasswordChangeForm() {
  const change = useMutation(trpc.auth.changePassword.mutationOptions());
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(usePasswordChangeSchema()),
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
  return { form, onSubmit };
}

/** Current, new and repeated password; the caller lays them out. */
export function PasswordChangeFields({ control }: { control: Control<PasswordChangeValues> }) {
  return (
    <>
      <TextField
        control={control}
        name="current_password"
        label={<Trans>当前密码</Trans>}
        password
        autoComplete="current-password"
      />
      <TextField
        control={control}
        name="password"
        label={<Trans>新密码</Trans>}
        password
        autoComplete="new-password"
      />
      <TextField
        control={control}
        name="confirm"
        label={<Trans>确认新密码</Trans>}
        password
        autoComplete="new-password"
      />
    </>
  );
}
