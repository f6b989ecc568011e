/**
 * The recent workouts feed (SPEC section 9): limit 20, page 1, state completed, not rest day,
 * ordered by updated_at descending, not hidden from feed; a trainer sees their own clients.
 */
export function feedInput(trainerId: number | null) {
  return {
    hide_from_feed: false,
    limit: 20,
    page: 1,
    rest_day: false,
    order: "updated_at_DESC",
    state: "completed",
    ...(trainerId ? { trainer_id: trainerId } : {}),
  } as const;
}
