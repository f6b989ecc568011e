import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { requiredText, z } from "@/lib/validation";

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
  return useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: "", password: "" },
  });
}
