import { randomUUID } from "node:crypto";
import {
  assessment_groups,
  assessment_tests,
  metrics,
  photo_sessions,
  uploads,
  weight_trackings,
} from "../../../db/schema";
import { MARK_A, MARK_B, type PersonaKey, personaOf, type World } from "../support/world";
import { anyCoach, type Case, coachInOrg, coachOrSelf, type FieldCase, rowOf } from "./kit";

/**
 * The authorization matrix cases of `progress.*` (issue 28): a client's bodyweight, metric values
 * and photos are its own and its organization's coaches' (the super admin's too); assessments are
 * the coaches' to record; metrics and assessment templates belong to an organization. Another
 * organization's coach gets 404. Types and patterns: ./kit.ts.
 */

const now = (w: World) => w.t.clock.now().toISOString();

/** Days nobody else logs on, one per call: client A has one entry per day. */
let dayCount = 0;
const freshDay = () => new Date(Date.UTC(1950, 0, 1) + ++dayCount * 86_400_000).toISOString().slice(0, 10);

/** A bodyweight entry of client A on a day of its own. */
async function freshWeight(w: World) {
  const row = await rowOf(
    w.t.db
      .insert(weight_trackings)
      .values({
        client_id: w.a.ids.client,
        date: freshDay(),
        weight_kg: 80,
        created_at: now(w),
        updated_at: now(w),
      })
      .returning({ id: weight_trackings.id }),
  );
  return { entry: row.id };
}

/** A metric of organization A (and one of B, so B's coach has its own to list). */
async function freshMetric(w: World) {
  const ofOrg = (organizationId: number, mark: string) =>
    w.t.db
      .insert(metrics)
      .values({
        organization_id: organizationId,
        name_zh: `${mark}-静息心率`,
        name_en: "Resting heart rate",
        unit: "bpm",
        direction: "lower",
        created_at: now(w),
      })
      .returning({ id: metrics.id });
  await ofOrg(w.b.ids.org, MARK_B);
  const row = await rowOf(ofOrg(w.a.ids.org, MARK_A));
  return { metric: row.id };
}

/** An assessment template of organization A with one test (and one of B, for B's coach to list). */
async function freshGroup(w: World) {
  await w.t.db
    .insert(assessment_groups)
    .values({ organization_id: w.b.ids.org, name: `${MARK_B}-体测`, created_at: now(w) });
  const group = await rowOf(
    w.t.db
      .insert(assessment_groups)
      .values({ organization_id: w.a.ids.org, name: `${MARK_A}-体测`, created_at: now(w) })
      .returning({ id: assessment_groups.id }),
  );
  const test = await rowOf(
    w.t.db
      .insert(assessment_tests)
      .values({ group_id: group.id, name: "俯卧撑 1 分钟", unit: "次", direction: "higher", position: 0 })
      .returning({ id: assessment_tests.id }),
  );
  return { group: group.id, test: test.id };
}

/** An image the persona just uploaded (nothing holds it yet), for a photo session. */
async function freshPhoto(w: World, who: PersonaKey) {
  const id = randomUUID().replaceAll("-", "");
  await w.t.db.insert(uploads).values({
    id,
    owner_user_id: personaOf(w, who)?.userId ?? w.a.ids.trainerUser,
    organization_id: w.a.ids.org,
    name: "front.jpg",
    type: "image/jpeg",
    size: 10,
    storage_key: `matrix/${id}`,
    created_at: now(w),
  });
  return { upload: id };
}

/** A photo session of client A (no photos: deleting it is what is tried). */
async function freshSession(w: World) {
  const row = await rowOf(
    w.t.db
      .insert(photo_sessions)
      .values({
        client_id: w.a.ids.client,
        date: "2026-03-01",
        author_id: w.a.ids.trainerUser,
        created_at: now(w),
      })
      .returning({ id: photo_sessions.id }),
  );
  return { session: row.id };
}

const clientId = (w: World) => w.a.ids.client;

export const cases: Case[] = [
  {
    name: "a client's progress view (client A's own)",
    route: "GET /api/clients/:id/progress",
    trpc: "progress.overview",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: clientId(w) }, input: { client_id: clientId(w) } }),
  },
  {
    name: "list a client's bodyweights",
    route: "GET /api/clients/:id/weight_trackings",
    trpc: "progress.weightTrackings.list",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: clientId(w) }, input: { client_id: clientId(w) } }),
  },
  {
    name: "log a client's bodyweight",
    route: "POST /api/clients/:id/weight_trackings",
    trpc: "progress.weightTrackings.save",
    expect: coachOrSelf,
    req: ({ w }) => {
      const weight_tracking = { date: "2026-03-02", weight: 160, unit: "斤" };
      return {
        params: { id: clientId(w) },
        body: { weight_tracking },
        input: { client_id: clientId(w), weight_tracking },
      };
    },
  },
  {
    name: "change a bodyweight entry",
    route: "PUT /api/weight_trackings/:id",
    trpc: "progress.weightTrackings.update",
    expect: coachOrSelf,
    fresh: (w) => freshWeight(w),
    req: ({ f }) => ({
      params: { id: f.entry! },
      body: { weight_tracking: { date: freshDay(), weight_kg: 79 } },
    }),
  },
  {
    name: "delete a bodyweight entry",
    route: "DELETE /api/weight_trackings/:id",
    trpc: "progress.weightTrackings.delete",
    expect: coachOrSelf,
    fresh: (w) => freshWeight(w),
    req: ({ f }) => ({ params: { id: f.entry! } }),
  },
  {
    name: "list the organization's metrics",
    route: "GET /api/metrics",
    trpc: "progress.metrics.list",
    expect: anyCoach,
    seesOwn: true,
    fresh: (w) => freshMetric(w),
    req: () => ({}),
  },
  {
    name: "define a metric (the super admin names the organization)",
    route: "POST /api/metrics",
    trpc: "progress.metrics.create",
    expect: anyCoach,
    req: ({ w }) => ({
      body: {
        metric: { name_zh: "5 公里用时", name_en: "5 km time", unit: "min", direction: "lower" },
        organization_id: w.a.ids.org,
      },
    }),
  },
  {
    name: "a client's metric values",
    route: "GET /api/clients/:id/metric_values",
    trpc: "progress.metrics.values",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: clientId(w) }, input: { client_id: clientId(w) } }),
  },
  {
    name: "log a client's metric value",
    route: "POST /api/clients/:id/metric_values",
    trpc: "progress.metrics.saveValue",
    expect: coachOrSelf,
    fresh: (w) => freshMetric(w),
    req: ({ w, f }) => {
      const metric_value = { metric_id: f.metric!, date: "2026-03-02", value: 58, target: 55 };
      return {
        params: { id: clientId(w) },
        body: { metric_value },
        input: { client_id: clientId(w), metric_value },
      };
    },
  },
  {
    name: "list a client's photo sessions",
    route: "GET /api/clients/:id/photo_sessions",
    trpc: "progress.photoSessions.list",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: clientId(w) }, input: { client_id: clientId(w) } }),
  },
  {
    name: "add a photo session (a photo the caller uploaded)",
    route: "POST /api/clients/:id/photo_sessions",
    trpc: "progress.photoSessions.create",
    expect: coachOrSelf,
    fresh: (w, who) => freshPhoto(w, who),
    req: ({ w, f }) => {
      const photo_session = { date: "2026-03-02", photos: [{ upload_id: f.upload!, pose: "front" }] };
      return {
        params: { id: clientId(w) },
        body: { photo_session },
        input: { client_id: clientId(w), photo_session },
      };
    },
  },
  {
    name: "delete a photo session",
    route: "DELETE /api/photo_sessions/:id",
    trpc: "progress.photoSessions.delete",
    expect: coachOrSelf,
    fresh: (w) => freshSession(w),
    req: ({ f }) => ({ params: { id: f.session! } }),
  },
  {
    name: "list the organization's assessment templates",
    route: "GET /api/assessment_groups",
    trpc: "progress.assessments.groups",
    expect: anyCoach,
    seesOwn: true,
    fresh: (w) => freshGroup(w),
    req: () => ({}),
  },
  {
    name: "create an assessment template (the super admin names the organization)",
    route: "POST /api/assessment_groups",
    trpc: "progress.assessments.createGroup",
    expect: anyCoach,
    req: ({ w }) => ({
      body: {
        assessment_group: { name: "FMS", tests: [{ name: "深蹲", unit: "分", direction: "higher" }] },
        organization_id: w.a.ids.org,
      },
    }),
  },
  {
    name: "the templates a client's assessments use",
    route: "GET /api/clients/:id/assessment_groups",
    trpc: "progress.assessments.clientGroups",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: clientId(w) }, input: { client_id: clientId(w) } }),
  },
  {
    name: "list a client's assessments",
    route: "GET /api/clients/:id/assessments",
    trpc: "progress.assessments.list",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: clientId(w) }, input: { client_id: clientId(w) } }),
  },
  {
    name: "record a client's assessment (coaches only)",
    route: "POST /api/clients/:id/assessments",
    trpc: "progress.assessments.create",
    expect: coachInOrg,
    fresh: (w) => freshGroup(w),
    req: ({ w, f }) => {
      const assessment = {
        date: "2026-03-02",
        assessment_group_id: f.group!,
        values: [{ test_id: f.test!, value: 32 }],
      };
      return {
        params: { id: clientId(w) },
        body: { assessment },
        input: { client_id: clientId(w), assessment },
      };
    },
  },
];

export const fieldCases: FieldCase[] = [];
