import { email_outbox } from "../../../db/schema";
import type { World } from "../support/world";
import { adminInOrg, type Case, type FieldCase, superOnly } from "./kit";

/**
 * The authorization matrix cases of `emails.*`: organization A's outbox is its admins' and the
 * super admin's (trainer A: 403; another organization's coach: 404; a client: 403); the totals
 * across organizations are the super admin's alone. Types and patterns: ./kit.ts.
 */

/** A failed email of organization A to client A, written directly (each resend takes its own). */
async function freshFailedEmail(w: World) {
  const now = w.t.clock.now().toISOString();
  const [row] = await w.t.db
    .insert(email_outbox)
    .values({
      key: `authz:${crypto.randomUUID()}`,
      kind: "daily_workout",
      organization_id: w.a.ids.org,
      recipient_id: w.a.ids.clientUser,
      channel: "email",
      address: "client-a@mail.test",
      status: "failed",
      local_date: now.slice(0, 10),
      subject: "Today's workout",
      text_body: "Legs",
      attempts: 4,
      error: "451 try again later",
      created_at: now,
      updated_at: now,
    })
    .returning({ id: email_outbox.id });
  return { email: row!.id };
}

export const cases: Case[] = [
  {
    name: "read an organization's outbox",
    route: "GET /api/organizations/:id/emails",
    trpc: "emails.outbox",
    expect: adminInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.org }, input: { organization_id: w.a.ids.org } }),
  },
  {
    name: "resend a failed email",
    route: "POST /api/emails/:id/resend",
    trpc: "emails.resend",
    expect: adminInOrg,
    fresh: (w) => freshFailedEmail(w),
    req: ({ f }) => ({ params: { id: f.email! } }),
  },
  {
    name: "read the outbox totals of every organization",
    route: "GET /api/admin/emails",
    trpc: "emails.totals",
    expect: superOnly,
    req: () => ({ input: {} }),
  },
];

export const fieldCases: FieldCase[] = [];
