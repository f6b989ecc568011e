import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { conversations, messages, notifications, uploads } from "../../db/schema";
import type { TMessage } from "../../worker/domains/conversations/schemas";
import { insertClient, insertTrainer, insertTwoOrganizations, type Persona, persona } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";
import { type RecordingHub, recordingHub } from "./support/recording-hub";
import { pdf } from "./uploads/files";

/**
 * Conversations (issue 26) through REST on a real libSQL database with D1's limits: a thread
 * between a client and its coaches, read marks, recall, broadcast, the inbox, the rate limit, and
 * who receives what over the socket (a recording hub in place of the sockets).
 */
let t: TestDb;
let api: TestApi;
let w: Awaited<ReturnType<typeof insertTwoOrganizations>>;
let rec: RecordingHub;
let clientA: Persona;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  rec = recordingHub();
  t.deps.realtime = rec.hub;
  api = testApi(t);
  w = await insertTwoOrganizations(t);
  clientA = await persona(t, w.a.client.user_id);
});
afterAll(() => t.close());

type Thread = {
  conversation: Record<string, unknown>;
  messages: TMessage[];
  users: { id: number; role?: string }[];
  meta: { total_count: number };
};
type Inbox = { conversations: { client_id: number; unread_count: number; last_message: TMessage | null }[] };

const path = (clientId: number) => `/api/clients/${clientId}/conversation`;
const send = (clientId: number, token: string, message: Record<string, unknown>) =>
  api.post<{ message: TMessage; code?: string }>(`${path(clientId)}/messages`, { message }, { token });

/** A fresh client of `trainer` with a signed-in persona. */
async function freshClient(trainer: { trainerId: number; actor: Persona["actor"] }) {
  const client = await insertClient(t, trainer);
  return { client, persona: await persona(t, client.user_id) };
}

async function upload(token: string) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(pdf())], "计划.pdf", { type: "application/pdf" }));
  const res = await api.app.request("/api/uploads", {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { upload: { id: string } }).upload.id;
}

describe("a client's conversation", () => {
  it("starts empty, then holds the coach's and the client's messages, newest first", async () => {
    const { client, trainer } = w.a;
    const empty = await api.get<Thread>(path(client.id), { token: trainer.token });
    expect(empty.status).toBe(200);
    expect(empty.body.conversation).toMatchObject({
      id: client.id,
      client_id: client.id,
      unread_count: 0,
      last_message_at: null,
    });
    expect(empty.body.messages).toEqual([]);
    const sent = await send(client.id, trainer.token, { body: "  今天练得怎么样？ " });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({
      body: "今天练得怎么样？",
      author_id: trainer.userId,
      client_id: client.id,
      conversation_id: client.id,
      recalled_at: null,
      attachments: [],
      workout: null,
    });
    const answer = await send(client.id, clientA.token, { body: "Squats felt HEAVY" });
    expect(answer.status).toBe(201);
    const thread = await api.get<Thread>(path(client.id), { token: trainer.token });
    expect(thread.body.messages.map((m) => m.body)).toEqual(["Squats felt HEAVY", "今天练得怎么样？"]);
    expect(thread.body.users.find((u) => u.id === trainer.userId)?.role).toBe("trainer");
    expect(thread.body.users.find((u) => u.id === w.a.admin.userId)?.role).toBe("admin");
    expect(thread.body.conversation).toMatchObject({
      unread_count: 1,
      last_read_message_id: sent.body.message.id,
    });
    // The client sees people without roles or contact details.
    const mine = await api.get<Thread>(path(client.id), { token: clientA.token });
    expect(mine.body.users.find((u) => u.id === trainer.userId)).toEqual({
      id: trainer.userId,
      name: expect.any(String),
      image_id: null,
      image_url: null,
    });
  });

  it("pages by page/per_page and by before=<id>", async () => {
    const { client, persona: me } = await freshClient(w.a.trainer);
    const ids: number[] = [];
    for (const body of ["一", "二", "三", "四", "五"])
      ids.push((await send(client.id, me.token, { body })).body.message.id);
    const first = await api.get<Thread>(`${path(client.id)}?per_page=2`, { token: w.a.trainer.token });
    expect(first.body.messages.map((m) => m.body)).toEqual(["五", "四"]);
    expect(first.body.meta.total_count).toBe(5);
    const second = await api.get<Thread>(`${path(client.id)}?per_page=2&page=2`, {
      token: w.a.trainer.token,
    });
    expect(second.body.messages.map((m) => m.body)).toEqual(["三", "二"]);
    const older = await api.get<Thread>(`${path(client.id)}?per_page=2&before=${ids[2]}`, {
      token: w.a.trainer.token,
    });
    expect(older.body.messages.map((m) => m.body)).toEqual(["二", "一"]);
  });

  it("refuses empty and over-long bodies", async () => {
    expect((await send(w.a.client.id, w.a.trainer.token, { body: "   " })).status).toBe(400);
    expect((await send(w.a.client.id, w.a.trainer.token, { body: "字".repeat(4001) })).status).toBe(400);
    expect((await send(w.a.client.id, w.a.trainer.token, { body: "字".repeat(4000) })).status).toBe(201);
  });

  it("references a workout of this client only; the thread shows its card", async () => {
    const { client } = await freshClient(w.a.trainer);
    const created = await api.post<{ workout: { id: number; workout_items: { id: number }[] } }>(
      "/api/workouts",
      {
        workout: {
          client_id: client.id,
          due: "2026-03-02",
          title: "腿日",
          workout_items: [{ name: "深蹲" }],
        },
      },
      { token: w.a.trainer.token },
    );
    const workout = created.body.workout;
    const ok = await send(client.id, w.a.trainer.token, {
      body: "看这个",
      workout_item_id: workout.workout_items[0]!.id,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toMatchObject({
      workout_id: workout.id,
      workout: { id: workout.id, title: "腿日", workout_date: "2026-03-02", state: "pending" },
    });
    // Another client's workout: 404, nothing written.
    const other = await send(w.a.client.id, w.a.trainer.token, { body: "x", workout_id: workout.id });
    expect(other.status).toBe(404);
  });

  it("claims its files in the message's batch; someone else's upload writes nothing", async () => {
    const { client } = await freshClient(w.a.trainer);
    const mine = await upload(w.a.trainer.token);
    const sent = await send(client.id, w.a.trainer.token, { body: "计划", upload_ids: [mine] });
    expect(sent.status).toBe(201);
    expect(sent.body.message.attachments).toEqual([
      {
        name: "计划.pdf",
        type: "application/pdf",
        size: expect.any(Number),
        attachmentUrl: expect.stringMatching(/sig=/),
      },
    ]);
    const theirs = await upload(w.a.admin.token);
    const before = (await t.db.select().from(messages).where(eq(messages.client_id, client.id))).length;
    const refused = await send(client.id, w.a.trainer.token, { body: "偷来的", upload_ids: [theirs] });
    expect(refused.status).toBe(404);
    expect((await t.db.select().from(messages).where(eq(messages.client_id, client.id))).length).toBe(before);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, theirs));
    expect(row!.attached_kind).toBeNull();
    // An already attached upload cannot be sent again either.
    expect((await send(client.id, w.a.trainer.token, { body: "again", upload_ids: [mine] })).status).toBe(
      404,
    );
  });

  it("keeps other trainers of the organization out (403), other organizations (404), super admin reads only", async () => {
    const other = await insertTrainer(t, w.a.org.id);
    expect((await api.get(path(w.a.client.id), { token: other.token })).status).toBe(403);
    expect((await send(w.a.client.id, other.token, { body: "hi" })).status).toBe(403);
    expect((await api.get(path(w.a.client.id), { token: w.b.trainer.token })).status).toBe(404);
    expect((await send(w.a.client.id, w.b.admin.token, { body: "hi" })).status).toBe(404);
    expect((await api.get(path(w.a.client.id), { token: w.superAdmin.token })).status).toBe(200);
    expect((await send(w.a.client.id, w.superAdmin.token, { body: "hi" })).status).toBe(403);
    const otherClient = await freshClient(w.a.trainer);
    expect((await api.get(path(otherClient.client.id), { token: clientA.token })).status).toBe(404);
  });
});

describe("read marks", () => {
  it("move forward only, clear the unread count and tell the other side", async () => {
    const { client, persona: me } = await freshClient(w.a.trainer);
    const a = (await send(client.id, me.token, { body: "one" })).body.message;
    const b = (await send(client.id, me.token, { body: "two" })).body.message;
    expect(
      (await api.get<Thread>(path(client.id), { token: w.a.trainer.token })).body.conversation.unread_count,
    ).toBe(2);
    rec.clear();
    const read = await api.post<{ conversation: Record<string, unknown> }>(
      `${path(client.id)}/read`,
      { last_read_message_id: b.id },
      { token: w.a.trainer.token },
    );
    expect(read.status).toBe(200);
    expect(read.body.conversation).toMatchObject({ unread_count: 0, last_read_message_id: b.id });
    expect(rec.recipientsOf("conversation.read")).toEqual([me.userId]);
    const back = await api.post<{ conversation: Record<string, unknown> }>(
      `${path(client.id)}/read`,
      { last_read_message_id: a.id },
      { token: w.a.trainer.token },
    );
    expect(back.body.conversation).toMatchObject({ last_read_message_id: b.id });
    // The client sees the coach's mark as its read receipt.
    const mine = await api.get<Thread>(path(client.id), { token: me.token });
    expect(mine.body.conversation.other_last_read_message_id).toBe(b.id);
    // A message of another thread: 404.
    const foreign = await api.post(
      `${path(client.id)}/read`,
      { last_read_message_id: 999999 },
      { token: w.a.trainer.token },
    );
    expect(foreign.status).toBe(404);
  });
});

describe("reading a thread", () => {
  it("reads the reader's notices of the messages read, not later ones nor anyone else's", async () => {
    const { client, persona: me } = await freshClient(w.a.trainer);
    const a = (await send(client.id, me.token, { body: "first" })).body.message;
    const b = (await send(client.id, me.token, { body: "second" })).body.message;
    type List = { notifications: { message_id: number | null; read_at: string | null }[] };
    const noticeOf = async (messageId: number) =>
      (await api.get<List>("/api/notifications", { token: w.a.trainer.token })).body.notifications.find(
        (n) => n.message_id === messageId,
      );
    expect((await noticeOf(a.id))?.read_at).toBeNull();
    const read = await api.post(
      `${path(client.id)}/read`,
      { last_read_message_id: a.id },
      { token: w.a.trainer.token },
    );
    expect(read.status).toBe(200);
    expect((await noticeOf(a.id))?.read_at).not.toBeNull();
    expect((await noticeOf(b.id))?.read_at).toBeNull();
  });
});

describe("who receives what", () => {
  it("delivers a message to the client, its trainer and the admins only; after a transfer the former coach gets nothing", async () => {
    const { client, persona: me } = await freshClient(w.a.trainer);
    rec.clear();
    await send(client.id, me.token, { body: "hello coach" });
    const receivers = rec.recipientsOf("message.created");
    expect(receivers).toEqual([me.userId, w.a.admin.userId, w.a.trainer.userId].sort((x, y) => x - y));
    for (const stranger of [w.b.trainer.userId, w.b.admin.userId, w.a.client.user_id])
      expect(rec.eventsOf(stranger)).toEqual([]);
    // The trainer gets a notification of the client's message; the admin (never wrote) does not.
    expect(rec.recipientsOf("notification.created")).toEqual([w.a.trainer.userId]);

    const newCoach = await insertTrainer(t, w.a.org.id);
    const moved = await api.post(
      "/api/trainer_client_transfers",
      { trainer: { to_trainer_id: newCoach.trainerId, client_ids: [client.id] } },
      { token: w.a.trainer.token },
    );
    expect(moved.status).toBe(200);
    rec.clear();
    await send(client.id, me.token, { body: "new coach?" });
    expect(rec.eventsOf(w.a.trainer.userId)).toEqual([]);
    expect(rec.recipientsOf("message.created")).toContain(newCoach.userId);
    expect((await api.get(path(client.id), { token: w.a.trainer.token })).status).toBe(403);
  });

  it("a delivery failure never fails the request", async () => {
    t.deps.realtime = {
      deliver: async () => {
        throw new Error("hub down");
      },
      disconnect: async () => {},
    };
    const failing = testApi(t);
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const res = await failing.post(
        `${path(w.a.client.id)}/messages`,
        { message: { body: "still sent" } },
        { token: w.a.trainer.token },
      );
      expect(res.status).toBe(201);
      expect(warned).toHaveBeenCalledWith("[realtime] delivery failed", expect.any(Error));
    } finally {
      t.deps.realtime = rec.hub;
    }
  });
});

describe("recall", () => {
  it("lets the author recall within 2 minutes: body, files and notifications go, the place stays", async () => {
    const { client, persona: me } = await freshClient(w.a.trainer);
    const file = await upload(w.a.trainer.token);
    const sent = (await send(client.id, w.a.trainer.token, { body: "秘密", upload_ids: [file] })).body
      .message;
    expect((await api.delete(`/api/messages/${sent.id}`, { token: me.token })).status).toBe(403);
    expect((await api.delete(`/api/messages/${sent.id}`, { token: w.a.admin.token })).status).toBe(403);
    expect((await api.delete(`/api/messages/${sent.id}`, { token: w.b.trainer.token })).status).toBe(404);
    rec.clear();
    const recalled = await api.delete<{ message: TMessage }>(`/api/messages/${sent.id}`, {
      token: w.a.trainer.token,
    });
    expect(recalled.status).toBe(200);
    expect(recalled.body.message).toMatchObject({
      id: sent.id,
      body: null,
      attachments: [],
      recalled_at: expect.any(String),
    });
    expect(rec.recipientsOf("message.recalled")).toContain(me.userId);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, file))).toEqual([]);
    expect(await t.deps.uploads!.get(`uploads/${file}`)).toBeNull();
    expect(await t.db.select().from(notifications).where(eq(notifications.message_id, sent.id))).toEqual([]);
    const thread = await api.get<Thread>(path(client.id), { token: me.token });
    expect(thread.body.messages[0]).toMatchObject({
      id: sent.id,
      body: null,
      recalled_at: expect.any(String),
    });
    expect(JSON.stringify(thread.body)).not.toContain("秘密");
    const list = await api.get(`/api/notifications`, { token: me.token });
    expect(JSON.stringify(list.body)).not.toContain("秘密");
  });

  it("answers 409 RECALL_EXPIRED after 2 minutes", async () => {
    const sent = (await send(w.a.client.id, w.a.trainer.token, { body: "too late" })).body.message;
    t.clock.advance(121);
    const res = await api.delete<{ code: string }>(`/api/messages/${sent.id}`, { token: w.a.trainer.token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("RECALL_EXPIRED");
  });
});

describe("broadcast", () => {
  it("writes one message into each client's conversation in one batch", async () => {
    const c1 = await freshClient(w.a.trainer);
    const c2 = await freshClient(w.a.trainer);
    rec.clear();
    const res = await api.post<{ messages_count: number }>(
      "/api/conversations/broadcast",
      { client_ids: [c1.client.id, c2.client.id], message: { body: "周末休息" } },
      { token: w.a.trainer.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.messages_count).toBe(2);
    for (const c of [c1, c2]) {
      const thread = await api.get<Thread>(path(c.client.id), { token: c.persona.token });
      expect(thread.body.messages.map((m) => m.body)).toEqual(["周末休息"]);
      expect(thread.body.conversation.unread_count).toBe(1);
      expect(
        rec
          .eventsOf(c.persona.userId)
          .map((e) => e.type)
          .sort(),
      ).toEqual(["message.created", "notification.created"]);
    }
    // Neither client receives the other's message.
    expect(
      rec
        .eventsOf(c1.persona.userId)
        .every((e) => e.type !== "message.created" || e.message.client_id === c1.client.id),
    ).toBe(true);
  });

  it("writes nothing when one client is out of reach", async () => {
    const c1 = await freshClient(w.a.trainer);
    const adminsClient = await freshClient(w.a.admin);
    const count = async () => (await t.db.select().from(messages)).length;
    const before = await count();
    const foreign = await api.post(
      "/api/conversations/broadcast",
      { client_ids: [c1.client.id, w.b.client.id], message: { body: "x" } },
      { token: w.a.trainer.token },
    );
    expect(foreign.status).toBe(404);
    const notMine = await api.post(
      "/api/conversations/broadcast",
      { client_ids: [c1.client.id, adminsClient.client.id], message: { body: "x" } },
      { token: w.a.trainer.token },
    );
    expect(notMine.status).toBe(403);
    expect(await count()).toBe(before);
    expect(await t.db.select().from(conversations).where(eq(conversations.client_id, c1.client.id))).toEqual(
      [],
    );
  });
});

describe("the inbox", () => {
  it("lists the coach's conversations unread first, then latest; searches Chinese substrings and English words", async () => {
    const coach = await insertTrainer(t, w.a.org.id);
    const c1 = await freshClient(coach);
    const c2 = await freshClient(coach);
    const c3 = await freshClient(coach);
    await send(c1.client.id, c1.persona.token, { body: "我今天做了深蹲训练" });
    t.clock.advance(1);
    await send(c2.client.id, coach.token, { body: "Remember your Deadlift form" });
    t.clock.advance(1);
    await send(c3.client.id, coach.token, { body: "早上好" });
    const inbox = await api.get<Inbox>("/api/conversations", { token: coach.token });
    expect(inbox.status).toBe(200);
    expect(inbox.body.conversations.map((c) => c.client_id)).toEqual([
      c1.client.id,
      c3.client.id,
      c2.client.id,
    ]);
    expect(inbox.body.conversations[0]).toMatchObject({
      unread_count: 1,
      last_message: { body: "我今天做了深蹲训练" },
    });
    const zh = await api.get<Inbox>(`/api/conversations?q=${encodeURIComponent("深蹲")}`, {
      token: coach.token,
    });
    expect(zh.body.conversations.map((c) => c.client_id)).toEqual([c1.client.id]);
    const en = await api.get<Inbox>("/api/conversations?q=deadlift", { token: coach.token });
    expect(en.body.conversations.map((c) => c.client_id)).toEqual([c2.client.id]);
    const wildcard = await api.get<Inbox>("/api/conversations?q=%25", { token: coach.token });
    expect(wildcard.body.conversations).toEqual([]);
    const unread = await api.get<Inbox>("/api/conversations?unread=1", { token: coach.token });
    expect(unread.body.conversations.map((c) => c.client_id)).toEqual([c1.client.id]);
    const counts = await api.get<{ conversations_unread: number }>("/api/notifications/counts", {
      token: coach.token,
    });
    expect(counts.body.conversations_unread).toBe(1);
    // Another trainer's inbox holds none of them; the admin's holds them all.
    const theirs = await api.get<Inbox>("/api/conversations", { token: w.a.trainer.token });
    expect(theirs.body.conversations.map((c) => c.client_id)).not.toContain(c1.client.id);
    const admin = await api.get<Inbox>("/api/conversations?per_page=100", { token: w.a.admin.token });
    expect(admin.body.conversations.map((c) => c.client_id)).toEqual(
      expect.arrayContaining([c1.client.id, c2.client.id]),
    );
    expect((await api.get("/api/conversations", { token: clientA.token })).status).toBe(403);
  });
});

describe("the rate limit", () => {
  it("answers 429 TOO_MANY_MESSAGES with Retry-After after 30 messages a minute", async () => {
    const { client, persona: me } = await freshClient(w.b.trainer);
    for (let i = 0; i < 30; i++)
      expect((await send(client.id, me.token, { body: `m${i}` })).status).toBe(201);
    const refused = await send(client.id, me.token, { body: "one more" });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("TOO_MANY_MESSAGES");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    t.clock.advance(61);
    expect((await send(client.id, me.token, { body: "later" })).status).toBe(201);
  });
});
