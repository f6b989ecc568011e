/**
 * Documents and notes on Workers (issue 32) over D1 and R2: an admin shares a document with one
 * client, who reads it and its file and acknowledges it; another client of the organization and
 * another organization's coach get neither. A coach's notes on the client never reach the client:
 * it walks every GET route of the operation table (tests/helpers/note-walk.ts), as on Node.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { TDocument } from "../../worker/domains/documents/schemas";
import { assertNoNote, NOTE_MARKER, walkClientGets } from "../helpers/note-walk";
import { expectStatus, setupTwoOrganizations } from "../scenarios/harness";
import { readFile, signedInClient, target, upload } from "./kit";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

let orgs: Awaited<ReturnType<typeof setupTwoOrganizations>>;
let client: Awaited<ReturnType<typeof signedInClient>>;
let otherClient: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  orgs = await setupTwoOrganizations(target);
  client = await signedInClient(orgs.api, orgs.coachA);
  otherClient = await signedInClient(orgs.api, orgs.coachA);
});

const documentsOf = (clientId: number, token: string) =>
  orgs.api.get(`/api/clients/${clientId}/documents`, { token });

describe("a document shared with one client", () => {
  let doc: TDocument;

  it("reaches that client, with its file from R2; the client acknowledges it", async () => {
    const { api, orgA, coachA: admin } = orgs;
    const file = await upload(admin.token, new File([PDF], "免责声明.pdf", { type: "application/pdf" }));
    const shared = await api.post(
      `/api/organizations/${orgA.id}/documents`,
      {
        document: {
          title: "免责声明",
          upload_id: file.id,
          shared_with: [client.id],
          requires_acknowledgement: true,
        },
      },
      { token: admin.token },
    );
    expectStatus(shared, 201);
    doc = shared.body.document;
    expect(doc.pending_client_ids).toEqual([client.id]);

    const seen = await documentsOf(client.id, client.token);
    expectStatus(seen, 200);
    const mine = (seen.body.documents as TDocument[]).find((d) => d.id === doc.id);
    expect(mine).toMatchObject({ title: "免责声明", shared_with: [client.id], acknowledgements: [] });
    const read = await readFile(mine!.attachment!.attachmentUrl);
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("application/pdf");
    expect(read.headers.get("cache-control")).toMatch(/^private\b|\bno-store\b/);
    expect(read.bytes).toEqual(PDF);

    const ack = await api.post(`/api/documents/${doc.id}/acknowledge`, undefined, { token: client.token });
    expectStatus(ack, 200);
    expect(ack.body.document.acknowledgements).toEqual([
      { client_id: client.id, acknowledged_at: expect.any(String) },
    ]);
    const listed = await api.get(`/api/organizations/${orgA.id}/documents`, { token: admin.token });
    const forCoach = (listed.body.documents as TDocument[]).find((d) => d.id === doc.id);
    expect(forCoach?.acknowledgements.map((a) => a.client_id)).toEqual([client.id]);
    expect(forCoach?.pending_client_ids).toEqual([]);
  });

  it("is refused, file included, to another client of the organization and another organization's coach", async () => {
    const { api, orgA, coachB } = orgs;
    const own = await documentsOf(otherClient.id, otherClient.token);
    expectStatus(own, 200);
    expect(JSON.stringify(own.body)).not.toContain(doc.upload_id);

    const plainFile = `/api/uploads/${doc.upload_id}/file`;
    for (const token of [otherClient.token, coachB.token]) {
      expectStatus(await documentsOf(client.id, token), 404);
      // Another client: not shared with it (404); a coach: only clients acknowledge (403).
      const ack = await api.post(`/api/documents/${doc.id}/acknowledge`, undefined, { token });
      expect([403, 404]).toContain(ack.status);
      expect((await readFile(plainFile, token)).status).toBe(404);
    }
    expectStatus(await api.get(`/api/organizations/${orgA.id}/documents`, { token: coachB.token }), 404);
    expectStatus(await api.delete(`/api/documents/${doc.id}`, { token: coachB.token }), 404);
  });
});

describe("a coach's notes on a client", () => {
  it("are in no answer the client gets", async () => {
    const { api, orgA, coachA: coach } = orgs;
    const workout = await api.post(
      "/api/workouts",
      { workout: { client_id: client.id, due: "2026-03-01", title: "深蹲日" } },
      { token: coach.token },
    );
    expectStatus(workout, 201);
    const workoutId = workout.body.workout.id as number;
    for (const note of [
      { body: `${NOTE_MARKER} 置顶`, pinned: true },
      { body: `${NOTE_MARKER} 训练`, workout_id: workoutId },
    ]) {
      expectStatus(await api.post(`/api/clients/${client.id}/notes`, { note }, { token: coach.token }), 201);
    }
    // The walk is not blind: the coach reads the notes back.
    const coachView = await api.get(`/api/clients/${client.id}/notes`, { token: coach.token });
    expect(JSON.stringify(coachView.body)).toContain(NOTE_MARKER);

    const row = await env.DB.prepare("select slug from clients where id = ?")
      .bind(client.id)
      .first<{ slug: string }>();
    const own = {
      userId: client.userId,
      clientId: client.id,
      trainerId: coach.trainerId,
      organizationId: orgA.id,
      workoutId,
      slug: row!.slug,
    };
    const answered = await walkClientGets(
      (path) => api.get(path, { token: client.token }),
      own,
      "collections",
    );
    for (const reached of [`/workouts/${workoutId}`, `/clients/${client.id}/documents`, "/notifications"])
      expect(answered.has(reached), reached).toBe(true);

    const done = await api.put(
      `/api/workouts/${workoutId}`,
      { workout: { state: "completed" } },
      { token: client.token },
    );
    expectStatus(done, 200);
    assertNoNote("PUT /workouts/{id}", done.body);
  });
});
