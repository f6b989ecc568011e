import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { type RouterOutputs, trpc } from "@/lib/trpc";

export type Note = RouterOutputs["notes"]["list"]["notes"][number];

/** The server's limit of one note (worker/domains/notes/schemas.ts MAX_NOTE_LENGTH). */
export const NOTE_MAX_LENGTH = 4000;

/** A client's notes as the server orders them: pinned first, then newest. */
export function useClientNotes(clientId: number) {
  return useQuery(trpc.notes.list.queryOptions({ client_id: clientId }));
}

/**
 * Adding, changing and deleting notes. Every write refreshes the client's notes; a workout's note
 * also changes that workout's `note_id`, so workouts are refreshed too. Failures are toasted by
 * the query client.
 */
export function useNoteWrites() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    (workoutNote: boolean) =>
      Promise.all([
        queryClient.invalidateQueries(trpc.notes.list.pathFilter()),
        workoutNote ? queryClient.invalidateQueries(trpc.workouts.pathFilter()) : undefined,
      ]),
    [queryClient],
  );
  const create = useMutation(
    trpc.notes.create.mutationOptions({ onSuccess: ({ note }) => refresh(note.workout_id !== null) }),
  );
  const update = useMutation(
    trpc.notes.update.mutationOptions({ onSuccess: ({ note }) => refresh(note.workout_id !== null) }),
  );
  const remove = useMutation(
    trpc.notes.delete.mutationOptions({ onSuccess: ({ note }) => refresh(note.workout_id !== null) }),
  );
  return { create, update, remove };
}

/**
 * Who wrote a note: the organization's coaches by user id (trainers.list side-loads their users;
 * the client list and the team screen read the same cached answer).
 */
export function useAuthorName() {
  const trainers = useQuery(trpc.trainers.list.queryOptions());
  const names = new Map((trainers.data?.users ?? []).map((u) => [u.id, u.name]));
  return (authorId: number | null) => (authorId === null ? null : (names.get(authorId) ?? null));
}
