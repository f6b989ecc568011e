import { sendSmsCode } from "../../../worker/domains/auth/sign-in";
import { inviteClient } from "../../../worker/domains/clients/invite";
import { createComment } from "../../../worker/domains/comments/comments";
import { ZCreateCommentInput } from "../../../worker/domains/comments/schemas";
import { createExercise } from "../../../worker/domains/libraries/exercises";
import {
  ZCreateCooldownInput,
  ZCreateExerciseInput,
  ZCreateWarmupInput,
} from "../../../worker/domains/libraries/schemas";
import { createCooldown, createWarmup } from "../../../worker/domains/libraries/templates";
import { createProgram } from "../../../worker/domains/programs/programs";
import { ZCreateProgramInput } from "../../../worker/domains/programs/schemas";
import { ZCreateTrainerInput } from "../../../worker/domains/trainers/schemas";
import { createTrainer } from "../../../worker/domains/trainers/trainers";
import { ZCreateWorkoutInput } from "../../../worker/domains/workouts/schemas";
import { createWorkout } from "../../../worker/domains/workouts/workouts";
import type { Actor } from "../../../worker/services/actor";
import {
  insertClient,
  insertOrganization,
  insertSuper,
  insertTrainer,
  insertUser,
  type Persona,
  persona,
  unique,
} from "../../factories";
import type { TestDb } from "../../helpers/db";

/**
 * The world of the authorization matrix and the bad-input properties: organizations A and B, each
 * with an admin, a trainer, clients, a completed workout with items and a comment, a program with
 * a template workout, and its own exercise, warm-up and cool-down; plus a super admin and a default
 * (catalogue) exercise. Every name and email of A's records carries MARK_A (B's: MARK_B), so any
 * answer given to B's trainer can be searched for A's data in one `includes`.
 */
export const MARK_A = "marka";
export const MARK_B = "markb";

export type TrainerPersona = Persona & { trainerId: number };

/** The ids of one organization's records (what requests carry). */
export type OrgIds = {
  org: number;
  admin: number;
  adminUser: number;
  trainer: number;
  trainerUser: number;
  client: number;
  clientUser: number;
  clientSlug: string;
  /** A client of the admin (not of the trainer). */
  adminClient: number;
  workout: number;
  item: number;
  template: number;
  program: number;
  exercise: number;
  warmup: number;
  cooldown: number;
  comment: number;
};

export type Side = { mark: string; ids: OrgIds; admin: TrainerPersona; trainer: TrainerPersona };

export type World = {
  t: TestDb;
  a: Side;
  b: Side;
  superAdmin: Persona;
  /**
   * A signed-in client: A's client `a.ids.client` (trainer A's), with an account. Its own records
   * are A's client, workout, items and comments; everything else of A is other people's.
   */
  clientA: Persona & { clientId: number };
  /** Another super admin (a record only super admins reach). */
  otherSuperUser: number;
  /** A default exercise of the shared catalogue (visible to all coaches, writable by super only). */
  catalogueExercise: number;
  /** A coach with a password, for the login routes. */
  login: { email: string; password: string; superEmail: string; superPassword: string };
};

export const PERSONAS = ["anon", "trainerA", "adminA", "super", "trainerB", "clientA"] as const;
export type PersonaKey = (typeof PERSONAS)[number];

/** The signed-in persona (null: anonymous). */
export function personaOf(w: World, who: PersonaKey): Persona | null {
  switch (who) {
    case "anon":
      return null;
    case "trainerA":
      return w.a.trainer;
    case "adminA":
      return w.a.admin;
    case "super":
      return w.superAdmin;
    case "trainerB":
      return w.b.trainer;
    case "clientA":
      return w.clientA;
  }
}

const DUE = "2026-03-01";

async function buildSide(t: TestDb, mark: string, superActor: Actor): Promise<Side> {
  const org = await insertOrganization(t, { name: `${mark}-org-${unique("o")}` });
  const admin = await insertTrainer(t, org.id, {
    admin: true,
    name: `${mark}-admin`,
    email: `${mark}-admin-${unique("e")}@test.local`,
  });
  const trainer = await insertTrainer(t, org.id, {
    name: `${mark}-trainer`,
    email: `${mark}-trainer-${unique("e")}@test.local`,
  });
  const client = await insertClient(t, trainer, { name: `${mark}-client` });
  const adminClient = await insertClient(t, admin, { name: `${mark}-admin-client` });
  const exercise = await createExercise(
    t.deps,
    trainer.actor,
    ZCreateExerciseInput.parse({ exercise: { exercise_name: `${mark}-exercise` } }),
  );
  const workout = await createWorkout(
    t.deps,
    trainer.actor,
    ZCreateWorkoutInput.parse({
      workout: {
        client_id: client.id,
        due: DUE,
        state: "completed",
        title: `${mark}-workout`,
        workout_items: [
          { name: `${mark}-item-1`, exercise_id: exercise.exercise.id },
          { name: `${mark}-item-2` },
        ],
      },
    }),
  );
  await createComment(
    t.deps,
    admin.actor,
    ZCreateCommentInput.parse({ comment: { workout_id: workout.workout.id, body: `${mark}-comment` } }),
  );
  const commented = await createComment(
    t.deps,
    trainer.actor,
    ZCreateCommentInput.parse({ comment: { workout_id: workout.workout.id, body: `${mark}-comment-2` } }),
  );
  const program = await createProgram(
    t.deps,
    admin.actor,
    ZCreateProgramInput.parse({ program: { name: `${mark}-program`, description: `${mark}-program-text` } }),
  );
  const template = await createWorkout(
    t.deps,
    superActor,
    ZCreateWorkoutInput.parse({
      workout: {
        program_id: program.program.id,
        position: 1,
        title: `${mark}-template`,
        workout_items: [{ name: `${mark}-template-item` }],
      },
    }),
  );
  const warmup = await createWarmup(
    t.deps,
    trainer.actor,
    ZCreateWarmupInput.parse({
      warmup: { name: `${mark}-warmup`, selected_exercises: [{ id: exercise.exercise.id }] },
    }),
  );
  const cooldown = await createCooldown(
    t.deps,
    trainer.actor,
    ZCreateCooldownInput.parse({ cooldown: { name: `${mark}-cooldown` } }),
  );
  return {
    mark,
    admin,
    trainer,
    ids: {
      org: org.id,
      admin: admin.trainerId,
      adminUser: admin.userId,
      trainer: trainer.trainerId,
      trainerUser: trainer.userId,
      client: client.id,
      clientUser: client.user_id,
      clientSlug: client.slug,
      adminClient: adminClient.id,
      workout: workout.workout.id,
      item: workout.workout.workout_items[0]!.id,
      template: template.workout.id,
      program: program.program.id,
      exercise: exercise.exercise.id,
      warmup: warmup.warmup.id,
      cooldown: cooldown.cooldown.id,
      comment: commented.comment.id,
    },
  };
}

export async function buildWorld(t: TestDb): Promise<World> {
  const superPassword = "Super-pass-123";
  const superEmail = `super-${unique("s")}@test.local`;
  const superAdmin = await insertSuper(t, {
    name: "the super admin",
    email: superEmail,
    password: superPassword,
  });
  const otherSuper = await insertUser(t, { name: "another super admin", super_admin: true });
  const catalogue = await createExercise(
    t.deps,
    superAdmin.actor,
    ZCreateExerciseInput.parse({ exercise: { exercise_name: "catalogue squat", default: true } }),
  );
  const a = await buildSide(t, MARK_A, superAdmin.actor);
  const b = await buildSide(t, MARK_B, superAdmin.actor);
  const password = "Coach-pass-123";
  const email = `login-${unique("l")}@test.local`;
  await insertTrainer(t, b.ids.org, { name: `${MARK_B}-login-coach`, email, password });
  const clientA = { ...(await persona(t, a.ids.clientUser)), clientId: a.ids.client };
  return {
    t,
    a,
    b,
    superAdmin,
    clientA,
    otherSuperUser: otherSuper.id,
    catalogueExercise: catalogue.exercise.id,
    login: { email, password, superEmail, superPassword },
  };
}

/**
 * The same world with A's ids replaced by ids (and a slug) that exist nowhere: a request that
 * answers 404 for a foreign id must answer exactly the same for a missing one, or ids of other
 * organizations would reveal something (docs/architecture.md, "Roles and reach").
 */
export function ghostWorld(w: World): World {
  return { ...w, a: { ...w.a, ids: ghostIds(w.a.ids) } };
}

export function ghostIds<T extends Record<string, number | string>>(ids: T): T {
  const out: Record<string, number | string> = {};
  let n = 0;
  for (const [key, value] of Object.entries(ids)) {
    n++;
    out[key] = typeof value === "number" ? 2_000_000_000 + n : `ghost-client-${n}zz`;
  }
  return out as T;
}

// Fresh targets in organization A, one per run of a destructive case (so order does not matter).

export async function freshClient(w: World, of: "trainer" | "admin" = "trainer") {
  const owner = of === "trainer" ? w.a.trainer : w.a.admin;
  const client = await insertClient(w.t, owner, { name: `${MARK_A}-fresh-client` });
  return { client: client.id, clientUser: client.user_id };
}

export async function freshTrainer(w: World) {
  const trainer = await insertTrainer(w.t, w.a.ids.org, {
    name: `${MARK_A}-fresh-trainer`,
    email: `${MARK_A}-fresh-${unique("t")}@test.local`,
  });
  return { trainer: trainer.trainerId, trainerUser: trainer.userId };
}

export async function freshWorkout(w: World) {
  const created = await createWorkout(
    w.t.deps,
    w.a.trainer.actor,
    ZCreateWorkoutInput.parse({
      workout: {
        client_id: w.a.ids.client,
        due: "2026-03-05",
        title: `${MARK_A}-fresh-workout`,
        workout_items: [{ name: `${MARK_A}-fresh-item` }, { name: `${MARK_A}-fresh-item-2` }],
      },
    }),
  );
  return { workout: created.workout.id, item: created.workout.workout_items[0]!.id };
}

export async function freshProgram(w: World) {
  const created = await createProgram(
    w.t.deps,
    w.a.trainer.actor,
    ZCreateProgramInput.parse({ program: { name: `${MARK_A}-fresh-program` } }),
  );
  return { program: created.program.id };
}

export async function freshExercise(w: World, catalogue = false) {
  const created = await createExercise(
    w.t.deps,
    catalogue ? w.superAdmin.actor : w.a.trainer.actor,
    ZCreateExerciseInput.parse({
      exercise: {
        exercise_name: catalogue ? "fresh catalogue lunge" : `${MARK_A}-fresh-exercise`,
        default: catalogue,
      },
    }),
  );
  return { exercise: created.exercise.id };
}

export async function freshWarmup(w: World) {
  const created = await createWarmup(
    w.t.deps,
    w.a.trainer.actor,
    ZCreateWarmupInput.parse({ warmup: { name: `${MARK_A}-fresh-warmup` } }),
  );
  return { warmup: created.warmup.id };
}

export async function freshCooldown(w: World) {
  const created = await createCooldown(
    w.t.deps,
    w.a.trainer.actor,
    ZCreateCooldownInput.parse({ cooldown: { name: `${MARK_A}-fresh-cooldown` } }),
  );
  return { cooldown: created.cooldown.id };
}

export async function freshComment(w: World) {
  const created = await createComment(
    w.t.deps,
    w.a.admin.actor,
    ZCreateCommentInput.parse({ comment: { workout_id: w.a.ids.workout, body: `${MARK_A}-fresh-comment` } }),
  );
  return { comment: created.comment.id };
}

export async function freshOrganization(w: World) {
  const org = await insertOrganization(w.t, { name: `${MARK_A}-fresh-org-${unique("o")}` });
  return { org: org.id };
}

export async function freshSuperUser(w: World) {
  const user = await insertUser(w.t, { name: "fresh super admin", super_admin: true });
  return { user: user.id };
}

/** A super admin who also coaches in organization A (a trainer profile there). */
export async function freshSuperCoach(w: World) {
  const { user } = await freshSuperUser(w);
  await createTrainer(
    w.t.deps,
    w.superAdmin.actor,
    ZCreateTrainerInput.parse({ trainer: { user_id: user, organization_id: w.a.ids.org } }),
  );
  return { user };
}

let phoneSeq = 0;
/** A fresh mobile number that belongs to a fresh account (for the SMS routes). */
export async function freshPhoneUser(w: World) {
  const phone = `139${String(++phoneSeq).padStart(8, "0")}`;
  await insertUser(w.t, { name: `${MARK_B}-phone-user`, phone_number: phone });
  return { phone };
}

/** A fresh account with a pending SMS code, as /user/sms leaves it; the code read from the sender. */
export async function freshResetCode(w: World) {
  const { phone } = await freshPhoneUser(w);
  const before = w.t.sms.sent.length;
  await sendSmsCode(w.t.deps, { mobile: phone });
  const text = w.t.sms.sent.slice(before).find((s) => s.phone === phone)?.text ?? "";
  const code = /\d{6}/.exec(text)?.[0];
  if (!code) throw new Error(`no SMS code sent to ${phone}`);
  return { phone, code };
}

/**
 * A new persona of the same kind (with a password), for cases that end the caller's tokens or
 * change its password. Anonymous stays anonymous.
 */
export async function freshPersona(w: World, who: PersonaKey, password: string): Promise<Persona | null> {
  const email = `${unique("fresh")}@test.local`;
  switch (who) {
    case "anon":
      return null;
    case "trainerA":
      return insertTrainer(w.t, w.a.ids.org, { name: `${MARK_A}-fresh-coach`, email, password });
    case "adminA":
      return insertTrainer(w.t, w.a.ids.org, { name: `${MARK_A}-fresh-admin`, email, password, admin: true });
    case "super":
      return insertSuper(w.t, { name: "fresh super", email, password });
    case "trainerB":
      return insertTrainer(w.t, w.b.ids.org, { name: `${MARK_B}-fresh-coach`, email, password });
    case "clientA": {
      const client = await insertClient(w.t, w.a.trainer, {
        name: `${MARK_A}-fresh-client`,
        email,
        password,
      });
      return persona(w.t, client.user_id);
    }
  }
}

/** A fresh client of trainer A (or B) with an email: invitations need an email or a phone. */
export async function freshInvitableClient(w: World, side: "a" | "b" = "a") {
  const client = await insertClient(w.t, w[side].trainer, {
    name: `${w[side].mark}-invitee`,
    email: `${unique("invitee")}@test.local`,
  });
  return { client: client.id, clientUser: client.user_id };
}

/** A fresh client of trainer A who signs in with an email and a password. */
export async function freshClientLogin(w: World) {
  const email = `${unique("client-login")}@test.local`;
  const client = await insertClient(w.t, w.a.trainer, {
    name: `${MARK_A}-login-client`,
    email,
    password: PASSWORD_OF_CLIENTS,
  });
  return { client: client.id, email, password: PASSWORD_OF_CLIENTS };
}
const PASSWORD_OF_CLIENTS = "Client-pass-123";

/**
 * An open invitation of a fresh client (the token as the link carries it). Its holder reads whom it
 * is for: B's trainer gets one of B's clients, so the matrix's leak check stays meaningful.
 */
export async function freshInvite(w: World, who?: PersonaKey) {
  const side = who === "trainerB" ? "b" : "a";
  const { client, clientUser } = await freshInvitableClient(w, side);
  const sent = await inviteClient(w.t.deps, w[side].trainer.actor, client, {
    ip: null,
    origin: "http://test",
  });
  const token = sent.invite.url.split("/invite/")[1]!;
  return { client, clientUser, token };
}

/** A fresh workout of A's admin's client: another client's record, out of client A's reach. */
export async function freshOtherClientWorkout(w: World) {
  const created = await createWorkout(
    w.t.deps,
    w.a.admin.actor,
    ZCreateWorkoutInput.parse({
      workout: {
        client_id: w.a.ids.adminClient,
        due: "2026-03-01",
        title: `${MARK_A}-other-client-workout`,
        workout_items: [{ name: `${MARK_A}-other-item` }],
      },
    }),
  );
  return { workout: created.workout.id, item: created.workout.workout_items[0]!.id };
}

/** A fresh comment client A wrote on its own workout. */
export async function freshClientComment(w: World) {
  const created = await createComment(
    w.t.deps,
    w.clientA.actor,
    ZCreateCommentInput.parse({ comment: { workout_id: w.a.ids.workout, body: "my own note" } }),
  );
  return { comment: created.comment.id };
}
