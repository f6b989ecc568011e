import { JsonBody } from "../data/json-body";
import { isClientActor } from "./access";
import type { Actor } from "./actor";

/**
 * What a signed-in client receives of other people and of its organization: ONE rule, applied by
 * both adapters (worker/http/rest/routes.ts, worker/http/trpc/procedures.ts) to every operation's result when the
 * caller is a client, so a route added later inherits it without doing anything.
 *
 * - Another person (any object under a `user` or `users` key whose id is not the caller's) is
 *   reduced to the public person: `{ id, name, image_id, image_url }`. Contact details (email,
 *   phone), time zone, roles and the rest stay with coaches. The caller's own record is untouched.
 * - An organization (under `organization` or `organizations`) is reduced to what the client app
 *   shows: `{ id, name, homepage_url, theme, subdomain, image_id }`; its owner, billing account,
 *   client counts and links are internals.
 *
 * - A workout's `note_id` (SPEC) is null: notes are the coaches' alone (issue 32), and even the
 *   id would tell the client that its coach wrote something about that workout.
 *
 * Coaches and the super admin get results unchanged. Side-loaded `images` are already public (the
 * avatars of the people listed). docs/authorization.md "What a client receives".
 * Decision: docs/decisions/2026-11-25-what-a-client-receives.md
 */

export const PUBLIC_PERSON_FIELDS = ["id", "name", "image_id", "image_url"] as const;
export const PUBLIC_ORGANIZATION_FIELDS = [
  "id",
  "name",
  "homepage_url",
  "theme",
  "subdomain",
  "image_id",
] as const;

const PERSON_KEYS = new Set(["user", "users"]);
const ORGANIZATION_KEYS = new Set(["organization", "organizations"]);
/** Keys whose value a client never receives (it gets null). */
const HIDDEN_KEYS = new Set(["note_id"]);

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function pick(record: Json, fields: readonly string[]): Json {
  const out: Json = {};
  for (const field of fields) if (field in record) out[field] = record[field];
  return out;
}

/** A person as the client `selfId` may see them. */
function person(value: unknown, selfId: number): unknown {
  if (!isRecord(value) || value.id === selfId) return value;
  return pick(value, PUBLIC_PERSON_FIELDS);
}

function organization(value: unknown): unknown {
  return isRecord(value) ? pick(value, PUBLIC_ORGANIZATION_FIELDS) : value;
}

/** Each element of an array (or the one value) through `fn`. */
function each(value: unknown, fn: (v: unknown) => unknown): unknown {
  return Array.isArray(value) ? value.map(fn) : fn(value);
}

function project(value: unknown, selfId: number): unknown {
  if (Array.isArray(value)) return value.map((v) => project(v, selfId));
  if (!isRecord(value)) return value;
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    if (HIDDEN_KEYS.has(key)) out[key] = null;
    else if (PERSON_KEYS.has(key)) out[key] = each(v, (p) => person(p, selfId));
    else if (ORGANIZATION_KEYS.has(key)) out[key] = each(v, organization);
    else out[key] = project(v, selfId);
  }
  return out;
}

/** The result as `actor` may receive it (see above): unchanged unless the caller is a client. */
export function forCaller<T>(actor: Actor | null, result: T): T {
  if (!actor || !isClientActor(actor)) return result;
  if (result instanceof Response) return result;
  // Never the case today (a client lists no clients), but the rule holds for any answer.
  if (result instanceof JsonBody) return project(result.value(), actor.user.id) as T;
  return project(result, actor.user.id) as T;
}
