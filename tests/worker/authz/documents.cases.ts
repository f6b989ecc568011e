import { randomUUID } from "node:crypto";
import { documents, uploads } from "../../../db/schema";
import type { PersonaKey, World } from "../support/world";
import { personaOf } from "../support/world";
import { type Case, coachInOrg, coachOrSelf, type FieldCase } from "./kit";

/**
 * The authorization matrix cases of `documents.*`: an organization's coaches manage its documents
 * (a trainer shares with its own clients; deleting is the admins' or the sharer's); a client
 * reads the documents shared with it and acknowledges them; other organizations get 404.
 */

/** An unattached upload of the persona (or trainer A's for anonymous), for a document to claim. */
async function freshUpload(w: World, who: PersonaKey) {
  const owner = personaOf(w, who)?.userId ?? w.a.ids.trainerUser;
  const id = randomUUID().replaceAll("-", "");
  await w.t.db.insert(uploads).values({
    id,
    owner_user_id: owner,
    name: "免责声明.pdf",
    type: "application/pdf",
    size: 10,
    storage_key: `authz/${id}`,
    created_at: w.t.clock.now().toISOString(),
  });
  return { upload: id };
}

/** A document of organization A shared with all, by admin A. */
async function freshDocument(w: World) {
  const { upload } = await freshUpload(w, "adminA");
  const [row] = await w.t.db
    .insert(documents)
    .values({
      organization_id: w.a.ids.org,
      author_id: w.a.ids.adminUser,
      title: "免责声明",
      upload_id: upload,
      shared_all: true,
      requires_acknowledgement: true,
      created_at: w.t.clock.now().toISOString(),
    })
    .returning({ id: documents.id });
  return { document: row!.id };
}

const draft = (upload: string | number, clientId: number) => ({
  title: "饮食计划",
  upload_id: String(upload),
  shared_with: [clientId],
});

export const cases: Case[] = [
  {
    name: "list an organization's documents",
    route: "GET /api/organizations/:id/documents",
    trpc: "documents.list",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.org }, input: { organization_id: w.a.ids.org } }),
  },
  {
    name: "share a document with trainer A's client",
    route: "POST /api/organizations/:id/documents",
    trpc: "documents.create",
    expect: coachInOrg,
    fresh: (w, who) => freshUpload(w, who),
    req: ({ w, f }) => ({
      params: { id: w.a.ids.org },
      body: { document: draft(f.upload!, w.a.ids.client) },
      input: { organization_id: w.a.ids.org, document: draft(f.upload!, w.a.ids.client) },
    }),
  },
  {
    name: "delete a document (admin A's)",
    route: "DELETE /api/documents/:id",
    trpc: "documents.delete",
    expect: { ...coachInOrg, trainerA: 403 },
    fresh: (w) => freshDocument(w),
    req: ({ f }) => ({ params: { id: f.document! } }),
  },
  {
    name: "the documents a client may see (client A's own)",
    route: "GET /api/clients/:id/documents",
    trpc: "documents.forClient",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: w.a.ids.client }, input: { client_id: w.a.ids.client } }),
  },
  {
    name: "acknowledge a document (the client only)",
    route: "POST /api/documents/:id/acknowledge",
    trpc: "documents.acknowledge",
    expect: { anon: 401, trainerA: 403, adminA: 403, super: 403, trainerB: 403, clientA: "ok" },
    fresh: (w) => freshDocument(w),
    req: ({ f }) => ({ params: { id: f.document! } }),
  },
];

export const fieldCases: FieldCase[] = [
  {
    name: "a trainer sharing with all: 403",
    as: "trainerA",
    route: "POST /api/organizations/:id/documents",
    trpc: "documents.create",
    expect: { trainerA: 403 },
    fresh: (w, who) => freshUpload(w, who),
    req: ({ w, f }) => {
      const document = { title: "x", upload_id: String(f.upload), shared_with: "all" };
      return {
        params: { id: w.a.ids.org },
        body: { document },
        input: { organization_id: w.a.ids.org, document },
      };
    },
  },
];
