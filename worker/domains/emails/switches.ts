import { and, eq } from "drizzle-orm";
import { type EmailSwitches, organizationEmailDefaults } from "#shared/email-switches";
import { email_unsubscribes } from "../../../db/schema/emails";
import { organizations } from "../../../db/schema/organizations";
import type { ServiceDeps } from "../../services/deps";

/** The organization's client email defaults (all on for none, or an organization that never chose). */
export async function organizationEmailDefaultsOf(
  deps: ServiceDeps,
  organizationId: number | null,
): Promise<EmailSwitches> {
  if (organizationId === null) return organizationEmailDefaults(null);
  const [row] = await deps.db
    .select({ defaults: organizations.client_email_defaults })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return organizationEmailDefaults(row?.defaults);
}

/** Turns `kind` off for `userId`, at once and for good (until they turn it back on). */
export async function unsubscribe(deps: ServiceDeps, userId: number, kind: string): Promise<void> {
  await deps.db
    .insert(email_unsubscribes)
    .values({ user_id: userId, kind, created_at: deps.clock.now().toISOString() })
    .onConflictDoNothing();
}

/** Turns `kind` back on for `userId`. */
export async function resubscribe(deps: ServiceDeps, userId: number, kind: string): Promise<void> {
  await deps.db
    .delete(email_unsubscribes)
    .where(and(eq(email_unsubscribes.user_id, userId), eq(email_unsubscribes.kind, kind)));
}
