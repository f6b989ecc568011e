import { zodResolver } from "@hookform/resolvers/zod";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft, KeyRound, MessageSquareText } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { AuthLayout } from "@/components/auth/auth-layout";
import { TextField } from "@/components/form/form-fields";
import { Button } from "@/components/ui/button";
import { FieldGroup } from "@/components/ui/field";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { newPasswordFields, passwordsMatch, phoneText, z } from "@/lib/validation";

/**
 * Password reset by SMS (SPEC section 7: POST /user/sms, then POST /user/reset_password).
 * Step 1 asks for the phone number; step 2 for the code and the new password.
 */
export const Route = createFileRoute("/reset-password")({
  staticData: { title: msg`重置密码` },
  component: ResetPasswordPage,
});

const RESEND_SECONDS = 60;

function ResetPasswordPage() {
  const [mobile, setMobile] = useState<string | null>(null);
  return (
    <AuthLayout
      title={<Trans>重置密码</Trans>}
      subtitle={
        mobile ? (
          <Trans>验证码已发送至 {mobile}，请在 10 分钟内完成重置。</Trans>
        ) : (
          <Trans>输入账户绑定的手机号，我们将发送短信验证码。</Trans>
        )
      }
      footer={
        <Link
          to="/login"
          className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" />
          <Trans>返回登录</Trans>
        </Link>
      }
    >
      <Steps step={mobile ? 2 : 1} />
      {mobile ? (
        <ResetStep mobile={mobile} onBack={() => setMobile(null)} />
      ) : (
        <PhoneStep onSent={setMobile} />
      )}
    </AuthLayout>
  );
}

function Steps({ step }: { step: 1 | 2 }) {
  const { t } = useLingui();
  const items = [t`获取验证码`, t`设置新密码`];
  return (
    <ol className="mb-6 grid grid-cols-2 gap-2" aria-label={t`步骤`}>
      {items.map((label, i) => (
        <li key={label} className="space-y-2">
          <div className={`h-1 rounded-full ${i < step ? "bg-primary" : "bg-muted"}`} />
          <div
            className={`text-xs ${i + 1 === step ? "font-medium text-foreground" : "text-muted-foreground"}`}
          >
            {i + 1}. {label}
          </div>
        </li>
      ))}
    </ol>
  );
}

function usePhoneSchema() {
  const { t } = useLingui();
  return useMemo(() => phoneText(t`手机号格式不正确`, t`请输入手机号`), [t]);
}

function PhoneStep({ onSent }: { onSent: (mobile: string) => void }) {
  const phone = usePhoneSchema();
  const sendSms = useMutation(trpc.auth.sendSms.mutationOptions());
  const schema = useMemo(() => z.object({ mobile: phone }), [phone]);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { mobile: "" },
  });

  const onSubmit = form.handleSubmit(async ({ mobile }) => {
    try {
      const result = await sendSms.mutateAsync({ mobile });
      notifySuccess(renderMessage(i18n, result.msg));
      onSent(mobile);
    } catch {
      // shown as a notification
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="sms-form">
      <FieldGroup>
        <TextField
          control={form.control}
          name="mobile"
          type="tel"
          inputMode="tel"
          label={<Trans>手机号</Trans>}
          autoComplete="tel"
          placeholder="13800000000"
          autoFocus
        />
        <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
          <MessageSquareText />
          <Trans>发送验证码</Trans>
        </Button>
      </FieldGroup>
    </form>
  );
}

function ResetStep({ mobile, onBack }: { mobile: string; onBack: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const sendSms = useMutation(trpc.auth.sendSms.mutationOptions());
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [wait, setWait] = useState(RESEND_SECONDS);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const schema = useMemo(
    () =>
      z
        .object({
          code: z.string().check(z.trim(), z.regex(/^\d{6}$/, t`验证码为 6 位数字`)),
          ...newPasswordFields(i18n),
        })
        .check(passwordsMatch(i18n)),
    [t, i18n],
  );
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { code: "", password: "", confirm: "" },
  });

  const onSubmit = form.handleSubmit(async ({ code, password }) => {
    try {
      const result = await reset.mutateAsync({ user: { mobile, code, password } });
      notifySuccess(renderMessage(i18n, result.msg));
      await navigate({ to: "/login" });
    } catch {
      // shown as a notification
    }
  });

  const resend = async () => {
    try {
      const result = await sendSms.mutateAsync({ mobile });
      notifySuccess(renderMessage(i18n, result.msg));
      setWait(RESEND_SECONDS);
    } catch {
      // shown as a notification
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="reset-form">
      <FieldGroup className="gap-4">
        <TextField
          control={form.control}
          name="code"
          inputMode="numeric"
          maxLength={6}
          label={<Trans>短信验证码</Trans>}
          autoComplete="one-time-code"
          placeholder="000000"
          autoFocus
          className="[&_input]:tracking-[0.4em]"
          labelAside={
            <button
              type="button"
              onClick={resend}
              disabled={wait > 0 || sendSms.isPending}
              className="text-xs font-medium text-primary hover:underline disabled:cursor-not-allowed disabled:text-muted-foreground disabled:no-underline"
            >
              {wait > 0 ? t`${wait} 秒后可重新发送` : t`重新发送`}
            </button>
          }
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
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={form.formState.isSubmitting}>
          <KeyRound />
          <Trans>重置密码</Trans>
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
          <Trans>更换手机号</Trans>
        </Button>
      </FieldGroup>
    </form>
  );
}
