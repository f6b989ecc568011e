import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TMessage } from "../../worker/domains/conversations/schemas";
import { insertTwoOrganizations } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";
import { type RecordingHub, recordingHub } from "./support/recording-hub";

/**
 * Conversations (issue 26) through REST: a thread between a client and its coaches, read marks,
 * recall, broadcast, the inbox, and who receives what over the socket (a recording hub).
 */
let t: TestDb;
let api: TestApi;
let w: Awaited<ReturnType<typeof insertTwoOrganizations>>;
let rec: RecordingHub;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  rec = recordingHub();
  t.deps.realtime = rec.hub;
  api = testApi(t);
  w = await insertTwoOrganizations(t);
});
afterAll(() => t.close());

type Thread = {
  conversation: Record<string, unknown>;
  messages: TMessage[];
  users: { id: number; role?: string }[];
};

describe("a client's conversation", () => {
  it("starts empty, takes a coach's message and the client's answer, newest first", async () => {
    const { client, trainer } = w.a;
    const empty = await api.get<Thread>(`/api/clients/${client.id}/conversation`, { token: trainer.token });
    expect(empty.status).toBe(200);
    expect(empty.body.conversation).toMatchObject({
      id: client.id,
      client_id: client.id,
      unread_count: 0,
      last_message_at: null,
    });
    expect(empty.body.messages).toEqual([]);
    const sent = await api.post<{ message: TMessage }>(
      `/api/clients/${client.id}/conversation/messages`,
      { message: { body: "  今天练得怎么样？ " } },
      { token: trainer.token },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({
      body: "今天练得怎么样？",
      author_id: trainer.userId,
      client_id: client.id,
      recalled_at: null,
    });
    const thread = await api.get<Thread>(`/api/clients/${client.id}/conversation`, { token: trainer.token });
    expect(thread.body.messages.map((m) => m.body)).toEqual(["今天练得怎么样？"]);
    expect(thread.body.users.find((u) => u.id === trainer.userId)?.role).toBe("trainer");
  });
});
