import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Download, LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { clearOutbox, outboxStore } from "@/lib/client-app/outbox";
import { clearClientCache } from "@/lib/client-app/persist";
import { notifyError } from "@/lib/notify";
import { signOut } from "@/lib/session";
import { useStore } from "@/lib/store";
import { trpcClient } from "@/lib/trpc";
import { ProfileCard } from "./profile-card";

/** "Download my data" (clients.export as a JSON file) and sign out (which forgets this device's copy). */
export function AccountActions({ clientId }: { clientId: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const waiting = useStore(outboxStore).length;
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const data = await trpcClient.clients.export.query({ id: clientId });
      const blob = new Blob([JSON.stringify(data.export, null, 2)], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = `coach-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  const leave = async () => {
    if (waiting > 0 && !confirming) {
      setConfirming(true);
      return;
    }
    await Promise.all([clearOutbox(), clearClientCache()]).catch(() => {});
    signOut();
    await navigate({ to: "/login", replace: true });
  };

  return (
    <ProfileCard title={<Trans>账户</Trans>}>
      <div className="space-y-3">
        <Button
          variant="outline"
          className="h-11 w-full"
          onClick={() => void download()}
          disabled={downloading}
          data-testid="client-export"
        >
          <Download />
          <Trans>下载我的数据</Trans>
        </Button>
        <p className="text-xs text-muted-foreground">
          <Trans>包含个人资料、全部训练、结果和评论的 JSON 文件。</Trans>
        </p>
        {confirming && (
          <p className="rounded-lg bg-destructive/10 p-3 text-sm text-destructive" role="alert">
            <Trans>还有 {waiting} 条记录没有同步给教练，退出后会丢失。再点一次确认退出。</Trans>
          </p>
        )}
        <Button
          variant={confirming ? "destructive" : "ghost"}
          className="h-11 w-full"
          onClick={() => void leave()}
          aria-label={t`退出登录`}
          data-testid="client-sign-out"
        >
          <LogOut />
          <Trans>退出登录</Trans>
        </Button>
      </div>
    </ProfileCard>
  );
}
