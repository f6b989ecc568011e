import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useMemo } from "react";
import { type Control, useForm } from "react-hook-form";
import { TextField } from "@/components/form/form-fields";
import { requiredText, z } from "@/lib/validation";

type Credentials = { email: string; password: string };

/**
 * The email-or-phone + password form of both sign-in pages (coach and admin), validated before
 * the server is called; messages follow the UI language.
 */
export function useCredentialsForm() {
  const { t } = useLingui();
  const schema = useMemo(
    () =>
      z.object({
        email: requiredText(t`请输入邮箱或手机号`),
        password: z.string().check(z.minLength(1, t`请输入密码`)),
      }),
    [t],
  );
  return useForm<Credentials>({
    resolver: zodResolver(schema),
    defaultValues: { email: "", password: "" },
  });
}

/** The two fields of that form; `passwordAside` sits beside the password label (a reset link). */
export function CredentialsFields({
  control,
  emailPlaceholder,
  passwordAside,
}: {
  control: Control<Credentials>;
  emailPlaceholder: string;
  passwordAside?: ReactNode;
}) {
  return (
    <>
      <TextField
        control={control}
        name="email"
        label={<Trans>邮箱或手机号</Trans>}
        placeholder={emailPlaceholder}
        autoComplete="username"
        autoFocus
      />
      <TextField
        control={control}
        name="password"
        label={<Trans>密码</Trans>}
        password
        autoComplete="current-password"
        labelAside={passwordAside}
      />
    </>
  );
}
