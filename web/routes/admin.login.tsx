import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link, redirect, useRouter } from "@tanstack/react-router";
import { ShieldCheck } from "lucide-react";
import { AuthLayout } from "@/components/auth/auth-layout";
import { CredentialsFields, useCredentialsForm } from "@/components/auth/credentials-form";
import { SubmitButton } from "@/components/form/submit-button";
import { FieldGroup } from "@/components/ui/field";
import { auth, SUPER_ROLES, safeRedirectTarget } from "@/lib/auth";
import { followAccountLanguage } from "@/lib/language";
import { validateRedirectSearch } from "@/lib/search";
import { trpc } from "@/lib/trpc";

/** Super-admin sign-in (SPEC section 7: POST /admin/login → token, user). Then `to` or /. */
export const Route = createFileRoute("/admin/login")({
  staticData: { title: msg`管理后台登录` },
  validateSearch: validateRedirectSearch,
  beforeLoad: ({ context, search }) => {
    if (context.auth.hasRole(SUPER_ROLES))
      throw redirect({ href: safeRedirectTarget(search.to), replace: true });
  },
  component: AdminLoginPage,
});

function AdminLoginPage() {
  const router = useRouter();
  const search = Route.useSearch();
  const login = useMutation(trpc.auth.adminLogin.mutationOptions());

  const form = useCredentialsForm();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await login.mutateAsync(values);
      followAccountLanguage(result.user);
      auth.setAdminSession(result.token, result.user);
      await router.navigate({ href: safeRedirectTarget(search.to), replace: true });
    } catch {
      // Already shown as a notification; a failed sign-in clears the stored token.
      if (!auth.isAuthenticated) auth.signOut();
    }
  });

  return (
    <AuthLayout
      variant="admin"
      title={
        <span className="inline-flex items-center gap-2">
          <ShieldCheck className="size-6 text-primary" />
          <Trans>管理后台登录</Trans>
        </span>
      }
      subtitle={<Trans>仅限平台超级管理员使用。</Trans>}
      footer={
        <Link to="/login" className="font-medium text-primary hover:underline">
          <Trans>返回教练登录</Trans>
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate data-testid="admin-login-form">
        <FieldGroup>
          <CredentialsFields control={form.control} emailPlaceholder="admin@example.com" />
          <SubmitButton pending={form.formState.isSubmitting}>
            <Trans>登录管理后台</Trans>
          </SubmitButton>
        </FieldGroup>
      </form>
    </AuthLayout>
  );
}
