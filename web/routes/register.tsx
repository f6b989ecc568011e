import { zodResolver } from "@hookform/resolvers/zod";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link, useRouter } from "@tanstack/react-router";
import { UserPlus } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { NAME_MAX_LENGTH } from "#shared/shared-rules";
import { AuthLayout } from "@/components/auth/auth-layout";
import { AwaitingActivation } from "@/components/auth/awaiting-activation";
import { TextField } from "@/components/form/form-fields";
import { SubmitButton } from "@/components/form/submit-button";
import { FieldGroup } from "@/components/ui/field";
import { safeRedirectTarget } from "@/lib/auth";
import { applyServerIssues } from "@/lib/form-errors";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { validateRedirectSearch } from "@/lib/search";
import { loadBaseInfo, SignInRefused } from "@/lib/session";
import { trpc } from "@/lib/trpc";
import { emailText, newPasswordFields, passwordsMatch, phoneText, requiredText, z } from "@/lib/validation";

/**
 * Trainer self-registration (SPEC section 7: POST /api/register). The new trainer belongs to no
 * organization yet, so loading the base information answers 请联系管理员激活账户。 until an
 * administrator places them; when it succeeds the person goes to `to` or /.
 */
export const Route = createFileRoute("/register")({
  staticData: { title: msg`注册` },
  validateSearch: validateRedirectSearch,
  component: RegisterPage,
});

function RegisterPage() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const search = Route.useSearch();
  const register = useMutation(trpc.auth.register.mutationOptions());

  const schema = useMemo(
    () =>
      z
        .object({
          name: requiredText(t`请输入姓名`, {
            length: NAME_MAX_LENGTH,
            message: t`姓名最长 ${NAME_MAX_LENGTH} 个字符`,
          }),
          email: emailText(t`请输入邮箱`, t`邮箱格式不正确`),
          phone_number: phoneText(t`手机号格式不正确`),
          ...newPasswordFields(i18n),
        })
        .check(passwordsMatch(i18n)),
    [t, i18n],
  );
  // Registered but not in an organization yet (请联系管理员激活账户。): say what happens next.
  const [inactive, setInactive] = useState(false);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: "", email: "", phone_number: "", password: "", confirm: "" },
  });

  const onSubmit = form.handleSubmit(async ({ name, email, phone_number, password }) => {
    let token: string;
    try {
      const result = await register.mutateAsync({
        user: { name, email, password, ...(phone_number ? { phone_number } : {}) },
      });
      token = result.token;
      notifySuccess(renderMessage(i18n, result.msg));
    } catch (error) {
      // Shown as a notification; field problems (an email already in use …) also under the field.
      applyServerIssues(form, error, {
        prefix: "user.",
      });
      return;
    }
    try {
      await loadBaseInfo(token);
      await router.navigate({ href: safeRedirectTarget(search.to), replace: true });
    } catch (error) {
      // No organization yet (请联系管理员激活账户。): signed out again; sign in once activated.
      if (error instanceof SignInRefused) setInactive(true);
    }
  });

  if (inactive) return <AwaitingActivation onBack={() => router.navigate({ to: "/login", search })} />;

  return (
    <AuthLayout
      title={<Trans>创建教练账户</Trans>}
      subtitle={<Trans>注册后，由组织管理员将您加入组织并激活账户。</Trans>}
      footer={
        <Trans>
          已有账户？{" "}
          <Link to="/login" search={search} className="font-medium text-primary hover:underline">
            直接登录
          </Link>
        </Trans>
      }
    >
      <form onSubmit={onSubmit} noValidate data-testid="register-form">
        <FieldGroup className="gap-4">
          <TextField
            control={form.control}
            name="name"
            label={<Trans>姓名</Trans>}
            autoComplete="name"
            autoFocus
          />
          <TextField
            control={form.control}
            name="email"
            type="email"
            label={<Trans>邮箱</Trans>}
            autoComplete="email"
            placeholder="coach@example.com"
          />
          <TextField
            control={form.control}
            name="phone_number"
            type="tel"
            inputMode="tel"
            label={
              <span>
                <Trans>手机号</Trans> <span className="font-normal text-muted-foreground">{t`（选填）`}</span>
              </span>
            }
            autoComplete="tel"
            description={<Trans>用于通过短信验证码找回密码。</Trans>}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="password"
              label={<Trans>密码</Trans>}
              password
              autoComplete="new-password"
            />
            <TextField
              control={form.control}
              name="confirm"
              label={<Trans>确认密码</Trans>}
              password
              autoComplete="new-password"
            />
          </div>
          <SubmitButton pending={form.formState.isSubmitting} icon={<UserPlus />} className="mt-1">
            <Trans>注册</Trans>
          </SubmitButton>
        </FieldGroup>
      </form>
    </AuthLayout>
  );
}
