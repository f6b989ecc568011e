import type { RouterOutputs } from "@/lib/trpc";

type Feed = RouterOutputs["workouts"]["list"];
type FeedWorkout = Feed["workouts"][number];

/** One completed workout of the feed with what its row shows (the side-loads joined). */
export type FeedEntry = {
  workout: FeedWorkout;
  clientName: string;
  clientImage: string | null;
  slug: string | null;
  done: number;
  total: number;
  results: Array<{ name: string; result: string }>;
};

export function buildFeed(feed: Feed): FeedEntry[] {
  const clients = new Map(feed.clients.map((c) => [c.id, c]));
  const users = new Map(feed.users.map((u) => [u.id, u]));
  const itemsByWorkout = new Map<number, Feed["workout_items"]>();
  for (const item of feed.workout_items) {
    const list = itemsByWorkout.get(item.workout_id) ?? [];
    list.push(item);
    itemsByWorkout.set(item.workout_id, list);
  }
  return feed.workouts.map((workout) => {
    const client = workout.client_id != null ? clients.get(workout.client_id) : undefined;
    const user = client ? users.get(client.user_id) : undefined;
    const items = itemsByWorkout.get(workout.id) ?? [];
    return {
      workout,
      clientName: user?.name ?? "",
      clientImage: user?.image_url ?? null,
      slug: client?.slug ?? null,
      done: items.filter((i) => i.state === "completed").length,
      total: items.length,
      results: items
        .filter((i) => i.result?.trim())
        .slice(0, 2)
        .map((i) => ({ name: i.name, result: (i.result ?? "").trim() })),
    };
  });
}
