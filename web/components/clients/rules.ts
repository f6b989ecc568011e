/** Limits of the client forms: the server's own (shared-rules.ts holds no zod, so the web may import it). */
export { CLIENT_NOTE_MAX_LENGTH, WORKOUTS_THRESHOLD_MAX } from "#shared/shared-rules";
