/**
 * `GET /api/realtime` on Node (issue 26): a real server on a port, `ws` clients. The auth frame,
 * refusals with 4401, deliveries that reach only the listed users across two organizations,
 * sockets closed by a password change, presence.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createApp } from "../../worker/app";
import { createNodeRealtime, type NodeRealtime } from "../../worker/runtime/node/realtime-hub";
import { resetPresence } from "../../worker/services/presence";
import { insertTrainer, persona } from "../factories";
import { openSocket, signedInSocket } from "../helpers/socket-client";
import type { TestDb } from "../helpers/db";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

let t: TestDb;
let w: TwoOrganizations;
let realtime: NodeRealtime;
let server: ReturnType<typeof serve>;
let url: string;
let base: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ({ t, w } = await openTwoOrganizations());
  // A short wait for the auth frame, so the timeout case does not take the real 10 s.
  realtime = createNodeRealtime(t.deps, { authTimeoutMs: 200 });
  const app = createApp({
    db: t.deps.db,
    config: t.deps.config,
    clock: t.clock,
    sms: t.sms.sender,
    realtime: realtime.hub,
    realtimeRoute: realtime.route,
  });
  server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1", websocket: { server: realtime.server } });
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  url = `ws://127.0.0.1:${port}/api/realtime`;
  tokens.clientA = (await persona(t, w.a.client.user_id)).token;
  tokens.clientB = (await persona(t, w.b.client.user_id)).token;
});

afterAll(async () => {
  realtime.close();
  await new Promise((resolve) => server.close(resolve));
  t.close();
});

describe("the auth frame", () => {
  it("answers ready to a valid access token, and pong to a ping", async () => {
    const socket = await signedInSocket(url, w.a.trainer.token);
    socket.send({ type: "ping" });
    expect(await socket.next("pong")).toEqual({ type: "pong" });
    socket.close();
    await socket.closed;
  });

  it("closes with 4401 on a bad token, a first frame that is no auth frame, or garbage", async () => {
    for (const first of [
      JSON.stringify({ type: "auth", token: `${w.a.trainer.token}x` }),
      JSON.stringify({ type: "ping" }),
      "not json",
      JSON.stringify({ type: "auth" }),
    ]) {
      const socket = await openSocket(url);
      socket.sendRaw(first);
      expect(await socket.closed).toBe(4401);
    }
  });

  it("closes with 4401 when no auth frame comes in time", async () => {
    const socket = await openSocket(url);
    expect(await socket.closed).toBe(4401);
  });

  it("ignores frames it does not know once signed in", async () => {
    const socket = await signedInSocket(url, w.b.trainer.token);
    socket.sendRaw("{");
    socket.sendRaw(JSON.stringify({ type: "subscribe", everything: true }));
    expect(await socket.quiet()).toEqual([]);
    socket.close();
    await socket.closed;
  });

  it("answers 400 to a plain GET (no upgrade)", async () => {
    expect((await fetch(`${base}/api/realtime`)).status).toBe(400);
  });
});

describe("delivery", () => {
  it("reaches the listed users' sockets only, across trainers and organizations", async () => {
    const trainerA = await signedInSocket(url, w.a.trainer.token);
    const trainerA2 = await signedInSocket(url, w.a.trainer.token);
    const adminA = await signedInSocket(url, w.a.admin.token);
    const trainerB = await signedInSocket(url, w.b.trainer.token);
    const clientB = await signedInSocket(url, tokens.clientB as string);
    const event = { type: "message.created" as const, message: { id: 1, body: "你好" } };
    await realtime.hub.deliver([{ organizationId: w.a.org.id, userIds: [w.a.trainer.userId], event }]);
    // Both tabs of the listed coach get it; nobody else gets anything.
    expect(await trainerA.next("message.created")).toEqual(event);
    expect(await trainerA2.next("message.created")).toEqual(event);
    // (Presence frames are expected here: clientB's coach heard it come online.)
    for (const other of [adminA, trainerB, clientB]) {
      const got = await other.quiet();
      expect(got.filter((f) => f.type !== "presence")).toEqual([]);
    }
    for (const s of [trainerA, trainerA2, adminA, trainerB, clientB]) s.close();
    await Promise.all([trainerA, trainerA2, adminA, trainerB, clientB].map((s) => s.closed));
  });
});

describe("revocation", () => {
  it("closes the user's sockets with 4401 after a password change, not the others'", async () => {
    const password = "Old-Passw0rd!realtime";
    const coach = await insertTrainer(t, w.a.org.id, { password });
    const first = await signedInSocket(url, coach.token);
    const second = await signedInSocket(url, coach.token);
    const bystander = await signedInSocket(url, w.a.trainer.token);
    const res = await fetch(`${base}/api/users/change_password`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${coach.token}` },
      body: JSON.stringify({ user: { current_password: password, password: "New-Passw0rd!realtime" } }),
    });
    expect(res.status).toBe(200);
    expect(await first.closed).toBe(4401);
    expect(await second.closed).toBe(4401);
    expect(await bystander.quiet()).toEqual([]);
    // The old token opens nothing any more.
    const again = await openSocket(url);
    again.send({ type: "auth", token: coach.token });
    expect(await again.closed).toBe(4401);
    bystander.close();
    await bystander.closed;
  });
});

describe("presence", () => {
  const onlineOf = async (userId: number) =>
    (await t.db.select({ is_online: users.is_online }).from(users).where(eq(users.id, userId)))[0]?.is_online;

  it("tells the client's coaches when it comes and goes, and stores is_online", async () => {
    const trainer = await signedInSocket(url, w.a.trainer.token);
    const admin = await signedInSocket(url, w.a.admin.token);
    const otherOrg = await signedInSocket(url, w.b.trainer.token);
    const client = await signedInSocket(url, tokens.clientA as string);
    const online = { type: "presence", user_id: w.a.client.user_id, is_online: true };
    expect(await trainer.next("presence")).toEqual(online);
    expect(await admin.next("presence")).toEqual(online);
    expect(await onlineOf(w.a.client.user_id)).toBe(true);

    // A second tab is no news; closing one of two leaves the client online.
    const secondTab = await signedInSocket(url, tokens.clientA as string);
    secondTab.close();
    await secondTab.closed;
    client.close();
    await client.closed;
    const offline = { type: "presence", user_id: w.a.client.user_id, is_online: false };
    expect(await trainer.next("presence")).toEqual(offline);
    expect(await admin.next("presence")).toEqual(offline);
    expect(await onlineOf(w.a.client.user_id)).toBe(false);
    // Nothing more about this client here, and nothing at all in the other organization
    // (other users' presence from earlier tests may still be on its way).
    const aboutClient = (frames: { user_id?: unknown }[]) =>
      frames.filter((f) => f.user_id === w.a.client.user_id);
    expect(aboutClient(await trainer.quiet())).toEqual([]);
    expect(aboutClient(await otherOrg.quiet())).toEqual([]);
    for (const s of [trainer, admin, otherOrg]) s.close();
    await Promise.all([trainer, admin, otherOrg].map((s) => s.closed));
  });

  it("tells a coach's clients when the coach comes", async () => {
    const client = await signedInSocket(url, tokens.clientA as string);
    const trainer = await signedInSocket(url, w.a.trainer.token);
    expect(await client.next("presence")).toEqual({
      type: "presence",
      user_id: w.a.trainer.userId,
      is_online: true,
    });
    trainer.close();
    await trainer.closed;
    expect(await client.next("presence")).toMatchObject({ is_online: false });
    client.close();
    await client.closed;
  });

  it("starts with nobody online (flags of a crashed process are cleared)", async () => {
    await t.db.update(users).set({ is_online: true }).where(eq(users.id, w.b.client.user_id));
    await resetPresence(t.deps);
    expect(await onlineOf(w.b.client.user_id)).toBe(false);
  });
});
