import { type SQL, sql } from "drizzle-orm";
import {
  type ClientEmailSwitch,
  clientEmailSwitches,
  organizationEmailDefaults,
} from "#shared/email-switches";
import { clients, email_unsubscribes, organizations, trainers, users } from "../../../db/schema";
import type { ClientEmailSwitches, ClientSettings } from "../../../db/schema/json-types";
import type { ServiceDeps } from "../../services/deps";

/** A client as its emails need it: address, language, zone, and the settings that apply to it. */
export type ClientRecipient = {
  clientId: number;
  userId: number;
  name: string;
  email: string | null;
  phone: string | null;
  locale: string | null;
  timezone: string;
  organizationId: number | null;
  coachName: string | null;
  settings: ClientSettings | null;
  organizationDefaults: ClientEmailSwitches | null;
  smsReminders: boolean;
};

/** The active clients matching `where` (on `clients` / `users`), in client id order. */
export async function clientRecipients(
  deps: ServiceDeps,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<ClientRecipient[]> {
  const coach = sql`(SELECT cu.name FROM ${trainers} AS t JOIN ${users} AS cu ON cu.id = t.user_id WHERE t.id = ${clients.trainer_id})`;
  const query = deps.db
    .select({
      clientId: clients.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone_number,
      locale: users.locale,
      timezone: users.timezone,
      organizationId: clients.organization_id,
      coachName: sql<string | null>`${coach}`,
      settings: clients.settings,
      organizationDefaults: organizations.client_email_defaults,
      smsReminders: sql<number>`coalesce(${organizations.sms_reminders}, 0)`,
    })
    .from(clients)
    .innerJoin(users, sql`${users.id} = ${clients.user_id}`)
    .leftJoin(organizations, sql`${organizations.id} = ${clients.organization_id}`)
    .where(sql`${clients.state} = 'active' AND ${users.disabled_at} IS NULL AND ${where}`)
    .orderBy(clients.id);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({ ...r, smsReminders: Boolean(r.smsReminders) }));
}

/** Whether the switch is on for the client (the organization's default unless the client's own). */
export function switchOn(r: ClientRecipient, name: ClientEmailSwitch): boolean {
  return clientEmailSwitches(organizationEmailDefaults(r.organizationDefaults), r.settings).values[name];
}

/** Of `userIds`, those who unsubscribed from `kind`. */
export async function unsubscribedFrom(deps: ServiceDeps, userIds: readonly number[], kind: string) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await deps.db
    .select({ userId: email_unsubscribes.user_id })
    .from(email_unsubscribes)
    .where(
      sql`${email_unsubscribes.kind} = ${kind} AND ${email_unsubscribes.user_id} IN (SELECT value FROM json_each(${JSON.stringify(userIds)}))`,
    );
  return new Set(rows.map((r) => r.userId));
}

/** A name for greetings: the person's name, else the start of the address. */
export const greetingName = (r: { name: string; email: string | null }) =>
  r.name.trim() || (r.email ?? "").split("@")[0] || "";
