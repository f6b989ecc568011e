import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../db/schema";
import type { TDocument } from "../../worker/domains/documents/schemas";
import { insertClient, type Persona, persona } from "../factories";
import type { TestDb } from "../helpers/db";
import { type TestApi, uploadFile } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";
import { pdf } from "./uploads/files";

/**
 * Organization documents (issue 32) through REST on a real libSQL database: sharing with all
 * (clients who join later too) or chosen clients, acknowledgements, who reaches the file, the
 * export, and deleting a document with its file.
 */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let clientA: Persona;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true }));
  clientA = await persona(t, w.a.client.user_id);
});
afterAll(() => t.close());

const upload = (token: string) =>
  uploadFile(api, token, new File([new Uint8Array(pdf())], "免责声明.pdf", { type: "application/pdf" }));

const orgPath = () => `/api/organizations/${w.a.org.id}/documents`;
async function share(token: string, document: Record<string, unknown>) {
  return api.post<{ document: TDocument }>(
    orgPath(),
    { document: { upload_id: await upload(token), ...document } },
    { token },
  );
}
const clientDocs = (clientId: number, token: string) =>
  api.get<{ documents: TDocument[] }>(`/api/clients/${clientId}/documents`, { token });

describe("documents shared with all", () => {
  let waiver: TDocument;
  it("an admin shares a waiver with all; a client who joins later sees it too", async () => {
    const res = await share(w.a.admin.token, {
      title: "免责声明",
      shared_with: "all",
      requires_acknowledgement: true,
    });
    expect(res.status).toBe(201);
    waiver = res.body.document;
    expect(waiver).toMatchObject({ title: "免责声明", shared_with: "all", requires_acknowledgement: true });
    expect(waiver.attachment?.attachmentUrl).toContain("sig=");
    const later = await insertClient(t, w.a.trainer);
    const laterPersona = await persona(t, later.user_id);
    const seen = await clientDocs(later.id, laterPersona.token);
    expect(seen.body.documents.map((d) => d.id)).toContain(waiver.id);
  });

  it("the client acknowledges it; coaches see who did and who has not yet", async () => {
    const before = await api.get<{ documents: TDocument[] }>(orgPath(), { token: w.a.trainer.token });
    expect(before.body.documents.find((d) => d.id === waiver.id)?.pending_client_ids).toContain(
      w.a.client.id,
    );
    const ack = await api.post<{ document: TDocument }>(
      `/api/documents/${waiver.id}/acknowledge`,
      undefined,
      {
        token: clientA.token,
      },
    );
    expect(ack.status).toBe(200);
    expect(ack.body.document.acknowledgements).toEqual([
      { client_id: w.a.client.id, acknowledged_at: t.clock.now().toISOString() },
    ]);
    const after = await api.get<{ documents: TDocument[] }>(orgPath(), { token: w.a.admin.token });
    const doc = after.body.documents.find((d) => d.id === waiver.id)!;
    expect(doc.acknowledgements.map((a) => a.client_id)).toEqual([w.a.client.id]);
    expect(doc.pending_client_ids).not.toContain(w.a.client.id);
    expect(doc.pending_client_ids.length).toBeGreaterThan(0);
  });

  it("a coach cannot acknowledge for the client (403)", async () => {
    const res = await api.post(`/api/documents/${waiver.id}/acknowledge`, undefined, {
      token: w.a.trainer.token,
    });
    expect(res.status).toBe(403);
  });

  it("the client's export carries its documents' titles and acknowledgements, and no note", async () => {
    const res = await api.get<{ export: { documents: { title: string; acknowledged_at: string | null }[] } }>(
      `/api/clients/${w.a.client.id}/export`,
      { token: clientA.token },
    );
    expect(res.body.export.documents).toContainEqual({
      id: waiver.id,
      title: "免责声明",
      acknowledged_at: t.clock.now().toISOString(),
    });
    expect(res.body.export).not.toHaveProperty("notes");
  });
});

describe("documents shared with chosen clients", () => {
  it("reach those clients only; other clients and strangers are refused", async () => {
    const other = await insertClient(t, w.a.trainer);
    const otherPersona = await persona(t, other.user_id);
    const res = await share(w.a.trainer.token, { title: "饮食计划", shared_with: [w.a.client.id] });
    expect(res.status).toBe(201);
    const plan = res.body.document;
    expect(plan.shared_with).toEqual([w.a.client.id]);
    expect((await clientDocs(w.a.client.id, clientA.token)).body.documents.map((d) => d.id)).toContain(
      plan.id,
    );
    expect((await clientDocs(other.id, otherPersona.token)).body.documents.map((d) => d.id)).not.toContain(
      plan.id,
    );
    // Another client's list, another organization's coach, a foreign acknowledgement: 404.
    expect((await clientDocs(w.a.client.id, otherPersona.token)).status).toBe(404);
    expect((await clientDocs(w.a.client.id, w.b.trainer.token)).status).toBe(404);
    expect((await api.get(orgPath(), { token: w.b.trainer.token })).status).toBe(404);
    expect((await api.get(orgPath(), { token: clientA.token })).status).toBe(403);
    expect(
      (await api.post(`/api/documents/${plan.id}/acknowledge`, undefined, { token: otherPersona.token }))
        .status,
    ).toBe(404);
    // The file: with the signature handed to those it reaches; without one, nobody gets it.
    const url = plan.attachment!.attachmentUrl;
    expect((await api.app.request(url)).status).toBe(200);
    expect((await api.app.request(`/api/uploads/${plan.upload_id}/file`)).status).toBe(404);
  });

  it("a trainer shares with its own clients only: another trainer's client or 'all' is refused", async () => {
    const adminsClient = await insertClient(t, w.a.admin);
    expect((await share(w.a.trainer.token, { title: "x", shared_with: [adminsClient.id] })).status).toBe(403);
    expect((await share(w.a.trainer.token, { title: "x", shared_with: "all" })).status).toBe(403);
    expect((await share(w.a.admin.token, { title: "x", shared_with: [w.b.client.id] })).status).toBe(404);
  });
});

describe("deleting a document", () => {
  it("removes its file; the trainer who shared it or an admin may, another trainer may not", async () => {
    const res = await share(w.a.admin.token, { title: "旧指南", shared_with: "all" });
    const doc = res.body.document;
    // Each list says who may delete (the library shows the button only then): not the other trainer.
    const canDelete = async (token: string) =>
      (await api.get<{ documents: TDocument[] }>(orgPath(), { token })).body.documents.find(
        (d) => d.id === doc.id,
      )?.can_delete;
    expect(await canDelete(w.a.trainer.token)).toBe(false);
    expect(await canDelete(w.a.admin.token)).toBe(true);
    expect(
      (await clientDocs(w.a.client.id, clientA.token)).body.documents.find((d) => d.id === doc.id)
        ?.can_delete,
    ).toBe(false);
    expect((await api.delete(`/api/documents/${doc.id}`, { token: w.a.trainer.token })).status).toBe(403);
    expect((await api.delete(`/api/documents/${doc.id}`, { token: w.b.admin.token })).status).toBe(404);
    expect((await api.delete(`/api/documents/${doc.id}`, { token: w.a.admin.token })).status).toBe(200);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, doc.upload_id))).toEqual([]);
    expect((await api.app.request(doc.attachment!.attachmentUrl)).status).toBe(404);
  });
});
