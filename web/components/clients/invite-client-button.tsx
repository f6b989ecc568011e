import { Trans } from "@lingui/react/macro";
import { Send } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { InviteTarget } from "./invite-client-dialog";

const InviteClientDialog = lazy(() => import("./invite-client-dialog"));

/**
 * "邀请" on a client's page and in the client sheet: opens the invitation dialog (loaded on demand),
 * with a badge for a pending invitation or an account in use.
 */
export function InviteClientButton({ target, pending }: { target: InviteTarget; pending: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="invite-client">
        <Send />
        {target.acceptedAt ? <Trans>重新邀请</Trans> : <Trans>邀请登录</Trans>}
        {pending && !target.acceptedAt && (
          <Badge variant="secondary" className="ml-1" data-testid="invite-pending">
            <Trans>待接受</Trans>
          </Badge>
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <InviteClientDialog target={target} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
