/**
 * `GET /api/realtime` on Workers (issue 26): the Worker forwards the upgrade to the organization's
 * room (a Durable Object using the Hibernation API), the room checks the first frame's token
 * against D1, the Worker's hub delivers through the room, a password change closes the user's
 * sockets, presence reaches a coach's clients.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../../worker/auth/jwt";
import { edgeRealtimeHub } from "../../worker/runtime/edge/realtime-hub";
import { type SocketClient, signIn, socketClient } from "../helpers/socket-frames";
import {
  apiClient,
  type Coach,
  createCoach,
  createOrganization,
  expectStatus,
  type ScenarioTarget,
  setupTwoOrganizations,
} from "../scenarios/harness";

const target: ScenarioTarget = {
  runtime: "workerd",
  fetch: (path, init) => exports.default.fetch(new Request(new URL(path, "https://coach.test"), init)),
  superAdmin: { email: env.SUPER_ADMIN_EMAIL, password: env.SUPER_ADMIN_PASSWORD },
  jwtSecret: env.JWT_SECRET,
};

async function openSocket(organizationId: number | null): Promise<SocketClient> {
  const query = organizationId === null ? "" : `?org=${organizationId}`;
  const res = await exports.default.fetch(
    new Request(`https://coach.test/api/realtime${query}`, { headers: { upgrade: "websocket" } }),
  );
  expect(res.status).toBe(101);
  const ws = res.webSocket;
  if (!ws) throw new Error("no socket in the upgrade answer");
  ws.accept();
  return socketClient(ws);
}

const signedIn = async (coach: { token: string; organizationId: number | null }) =>
  signIn(await openSocket(coach.organizationId), coach.token);

let orgs: Awaited<ReturnType<typeof setupTwoOrganizations>>;
let trainerA: Coach;
let client: { id: number; userId: number; token: string; organizationId: number };

beforeAll(async () => {
  orgs = await setupTwoOrganizations(target);
  trainerA = await createCoach(orgs.api, orgs.superToken, orgs.orgA.id);
  const created = await orgs.api.post(
    "/api/clients",
    { client: { user: { name: "实时学员" } } },
    { token: trainerA.token },
  );
  expectStatus(created, 201);
  const userId = created.body.user.id as number;
  // A client signs in through an invitation; its token is minted the way sign-in does.
  const token = await signAccessToken(
    { userId, tokenVersion: 0 },
    { secret: env.JWT_SECRET, ttlSeconds: 3600, now: new Date() },
  );
  client = { id: created.body.client.id as number, userId, token, organizationId: orgs.orgA.id };
});

describe("the realtime room", () => {
  it("answers ready to a valid token and pong to a ping", async () => {
    const socket = await signedIn(orgs.coachA);
    socket.send({ type: "ping" });
    expect(await socket.next("pong")).toEqual({ type: "pong" });
    socket.close();
  });

  it("closes with 4401 on a bad token or garbage, and 4409 naming the room of another organization", async () => {
    for (const first of [JSON.stringify({ type: "auth", token: "x.y.z" }), "not json"]) {
      const socket = await openSocket(orgs.orgA.id);
      socket.sendRaw(first);
      expect(await socket.closed).toBe(4401);
    }
    const lost = await openSocket(orgs.orgB.id);
    lost.send({ type: "auth", token: orgs.coachA.token });
    expect(await lost.closed).toBe(4409);
  });

  it("delivers through the Worker's hub to the listed users only, across organizations", async () => {
    const adminA = await signedIn(orgs.coachA);
    const trainer = await signedIn(trainerA);
    const adminB = await signedIn(orgs.coachB);
    const hub = edgeRealtimeHub(env.REALTIME);
    const event = { type: "message.created" as const, message: { id: 7, body: "hi" } };
    await hub.deliver([{ organizationId: orgs.orgA.id, userIds: [trainerA.userId], event }]);
    expect(await trainer.next("message.created")).toEqual(event);
    for (const other of [adminA, adminB])
      expect((await other.quiet()).filter((f) => f.type !== "presence")).toEqual([]);
    // The same user id sent to the other organization's room reaches nobody there.
    await hub.deliver([{ organizationId: orgs.orgB.id, userIds: [trainerA.userId], event }]);
    expect((await trainer.quiet()).filter((f) => f.type !== "presence")).toEqual([]);
    for (const s of [adminA, trainer, adminB]) s.close();
  });

  it("carries a coach's message to the client through the room, stored in D1 and hidden from another organization", async () => {
    const clientSocket = await signedIn(client);
    const adminB = await signedIn(orgs.coachB);
    const api = apiClient(target.fetch);
    try {
      const sent = await api.post(
        `/api/clients/${client.id}/conversation/messages`,
        { message: { body: "今天的训练记得热身" } },
        { token: trainerA.token },
      );
      expectStatus(sent, 201);
      const delivered = await clientSocket.next("message.created");
      expect(delivered).toMatchObject({ message: { id: sent.body.message.id, body: "今天的训练记得热身" } });
      const thread = await api.get(`/api/clients/${client.id}/conversation`, { token: trainerA.token });
      expectStatus(thread, 200);
      expect(thread.body.messages[0]).toMatchObject({ id: sent.body.message.id, author_id: trainerA.userId });
      expectStatus(
        await api.get(`/api/clients/${client.id}/conversation`, { token: orgs.coachB.token }),
        404,
      );
      expect((await adminB.quiet()).filter((f) => f.type.startsWith("message"))).toEqual([]);
    } finally {
      for (const s of [clientSocket, adminB]) s.close();
    }
  });

  it("closes a coach's sockets with 4401 after a password change", async () => {
    const coach = await createCoach(orgs.api, orgs.superToken, orgs.orgA.id);
    const socket = await signedIn(coach);
    const res = await apiClient(target.fetch).post(
      "/api/users/change_password",
      { user: { current_password: coach.password, password: "Coach1234!new" } },
      { token: coach.token },
    );
    expectStatus(res, 200);
    expect(await socket.closed).toBe(4401);
  });

  it("tells a client its coach came online, and stores is_online", async () => {
    const clientSocket = await signedIn(client);
    const trainer = await signedIn(trainerA);
    expect(await clientSocket.next("presence")).toEqual({
      type: "presence",
      user_id: trainerA.userId,
      is_online: true,
    });
    const row = await env.DB.prepare("select is_online from users where id = ?")
      .bind(trainerA.userId)
      .first<{ is_online: number }>();
    expect(row?.is_online).toBe(1);
    trainer.close();
    expect(await clientSocket.next("presence")).toMatchObject({ user_id: trainerA.userId, is_online: false });
    clientSocket.close();
  });

  it("clears the online flags a stopped room left behind when its first socket opens", async () => {
    const organization = await createOrganization(orgs.api, orgs.superToken);
    const coach = await createCoach(orgs.api, orgs.superToken, organization.id);
    await env.DB.prepare("update users set is_online = 1 where id = ?").bind(coach.userId).run();
    const socket = await openSocket(organization.id);
    const row = await env.DB.prepare("select is_online from users where id = ?")
      .bind(coach.userId)
      .first<{ is_online: number }>();
    expect(row?.is_online).toBe(0);
    socket.close();
  });
});
