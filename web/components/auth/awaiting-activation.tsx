import { Trans } from "@lingui/react/macro";
import { Clock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AuthLayout } from "./auth-layout";

/**
 * Where a coach account without an organization lands after signing in (SPEC section 5:
 * 请联系管理员激活账户。). The session is already signed out again; this says what happens next
 * instead of leaving the person on an unexplained sign-in form.
 */
export function AwaitingActivation({ onBack }: { onBack: () => void }) {
  return (
    <AuthLayout
      title={<Trans>请联系管理员激活账户。</Trans>}
      subtitle={<Trans>您的账户已创建，但还没有加入任何组织，所以暂时无法进入教练工作台。</Trans>}
    >
      <div className="space-y-5" data-testid="awaiting-activation">
        <div className="flex gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
          <Clock className="mt-0.5 size-5 shrink-0 text-primary" />
          <ol className="list-decimal space-y-2 pl-4">
            <li>
              <Trans>请把您注册用的邮箱或手机号告诉您所在工作室或健身房的管理员。</Trans>
            </li>
            <li>
              <Trans>由平台管理员把您的账户加入所在组织（或为您的工作室创建组织）。</Trans>
            </li>
            <li>
              <Trans>完成后用同一个账户重新登录即可。</Trans>
            </li>
          </ol>
        </div>
        <Button className="w-full" variant="outline" onClick={onBack} data-testid="awaiting-activation-back">
          <Trans>返回登录</Trans>
        </Button>
      </div>
    </AuthLayout>
  );
}
