import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { Building2, CircleAlert, KeyRound, UserRound } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { AuthLayout } from "@/components/auth/auth-layout";
import { TextField } from "@/components/form/form-fields";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { FieldGroup } from "@/components/ui/field";
import { useBranding } from "@/lib/branding/use-branding";
import { errorData } from "@/lib/errors";
import { completeClientSignIn, signOut } from "@/lib/session";
import { trpc } from "@/lib/trpc";
import { newPasswordFields, passwordsMatch, z } from "@/lib/validation";
import { Route } from "../$token";

export function InvitePage() {
  const { token } = Route.useParams();
  const branding = useBranding();
  const info = useQuery({
    ...trpc.auth.inviteInfo.queryOptions({ token }),
    // A dead link is a page of its own, not a red notification.
    meta: { silent: true },
    retry: false,
  });
  if (info.isPending) {
    return (
      <AuthLayout title={<Trans>接受邀请</Trans>}>
        <div className="h-48 animate-pulse rounded-xl bg-muted" aria-hidden="true" />
      </AuthLayout>
    );
  }
  if (!info.data) return <DeadLink notFound={errorData(info.error)?.code !== undefined} />;
  const invite = info.data.invite;
  // At an organization's host the invitation names it; whitelabel or not, it is what the client joins.
  const appName = branding.name;
  return (
    <AuthLayout
      title={<Trans>欢迎，{invite.name}</Trans>}
      subtitle={
        invite.coach_name ? (
          <Trans>
            {invite.coach_name} 邀请你使用 {appName}：查看训练安排、记录训练结果。
          </Trans>
        ) : (
          <Trans>你的教练邀请你使用 {appName}：查看训练安排、记录训练结果。</Trans>
        )
      }
    >
      <div className="mb-6 space-y-2 rounded-xl border bg-muted/40 p-4 text-sm" data-testid="invite-info">
        {invite.coach_name && (
          <p className="flex items-center gap-2">
            <UserRound className="size-4 text-muted-foreground" />
            <Trans>教练：{invite.coach_name}</Trans>
          </p>
        )}
        {invite.organization_name && (
          <p className="flex items-center gap-2">
            <Building2 className="size-4 text-muted-foreground" />
            {invite.organization_name}
          </p>
        )}
      </div>
      {invite.already_active ? <AlreadyActive /> : <AcceptForm token={token} />}
    </AuthLayout>
  );
}

function AcceptForm({ token }: { token: string }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const accept = useMutation(trpc.auth.acceptInvite.mutationOptions());
  const schema = useMemo(() => z.object({ ...newPasswordFields(i18n) }).check(passwordsMatch(i18n)), [i18n]);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: "", confirm: "" },
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      // Whoever was signed in on this device is not the person accepting.
      signOut();
      const result = await accept.mutateAsync({ token, password });
      if (result.client_id == null) throw new Error("not a client invitation");
      await completeClientSignIn(result.token, result.client_id);
      await router.navigate({ to: "/client", replace: true });
    } catch {
      // Shown as a notification (an expired link answers 404 with its message).
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="invite-form">
      <FieldGroup>
        <TextField
          control={form.control}
          name="password"
          label={<Trans>设置密码</Trans>}
          password
          autoComplete="new-password"
          autoFocus
        />
        <TextField
          control={form.control}
          name="confirm"
          label={<Trans>确认密码</Trans>}
          password
          autoComplete="new-password"
        />
        <SubmitButton pending={form.formState.isSubmitting} icon={<KeyRound />}>
          <Trans>设置密码并开始</Trans>
        </SubmitButton>
      </FieldGroup>
    </form>
  );
}

function DeadLink({ notFound }: { notFound: boolean }) {
  return (
    <AuthLayout
      title={notFound ? <Trans>邀请链接已失效</Trans> : <Trans>无法打开邀请</Trans>}
      footer={
        <Trans>
          已经设置过密码？{" "}
          <Link to="/login" className="font-medium text-primary hover:underline">
            直接登录
          </Link>
        </Trans>
      }
    >
      <div
        className="flex gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
        data-testid="invite-dead"
      >
        <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-600" />
        {notFound ? (
          <p>
            <Trans>这个邀请链接已过期或已经使用过。请联系你的教练，让他重新发送一个新的邀请链接。</Trans>
          </p>
        ) : (
          <p>
            <Trans>暂时无法连接服务器，请检查网络后刷新页面重试。</Trans>
          </p>
        )}
      </div>
    </AuthLayout>
  );
}

/** The account already has a password: the invitation does not set another one (ALREADY_ACTIVE). */
function AlreadyActive() {
  return (
    <div className="space-y-4" data-testid="invite-already-active">
      <p className="text-sm">
        <Trans>你的账户已经激活。请直接登录；忘记密码时可以重置密码。</Trans>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild className="flex-1">
          <Link to="/login">
            <Trans>直接登录</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline" className="flex-1">
          <Link to="/reset-password">
            <Trans>重置密码</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
