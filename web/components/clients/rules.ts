/**
 * Limits of the client forms, the server's (worker/schemas/clients.ts: `zNote` max 5000,
 * `workoutsThreshold` 0–365). They are repeated here only because that file builds zod (classic)
 * schemas at import time, which would put zod into the web bundle; once the server moves them to
 * worker/schemas/shared-rules.ts (as NAME_MAX_LENGTH is), import them from there.
 */
export const CLIENT_NOTE_MAX_LENGTH = 5000;
export const WORKOUTS_THRESHOLD_MAX = 365;
