import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { clients, user_invites, users, workouts } from "../../../db/schema";
import { freshClient, freshInvitableClient, MARK_A } from "../support/world";
import {
  adminInOrg,
  anyCoach,
  but,
  type Case,
  coachInOrg,
  coachOrSelf,
  DATA_OF,
  type FieldCase,
  rowOf,
} from "./kit";

/**
 * The authorization matrix cases of `clients.*`: clients, their linked collections, transfers
 * between trainers.
 * Types and expectation patterns: ./kit.ts; the runner: ../authorization-matrix.test.ts.
 */

/** One small TrueCoach page and CSV (the import's own tests use tests/fixtures/truecoach/). */
const TRUECOACH_PAGE = {
  workouts: [{ id: 1, due: "2026-02-02", title: `${MARK_A}-imported`, state: "completed" }],
  workout_items: [{ id: 2, workout_id: 1, name: "Squat", result: "5x5" }],
  meta: { page: 1, total_pages: 1 },
};
const TRUECOACH_CSV = `date,exercise_name,instructions,result,state,workout_title\n2026-02-02,Squat,5x5,,pending,${MARK_A}-csv\n`;

export const cases: Case[] = [
  {
    name: "list clients",
    route: "GET /api/clients",
    trpc: "clients.list",
    expect: anyCoach,
    seesOwn: true,
    req: () => ({ input: {} }),
  },
  {
    name: "list clients of organization A",
    route: "GET /api/clients",
    trpc: "clients.list",
    expect: coachInOrg,
    req: ({ w }) => ({ query: { organization_id: w.a.ids.org } }),
  },
  {
    name: "list clients of trainer A",
    route: "GET /api/clients",
    trpc: "clients.list",
    expect: anyCoach,
    req: ({ w }) => ({ query: { trainer_id: w.a.ids.trainer } }),
  },
  {
    name: "list the organization's clients",
    route: "GET /api/organization/clients",
    trpc: "clients.listOrganization",
    expect: anyCoach,
    seesOwn: true,
    req: () => ({ input: {} }),
  },
  {
    name: "read a client by slug (client A's own)",
    route: "GET /api/clients/by_slug/:slug",
    trpc: "clients.get",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { slug: w.a.ids.clientSlug } }),
  },
  {
    name: "read a client (client A's own)",
    route: "GET /api/clients/:id",
    trpc: "clients.get",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: w.a.ids.client } }),
  },
  {
    name: "read a client's linked collection",
    route: "GET /api/clients/:id/:name",
    trpc: "clients.linked",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.client, name: "skeletons" } }),
  },
  {
    name: "read a client's weekly completion trend",
    route: "GET /api/clients/:id/trend",
    trpc: "clients.trend",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.client } }),
  },
  {
    name: "create a client of trainer A",
    route: "POST /api/clients",
    trpc: "clients.create",
    expect: coachInOrg,
    req: ({ w }) => ({ body: { client: { trainer_id: w.a.ids.trainer, user: { name: "new client" } } } }),
  },
  {
    name: "create a client of the caller (super admin has no trainer: 400)",
    route: "POST /api/clients",
    trpc: "clients.create",
    expect: but(anyCoach, { super: 400 }),
    req: () => ({ body: { client: { user: { name: "new client" } } } }),
  },
  {
    name: "update a client",
    route: "PUT /api/clients/:id",
    trpc: "clients.update",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.client }, body: { client: { goals: `${MARK_A}-goals` } } }),
  },
  {
    name: "delete a client",
    route: "DELETE /api/clients/:id",
    trpc: "clients.delete",
    expect: coachInOrg,
    fresh: (w) => freshClient(w),
    req: ({ f }) => ({ params: { id: f.client! } }),
  },
  // The client app's reads: `clients.workouts` (TrueCoach's paged shape) and `clients.export`.
  {
    name: "a client's workouts, paged by state (client A's own)",
    route: "GET /api/clients/:id/workouts",
    trpc: "clients.workouts",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: w.a.ids.client }, query: { states: "completed,missed", per_page: 5 } }),
  },
  {
    name: "another client's workouts (out of client A's reach)",
    route: "GET /api/clients/:id/workouts",
    trpc: "clients.workouts",
    expect: { ...coachInOrg, clientA: 404 },
    req: ({ w }) => ({ params: { id: w.a.ids.adminClient } }),
  },
  {
    name: "export a client's data (client A's own)",
    route: "GET /api/clients/:id/export",
    trpc: "clients.export",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: w.a.ids.client } }),
  },
  {
    name: "export another client's data (out of client A's reach)",
    route: "GET /api/clients/:id/export",
    trpc: "clients.export",
    expect: { ...coachInOrg, clientA: 404 },
    req: ({ w }) => ({ params: { id: w.a.ids.adminClient } }),
  },
  // Invitations: a coach who may edit the client sends one (a client may not invite anyone).
  {
    name: "invite a client to sign in",
    route: "POST /api/clients/:id/invite",
    trpc: "clients.invite",
    expect: coachInOrg,
    fresh: (w) => freshInvitableClient(w),
    req: ({ f }) => ({ params: { id: f.client! } }),
    verify: async ({ w, f }, a) => {
      const invite = DATA_OF(a).invite as { url: string; expires_at: string };
      const token = invite.url.split("/invite/")[1]!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [user] = await w.t.db
        .select()
        .from(users)
        .where(eq(users.id, Number(f.clientUser)));
      expect(user).toMatchObject({ has_pending_invite: true, invite_token: null });
      const stored = await w.t.db
        .select()
        .from(user_invites)
        .where(eq(user_invites.user_id, Number(f.clientUser)));
      expect(stored.map((r) => r.token_hash)).not.toContain(token);
    },
  },
  // Importing a client's TrueCoach history: a coach who may edit the client (a client may not).
  {
    name: "preview a TrueCoach import into a client",
    route: "POST /api/clients/:id/import",
    trpc: "clients.importWorkouts",
    expect: coachInOrg,
    req: ({ w }) => ({
      params: { id: w.a.ids.client },
      query: { dry_run: 1 },
      body: TRUECOACH_PAGE,
      input: { id: w.a.ids.client, format: "json", data: TRUECOACH_PAGE, dry_run: true },
    }),
    verify: (_c, a) => {
      expect(DATA_OF(a).preview).toMatchObject({ workouts: 1, items: 1 });
    },
  },
  {
    name: "import a TrueCoach CSV into a client",
    route: "POST /api/clients/:id/import",
    trpc: "clients.importWorkouts",
    expect: coachInOrg,
    fresh: (w) => freshClient(w),
    req: ({ f }) => ({
      params: { id: f.client! },
      body: TRUECOACH_PAGE,
      input: { id: f.client, format: "csv", data: TRUECOACH_CSV },
    }),
    verify: async ({ w, f }) => {
      const rows = await w.t.db
        .select()
        .from(workouts)
        .where(eq(workouts.client_id, Number(f.client)));
      expect(rows.map((r) => r.import_key)).toHaveLength(1);
    },
  },
  // Transfers between trainers: `clients.transfer`, REST under /api/trainer_client_transfers.
  {
    name: "transfer one's own client to another trainer",
    route: "POST /api/trainer_client_transfers",
    trpc: "clients.transfer",
    expect: coachInOrg,
    fresh: (w) => freshClient(w, "trainer"),
    req: ({ w, f }) => ({ body: { trainer: { to_trainer_id: w.a.ids.admin, client_ids: [f.client] } } }),
  },
  {
    name: "transfer another trainer's client",
    route: "POST /api/trainer_client_transfers",
    trpc: "clients.transfer",
    expect: adminInOrg,
    fresh: (w) => freshClient(w, "admin"),
    req: ({ w, f }) => ({ body: { trainer: { to_trainer_id: w.a.ids.trainer, client_ids: [f.client] } } }),
  },
  // Archiving: `clients.archive`, same reach as transfers (a trainer its own clients, admins any).
  {
    name: "archive one's own client",
    route: "POST /api/clients/archive",
    trpc: "clients.archive",
    expect: coachInOrg,
    fresh: (w) => freshClient(w, "trainer"),
    req: ({ f }) => ({ body: { client_ids: [f.client], archived: true } }),
  },
  {
    name: "archive another trainer's client",
    route: "POST /api/clients/archive",
    trpc: "clients.archive",
    expect: adminInOrg,
    fresh: (w) => freshClient(w, "admin"),
    req: ({ f }) => ({ body: { client_ids: [f.client], archived: true } }),
  },
];

/** Fields a role may not set: ignored (the write succeeds without them) or refused. */
export const fieldCases: FieldCase[] = [
  {
    name: "a trainer creating a client for a trainer of organization B: 404",
    as: "trainerA",
    route: "POST /api/clients",
    trpc: "clients.create",
    expect: { trainerA: 404 },
    req: ({ w }) => ({
      body: { client: { trainer_id: w.b.ids.trainer, user: { name: "smuggled client" } } },
    }),
  },
  {
    name: "a trainer moving its client to a trainer of organization B: 404",
    as: "trainerA",
    route: "PUT /api/clients/:id",
    trpc: "clients.update",
    expect: { trainerA: 404 },
    fresh: (w) => freshClient(w),
    req: ({ w, f }) => ({ params: { id: f.client! }, body: { client: { trainer_id: w.b.ids.trainer } } }),
  },
  {
    name: "a trainer setting a client's organization, slug and counters: ignored",
    as: "trainerA",
    route: "PUT /api/clients/:id",
    trpc: "clients.update",
    expect: { trainerA: "ok" },
    fresh: (w) => freshClient(w),
    req: ({ w, f }) => ({
      params: { id: f.client! },
      body: {
        client: {
          organization_id: w.b.ids.org,
          slug: "hijacked",
          completed_workouts_count: 99,
          goals: "run",
        },
      },
    }),
    verify: async ({ w, f }) => {
      const row = await rowOf(
        w.t.db
          .select()
          .from(clients)
          .where(eq(clients.id, Number(f.client))),
      );
      expect(row.organization_id).toBe(w.a.ids.org);
      expect(row.slug).not.toBe("hijacked");
      expect(row.completed_workouts_count).toBe(0);
      expect(row.goals).toBe("run");
    },
  },
  {
    name: "a trainer transferring its client to a trainer of organization B: 404",
    as: "trainerA",
    route: "POST /api/trainer_client_transfers",
    trpc: "clients.transfer",
    expect: { trainerA: 404 },
    fresh: (w) => freshClient(w),
    req: ({ w, f }) => ({ body: { trainer: { to_trainer_id: w.b.ids.trainer, client_ids: [f.client] } } }),
  },
  {
    name: "a trainer transferring B's client into its organization: 404",
    as: "trainerA",
    route: "POST /api/trainer_client_transfers",
    trpc: "clients.transfer",
    expect: { trainerA: 404 },
    req: ({ w }) => ({ body: { trainer: { to_trainer_id: w.a.ids.trainer, client_ids: [w.b.ids.client] } } }),
  },
  {
    name: "a trainer archiving its own client together with B's client: 404, nothing archived",
    as: "trainerA",
    route: "POST /api/clients/archive",
    trpc: "clients.archive",
    expect: { trainerA: 404 },
    fresh: (w) => freshClient(w),
    req: ({ w, f }) => ({ body: { client_ids: [f.client, w.b.ids.client], archived: true } }),
  },
  {
    name: "a trainer inviting a client with neither email nor phone: 400",
    as: "trainerA",
    route: "POST /api/clients/:id/invite",
    trpc: "clients.invite",
    expect: { trainerA: 400 },
    fresh: (w) => freshClient(w),
    req: ({ f }) => ({ params: { id: f.client! } }),
  },
  {
    name: "a trainer inviting B's client: 404",
    as: "trainerA",
    route: "POST /api/clients/:id/invite",
    trpc: "clients.invite",
    expect: { trainerA: 404 },
    req: ({ w }) => ({ params: { id: w.b.ids.client } }),
  },
  {
    name: "a trainer importing into B's client: 404, nothing written",
    as: "trainerA",
    route: "POST /api/clients/:id/import",
    trpc: "clients.importWorkouts",
    expect: { trainerA: 404 },
    req: ({ w }) => ({
      params: { id: w.b.ids.client },
      body: TRUECOACH_PAGE,
      input: { id: w.b.ids.client, format: "json", data: TRUECOACH_PAGE },
    }),
  },
  {
    name: "a trainer listing clients of organization B: 404",
    as: "trainerA",
    route: "GET /api/clients",
    trpc: "clients.list",
    expect: { trainerA: 404 },
    req: ({ w }) => ({ query: { organization_id: w.b.ids.org } }),
  },
];
