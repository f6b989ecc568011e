import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link, redirect, useRouter } from "@tanstack/react-router";
import { LogIn } from "lucide-react";
import { useState } from "react";
import { AuthLayout } from "@/components/auth/auth-layout";
import { AwaitingActivation } from "@/components/auth/awaiting-activation";
import { CredentialsFields, useCredentialsForm } from "@/components/auth/credentials-form";
import { OwnershipInvitationPage } from "@/components/auth/ownership-invitation";
import { SubmitButton } from "@/components/form/submit-button";
import { FieldGroup } from "@/components/ui/field";
import { auth, COACH_ROLES, clientTarget, safeRedirectTarget } from "@/lib/auth";
import { validateRedirectSearch } from "@/lib/search";
import { completeSignIn, OwnershipInvitation, SignInRefused, signOut } from "@/lib/session";
import { trpc } from "@/lib/trpc";

/** Coach sign-in (SPEC sections 5 and 7: POST /oauth/token, then the base information). */
export const Route = createFileRoute("/login")({
  staticData: { title: msg`登录` },
  validateSearch: validateRedirectSearch,
  beforeLoad: ({ context, search }) => {
    if (context.auth.hasRole(COACH_ROLES))
      throw redirect({ href: safeRedirectTarget(search.to), replace: true });
    if (context.auth.isClient) throw redirect({ href: clientTarget(search.to), replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const router = useRouter();
  const search = Route.useSearch();
  const login = useMutation(trpc.auth.login.mutationOptions());

  const form = useCredentialsForm();
  // A coach account without an organization (请联系管理员激活账户。): what to do next, not a dead end.
  const [inactive, setInactive] = useState(false);
  // Named owner of a new organization: accept it here (issue 20).
  const [invitation, setInvitation] = useState<OwnershipInvitation | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await login.mutateAsync(values);
      const area = await completeSignIn(result);
      const href = area === "client" ? clientTarget(search.to) : safeRedirectTarget(search.to);
      await router.navigate({ href, replace: true });
    } catch (error) {
      // Already shown as a notification. SPEC section 8: a failed sign-in clears the stored token.
      if (error instanceof OwnershipInvitation) return setInvitation(error);
      if (!auth.isAuthenticated) auth.signOut();
      if (error instanceof SignInRefused) setInactive(true);
    }
  });

  if (invitation)
    return (
      <OwnershipInvitationPage
        invitation={invitation}
        onAccepted={() => router.navigate({ href: safeRedirectTarget(search.to), replace: true })}
        onBack={() => {
          signOut();
          setInvitation(null);
        }}
      />
    );
  if (inactive) return <AwaitingActivation onBack={() => setInactive(false)} />;

  return (
    <AuthLayout
      title={<Trans>欢迎回来</Trans>}
      subtitle={<Trans>教练和学员都在这里登录：教练管理学员与训练，学员查看并记录自己的训练。</Trans>}
      footer={
        <Trans>
          还没有账户？{" "}
          <Link to="/register" search={search} className="font-medium text-primary hover:underline">
            注册成为教练
          </Link>
        </Trans>
      }
    >
      <form onSubmit={onSubmit} noValidate data-testid="login-form">
        <FieldGroup>
          <CredentialsFields
            control={form.control}
            emailPlaceholder="coach@example.com"
            passwordAside={
              <Link to="/reset-password" className="text-xs font-medium text-primary hover:underline">
                <Trans>忘记密码？</Trans>
              </Link>
            }
          />
          <SubmitButton pending={form.formState.isSubmitting} icon={<LogIn />}>
            <Trans>登录</Trans>
          </SubmitButton>
        </FieldGroup>
      </form>
      <p className="mt-6 text-center text-xs text-muted-foreground">
        <Trans>
          平台管理员？{" "}
          <Link to="/admin/login" className="font-medium text-foreground hover:underline">
            前往管理后台登录
          </Link>
        </Trans>
      </p>
    </AuthLayout>
  );
}
