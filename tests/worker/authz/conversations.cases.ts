import { messages } from "../../../db/schema";
import type { PersonaKey, World } from "../support/world";
import { type Case, coachOrSelf, type Expect, type FieldCase } from "./kit";

/**
 * The authorization matrix cases of `conversations.*`: a client's conversation is its own, its
 * trainer's (trainer A) and its organization's admins' (admin A); the super admin reads and writes
 * nothing (403); another organization's coach gets 404. Types and patterns: ./kit.ts.
 */

/** Reading: the client, its trainer, the admins, the super admin. */
const reads: Expect = coachOrSelf;
/** Writing: the same but the super admin (read-only). */
const writes: Expect = { ...coachOrSelf, super: 403 };

/**
 * A message in client A's thread, written just now by the persona when it may write there (so it
 * may recall it), else by trainer A. Written directly: the matrix's many runs must not meet the
 * per-person rate limit.
 */
async function freshCoachMessage(w: World, who: PersonaKey) {
  const author =
    who === "adminA" ? w.a.ids.adminUser : who === "clientA" ? w.clientA.userId : w.a.ids.trainerUser;
  const [row] = await w.t.db
    .insert(messages)
    .values({
      client_id: w.a.ids.client,
      author_id: author,
      from_client: who === "clientA",
      body: "recall me",
      search_text: "recall me",
      created_at: w.t.clock.now().toISOString(),
    })
    .returning({ id: messages.id });
  return { message: row!.id };
}

/** A message in client A's thread, for read marks. */
async function anyMessage(w: World) {
  return freshCoachMessage(w, "trainerA");
}

export const cases: Case[] = [
  {
    name: "read a client's conversation (client A's own)",
    route: "GET /api/clients/:id/conversation",
    trpc: "conversations.get",
    expect: reads,
    req: ({ w }) => ({ params: { id: w.a.ids.client }, input: { client_id: w.a.ids.client } }),
  },
  {
    name: "send a message in a client's conversation",
    route: "POST /api/clients/:id/conversation/messages",
    trpc: "conversations.send",
    expect: writes,
    req: ({ w }) => ({
      params: { id: w.a.ids.client },
      body: { message: { body: "练得怎么样？" } },
      input: { client_id: w.a.ids.client, message: { body: "练得怎么样？" } },
    }),
  },
  {
    name: "send in another client's conversation (the admin's client: trainer A is not its coach)",
    route: "POST /api/clients/:id/conversation/messages",
    trpc: "conversations.send",
    expect: { ...writes, trainerA: 403, clientA: 404 },
    req: ({ w }) => ({
      params: { id: w.a.ids.adminClient },
      body: { message: { body: "hi" } },
      input: { client_id: w.a.ids.adminClient, message: { body: "hi" } },
    }),
  },
  {
    name: "mark a conversation read",
    route: "POST /api/clients/:id/conversation/read",
    trpc: "conversations.read",
    expect: writes,
    fresh: (w) => anyMessage(w),
    req: ({ w, f }) => ({
      params: { id: w.a.ids.client },
      body: { last_read_message_id: f.message! },
      input: { client_id: w.a.ids.client, last_read_message_id: f.message! },
    }),
  },
  {
    name: "recall one's own message",
    route: "DELETE /api/messages/:id",
    trpc: "conversations.recall",
    expect: { ...writes, super: 403 },
    fresh: (w, who) => freshCoachMessage(w, who),
    req: ({ f }) => ({ params: { id: f.message! } }),
  },
  {
    name: "broadcast to clients (trainer A's client)",
    route: "POST /api/conversations/broadcast",
    trpc: "conversations.broadcast",
    expect: { anon: 401, trainerA: "ok", adminA: "ok", super: 403, trainerB: 404 },
    req: ({ w }) => ({ body: { client_ids: [w.a.ids.client], message: { body: "周末休息" } } }),
  },
  {
    name: "a coach's inbox",
    route: "GET /api/conversations",
    trpc: "conversations.inbox",
    expect: { anon: 401, trainerA: "ok", adminA: "ok", super: "ok", trainerB: "ok" },
    req: () => ({}),
  },
];

export const fieldCases: FieldCase[] = [
  {
    name: "a trainer broadcasting to B's client among its own: 404, nothing written",
    as: "trainerA",
    route: "POST /api/conversations/broadcast",
    trpc: "conversations.broadcast",
    expect: { trainerA: 404 },
    req: ({ w }) => ({ body: { client_ids: [w.a.ids.client, w.b.ids.client], message: { body: "x" } } }),
  },
];
