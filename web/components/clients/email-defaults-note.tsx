import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { useMemo } from "react";
import {
  DEFAULT_EMAIL_SWITCHES,
  type EmailSwitches,
  organizationEmailDefaults,
} from "#shared/email-switches";
import { Button } from "@/components/ui/button";
import { trpc } from "@/lib/trpc";

/**
 * The email switches a client inherits: its organization's defaults (all on for a client of no
 * organization, as the server reads it), undefined while they load.
 */
export function useOrganizationEmailDefaults(
  organizationId: number | null,
  enabled: boolean,
): EmailSwitches | undefined {
  const organization = useQuery({
    ...trpc.organizations.get.queryOptions({ id: organizationId ?? 0 }),
    enabled: enabled && organizationId !== null,
  });
  const stored = organization.data?.organization.client_email_defaults;
  const loaded = organization.data !== undefined;
  // One object per answer: the sheet resets its switches when it changes.
  return useMemo(() => {
    if (organizationId === null) return DEFAULT_EMAIL_SWITCHES;
    return loaded ? organizationEmailDefaults(stored) : undefined;
  }, [organizationId, loaded, stored]);
}

/** Above the client's email switches: whose they are, and the way back to the organization's. */
export function EmailDefaultsNote({ inherited, onRestore }: { inherited: boolean; onRestore: () => void }) {
  if (inherited)
    return (
      <p className="text-xs text-muted-foreground" data-testid="emails-inherited">
        <Trans>沿用机构默认</Trans>
      </p>
    );
  return (
    <div className="flex items-center justify-between gap-4">
      <p className="text-xs text-muted-foreground">
        <Trans>该学员使用自己的邮件设置</Trans>
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onRestore} data-testid="emails-restore">
        <RotateCcw />
        <Trans>恢复机构默认</Trans>
      </Button>
    </div>
  );
}
