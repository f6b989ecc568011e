import { ID, op } from "../operation";
import { ZIdInput } from "../shared/fields";
import { listNotes } from "./list";
import * as schemas from "./schemas";
import { createNote, deleteNote, updateNote } from "./writes";

/**
 * Coach notes on clients and workouts (issue 32): REST under /clients/{id}/notes and /notes/{id},
 * tRPC `notes.*`. Coaches only: a client never receives a note (tests/worker/notes-never-reach-a-client.test.ts).
 */
export const noteOperations = {
  list: op({
    summary: "A client's coach notes, pinned first, then newest (coaches only)",
    kind: "query",
    input: schemas.ZListNotesInput,
    output: schemas.ZNotesOutput,
    run: ({ deps, actor }, input) => listNotes(deps, actor, input.client_id),
    rest: {
      method: "GET",
      path: `/clients/:id{${ID}}/notes`,
      input: ({ params }) => ({ client_id: params.id }),
    },
  }),
  create: op({
    summary: "Keep a note on a client, or on one of its workouts (at most one note per workout)",
    kind: "mutation",
    input: schemas.ZCreateNoteInput,
    output: schemas.ZNoteOutput,
    run: ({ deps, actor }, input) => createNote(deps, actor, input),
    rest: {
      method: "POST",
      path: `/clients/:id{${ID}}/notes`,
      status: 201,
      input: ({ params, body }) => ({ ...(body as object), client_id: params.id }),
      requestSchema: schemas.ZCreateNoteInput.omit({ client_id: true }),
    },
  }),
  update: op({
    summary: "Change a note's text or pin",
    kind: "mutation",
    input: schemas.ZUpdateNoteInput,
    output: schemas.ZNoteOutput,
    run: ({ deps, actor }, input) => updateNote(deps, actor, input),
    rest: {
      method: "PUT",
      path: `/notes/:id{${ID}}`,
      input: ({ params, body }) => ({ ...(body as object), id: params.id }),
      requestSchema: schemas.ZUpdateNoteInput.omit({ id: true }),
    },
  }),
  delete: op({
    summary: "Delete a note (its workout's note_id becomes null)",
    kind: "mutation",
    input: ZIdInput,
    output: schemas.ZNoteOutput,
    run: ({ deps, actor }, input) => deleteNote(deps, actor, input.id),
    rest: { method: "DELETE", path: `/notes/:id{${ID}}` },
  }),
};
