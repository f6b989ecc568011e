import { expect } from "vitest";
import { CLIENT_LINK_NAMES } from "../../worker/domains/clients/schemas";
import { flattenOperations, loadOperations, restBindings } from "../../worker/domains/index";

/**
 * The "a note never reaches a client" walk (issue 32), on Node
 * (tests/worker/notes-never-reach-a-client.test.ts) and in workerd (tests/workerd/documents.test.ts):
 * coaches write notes carrying NOTE_MARKER, then the client's answers are checked for it. Web APIs
 * only: it runs in both runtimes.
 */
export const NOTE_MARKER = "MARKER-私密备注-7f3c";

/** The marker, or a note id that is not null, anywhere in an answer. */
export function assertNoNote(where: string, answer: unknown) {
  const text = JSON.stringify(answer) ?? "";
  expect(text.includes(NOTE_MARKER), `${where} carries a note's text`).toBe(false);
  expect(/"note_id":\s*[1-9]/.test(text), `${where} carries a note_id`).toBe(false);
}

export type ClientOwnIds = {
  userId: number;
  clientId: number;
  trainerId: number;
  organizationId: number;
  workoutId: number;
  slug: string;
};

/** A value for each path parameter of a route, as the client's own records give them. */
function pathsOf(path: string, own: ClientOwnIds): string[] {
  const ids: [RegExp, number][] = [
    [/^\/users\//, own.userId],
    [/^\/clients\//, own.clientId],
    [/^\/trainers\//, own.trainerId],
    [/^\/(admin\/)?organizations\//, own.organizationId],
    [/^\/workouts\//, own.workoutId],
  ];
  const id = ids.find(([re]) => re.test(path))?.[1] ?? 1;
  // Hono's constraints (`:id{[1-9][0-9]{0,15}}`) go first: the values below satisfy them.
  const filled = path
    .replace(/\{(?:[^{}]|\{[^{}]*\})*\}/g, "")
    .replace(":id", String(id))
    .replace(":slug", own.slug)
    .replace(":token", "x".repeat(32));
  if (!filled.includes(":name")) return [filled];
  return CLIENT_LINK_NAMES.map((name) => filled.replace(":name", name));
}

/**
 * Every GET route of the operation table (so a route added later is walked too), its path
 * parameters filled with the client's own records; without the `/api` prefix.
 */
export async function clientGetPaths(own: ClientOwnIds): Promise<string[]> {
  return flattenOperations(await loadOperations()).flatMap(([, operation]) =>
    restBindings(operation)
      .filter((b) => b.method === "GET")
      .flatMap((b) => pathsOf(b.path, own)),
  );
}

/** The queries each path is sent with: none, and the client's or the workout's id. */
const clientGetQueries = (own: ClientOwnIds) => [
  `?client_id=${own.clientId}`,
  `?workout_id=${own.workoutId}`,
  "",
];

/**
 * GETs every route of clientGetPaths through `get` (as the client), asserting no answer carries a
 * note; answers the paths that answered 200, so the caller can check the walk reached the client's
 * own data and not only refusals. `queries: "collections"` sends the queries to collections only (a
 * path naming a record already says whose it is), which keeps the workerd run quick; Node sends
 * every combination.
 */
export async function walkClientGets(
  get: (path: string) => Promise<{ status: number; body: unknown }>,
  own: ClientOwnIds,
  queries: "all" | "collections" = "all",
): Promise<Set<string>> {
  const answered = new Set<string>();
  for (const path of await clientGetPaths(own)) {
    const namesRecord = /\/\d+(\/|$)/.test(path);
    for (const query of queries === "collections" && namesRecord ? [""] : clientGetQueries(own)) {
      const res = await get(`/api${path}${query}`);
      if (res.status === 200) answered.add(path);
      assertNoNote(`GET ${path}${query}`, res.body);
    }
  }
  return answered;
}
