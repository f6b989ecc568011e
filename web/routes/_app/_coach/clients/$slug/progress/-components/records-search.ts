/**
 * Search of the 进展 view: `exercise`, the exerciseKey() of the exercise whose history is shown
 * (so reload, back and a shared link show the same one). A plain function, not zod: it is part of
 * the route tree every first visit loads. An unknown key falls back to the first exercise.
 */
export type ProgressSearch = { exercise?: string };

export function validateProgressSearch(search: Record<string, unknown>): ProgressSearch {
  const exercise = search.exercise;
  return typeof exercise === "string" && /^[en]:.{1,200}$/su.test(exercise) ? { exercise } : {};
}
