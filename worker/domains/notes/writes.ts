import { and, eq, sql } from "drizzle-orm";
import { message } from "#shared/messages";
import { notes, workouts } from "../../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { writeWorkouts } from "../workouts/writes";
import { clientForNotes, noteInReach } from "./access";
import type { TCreateNoteInput, TUpdateNoteInput } from "./schemas";

const noteExists = () => new AppError("CONFLICT", message("WORKOUT_NOTE_EXISTS"));

/**
 * POST /clients/{id}/notes. A workout note names a workout of this client (else 404) that has no
 * note yet (else 409 WORKOUT_NOTE_EXISTS); the note and the workout's `note_id` are written in one
 * batch, through the one workout write path (no client figure changes, so no client is refreshed).
 * Two coaches racing for one workout: the unique index lets one win, the other gets the same 409.
 */
export async function createNote(deps: ServiceDeps, actor: Actor, input: TCreateNoteInput) {
  const client = await clientForNotes(deps, actor, input.client_id);
  const workoutId = input.note.workout_id ?? null;
  if (workoutId !== null) {
    const [workout] = await deps.db
      .select({ client_id: workouts.client_id })
      .from(workouts)
      .where(eq(workouts.id, workoutId))
      .limit(1);
    if (!workout || workout.client_id !== client.id) throw new AppError("NOT_FOUND");
    const [taken] = await deps.db
      .select({ id: notes.id })
      .from(notes)
      .where(eq(notes.workout_id, workoutId))
      .limit(1);
    if (taken) throw noteExists();
  }
  const now = deps.clock.now().toISOString();
  const insert = deps.db
    .insert(notes)
    .values({
      client_id: client.id,
      author_id: actor.user.id,
      body: input.note.body,
      pinned: input.note.pinned,
      workout_id: workoutId,
      created_at: now,
      updated_at: now,
    })
    .returning();
  try {
    if (workoutId === null) {
      const [row] = await insert;
      return { note: row! };
    }
    const [[row]] = await writeWorkouts(
      deps,
      [
        insert,
        deps.db
          .update(workouts)
          .set({ note_id: sql`(SELECT ${notes.id} FROM ${notes} WHERE ${notes.workout_id} = ${workoutId})` })
          .where(eq(workouts.id, workoutId)),
      ],
      [],
    );
    return { note: row! };
  } catch (error) {
    if (error instanceof Error && /UNIQUE/i.test(`${error.message} ${String(error.cause ?? "")}`))
      throw noteExists();
    throw error;
  }
}

/** PUT /notes/{id}: its text and pin. */
export async function updateNote(deps: ServiceDeps, actor: Actor, input: TUpdateNoteInput) {
  const note = await noteInReach(deps, actor, input.id);
  const [row] = await deps.db
    .update(notes)
    .set({
      ...(input.note.body === undefined ? {} : { body: input.note.body }),
      ...(input.note.pinned === undefined ? {} : { pinned: input.note.pinned }),
      updated_at: deps.clock.now().toISOString(),
    })
    .where(eq(notes.id, note.id))
    .returning();
  return { note: row! };
}

/** DELETE /notes/{id}: the note, and its workout's `note_id` in the same batch. */
export async function deleteNote(deps: ServiceDeps, actor: Actor, id: number) {
  const note = await noteInReach(deps, actor, id);
  const remove = deps.db.delete(notes).where(eq(notes.id, note.id));
  if (note.workout_id === null) await remove;
  else
    await writeWorkouts(
      deps,
      [
        remove,
        deps.db
          .update(workouts)
          .set({ note_id: null })
          .where(and(eq(workouts.id, note.workout_id), eq(workouts.note_id, note.id))),
      ],
      [],
    );
  return { note };
}
