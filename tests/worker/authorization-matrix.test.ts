import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, exercises, organizations, programs, trainers, users } from "../../db/schema";
import { createApp } from "../../worker/app";
import type { Persona } from "../factories";
import { unique } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";
import { changedTables, fingerprint } from "./support/fingerprint";
import {
  type Answer,
  callRest,
  callTrpc,
  describeAnswer,
  fillPath,
  isMounted,
  type Method,
  queryString,
  restRoutes,
  TRPC_CODE_OF_STATUS,
  trpcProcedures,
} from "./support/surfaces";
import {
  buildWorld,
  freshClient,
  freshComment,
  freshCooldown,
  freshExercise,
  freshOrganization,
  freshPersona,
  freshPhoneUser,
  freshProgram,
  freshResetCode,
  freshSuperCoach,
  freshSuperUser,
  freshTrainer,
  freshWarmup,
  freshWorkout,
  ghostIds,
  ghostWorld,
  MARK_A,
  MARK_B,
  PERSONAS,
  type PersonaKey,
  personaOf,
  type World,
} from "./support/world";

/**
 * The authorization matrix (docs/authorization.md): every REST route and every tRPC procedure, as
 * anonymous, trainer A, admin A, the super admin and trainer B (another organization, carrying A's
 * ids), against organization A's records, through the real guards and a real database. Each case
 * is written once and drives both surfaces; destructive cases get a fresh target per run.
 */

type Outcome = "ok" | 400 | 401 | 403 | 404 | 409;
type Expect = Record<PersonaKey, Outcome>;
type Ids = Record<string, number | string>;
type Ctx = { w: World; who: PersonaKey; f: Ids; me: Persona | null };
type Req = {
  params?: Record<string, number | string>;
  query?: Record<string, number | string>;
  body?: unknown;
  /** tRPC input when it is not `{...params, ...query, ...body}`. */
  input?: unknown;
};
type Case = {
  name: string;
  /** "METHOD /api/path/:param", as `createApp().routes` lists it. */
  route: string;
  /** The tRPC procedure(s) doing the same thing. */
  trpc: string | readonly string[];
  expect: Partial<Expect>;
  /** A fresh target per run (destructive cases). */
  fresh?: (w: World, who: PersonaKey) => Promise<Ids>;
  /** A fresh caller of the persona's kind per run (cases that end tokens or change the password). */
  freshActor?: boolean;
  /** Public routes write bookkeeping (throttling, SMS codes) even when they refuse. */
  publicRoute?: boolean;
  /** A list: A's coaches see A's records, B's trainer sees B's (and, like every answer to it, none of A's). */
  seesOwn?: boolean;
  req: (c: Ctx) => Req;
  /** More assertions on a successful answer (fields that must have been ignored …). */
  verify?: (c: Ctx, answer: Answer) => Promise<void> | void;
};

// Expected outcome per persona, by reach rule.
const coachInOrg: Expect = { anon: 401, trainerA: "ok", adminA: "ok", super: "ok", trainerB: 404 };
const adminInOrg: Expect = { anon: 401, trainerA: 403, adminA: "ok", super: "ok", trainerB: 404 };
const orgAdminCreates: Expect = { anon: 401, trainerA: 403, adminA: "ok", super: "ok", trainerB: 403 };
const superOnly: Expect = { anon: 401, trainerA: 403, adminA: 403, super: "ok", trainerB: 403 };
/** Records only the super admin reaches (other super admins): out of reach means 404. */
const superReach: Expect = { anon: 401, trainerA: 404, adminA: 404, super: "ok", trainerB: 404 };
/** Any signed-in coach, inside its own organization (lists, creates). */
const anyCoach: Expect = { anon: 401, trainerA: "ok", adminA: "ok", super: "ok", trainerB: "ok" };
/** Acting on the caller itself. */
const self: Expect = anyCoach;
const publicRoute: Expect = { anon: "ok", trainerA: "ok", adminA: "ok", super: "ok", trainerB: "ok" };
const everyone = (outcome: Outcome): Expect => ({
  anon: outcome,
  trainerA: outcome,
  adminA: outcome,
  super: outcome,
  trainerB: outcome,
});
const but = (base: Expect, over: Partial<Expect>): Expect => ({ ...base, ...over });

const PASSWORD = "Fresh-pass-123";
const DATA_OF = (a: Answer) => a.data as Record<string, unknown>;

/** The library routes are three copies of one shape. */
function libraryCases(kind: "exercises" | "warmups" | "cooldowns"): Case[] {
  const one = { exercises: "exercise", warmups: "warmup", cooldowns: "cooldown" }[kind];
  const idOf = (w: World) =>
    ({ exercises: w.a.ids.exercise, warmups: w.a.ids.warmup, cooldowns: w.a.ids.cooldown })[kind];
  const nameField = kind === "exercises" ? "exercise_name" : "name";
  const fresh = { exercises: freshExercise, warmups: freshWarmup, cooldowns: freshCooldown }[kind];
  const proc = (verb: string) => `libraries.${kind}.${verb}`;
  return [
    {
      name: `list ${kind}`,
      route: `GET /api/${kind}`,
      trpc: proc("list"),
      expect: anyCoach,
      seesOwn: true,
      req: () => ({ input: {} }),
    },
    {
      name: `list ${kind} of organization A`,
      route: `GET /api/${kind}`,
      trpc: proc("list"),
      expect: coachInOrg,
      req: ({ w }) => ({ query: { organization_id: w.a.ids.org } }),
    },
    {
      name: `create ${one} (organization_id only honoured for super)`,
      route: `POST /api/${kind}`,
      trpc: proc("create"),
      expect: anyCoach,
      req: ({ w }) => ({ body: { [one]: { [nameField]: `new ${one}`, organization_id: w.a.ids.org } } }),
      verify: ({ w, who }, a) => {
        const created = DATA_OF(a)[one] as { organization_id: number };
        expect(created.organization_id).toBe(who === "trainerB" ? w.b.ids.org : w.a.ids.org);
      },
    },
    {
      name: `read ${one}`,
      route: `GET /api/${kind}/:id`,
      trpc: proc("get"),
      expect: coachInOrg,
      req: ({ w }) => ({ params: { id: idOf(w) } }),
    },
    {
      name: `update ${one}`,
      route: `PUT /api/${kind}/:id`,
      trpc: proc("update"),
      expect: coachInOrg,
      req: ({ w }) => ({
        params: { id: idOf(w) },
        body: { [one]: { description: `${MARK_A}-description` } },
      }),
    },
    {
      name: `delete ${one}`,
      route: `DELETE /api/${kind}/:id`,
      trpc: proc("delete"),
      expect: coachInOrg,
      fresh: (w) => fresh(w),
      req: ({ f }) => ({ params: { id: f[one]! } }),
    },
  ];
}

const MATRIX: Case[] = [
  // ── auth ────────────────────────────────────────────────────────────────────────────────
  {
    name: "coach login",
    route: "POST /api/oauth/token",
    trpc: "auth.login",
    expect: publicRoute,
    publicRoute: true,
    req: ({ w }) => ({ body: { email: w.login.email, password: w.login.password } }),
  },
  {
    name: "coach login with an unknown account",
    route: "POST /api/oauth/token",
    trpc: "auth.login",
    expect: everyone(401),
    publicRoute: true,
    req: () => ({ body: { email: `${unique("nobody")}@test.local`, password: "Wrong-pass-123" } }),
  },
  {
    name: "admin login (super admin)",
    route: "POST /api/admin/login",
    trpc: "auth.adminLogin",
    expect: publicRoute,
    publicRoute: true,
    req: ({ w }) => ({ body: { email: w.login.superEmail, password: w.login.superPassword } }),
  },
  {
    name: "admin login with a coach account",
    route: "POST /api/admin/login",
    trpc: "auth.adminLogin",
    expect: everyone(403),
    publicRoute: true,
    req: ({ w }) => ({ body: { email: w.login.email, password: w.login.password } }),
  },
  {
    name: "who am I",
    route: "GET /api/auth/me",
    trpc: "auth.me",
    expect: self,
    req: () => ({}),
    verify: ({ me }, a) => {
      const data = DATA_OF(a);
      const userId = a.surface === "rest" ? (data.data as { user_id: number }).user_id : data.user_id;
      expect(userId).toBe(me?.userId);
    },
  },
  {
    name: "register",
    route: "POST /api/register",
    trpc: "auth.register",
    expect: publicRoute,
    publicRoute: true,
    req: () => ({
      body: { user: { name: "new coach", email: `${unique("reg")}@test.local`, password: PASSWORD } },
    }),
  },
  {
    name: "register (trainers path)",
    route: "POST /api/trainers/register",
    trpc: "auth.register",
    expect: publicRoute,
    publicRoute: true,
    req: () => ({
      body: { user: { name: "new coach", email: `${unique("reg")}@test.local`, password: PASSWORD } },
    }),
  },
  {
    name: "change one's password",
    route: "POST /api/users/change_password",
    trpc: "auth.changePassword",
    expect: self,
    freshActor: true,
    req: () => ({ body: { user: { current_password: PASSWORD, password: "Changed-pass-456" } } }),
  },
  {
    name: "log out everywhere",
    route: "POST /api/users/logout_everywhere",
    trpc: "auth.logoutEverywhere",
    expect: self,
    freshActor: true,
    req: () => ({}),
  },
  {
    name: "send an SMS code",
    route: "POST /api/user/sms",
    trpc: "auth.sendSms",
    expect: publicRoute,
    publicRoute: true,
    fresh: (w) => freshPhoneUser(w),
    req: ({ f }) => ({ body: { mobile: f.phone } }),
  },
  {
    name: "reset a password with the SMS code",
    route: "POST /api/user/reset_password",
    trpc: "auth.resetPassword",
    expect: publicRoute,
    publicRoute: true,
    fresh: (w) => freshResetCode(w),
    req: ({ f }) => ({ body: { user: { mobile: f.phone, code: f.code, password: "Reset-pass-789" } } }),
  },

  // ── users ───────────────────────────────────────────────────────────────────────────────
  {
    name: "read a client's user",
    route: "GET /api/users/:id",
    trpc: "users.get",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.clientUser } }),
  },
  {
    name: "read a trainer's user",
    route: "GET /api/users/:id",
    trpc: "users.get",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.trainerUser } }),
  },
  {
    name: "read another super admin's user",
    route: "GET /api/users/:id",
    trpc: "users.get",
    expect: superReach,
    req: ({ w }) => ({ params: { id: w.otherSuperUser } }),
  },
  {
    name: "read one's own user",
    route: "GET /api/users/:id",
    trpc: "users.get",
    expect: self,
    req: ({ w, me }) => ({ params: { id: me?.userId ?? w.a.ids.trainerUser } }),
  },
  {
    name: "create a user (super_admin granted by super only)",
    route: "POST /api/users",
    trpc: "users.create",
    expect: anyCoach,
    req: () => ({ body: { user: { name: "new person", super_admin: true } } }),
    verify: ({ who }, a) => {
      expect((DATA_OF(a).user as { super_admin: boolean }).super_admin).toBe(who === "super");
    },
  },
  {
    name: "update a client's user",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.clientUser }, body: { user: { location: `${MARK_A}-city` } } }),
  },
  {
    name: "update a trainer's user (self for trainer A)",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.trainerUser }, body: { user: { location: `${MARK_A}-city` } } }),
  },
  {
    name: "update the org admin's user (only admins manage coaches)",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: adminInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.adminUser }, body: { user: { location: `${MARK_A}-city` } } }),
  },
  {
    name: "update another trainer's user (only admins manage coaches)",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: adminInOrg,
    fresh: (w) => freshTrainer(w),
    req: ({ f }) => ({
      params: { id: f.trainerUser! },
      body: { user: { phone_number: `+86138${String(f.trainerUser).padStart(8, "0")}` } },
    }),
  },
  {
    name: "update another super admin's user",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: superReach,
    req: ({ w }) => ({ params: { id: w.otherSuperUser }, body: { user: { location: "somewhere" } } }),
  },
  {
    name: "update a super admin who coaches in organization A (super admins are out of coaches' reach)",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: superReach,
    fresh: (w) => freshSuperCoach(w),
    req: ({ f }) => ({
      params: { id: f.user! },
      body: { user: { phone_number: `+86137${String(f.user).padStart(8, "0")}` } },
    }),
  },
  {
    name: "update one's own user",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: self,
    req: ({ w, me }) => ({
      params: { id: me?.userId ?? w.a.ids.trainerUser },
      body: { user: { location: "home" } },
    }),
  },
  {
    name: "delete a client's user",
    route: "DELETE /api/users/:id",
    trpc: "users.delete",
    expect: coachInOrg,
    fresh: (w) => freshClient(w),
    req: ({ f }) => ({ params: { id: f.clientUser! } }),
  },
  {
    name: "delete a trainer's user",
    route: "DELETE /api/users/:id",
    trpc: "users.delete",
    expect: adminInOrg,
    fresh: (w) => freshTrainer(w),
    req: ({ f }) => ({ params: { id: f.trainerUser! } }),
  },
  {
    name: "delete a super admin's user",
    route: "DELETE /api/users/:id",
    trpc: "users.delete",
    expect: superReach,
    fresh: (w) => freshSuperUser(w),
    req: ({ f }) => ({ params: { id: f.user! } }),
  },

  // ── organizations ───────────────────────────────────────────────────────────────────────
  {
    name: "list organizations",
    route: "GET /api/organizations",
    trpc: "organizations.list",
    expect: anyCoach,
    seesOwn: true,
    req: () => ({}),
  },
  {
    name: "read an organization",
    route: "GET /api/organizations/:id",
    trpc: "organizations.get",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.org } }),
  },
  {
    name: "create an organization",
    route: "POST /api/organizations",
    trpc: "organizations.create",
    expect: superOnly,
    req: () => ({ body: { organization: { name: "new organization" } } }),
  },
  {
    name: "update an organization",
    route: "PUT /api/organizations/:id",
    trpc: "organizations.update",
    expect: adminInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.org }, body: { organization: { theme: "ocean" } } }),
  },
  {
    name: "delete an organization",
    route: "DELETE /api/organizations/:id",
    trpc: "organizations.delete",
    expect: superOnly,
    fresh: (w) => freshOrganization(w),
    req: ({ f }) => ({ params: { id: f.org! } }),
  },
  {
    name: "list an organization's trainers",
    route: "GET /api/organizations/:id/trainers",
    trpc: "organizations.trainers",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.org } }),
  },

  // ── trainers ────────────────────────────────────────────────────────────────────────────
  {
    name: "list trainers",
    route: "GET /api/trainers",
    trpc: "trainers.list",
    expect: anyCoach,
    seesOwn: true,
    req: () => ({}),
  },
  {
    name: "read a trainer",
    route: "GET /api/trainers/:id",
    trpc: "trainers.get",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.trainer } }),
  },
  {
    name: "create a trainer",
    route: "POST /api/trainers",
    trpc: "trainers.create",
    expect: orgAdminCreates,
    req: ({ w }) => ({
      body: {
        trainer: {
          organization_id: w.a.ids.org,
          user: { name: "new coach", email: `${unique("coach")}@test.local` },
        },
      },
    }),
  },
  {
    name: "update a trainer (self for trainer A)",
    route: "PUT /api/trainers/:id",
    trpc: "trainers.update",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.trainer }, body: { trainer: { tour_step: 3 } } }),
  },
  {
    name: "update another trainer of the organization",
    route: "PUT /api/trainers/:id",
    trpc: "trainers.update",
    expect: adminInOrg,
    fresh: (w) => freshTrainer(w),
    req: ({ f }) => ({ params: { id: f.trainer! }, body: { trainer: { tour_step: 4 } } }),
  },
  {
    name: "delete a trainer",
    route: "DELETE /api/trainers/:id",
    trpc: "trainers.delete",
    expect: adminInOrg,
    fresh: (w) => freshTrainer(w),
    req: ({ f }) => ({ params: { id: f.trainer! } }),
  },
  {
    name: "list a trainer's clients",
    route: "GET /api/trainers/:id/clients",
    trpc: "trainers.clients",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.trainer } }),
  },
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

  // ── clients ─────────────────────────────────────────────────────────────────────────────
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
    name: "read a client by slug",
    route: "GET /api/clients/by_slug/:slug",
    trpc: "clients.get",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { slug: w.a.ids.clientSlug } }),
  },
  {
    name: "read a client",
    route: "GET /api/clients/:id",
    trpc: "clients.get",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.client } }),
  },
  {
    name: "read a client's linked collection",
    route: "GET /api/clients/:id/:name",
    trpc: "clients.linked",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.client, name: "notes" } }),
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

  // ── workouts ────────────────────────────────────────────────────────────────────────────
  {
    name: "coach feed",
    route: "GET /api/workouts",
    trpc: "workouts.list",
    expect: anyCoach,
    seesOwn: true,
    req: () => ({ input: {} }),
  },
  {
    name: "a client's workouts",
    route: "GET /api/workouts",
    trpc: "workouts.list",
    expect: coachInOrg,
    req: ({ w }) => ({ query: { client_id: w.a.ids.client } }),
  },
  {
    name: "workouts by ids (other organizations' ids are left out)",
    route: "GET /api/workouts",
    trpc: "workouts.list",
    expect: anyCoach,
    req: ({ w }) => ({ query: { ids: `${w.a.ids.workout},${w.a.ids.template}` } }),
  },
  {
    name: "feed of trainer A",
    route: "GET /api/workouts",
    trpc: "workouts.list",
    expect: anyCoach,
    req: ({ w }) => ({ query: { trainer_id: w.a.ids.trainer } }),
  },
  {
    name: "home summary of the caller's scope",
    route: "GET /api/workouts/summary",
    trpc: "workouts.summary",
    expect: anyCoach,
    req: () => ({ input: {} }),
  },
  {
    name: "home summary of trainer A",
    route: "GET /api/workouts/summary",
    trpc: "workouts.summary",
    expect: anyCoach,
    req: ({ w }) => ({ query: { trainer_id: w.a.ids.trainer } }),
  },
  {
    name: "read a client's workout",
    route: "GET /api/workouts/:id",
    trpc: "workouts.get",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.workout } }),
  },
  {
    name: "read a program's template workout",
    route: "GET /api/workouts/:id",
    trpc: "workouts.get",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.template } }),
  },
  {
    name: "create a client's workout",
    route: "POST /api/workouts",
    trpc: "workouts.create",
    expect: coachInOrg,
    req: ({ w }) => ({
      body: { workout: { client_id: w.a.ids.client, due: "2026-3-9", title: `${MARK_A}-new` } },
    }),
  },
  {
    name: "create a program's template workout",
    route: "POST /api/workouts",
    trpc: "workouts.create",
    expect: coachInOrg,
    req: ({ w }) => ({
      body: { workout: { program_id: w.a.ids.program, position: 2, title: `${MARK_A}-day-2` } },
    }),
  },
  {
    name: "update a workout",
    route: "PUT /api/workouts/:id",
    trpc: "workouts.update",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.workout }, body: { workout: { title: `${MARK_A}-workout` } } }),
  },
  {
    name: "delete a workout",
    route: "DELETE /api/workouts/:id",
    trpc: "workouts.delete",
    expect: coachInOrg,
    fresh: (w) => freshWorkout(w),
    req: ({ f }) => ({ params: { id: f.workout! } }),
  },
  {
    name: "paste a copy of a workout",
    route: "POST /api/workouts/:id/copy",
    trpc: "workouts.paste",
    expect: coachInOrg,
    req: ({ w }) => ({
      params: { id: w.a.ids.workout },
      body: { client_id: w.a.ids.client, due: "2026-3-20" },
      input: { source_workout_id: w.a.ids.workout, client_id: w.a.ids.client, due: "2026-3-20" },
    }),
  },
  {
    name: "update a workout item",
    route: "PUT /api/workout_items/:id",
    trpc: "workouts.updateItem",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.item }, body: { workout_item: { info: `${MARK_A}-info` } } }),
  },
  {
    name: "delete a workout item",
    route: "DELETE /api/workout_items/:id",
    trpc: "workouts.deleteItem",
    expect: coachInOrg,
    fresh: (w) => freshWorkout(w),
    req: ({ f }) => ({ params: { id: f.item! } }),
  },

  // ── programs ────────────────────────────────────────────────────────────────────────────
  {
    name: "list programs",
    route: "GET /api/programs",
    trpc: "programs.list",
    expect: anyCoach,
    seesOwn: true,
    req: () => ({ input: {} }),
  },
  {
    name: "list programs of organization A",
    route: "GET /api/programs",
    trpc: "programs.list",
    expect: coachInOrg,
    req: ({ w }) => ({ query: { organization_id: w.a.ids.org } }),
  },
  {
    name: "read a program",
    route: "GET /api/programs/:id",
    trpc: "programs.get",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.program } }),
  },
  {
    name: "create a program for trainer A",
    route: "POST /api/programs",
    trpc: "programs.create",
    expect: coachInOrg,
    req: ({ w }) => ({
      body: { program: { name: "new program", organization_id: w.a.ids.org, trainer_id: w.a.ids.trainer } },
    }),
  },
  {
    name: "update a program",
    route: "PUT /api/programs/:id",
    trpc: "programs.update",
    expect: coachInOrg,
    req: ({ w }) => ({
      params: { id: w.a.ids.program },
      body: { program: { description: `${MARK_A}-program-text` } },
    }),
  },
  {
    name: "delete a program",
    route: "DELETE /api/programs/:id",
    trpc: "programs.delete",
    expect: coachInOrg,
    fresh: (w) => freshProgram(w),
    req: ({ f }) => ({ params: { id: f.program! } }),
  },
  {
    name: "assign a program (to a fresh client per run)",
    route: "POST /api/programs/:id/assign_job",
    trpc: "programs.assign",
    expect: coachInOrg,
    fresh: (w) => freshClient(w),
    req: ({ w, f }) => ({
      params: { id: w.a.ids.program },
      body: { client_ids: [f.client], start_date: "2026-4-1", replace: true },
    }),
  },

  // ── libraries ───────────────────────────────────────────────────────────────────────────
  ...libraryCases("exercises"),
  ...libraryCases("warmups"),
  ...libraryCases("cooldowns"),
  {
    name: "read a catalogue exercise",
    route: "GET /api/exercises/:id",
    trpc: "libraries.exercises.get",
    expect: anyCoach,
    req: ({ w }) => ({ params: { id: w.catalogueExercise } }),
  },
  {
    name: "update a catalogue exercise",
    route: "PUT /api/exercises/:id",
    trpc: "libraries.exercises.update",
    expect: superOnly,
    req: ({ w }) => ({ params: { id: w.catalogueExercise }, body: { exercise: { description: "shared" } } }),
  },
  {
    name: "delete a catalogue exercise",
    route: "DELETE /api/exercises/:id",
    trpc: "libraries.exercises.delete",
    expect: superOnly,
    fresh: (w) => freshExercise(w, true),
    req: ({ f }) => ({ params: { id: f.exercise! } }),
  },

  // ── comments ────────────────────────────────────────────────────────────────────────────
  {
    name: "list a workout's comments",
    route: "GET /api/comments",
    trpc: "comments.list",
    expect: coachInOrg,
    req: ({ w }) => ({ query: { workout_id: w.a.ids.workout } }),
  },
  {
    name: "comment on a workout",
    route: "POST /api/comments",
    trpc: "comments.create",
    expect: coachInOrg,
    req: ({ w }) => ({ body: { comment: { workout_id: w.a.ids.workout, body: "well done" } } }),
  },
  {
    name: "delete a comment",
    route: "DELETE /api/comments/:id",
    trpc: "comments.delete",
    expect: coachInOrg,
    fresh: (w) => freshComment(w),
    req: ({ f }) => ({ params: { id: f.comment! } }),
  },
];

// ── fields a role may not set: ignored (the write succeeds without them) or refused ─────────────

const rowOf = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error("row not found");
  return row;
};

const FIELDS: (Case & { as: PersonaKey })[] = [
  {
    name: "a trainer setting admin-only and billing fields on itself: ignored",
    as: "trainerA",
    route: "PUT /api/trainers/:id",
    trpc: "trainers.update",
    expect: { trainerA: "ok" },
    freshActor: true,
    req: ({ w, me }) => ({
      params: { id: me!.actor.trainer!.id },
      body: {
        trainer: {
          super_admin: true,
          organization_id: w.b.ids.org,
          has_access: false,
          free: true,
          max_clients: 9999,
          can_add_clients: false,
          tour_step: 5,
        },
      },
    }),
    verify: async ({ w, me }) => {
      const row = await rowOf(w.t.db.select().from(trainers).where(eq(trainers.id, me!.actor.trainer!.id)));
      expect(row).toMatchObject({
        super_admin: false,
        organization_id: w.a.ids.org,
        has_access: true,
        free: false,
        max_clients: 75,
        can_add_clients: true,
        tour_step: 5,
      });
    },
  },
  {
    name: "an org admin moving a trainer to another organization or granting access: ignored",
    as: "adminA",
    route: "PUT /api/trainers/:id",
    trpc: "trainers.update",
    expect: { adminA: "ok" },
    fresh: (w) => freshTrainer(w),
    req: ({ w, f }) => ({
      params: { id: f.trainer! },
      body: { trainer: { organization_id: w.b.ids.org, has_access: false, free: true, max_clients: 10 } },
    }),
    verify: async ({ w, f }) => {
      const row = await rowOf(
        w.t.db
          .select()
          .from(trainers)
          .where(eq(trainers.id, Number(f.trainer))),
      );
      expect(row).toMatchObject({
        organization_id: w.a.ids.org,
        has_access: true,
        free: false,
        max_clients: 10,
      });
    },
  },
  {
    name: "an org admin creating a trainer in organization B, with billing and super_admin: ignored",
    as: "adminA",
    route: "POST /api/trainers",
    trpc: "trainers.create",
    expect: { adminA: "ok" },
    req: ({ w }) => ({
      body: {
        trainer: {
          organization_id: w.b.ids.org,
          has_access: false,
          user: { name: "claimed coach", email: `${unique("claim")}@test.local`, super_admin: true },
        },
      },
    }),
    verify: async ({ w }, a) => {
      const created = DATA_OF(a) as {
        trainer: { id: number; organization_id: number; has_access: boolean };
        user: { id: number };
      };
      expect(created.trainer).toMatchObject({ organization_id: w.a.ids.org, has_access: true });
      const user = await rowOf(w.t.db.select().from(users).where(eq(users.id, created.user.id)));
      expect(user.super_admin).toBe(false);
    },
  },
  {
    name: "an org admin making a super admin's account a trainer of its organization: 404",
    as: "adminA",
    route: "POST /api/trainers",
    trpc: "trainers.create",
    expect: { adminA: 404 },
    fresh: (w) => freshSuperUser(w),
    req: ({ f }) => ({ body: { trainer: { user_id: f.user! } } }),
  },
  {
    name: "an org admin setting super_admin / disabled on a trainer's user: ignored",
    as: "adminA",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: { adminA: "ok" },
    fresh: (w) => freshTrainer(w),
    req: ({ f }) => ({
      params: { id: f.trainerUser! },
      body: { user: { super_admin: true, disabled: true } },
    }),
    verify: async ({ w, f }) => {
      const user = await rowOf(
        w.t.db
          .select()
          .from(users)
          .where(eq(users.id, Number(f.trainerUser))),
      );
      expect(user).toMatchObject({ super_admin: false, disabled_at: null });
    },
  },
  {
    name: "a trainer setting super_admin / disabled on its own user: ignored",
    as: "trainerA",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: { trainerA: "ok" },
    freshActor: true,
    req: ({ me }) => ({ params: { id: me!.userId }, body: { user: { super_admin: true, disabled: true } } }),
    verify: async ({ w, me }) => {
      const user = await rowOf(w.t.db.select().from(users).where(eq(users.id, me!.userId)));
      expect(user).toMatchObject({ super_admin: false, disabled_at: null });
    },
  },
  {
    name: "a trainer deleting its own account: 403",
    as: "trainerA",
    route: "DELETE /api/users/:id",
    trpc: "users.delete",
    expect: { trainerA: 403 },
    freshActor: true,
    req: ({ me }) => ({ params: { id: me!.userId } }),
  },
  {
    name: "an org admin removing itself: 403",
    as: "adminA",
    route: "DELETE /api/trainers/:id",
    trpc: "trainers.delete",
    expect: { adminA: 403 },
    freshActor: true,
    req: ({ me }) => ({ params: { id: me!.actor.trainer!.id } }),
  },
  {
    name: "an org admin setting owner and whitelabel of its organization: ignored",
    as: "adminA",
    route: "PUT /api/organizations/:id",
    trpc: "organizations.update",
    expect: { adminA: "ok" },
    req: ({ w }) => ({
      params: { id: w.a.ids.org },
      body: {
        organization: {
          can_whitelabel: true,
          owner_id: w.b.ids.adminUser,
          pending_owner_id: w.b.ids.trainerUser,
        },
      },
    }),
    verify: async ({ w }) => {
      const org = await rowOf(w.t.db.select().from(organizations).where(eq(organizations.id, w.a.ids.org)));
      expect(org).toMatchObject({ can_whitelabel: false, owner_id: null, pending_owner_id: null });
    },
  },
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
    name: "a trainer creating a workout carrying B's organization and trainer: ignored",
    as: "trainerA",
    route: "POST /api/workouts",
    trpc: "workouts.create",
    expect: { trainerA: "ok" },
    req: ({ w }) => ({
      body: {
        workout: {
          client_id: w.a.ids.client,
          due: "2026-3-10",
          organization_id: w.b.ids.org,
          trainer_id: w.b.ids.trainer,
          title: `${MARK_A}-smuggled`,
        },
      },
    }),
    verify: ({ w }, a) => {
      const workout = (DATA_OF(a).workout ?? {}) as { organization_id: number; trainer_id: number };
      expect(workout).toMatchObject({ organization_id: w.a.ids.org, trainer_id: w.a.ids.trainer });
    },
  },
  {
    name: "a trainer creating a workout for B's client: 404",
    as: "trainerA",
    route: "POST /api/workouts",
    trpc: "workouts.create",
    expect: { trainerA: 404 },
    req: ({ w }) => ({ body: { workout: { client_id: w.b.ids.client, due: "2026-3-10", title: "x" } } }),
  },
  {
    name: "a trainer adding a workout to B's program: 404",
    as: "trainerA",
    route: "POST /api/workouts",
    trpc: "workouts.create",
    expect: { trainerA: 404 },
    req: ({ w }) => ({ body: { workout: { program_id: w.b.ids.program, position: 3, title: "x" } } }),
  },
  {
    name: "a trainer moving its workout to B's client: 404",
    as: "trainerA",
    route: "PUT /api/workouts/:id",
    trpc: "workouts.update",
    expect: { trainerA: 404 },
    fresh: (w) => freshWorkout(w),
    req: ({ w, f }) => ({ params: { id: f.workout! }, body: { workout: { client_id: w.b.ids.client } } }),
  },
  {
    name: "a trainer using B's exercise in a new workout: refused (400)",
    as: "trainerA",
    route: "POST /api/workouts",
    trpc: "workouts.create",
    expect: { trainerA: 400 },
    req: ({ w }) => ({
      body: {
        workout: {
          client_id: w.a.ids.client,
          due: "2026-3-11",
          workout_items: [{ exercise_id: w.b.ids.exercise }],
        },
      },
    }),
  },
  {
    name: "a trainer putting B's exercise on an item: refused (400)",
    as: "trainerA",
    route: "PUT /api/workout_items/:id",
    trpc: "workouts.updateItem",
    expect: { trainerA: 400 },
    req: ({ w }) => ({
      params: { id: w.a.ids.item },
      body: { workout_item: { exercise_id: w.b.ids.exercise } },
    }),
  },
  {
    name: "a trainer pasting its workout to B's client: 404",
    as: "trainerA",
    route: "POST /api/workouts/:id/copy",
    trpc: "workouts.paste",
    expect: { trainerA: 404 },
    req: ({ w }) => ({
      params: { id: w.a.ids.workout },
      body: { client_id: w.b.ids.client, due: "2026-3-12" },
      input: { source_workout_id: w.a.ids.workout, client_id: w.b.ids.client, due: "2026-3-12" },
    }),
  },
  {
    name: "a trainer pasting B's workout to its client: 404",
    as: "trainerA",
    route: "POST /api/workouts/:id/copy",
    trpc: "workouts.paste",
    expect: { trainerA: 404 },
    req: ({ w }) => ({
      params: { id: w.b.ids.workout },
      body: { client_id: w.a.ids.client, due: "2026-3-12" },
      input: { source_workout_id: w.b.ids.workout, client_id: w.a.ids.client, due: "2026-3-12" },
    }),
  },
  {
    name: "a trainer creating a program for B's trainer: 404",
    as: "trainerA",
    route: "POST /api/programs",
    trpc: "programs.create",
    expect: { trainerA: 404 },
    req: ({ w }) => ({ body: { program: { name: "smuggled program", trainer_id: w.b.ids.trainer } } }),
  },
  {
    name: "a trainer creating a program naming organization B: created in its own",
    as: "trainerA",
    route: "POST /api/programs",
    trpc: "programs.create",
    expect: { trainerA: "ok" },
    req: ({ w }) => ({ body: { program: { name: "own program", organization_id: w.b.ids.org } } }),
    verify: async ({ w }, a) => {
      const id = (DATA_OF(a).program as { id: number }).id;
      const row = await rowOf(w.t.db.select().from(programs).where(eq(programs.id, id)));
      expect(row.organization_id).toBe(w.a.ids.org);
    },
  },
  {
    name: "a trainer giving its program to B's trainer: 404",
    as: "trainerA",
    route: "PUT /api/programs/:id",
    trpc: "programs.update",
    expect: { trainerA: 404 },
    fresh: (w) => freshProgram(w),
    req: ({ w, f }) => ({ params: { id: f.program! }, body: { program: { trainer_id: w.b.ids.trainer } } }),
  },
  {
    name: "a trainer assigning its program to B's client (with its own): 404, nothing written",
    as: "trainerA",
    route: "POST /api/programs/:id/assign_job",
    trpc: "programs.assign",
    expect: { trainerA: 404 },
    req: ({ w }) => ({
      params: { id: w.a.ids.program },
      body: { client_ids: [w.a.ids.client, w.b.ids.client], start_date: "2026-5-1" },
    }),
  },
  {
    name: "a trainer adding to the catalogue or to organization B: own organization's exercise",
    as: "trainerA",
    route: "POST /api/exercises",
    trpc: "libraries.exercises.create",
    expect: { trainerA: "ok" },
    req: ({ w }) => ({
      body: { exercise: { exercise_name: "own lunge", default: true, organization_id: w.b.ids.org } },
    }),
    verify: async ({ w }, a) => {
      const id = (DATA_OF(a).exercise as { id: number }).id;
      const row = await rowOf(w.t.db.select().from(exercises).where(eq(exercises.id, id)));
      expect(row).toMatchObject({ organization_id: w.a.ids.org, default: false });
    },
  },
  {
    name: "a trainer picking B's exercise for a warm-up: refused (400)",
    as: "trainerA",
    route: "POST /api/warmups",
    trpc: "libraries.warmups.create",
    expect: { trainerA: 400 },
    req: ({ w }) => ({
      body: { warmup: { name: "smuggled warm-up", selected_exercises: [{ id: w.b.ids.exercise }] } },
    }),
  },
  {
    name: "a trainer picking B's exercise for a cool-down: refused (400)",
    as: "trainerA",
    route: "PUT /api/cooldowns/:id",
    trpc: "libraries.cooldowns.update",
    expect: { trainerA: 400 },
    req: ({ w }) => ({
      params: { id: w.a.ids.cooldown },
      body: { cooldown: { selected_exercises: [{ id: w.b.ids.exercise }] } },
    }),
  },
  {
    name: "a trainer commenting on B's workout: 404",
    as: "trainerA",
    route: "POST /api/comments",
    trpc: "comments.create",
    expect: { trainerA: 404 },
    req: ({ w }) => ({ body: { comment: { workout_id: w.b.ids.workout, body: "hello" } } }),
  },
  ...(["clients", "exercises", "warmups", "cooldowns", "programs"] as const).map(
    (kind): Case & { as: PersonaKey } => ({
      name: `a trainer listing ${kind} of organization B: 404`,
      as: "trainerA",
      route: `GET /api/${kind}`,
      trpc:
        kind === "clients"
          ? "clients.list"
          : kind === "programs"
            ? "programs.list"
            : `libraries.${kind}.list`,
      expect: { trainerA: 404 },
      req: ({ w }) => ({ query: { organization_id: w.b.ids.org } }),
    }),
  ),
];

// ── the runner ──────────────────────────────────────────────────────────────────────────────

let base: TestDb;
let t: TestDb;
let api: TestApi;
let w: World;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  base = t;
  api = testApi(t);
  w = await buildWorld(t);
});
afterAll(() => base.close());

const BOOKKEEPING = ["login_throttles", "sms_codes"] as const;

function splitRoute(route: string): { method: Method; pattern: string } {
  const [method, pattern] = route.split(" ") as [Method, string];
  return { method, pattern };
}

function procedures(c: Case): string[] {
  return typeof c.trpc === "string" ? [c.trpc] : [...c.trpc];
}

function defaultInput(req: Req): unknown {
  if ("input" in req) return req.input;
  if (!req.params && !req.query && req.body === undefined) return undefined;
  return { ...(req.params ?? {}), ...(req.query ?? {}), ...((req.body as object | undefined) ?? {}) };
}

async function send(surface: string, c: Case, req: Req, me: Persona | null): Promise<Answer> {
  const { method, pattern } = splitRoute(c.route);
  if (surface === "rest") {
    const path = fillPath(pattern, req.params) + queryString(req.query);
    return callRest(api, method, path, { token: me?.token, body: req.body });
  }
  return callTrpc(t, me?.actor ?? null, surface, defaultInput(req));
}

function assertOutcome(answer: Answer, expected: Outcome, label: string) {
  const got = describeAnswer(answer);
  if (expected === "ok") {
    expect(answer.ok, `${label}: expected success, got ${got}`).toBe(true);
    return;
  }
  expect(answer.status, `${label}: expected ${expected}, got ${got}`).toBe(expected);
  if (answer.surface === "rest") {
    const body = answer.data as Record<string, unknown>;
    expect(body.success, `${label}: CONTRACT error body`).toBe(expected);
    expect(typeof body.msg, `${label}: CONTRACT error body`).toBe("string");
    expect(typeof body.code, `${label}: CONTRACT error body`).toBe("string");
  } else {
    expect(TRPC_CODE_OF_STATUS[expected]).toBeDefined();
  }
}

const textOf = (a: Answer) => (JSON.stringify(a.data) ?? "").toLowerCase();

/** Runs one case as one persona on every surface, with all the checks. */
async function runCase(c: Case, who: PersonaKey, expected: Outcome, opts: { ghost: boolean }) {
  const { method } = splitRoute(c.route);
  const surfaces = ["rest", ...procedures(c).filter(isMounted)];
  const answers: Answer[] = [];
  for (const surface of surfaces) {
    const f = c.fresh ? await c.fresh(w, who) : {};
    const me = c.freshActor ? await freshPersona(w, who, PASSWORD) : personaOf(w, who);
    const ctx: Ctx = { w, who, f, me };
    const req = c.req(ctx);
    const label = `${c.name} — ${who} via ${surface}`;
    const guard = method !== "GET" && expected !== "ok";
    const except = c.publicRoute ? BOOKKEEPING : [];
    const before = guard ? await fingerprint(base.client, except) : null;

    const answer = await send(surface, c, req, me);
    assertOutcome(answer, expected, label);
    answers.push(answer);

    if (before) {
      const changed = changedTables(before, await fingerprint(base.client, except));
      expect(changed, `${label}: a refused request changed the database`).toEqual([]);
    }
    if (answer.ok && who === "trainerB") {
      expect(
        textOf(answer).includes(MARK_A),
        `${label}: organization A's data leaked to B: ${describeAnswer(answer)}`,
      ).toBe(false);
    }
    if (answer.ok && c.seesOwn && who !== "super") {
      const mark = who === "trainerB" ? MARK_B : MARK_A;
      expect(textOf(answer).includes(mark), `${label}: the list should show the caller's own records`).toBe(
        true,
      );
    }
    if (answer.ok && c.verify) await c.verify(ctx, answer);

    // Ids of other organizations reveal nothing: the same request with ids that exist nowhere
    // gets exactly the same answer.
    if (opts.ghost && who === "trainerB" && expected === 404 && !answer.ok) {
      const ghostReq = c.req({ ...ctx, w: ghostWorld(w), f: ghostIds(f) });
      const ghost = await send(surface, c, ghostReq, me);
      const shape = (a: Answer) => ({ status: a.status, code: a.code, msg: a.msg, issues: a.issues });
      expect(shape(answer), `${label}: a foreign id answers differently from a missing one`).toEqual(
        shape(ghost),
      );
    }
  }
  // One implementation behind both surfaces: the same machine code on each.
  const codes = answers.map((a) => (a.ok ? "ok" : a.code));
  expect(
    new Set(codes).size,
    `${c.name} — ${who}: surfaces disagree: ${answers.map(describeAnswer).join(" | ")}`,
  ).toBe(1);
}

describe("authorization matrix", () => {
  for (const c of MATRIX) {
    describe(`${c.route} — ${c.name}`, () => {
      for (const who of PERSONAS) {
        const expected = c.expect[who];
        if (expected === undefined) continue;
        it(`${who} → ${expected}`, async () => {
          await runCase(c, who, expected, { ghost: true });
        });
      }
    });
  }
});

describe("fields a role may not set are ignored or refused", () => {
  for (const c of FIELDS) {
    const expected = c.expect[c.as]!;
    it(`${c.route} — ${c.name}`, async () => {
      await runCase(c, c.as, expected, { ghost: false });
    });
  }
});

describe("completeness", () => {
  const app = () => createApp({ db: t.db, config: t.deps.config });

  it("every matrix case states an outcome for every persona", () => {
    const incomplete = MATRIX.filter((c) => PERSONAS.some((p) => c.expect[p] === undefined)).map(
      (c) => c.name,
    );
    expect(incomplete).toEqual([]);
  });

  it("every REST route has a case", () => {
    const covered = new Set(MATRIX.map((c) => c.route));
    expect(restRoutes(app()).filter((r) => !covered.has(r))).toEqual([]);
  });

  it("every tRPC procedure has a case", () => {
    const covered = new Set(MATRIX.flatMap(procedures));
    expect(trpcProcedures().filter((p) => !covered.has(p))).toEqual([]);
  });

  it("every case names a route the app serves", () => {
    const routes = new Set(restRoutes(app()));
    expect([...MATRIX, ...FIELDS].map((c) => c.route).filter((r) => !routes.has(r))).toEqual([]);
  });

  it("every procedure a case names is mounted in appRouter (REST and tRPC offer the same operations)", () => {
    const named = [...new Set([...MATRIX, ...FIELDS].flatMap(procedures))];
    expect(named.filter((p) => !isMounted(p))).toEqual([]);
  });
});
