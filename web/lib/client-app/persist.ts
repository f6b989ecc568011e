import { type DehydratedState, dehydrate, hydrate, type Query } from "@tanstack/react-query";
import { queryClient } from "@/lib/trpc";
import { clientDb } from "./db";

/**
 * Offline reading: the client's own answers (their workouts window, single workouts, their client
 * row, base information, habits and nutrition) are saved to IndexedDB after they change and put back into the query
 * cache when the app starts, so the next 14 days open without a network. Only these paths are kept;
 * nothing of another person is stored, and sign-out deletes it.
 */
const KEPT_PATHS = new Set([
  "clients.workouts",
  "clients.get",
  "workouts.get",
  "users.get",
  "auth.me",
  "habits.list",
  "nutrition.plan.get",
  "nutrition.logs.list",
  "nutrition.foods.list",
]);
/** Saved answers older than this are not restored (a stale prescription is worse than none). */
const MAX_AGE_MS = 21 * 24 * 3600_000;

function queryPath(query: Query): string | null {
  const head = query.queryKey[0];
  return Array.isArray(head) ? head.join(".") : null;
}

const keep = (query: Query) => query.state.status === "success" && KEPT_PATHS.has(queryPath(query) ?? "");

/** A week: kept answers must outlive the default 5 minutes without a screen using them. */
const KEPT_GC_MS = 7 * 24 * 3600_000;

export async function restoreClientCache(userId: number): Promise<void> {
  for (const path of KEPT_PATHS) queryClient.setQueryDefaults([path.split(".")], { gcTime: KEPT_GC_MS });
  try {
    const db = await clientDb();
    const saved = await db.get("cache", userId);
    if (!saved || Date.now() - saved.savedAt > MAX_AGE_MS) return;
    // Answers already in memory are newer than the saved ones; hydrate never overwrites newer data.
    hydrate(queryClient, saved.state as DehydratedState);
  } catch {
    // No IndexedDB (private mode): the app works online only.
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;

async function save(userId: number): Promise<void> {
  const dehydrated = dehydrate(queryClient, {
    shouldDehydrateQuery: keep,
    shouldDehydrateMutation: () => false,
  });
  // Only the answers: a failed refetch leaves a tRPC error (with its Response) in the state, which
  // IndexedDB cannot store (DataCloneError), and a restored query must not look mid-fetch.
  const state: DehydratedState = {
    ...dehydrated,
    queries: dehydrated.queries.map((q) => ({
      ...q,
      state: { ...q.state, error: null, fetchFailureReason: null, fetchFailureCount: 0, fetchStatus: "idle" },
    })),
  };
  const db = await clientDb();
  await db.put("cache", { userId, savedAt: Date.now(), state });
}

/**
 * Saves the kept answers shortly after they change (at most every 300 ms, never postponed by a
 * stream of changes: a reload right after a fetch must find it); returns the unsubscribe.
 */
export function persistClientCache(userId: number): () => void {
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || !keep(event.query) || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void save(userId).catch((error) => console.warn("client app: saving for offline failed", error));
    }, 300);
  });
  return () => {
    clearTimeout(timer);
    timer = undefined;
    unsubscribe();
  };
}

export async function clearClientCache(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  try {
    const db = await clientDb();
    await db.clear("cache");
  } catch {
    // nothing stored
  }
}
