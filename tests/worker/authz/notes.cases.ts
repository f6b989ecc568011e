import { notes } from "../../../db/schema";
import type { World } from "../support/world";
import { type Case, coachInOrg, type FieldCase } from "./kit";

/**
 * The authorization matrix cases of `notes.*`: a client's notes are its coaches' alone (trainer A,
 * admin A, the super admin); the client itself is refused (403, the default for clients); another
 * organization's coach gets 404. Types and patterns: ./kit.ts.
 */

/** A note on client A, written directly (each destructive run gets its own). */
async function freshNote(w: World) {
  const now = w.t.clock.now().toISOString();
  const [row] = await w.t.db
    .insert(notes)
    .values({ client_id: w.a.ids.client, body: "私密备注", created_at: now, updated_at: now })
    .returning({ id: notes.id });
  return { note: row!.id };
}

export const cases: Case[] = [
  {
    name: "read a client's notes",
    route: "GET /api/clients/:id/notes",
    trpc: "notes.list",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.client }, input: { client_id: w.a.ids.client } }),
  },
  {
    name: "keep a note on a client",
    route: "POST /api/clients/:id/notes",
    trpc: "notes.create",
    expect: coachInOrg,
    req: ({ w }) => ({
      params: { id: w.a.ids.client },
      body: { note: { body: "膝盖旧伤" } },
      input: { client_id: w.a.ids.client, note: { body: "膝盖旧伤" } },
    }),
  },
  {
    name: "change a note",
    route: "PUT /api/notes/:id",
    trpc: "notes.update",
    expect: coachInOrg,
    fresh: (w) => freshNote(w),
    req: ({ f }) => ({
      params: { id: f.note! },
      body: { note: { pinned: true } },
      input: { id: f.note!, note: { pinned: true } },
    }),
  },
  {
    name: "delete a note",
    route: "DELETE /api/notes/:id",
    trpc: "notes.delete",
    expect: coachInOrg,
    fresh: (w) => freshNote(w),
    req: ({ f }) => ({ params: { id: f.note! } }),
  },
];

export const fieldCases: FieldCase[] = [
  {
    name: "a note on another organization's workout: 404",
    as: "trainerA",
    route: "POST /api/clients/:id/notes",
    trpc: "notes.create",
    expect: { trainerA: 404 },
    req: ({ w }) => ({
      params: { id: w.a.ids.client },
      body: { note: { body: "x", workout_id: w.b.ids.workout } },
      input: { client_id: w.a.ids.client, note: { body: "x", workout_id: w.b.ids.workout } },
    }),
  },
];
