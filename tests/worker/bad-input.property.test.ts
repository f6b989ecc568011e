import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";
import { changedTables, type Fingerprint, fingerprint } from "./support/fingerprint";
import { fillPath, type Method, restRoutes } from "./support/surfaces";
import { buildWorld, type World } from "./support/world";

/**
 * Bad input at every REST write route (docs/authorization.md, "Bad input"): generated bodies that
 * cannot be valid — arbitrary JSON without the resource wrapper, the right wrapper with a field of
 * the wrong type or size, malformed JSON text, other content types — with real ids in reach and
 * with garbage ids, as the super admin and as a coach. Every answer must be a 4xx with CONTRACT's
 * error body, nothing may be logged as a server error, and the database must stay exactly as it
 * was. fast-check prints the seed and the shrunk counterexample of a failure; replay it with
 * `FC_SEED=<seed> npx vitest run tests/worker/bad-input.property.test.ts` (FC_RUNS=<n> runs more).
 */

const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
/** Generated bodies per route and caller (besides one fixed example per bad field); FC_RUNS=500 soaks. */
const BODY_RUNS = process.env.FC_RUNS ? Number(process.env.FC_RUNS) : 24;
const GARBAGE_ID_RUNS = process.env.FC_RUNS ? Math.ceil(Number(process.env.FC_RUNS) / 3) : 8;

// ── guaranteed-invalid values, by kind of field ─────────────────────────────────────────────────

/** `n` characters (n > the field's maximum), mixing script, CJK and plain text. */
const longText = (max: number) =>
  fc
    .integer({ min: max + 1, max: Math.max(max * 2, max + 10_000) })
    .map((n) => `<script>alert(1)</script>${"训练x".repeat(Math.ceil(n / 3))}`.slice(0, n));

/** A list nested far deeper than any field: wrong type for every scalar, list or object field. */
const deep = (() => {
  let v: unknown = "bottom";
  for (let i = 0; i < 200; i++) v = i % 2 ? [v] : { nested: v };
  return v;
})();

const notScalar = [[], {}, deep] as const;
const badName = (max = 100) =>
  fc.oneof(fc.constantFrom<unknown>(null, 0, true, "", "   ", ...notScalar), longText(max));
const badOptionalText = (max: number) =>
  fc.oneof(fc.constantFrom<unknown>(5, true, ...notScalar), longText(max));
const badEmail = fc.constantFrom<unknown>(
  "not-an-email",
  "a@",
  "@b.test",
  5,
  true,
  `${"x".repeat(260)}@a.test`,
  ...notScalar,
);
const badPhone = fc.constantFrom<unknown>(
  "abc",
  "12",
  "+1 234 567",
  13800000000,
  "1".repeat(16),
  "",
  ...notScalar,
);
const badPassword = fc.oneof(
  fc.constantFrom<unknown>("short", "", 12345678, null, ...notScalar),
  longText(128),
);
/** Impossible or malformed calendar dates (SPEC: 2026-2-30 is refused). */
const badDate = fc.oneof(
  fc.constantFrom<unknown>(
    "2026-2-30",
    "2026-02-29",
    "2026-13-1",
    "2026-0-10",
    "2026-1-0",
    "26-1-1",
    "2026/1/1",
    "today",
    "",
    20260101,
    true,
    ...notScalar,
  ),
  fc
    .tuple(
      fc.integer({ min: 1000, max: 9999 }),
      fc.integer({ min: 13, max: 99 }),
      fc.integer({ min: 1, max: 28 }),
    )
    .map(([y, m, d]) => `${y}-${m}-${d}`),
  fc
    .tuple(
      fc.integer({ min: 1000, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 32, max: 99 }),
    )
    .map(([y, m, d]) => `${y}-${m}-${d}`),
);
/** Not a positive safe integer, and nothing a lenient coercion would turn into one. */
const badId = fc.oneof(
  fc.constantFrom<unknown>(0, -1, 1.5, "abc", 1e20, "", "-3", "1.5", {}, deep),
  fc.integer({ min: -1_000_000_000, max: 0 }),
);
const badStrictInt = (min: number, max: number) =>
  fc.oneof(
    fc.constantFrom<unknown>(min - 1, max + 1, 1.5, String(min), null, true, ...notScalar),
    fc.integer({ min: max + 1, max: max + 1_000_000 }),
  );
const badBoolish = fc.constantFrom<unknown>("yes", "no", 2, -1, null, "TRUE ", ...notScalar);
const badBool = fc.constantFrom<unknown>("true", "false", 1, 0, null, ...notScalar);
const badEnum = fc.constantFrom<unknown>("zombie", "", 3, null, "ACTIVE", ...notScalar);
/** For enums that may be null (gender). */
const badNullableEnum = fc.constantFrom<unknown>("zombie", "", 3, "FEMALE", ...notScalar);
const badUrl = fc.oneof(
  fc.constantFrom<unknown>(
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://files.test/x",
    "not a url",
    "https://",
    5,
    ...notScalar,
  ),
  fc.integer({ min: 2049, max: 5000 }).map((n) => `https://a.test/${"x".repeat(n)}`),
);
/** A list longer than its maximum (of otherwise valid items), or with an invalid item. */
const tooMany = (max: number, item: unknown) =>
  fc.oneof(
    fc.integer({ min: max + 1, max: max + 40 }).map((n) => Array.from({ length: n }, () => item)),
    fc.constant(Array.from({ length: 10_000 }, () => item)),
  );
const badAttachments = fc.oneof(
  tooMany(20, { name: "a", attachmentUrl: "https://a.test/a.mp4" }),
  fc.constantFrom<unknown>(
    [{ name: "a", attachmentUrl: "javascript:alert(1)" }],
    [{ name: "a", attachmentUrl: "https://a.test/x", size: -1 }],
    "https://a.test/x",
    null,
  ),
);
/** Library and equipment attachments also need a name (workout items' do not). */
const badNamedAttachments = fc.oneof(
  badAttachments,
  fc.constant<unknown>([{ name: "  ", attachmentUrl: "https://a.test/x" }]),
);
const badWrapper = fc.constantFrom<unknown>(null, [], "resource", 5, true, deep);

// ── the write routes: a valid body (in reach for both callers) and the ways to break it ────────

type Spec = {
  route: string;
  /** Real ids in reach of both callers. */
  params?: (w: World) => Record<string, number>;
  /** A valid body; absent for routes that read no body. */
  base?: (w: World) => Record<string, unknown>;
  /** dotted path → values that make the body invalid wherever they are put. */
  bad?: Record<string, fc.Arbitrary<unknown>>;
  /** Why the route gets only garbage ids (or nothing at all). */
  note?: string;
};

const userProfileBad = (prefix: string): Record<string, fc.Arbitrary<unknown>> => ({
  [`${prefix}.name`]: badName(),
  [`${prefix}.email`]: badEmail,
  [`${prefix}.phone_number`]: badPhone,
  [`${prefix}.units`]: badEnum,
  [`${prefix}.height`]: fc.constantFrom<unknown>(-1, 301, "tall", 1e308, ...notScalar),
  [`${prefix}.weight`]: fc.constantFrom<unknown>(-0.5, 701, "heavy", ...notScalar),
  [`${prefix}.birthday`]: badDate,
  [`${prefix}.gender`]: badNullableEnum,
  [`${prefix}.timezone`]: fc.oneof(fc.constantFrom<unknown>("", null, 8, ...notScalar), longText(64)),
  [`${prefix}.timezone_offset`]: badStrictInt(-720, 840),
  [`${prefix}.in_person`]: badBoolish,
  [`${prefix}.image_url`]: badUrl,
  [`${prefix}.location`]: badOptionalText(255),
});

const trainerFieldsBad: Record<string, fc.Arbitrary<unknown>> = {
  "trainer.notify_every": badEnum,
  "trainer.tour_step": badStrictInt(0, 1000),
  "trainer.clients_trained": badOptionalText(255),
  "trainer.has_completed_onboarding": badBoolish,
  "trainer.settings": fc.constantFrom<unknown>("dark", 5, [], null),
  "trainer.settings.editorFontSize": badEnum,
  "trainer.settings.pastDueThreshold": badStrictInt(0, 365),
  "trainer.settings.workCanWait.start": fc.constantFrom<unknown>("9am", "9:00", 900, null),
  "trainer.settings.workCanWait.days.mon": badBool,
  "trainer.organization_id": fc.constantFrom<unknown>(0, -1, 1.5, "1", true, []),
  "trainer.super_admin": badBool,
  "trainer.max_clients": badStrictInt(0, 100_000),
  "trainer.has_access": badBool,
  "trainer.coupon_rate": fc.constantFrom<unknown>(-1, 101, "10", ...notScalar),
  "trainer.trial_expires_at": badOptionalText(40),
};

const clientFieldsBad: Record<string, fc.Arbitrary<unknown>> = {
  ...userProfileBad("client.user"),
  "client.user": fc.constantFrom<unknown>(null, "someone", 5, []),
  "client.due": badDate,
  "client.due_date_locked": badBoolish,
  "client.state": badEnum,
  "client.limitations": badOptionalText(5000),
  "client.goals": badOptionalText(5000),
  "client.equipment_attachments": badNamedAttachments,
  "client.client_type": badEnum,
  "client.hide_from_feed": badBoolish,
  "client.settings": fc.constantFrom<unknown>("daily", 5, [], null),
  "client.settings.workoutsThreshold": badStrictInt(0, 365),
  "client.settings.weeklyDigest": badBool,
  "client.trainer_id": badId,
};

const itemBad = fc.constantFrom<unknown>(
  [{ position: -1 }],
  [{ state: "done" }],
  [{ name: "x".repeat(256) }],
  [{ exercise_id: 0 }],
  [{ id: "abc" }],
  [{ is_circuit: "maybe" }],
  [{ selected_exercises: "squat" }],
  [{ attachments: [{ name: "a", attachmentUrl: "javascript:alert(1)" }] }],
  "items",
  null,
);
const selectedBad = (max: number) =>
  fc.oneof(
    tooMany(max, { id: 1, name: "squat" }),
    fc.constantFrom<unknown>(
      [{ id: -1, name: "x" }],
      [{ id: "x".repeat(65), name: "x" }],
      [{ id: 1 }],
      "squat",
      null,
    ),
  );
const workoutContentBad: Record<string, fc.Arbitrary<unknown>> = {
  "workout.title": fc.oneof(fc.constantFrom<unknown>(5, null, ...notScalar), longText(255)),
  "workout.short_description": badOptionalText(20_000),
  "workout.rest_day": badBoolish,
  "workout.rest_day_instructions": badOptionalText(5000),
  "workout.warmup": badOptionalText(10_000),
  "workout.warmup_selected_exercises": selectedBad(200),
  "workout.cooldown_selected_exercises": selectedBad(200),
  "workout.order": fc.constantFrom<unknown>(1e7, -1e7, 0.5, "1", null, ...notScalar),
  "workout.hidden": badBoolish,
  "workout.state": badEnum,
  "workout.due": badDate,
  "workout.position": fc.constantFrom<unknown>(0, -1, 1001, 1.5, "abc", null, {}),
  "workout.workout_items": fc.oneof(itemBad, tooMany(200, { name: "squat" })),
};

const exerciseBad = (withCreateFields: boolean): Record<string, fc.Arbitrary<unknown>> => ({
  "exercise.exercise_name": badName(200),
  "exercise.description": badOptionalText(10_000),
  "exercise.url": badUrl,
  "exercise.attachments": badNamedAttachments,
  "exercise.tags": fc.constantFrom<unknown>("legs", 5, [], null),
  "exercise.tags.type": fc.oneof(
    tooMany(20, "Strength"),
    fc.constantFrom<unknown>([""], "Strength", [5], null),
  ),
  "exercise.tags.primary_muscles": fc.constantFrom<unknown>([`${"x".repeat(51)}`], [null], {}),
  ...(withCreateFields ? { "exercise.default": badBool, "exercise.organization_id": badId } : {}),
});

const templateBad = (
  kind: "warmup" | "cooldown",
  withCreateFields: boolean,
): Record<string, fc.Arbitrary<unknown>> => ({
  [`${kind}.name`]: badName(200),
  [`${kind}.description`]: badOptionalText(10_000),
  [`${kind}.selected_exercises`]: fc.oneof(
    tooMany(100, { id: 1 }),
    fc.constantFrom<unknown>([{ id: 0 }], [{ id: "abc" }], [{ id: 1, name: "x".repeat(201) }], "squat", null),
  ),
  ...(withCreateFields ? { [`${kind}.organization_id`]: badId } : {}),
});

const loginBad = {
  // Any 1–128 character string is a password to try (wrong ones answer 401): only shapes are bad here.
  password: fc.oneof(fc.constantFrom<unknown>("", null, 12345678, ...notScalar), longText(128)),
  email: fc.oneof(fc.constantFrom<unknown>(5, "", "   ", null, ...notScalar), longText(254)),
  username: fc.constantFrom<unknown>(5, "", "   ", null, ...notScalar),
};
const registerBad = {
  user: badWrapper,
  "user.name": badName(),
  "user.email": fc.oneof(badEmail, fc.constant(null)),
  "user.password": badPassword,
  "user.phone_number": fc.oneof(badPhone, fc.constant(null)),
};

const SPECS: Spec[] = [
  // auth
  {
    route: "POST /api/oauth/token",
    base: () => ({ email: "someone@test.local", password: "Some-pass-123" }),
    bad: loginBad,
  },
  {
    route: "POST /api/admin/login",
    base: () => ({ email: "someone@test.local", password: "Some-pass-123" }),
    bad: loginBad,
  },
  {
    route: "POST /api/register",
    base: () => ({ user: { name: "new coach", email: "new-coach@test.local", password: "Register-123" } }),
    bad: registerBad,
  },
  {
    route: "POST /api/trainers/register",
    base: () => ({ user: { name: "new coach", email: "new-coach@test.local", password: "Register-123" } }),
    bad: registerBad,
  },
  {
    route: "POST /api/users/change_password",
    base: () => ({ user: { current_password: "whatever", password: "Changed-123" } }),
    bad: {
      user: badWrapper,
      "user.current_password": fc.oneof(fc.constantFrom<unknown>("", null, 5, ...notScalar), longText(128)),
      "user.password": badPassword,
    },
  },
  {
    route: "POST /api/users/logout_everywhere",
    note: "reads no body and has no id: with a valid token every request is a valid one",
  },
  { route: "POST /api/user/sms", base: () => ({ mobile: "13900000000" }), bad: { mobile: badPhone } },
  {
    route: "POST /api/user/reset_password",
    base: () => ({ user: { mobile: "13900000000", code: "123456", password: "Reset-pass-123" } }),
    bad: {
      user: badWrapper,
      "user.mobile": badPhone,
      "user.code": fc.constantFrom<unknown>(
        "12345",
        "1234567",
        "abcdef",
        123456,
        null,
        "12 345",
        ...notScalar,
      ),
      "user.password": badPassword,
    },
  },
  // users
  {
    route: "POST /api/users",
    base: () => ({ user: { name: "new person" } }),
    bad: {
      user: badWrapper,
      ...userProfileBad("user"),
      "user.password": badPassword,
      "user.super_admin": badBool,
    },
  },
  {
    route: "PUT /api/users/:id",
    params: (w) => ({ id: w.a.ids.clientUser }),
    base: () => ({ user: { location: "home" } }),
    bad: {
      user: badWrapper,
      ...userProfileBad("user"),
      "user.super_admin": badBool,
      "user.disabled": badBool,
    },
  },
  { route: "DELETE /api/users/:id", note: "reads no body: garbage ids only" },
  // organizations
  ...(["POST /api/organizations", "PUT /api/organizations/:id"] as const).map(
    (route): Spec => ({
      route,
      params: route.startsWith("PUT") ? (w) => ({ id: w.a.ids.org }) : undefined,
      base: () => ({
        organization: route.startsWith("POST") ? { name: "new organization" } : { theme: "ocean" },
      }),
      bad: {
        organization: badWrapper,
        "organization.name": badName(),
        "organization.homepage_url": badUrl,
        "organization.can_whitelabel": badBoolish,
        "organization.theme": badOptionalText(64),
        "organization.subdomain": fc.constantFrom<unknown>(
          "-bad",
          "bad-",
          "bad_sub",
          "a".repeat(64),
          "a b",
          5,
          ...notScalar,
        ),
        "organization.owner_id": fc.constantFrom<unknown>(0, -1, 1.5, "5", true, ...notScalar),
        "organization.image_id": fc.constantFrom<unknown>(0, -1, 1.5, "5", true, ...notScalar),
      },
    }),
  ),
  { route: "DELETE /api/organizations/:id", note: "reads no body: garbage ids only" },
  // trainers
  {
    route: "POST /api/trainers",
    base: (w) => ({
      trainer: { organization_id: w.a.ids.org, user: { name: "new coach", email: "coach@test.local" } },
    }),
    bad: {
      trainer: badWrapper,
      ...trainerFieldsBad,
      "trainer.user": fc.constantFrom<unknown>(null, "someone", 5, []),
      "trainer.user.name": badName(),
      "trainer.user.email": badEmail,
      "trainer.user.password": badPassword,
      "trainer.user_id": fc.constantFrom<unknown>(1, 0, -1, "abc"),
    },
  },
  {
    route: "PUT /api/trainers/:id",
    params: (w) => ({ id: w.a.ids.trainer }),
    base: () => ({ trainer: { tour_step: 1 } }),
    bad: { trainer: badWrapper, ...trainerFieldsBad },
  },
  { route: "DELETE /api/trainers/:id", note: "reads no body: garbage ids only" },
  {
    route: "POST /api/trainer_client_transfers",
    base: (w) => ({ trainer: { to_trainer_id: w.a.ids.admin, client_ids: [w.a.ids.client] } }),
    bad: {
      trainer: badWrapper,
      "trainer.client_ids": fc.oneof(
        tooMany(1000, 1),
        fc.constantFrom<unknown>([], ["abc"], [0], [-1], "1,2", null, {}),
      ),
      "trainer.to_trainer_id": fc.oneof(badId, fc.constant(null)),
      "trainer.from_trainer_id": fc.oneof(badId, fc.constant(null)),
    },
  },
  // clients
  {
    route: "POST /api/clients",
    base: (w) => ({ client: { trainer_id: w.a.ids.trainer, user: { name: "new client" } } }),
    bad: { client: badWrapper, ...clientFieldsBad, "client.active": badBoolish },
  },
  {
    route: "PUT /api/clients/:id",
    params: (w) => ({ id: w.a.ids.client }),
    base: () => ({ client: { goals: "run a 10k" } }),
    bad: { client: badWrapper, ...clientFieldsBad },
  },
  { route: "DELETE /api/clients/:id", note: "reads no body: garbage ids only" },
  // workouts
  {
    route: "POST /api/workouts",
    base: (w) => ({ workout: { client_id: w.a.ids.client, due: "2026-3-3", title: "legs" } }),
    bad: {
      workout: badWrapper,
      ...workoutContentBad,
      "workout.client_id": badId,
      "workout.program_id": fc.oneof(badId, fc.constant(1)),
    },
  },
  {
    route: "PUT /api/workouts/:id",
    params: (w) => ({ id: w.a.ids.workout }),
    base: () => ({ workout: { title: "legs" } }),
    bad: { workout: badWrapper, ...workoutContentBad, "workout.client_id": badId },
  },
  { route: "DELETE /api/workouts/:id", note: "reads no body: garbage ids only" },
  {
    route: "POST /api/workouts/:id/copy",
    params: (w) => ({ id: w.a.ids.workout }),
    base: (w) => ({ client_id: w.a.ids.client, due: "2026-3-4" }),
    bad: {
      due: badDate,
      client_id: badId,
      title: fc.constantFrom<unknown>("an extra field", 5, null),
      program_id: fc.constant(1),
    },
  },
  {
    route: "PUT /api/workout_items/:id",
    params: (w) => ({ id: w.a.ids.item }),
    base: () => ({ workout_item: { info: "3 x 10" } }),
    bad: {
      workout_item: badWrapper,
      "workout_item.position": badStrictInt(0, 10_000),
      "workout_item.state": badEnum,
      "workout_item.name": fc.oneof(fc.constantFrom<unknown>(5, null, ...notScalar), longText(255)),
      "workout_item.info": badOptionalText(5000),
      "workout_item.result": badOptionalText(5000),
      "workout_item.is_circuit": badBoolish,
      "workout_item.exercise_id": badId,
      "workout_item.attachments": badAttachments,
      "workout_item.selected_exercises": selectedBad(200),
    },
  },
  { route: "DELETE /api/workout_items/:id", note: "reads no body: garbage ids only" },
  // programs
  {
    route: "POST /api/programs",
    base: (w) => ({ program: { name: "new program", organization_id: w.a.ids.org } }),
    bad: {
      program: badWrapper,
      "program.name": badName(),
      "program.description": badOptionalText(10_000),
      "program.sync_enabled": badBoolish,
      "program.shared": badBoolish,
      "program.trainer_id": badId,
      "program.organization_id": fc.oneof(badId, fc.constant(null)),
    },
  },
  {
    route: "PUT /api/programs/:id",
    params: (w) => ({ id: w.a.ids.program }),
    base: () => ({ program: { description: "twelve weeks" } }),
    bad: {
      program: badWrapper,
      "program.name": badName(),
      "program.description": badOptionalText(10_000),
      "program.sync_enabled": badBoolish,
      "program.shared": badBoolish,
      "program.trainer_id": badId,
    },
  },
  { route: "DELETE /api/programs/:id", note: "reads no body: garbage ids only" },
  {
    route: "POST /api/programs/:id/assign_job",
    params: (w) => ({ id: w.a.ids.program }),
    base: (w) => ({ client_ids: [w.a.ids.client], start_date: "2026-6-1" }),
    bad: {
      client_ids: fc.oneof(tooMany(500, 1), fc.constantFrom<unknown>([], [0], ["abc"], "1", null, {})),
      start_date: badDate,
      end_date: fc.oneof(badDate, fc.constant("2026-5-31")),
      replace: badBoolish,
    },
  },
  // libraries
  {
    route: "POST /api/exercises",
    base: (w) => ({ exercise: { exercise_name: "new lunge", organization_id: w.a.ids.org } }),
    bad: { exercise: badWrapper, ...exerciseBad(true) },
  },
  {
    route: "PUT /api/exercises/:id",
    params: (w) => ({ id: w.a.ids.exercise }),
    base: () => ({ exercise: { description: "slowly" } }),
    bad: { exercise: badWrapper, ...exerciseBad(false) },
  },
  { route: "DELETE /api/exercises/:id", note: "reads no body: garbage ids only" },
  ...(["warmup", "cooldown"] as const).flatMap((kind): Spec[] => [
    {
      route: `POST /api/${kind}s`,
      base: (w) => ({ [kind]: { name: `new ${kind}`, organization_id: w.a.ids.org } }),
      bad: { [kind]: badWrapper, ...templateBad(kind, true) },
    },
    {
      route: `PUT /api/${kind}s/:id`,
      params: (w) => ({ id: kind === "warmup" ? w.a.ids.warmup : w.a.ids.cooldown }),
      base: () => ({ [kind]: { description: "gently" } }),
      bad: { [kind]: badWrapper, ...templateBad(kind, false) },
    },
    { route: `DELETE /api/${kind}s/:id`, note: "reads no body: garbage ids only" },
  ]),
  // comments
  {
    route: "POST /api/comments",
    base: (w) => ({ comment: { workout_id: w.a.ids.workout, body: "well done" } }),
    bad: {
      comment: badWrapper,
      "comment.body": fc.oneof(fc.constantFrom<unknown>("", "   ", 5, null, ...notScalar), longText(5000)),
      "comment.workout_id": fc.oneof(badId, fc.constant(null)),
    },
  },
  { route: "DELETE /api/comments/:id", note: "reads no body: garbage ids only" },
];

// ── bodies ──────────────────────────────────────────────────────────────────────────────────

type Payload = { family: string; text: string; contentType?: string };

const HOSTILE = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  "\u202eevil\u0000null",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏋️",
  "{{constructor.constructor('alert(1)')()}}",
];

const clone = <T>(v: T): T => structuredClone(v);

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split(".");
  let node: Record<string, unknown> = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === null || typeof next !== "object" || Array.isArray(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  // A copy: generated values are shared between runs and must never be written into.
  node[parts[parts.length - 1]!] = value === undefined ? value : structuredClone(value);
}

/** Hostile but possibly valid decoration: script/SQL/unicode in text leaves, extra keys everywhere. */
function decorate(body: Record<string, unknown>, pick: number[]): Record<string, unknown> {
  let i = 0;
  const walk = (node: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === "string") node[key] = HOSTILE[(pick[i++ % pick.length] ?? 0) % HOSTILE.length];
      else if (value && typeof value === "object" && !Array.isArray(value))
        walk(value as Record<string, unknown>);
    }
  };
  walk(body);
  const extras = { id: 1, organization_id: 1, super_admin: true, created_at: "1970-01-01" };
  for (const node of [
    body,
    ...Object.values(body).filter((v) => v && typeof v === "object" && !Array.isArray(v)),
  ]) {
    Object.assign(node as object, extras);
  }
  return body;
}

/** `{"__proto__": …}` as JSON text (JSON.stringify would drop a real prototype key). */
const PROTO_KEYS = ',"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}';
function withProtoKeys(json: string): string {
  return json.endsWith("}") ? json.slice(0, -1) + (json === "{}" ? PROTO_KEYS.slice(1) : PROTO_KEYS) : json;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function payloads(spec: Spec, w: World): fc.Arbitrary<Payload> {
  const base = spec.base!(w);
  const required = Object.keys(base);
  const baseText = JSON.stringify(base);

  // 1. Arbitrary JSON without any of the route's top-level keys (so it cannot be valid).
  const arbitrary = fc.jsonValue({ maxDepth: 4 }).map((v): Payload => {
    if (v && typeof v === "object" && !Array.isArray(v)) {
      const copy = { ...(v as Record<string, unknown>) };
      for (const key of required) delete copy[key];
      return { family: "arbitrary-json", text: JSON.stringify(copy) };
    }
    return { family: "arbitrary-json", text: JSON.stringify(v) };
  });

  // 2. The right shape with 1–3 fields of the wrong type or size (after hostile decoration).
  const mutations = Object.entries(spec.bad ?? {}).map(([path, arb]) =>
    arb.map((value) => ({ path, value })),
  );
  const mutated = fc
    .tuple(
      fc.boolean(),
      fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
      fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 }),
      fc.boolean(),
    )
    .map(([decorated, pick, changes, proto]): Payload => {
      const body = decorated ? decorate(clone(base), pick) : clone(base);
      for (const { path, value } of changes) setPath(body, path, value);
      const text = JSON.stringify(body);
      return {
        family: `mutated:${changes.map((c) => c.path).join(",")}`,
        text: proto ? withProtoKeys(text) : text,
      };
    });

  // 3. Malformed JSON text (and the empty body, which is `{}` and misses the wrapper).
  const malformed = fc
    .oneof(
      fc.integer({ min: 0, max: baseText.length - 1 }).map((n) => baseText.slice(0, n)),
      fc.constantFrom(
        `${baseText}}`,
        `${baseText},`,
        baseText.replace(/"/g, "'"),
        baseText.replace(/:/, ': NaN, "x":'),
        `// comment\n${baseText}`,
        `[${baseText}`,
        "",
        "   ",
        "undefined",
        "\u0000",
        '{"a":"\\u12"}',
      ),
      fc.string({ maxLength: 200 }),
    )
    .filter((text) => !isJson(text))
    .map((text): Payload => ({ family: "malformed-json", text }));

  // 4. Other content types with bodies that are not JSON.
  const formEncoded = new URLSearchParams(
    Object.entries(base).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
  ).toString();
  const otherTypes = fc
    .tuple(
      fc.constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=xyz",
        "application/xml",
        "application/octet-stream",
        "",
      ),
      fc.constantFrom(
        formEncoded,
        `<${required[0]}><name>x</name></${required[0]}>`,
        `--xyz\r\nContent-Disposition: form-data; name="${required[0]}"\r\n\r\n${baseText}\r\n--xyz--`,
        "\u0089PNG\r\n\u001a\n\u0000\u0000",
      ),
    )
    .filter(([, text]) => !isJson(text))
    .map(
      ([contentType, text]): Payload => ({
        family: `content-type:${contentType || "(empty)"}`,
        text,
        contentType,
      }),
    );

  return fc.oneof(
    { arbitrary, weight: 2 },
    { arbitrary: mutated, weight: 5 },
    { arbitrary: malformed, weight: 2 },
    { arbitrary: otherTypes, weight: 1 },
  );
}

/** Values every run tries whatever the seed (fast-check `examples`): the documented refusals. */
const PINNED = new Map<fc.Arbitrary<unknown>, unknown[]>([[badDate, ["2026-2-30", "2026-13-1"]]]);

/** One body per bad field (pinned values, else two fixed samples), so every field is hit on every run. */
function fieldExamples(spec: Spec, w: World): [Payload][] {
  const base = spec.base!(w);
  return Object.entries(spec.bad ?? {}).flatMap(([path, arb]) =>
    (PINNED.get(arb) ?? fc.sample(arb, { numRuns: 2, seed: 7 })).map((value): [Payload] => {
      const body = clone(base);
      setPath(body, path, value);
      return [{ family: `example:${path}`, text: JSON.stringify(body) }];
    }),
  );
}

const GARBAGE_IDS = [
  "0",
  "-1",
  "1e20",
  "abc",
  "9".repeat(300),
  "1.5",
  "00",
  " 1",
  "\u0000",
  "9999999999999999",
  "2000000000",
  "<script>",
];

// ── running ─────────────────────────────────────────────────────────────────────────────────

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

const CALLERS = ["super", "coach"] as const;
const tokenOf = (caller: (typeof CALLERS)[number]) =>
  caller === "super" ? w.superAdmin.token : w.a.admin.token;

function consoleErrors(): number {
  return vi.isMockFunction(console.error) ? vi.mocked(console.error).mock.calls.length : 0;
}

/** One request that must be refused with a 4xx, CONTRACT's body, no server error and no write. */
async function expectRefused(
  method: Method,
  path: string,
  payload: Payload | null,
  token: string,
  baseline: Fingerprint,
) {
  const errorsBefore = consoleErrors();
  const res = await api.request(method, path, {
    token,
    ...(payload ? { rawBody: payload.text } : {}),
    ...(payload?.contentType !== undefined ? { headers: { "content-type": payload.contentType } } : {}),
  });
  const label = `${method} ${path} [${payload?.family ?? "no body"}] → ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
  expect(res.status, `${label}: server error`).toBeLessThan(500);
  expect(res.status, `${label}: a body that cannot be valid was accepted`).toBeGreaterThanOrEqual(400);
  const body = res.body as Record<string, unknown>;
  expect(typeof body?.success === "number" && body.success !== 0, `${label}: success must be non-zero`).toBe(
    true,
  );
  expect(typeof body?.msg, `${label}: msg`).toBe("string");
  expect(typeof body?.code, `${label}: code`).toBe("string");
  expect(consoleErrors() - errorsBefore, `${label}: console.error was called`).toBe(0);
  expect(({} as Record<string, unknown>).polluted, `${label}: Object.prototype was polluted`).toBeUndefined();
  const changed = changedTables(baseline, await fingerprint(base.client));
  expect(changed, `${label}: the database changed`).toEqual([]);
}

function split(route: string) {
  const [method, pattern] = route.split(" ") as [Method, string];
  return { method, pattern };
}

describe("every REST write route refuses bad input: 4xx, CONTRACT body, database unchanged", () => {
  for (const spec of SPECS) {
    const { method, pattern } = split(spec.route);
    for (const caller of CALLERS) {
      if (spec.base) {
        it(`${spec.route} as ${caller}: generated bad bodies, real ids`, async () => {
          const baseline = await fingerprint(base.client);
          const path = fillPath(pattern, spec.params?.(w));
          await fc.assert(
            fc.asyncProperty(payloads(spec, w), (payload) =>
              expectRefused(method, path, payload, tokenOf(caller), baseline),
            ),
            { numRuns: BODY_RUNS, seed: SEED, endOnFailure: true, examples: fieldExamples(spec, w) },
          );
        });
      }
      if (pattern.includes(":id")) {
        it(`${spec.route} as ${caller}: garbage ids`, async () => {
          const baseline = await fingerprint(base.client);
          const bodies = spec.base
            ? fc.oneof(
                payloads(spec, w),
                fc.constant<Payload>({ family: "valid body", text: JSON.stringify(spec.base(w)) }),
              )
            : fc.oneof(
                fc.constant<Payload | null>(null),
                fc
                  .jsonValue({ maxDepth: 3 })
                  .map((v): Payload => ({ family: "json", text: JSON.stringify(v) })),
              );
          await fc.assert(
            fc.asyncProperty(fc.constantFrom(...GARBAGE_IDS), bodies, (id, payload) =>
              expectRefused(method, fillPath(pattern, { id }), payload, tokenOf(caller), baseline),
            ),
            { numRuns: GARBAGE_ID_RUNS, seed: SEED, endOnFailure: true },
          );
        });
      }
    }
  }

  it("covers every write route of the app (a new route needs a spec here)", () => {
    const app = createApp({ db: t.db, config: t.deps.config });
    const writes = restRoutes(app).filter((r) => !r.startsWith("GET "));
    const specified = new Set(SPECS.map((s) => s.route));
    expect(writes.filter((r) => !specified.has(r))).toEqual([]);
    expect([...specified].filter((r) => !writes.includes(r))).toEqual([]);
    // Only routes that read no body may go without generated bodies, and they must say why.
    expect(SPECS.filter((s) => !s.base && !s.note).map((s) => s.route)).toEqual([]);
  });
});
