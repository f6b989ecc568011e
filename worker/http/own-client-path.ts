import type { Actor } from "../services/actor";

/**
 * TrueCoach's client-side tools name a client by its user id: a client signs in, reads `user_id`
 * from the token answer and asks `GET /clients/{user_id}/workouts` (in TrueCoach a client's user id
 * names its client record). Here client ids and user ids are separate sequences, so the REST layer
 * accepts both for the caller's own record: for a client caller, the `{id}` of `/clients/{id}` and
 * of every route below it may be its own user id, which is read as its own client id.
 *
 * Only the caller's own user id is mapped, and to the caller's own client: another person's user id
 * stays what it was (a client id, which is not the caller's, so 404), and a coach's path ids are
 * always client ids. When the client's user id happens to equal another client's client id (both
 * are small sequential integers, so it happens), the client still gets its own record: a client
 * may never reach another client's record, so its own is the only reading that can answer.
 */
const CLIENT_ROUTE = /^\/clients\/:id(\{|\/|$)/;

export function ownClientParams(path: string, params: Record<string, string>, actor: Actor | null) {
  if (actor?.role !== "client" || actor.clientId === null) return params;
  if (!CLIENT_ROUTE.test(path) || params.id !== String(actor.user.id)) return params;
  return { ...params, id: String(actor.clientId) };
}
