import type { Persona } from "../../factories";
import type { Answer } from "../support/surfaces";
import type { PersonaKey, World } from "../support/world";

/**
 * What the authorization matrix's cases are made of (docs/authorization.md, "How the tests enforce
 * it"): the case shape, the expected outcome per persona by reach rule, and small helpers the cases
 * share. The cases themselves live next to their domain, one `<domain>.cases.ts` per tRPC prefix,
 * and ./index.ts gathers them; the runner is ../authorization-matrix.test.ts.
 */

export type Outcome = "ok" | 400 | 401 | 403 | 404 | 409;
/**
 * The outcome per persona. `clientA` (a signed-in client of trainer A) is optional: a case that
 * does not state it expects 403, because a client may use no coach operation. Cases state `ok` where
 * a client acts on its own records and 404 for other people's (docs/authorization.md, "client").
 */
export type Expect = Record<Exclude<PersonaKey, "clientA">, Outcome> & { clientA?: Outcome };
/** What the runner expects of `clientA` when a case does not say. */
export const CLIENT_DEFAULT: Outcome = 403;
export type Ids = Record<string, number | string>;
export type Ctx = { w: World; who: PersonaKey; f: Ids; me: Persona | null };
export type Req = {
  params?: Record<string, number | string>;
  query?: Record<string, number | string>;
  body?: unknown;
  /** tRPC input when it is not `{...params, ...query, ...body}`. */
  input?: unknown;
};
export type Case = {
  name: string;
  /** "METHOD /api/path/:param", as `restRoutes()` names it (no `{regex}` constraints). */
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
export const coachInOrg: Expect = { anon: 401, trainerA: "ok", adminA: "ok", super: "ok", trainerB: 404 };
export const adminInOrg: Expect = { anon: 401, trainerA: 403, adminA: "ok", super: "ok", trainerB: 404 };
export const orgAdminCreates: Expect = { anon: 401, trainerA: 403, adminA: "ok", super: "ok", trainerB: 403 };
export const superOnly: Expect = { anon: 401, trainerA: 403, adminA: 403, super: "ok", trainerB: 403 };
/** Records only the super admin reaches (other super admins): out of reach means 404. */
export const superReach: Expect = { anon: 401, trainerA: 404, adminA: 404, super: "ok", trainerB: 404 };
/** Any signed-in coach, inside its own organization (lists, creates). */
export const anyCoach: Expect = { anon: 401, trainerA: "ok", adminA: "ok", super: "ok", trainerB: "ok" };
/** Acting on the caller itself (a client too). */
export const self: Expect = { ...anyCoach, clientA: "ok" };
export const publicRoute: Expect = {
  anon: "ok",
  trainerA: "ok",
  adminA: "ok",
  super: "ok",
  trainerB: "ok",
  clientA: "ok",
};
export const everyone = (outcome: Outcome): Expect => ({
  anon: outcome,
  trainerA: outcome,
  adminA: outcome,
  super: outcome,
  trainerB: outcome,
  clientA: outcome,
});
/** A coach in reach, or the client itself (its own records). */
export const coachOrSelf: Expect = { ...coachInOrg, clientA: "ok" };
export const but = (base: Expect, over: Partial<Expect>): Expect => ({ ...base, ...over });

export const PASSWORD = "Fresh-pass-123";
export const DATA_OF = (a: Answer) => a.data as Record<string, unknown>;

/** A case of the second table ("fields a role may not set"), run as one persona only. */
export type FieldCase = Case & { as: PersonaKey };

/** The one row a query must return. */
export const rowOf = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error("row not found");
  return row;
};
