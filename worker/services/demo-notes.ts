import { and, eq, sql } from "drizzle-orm";
import { clients, documents, notes, organizations, trainers, uploads, users } from "../../db/schema";
import { storageKeyOf, uploadStoreOf } from "../domains/uploads/store";
import type { ServiceDeps } from "./deps";

/** The demo waiver's text, as a one-page PDF a browser opens (the smallest valid layout). */
function waiverPdf(): Uint8Array {
  const text = "Demo studio waiver - please read and agree in the app.";
  const stream = `BT /F1 14 Tf 50 750 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/**
 * Demo notes and documents (issue 32): the demo client who signs in (张伟, client1@demo.coach)
 * gets a pinned note from its coach, and the studio shares a waiver with all its clients that
 * needs their acknowledgement, so a coach and the client can try both at once.
 */
export async function seedDemoNotesAndDocuments(deps: ServiceDeps, organizationId: number, now: Date) {
  const { db } = deps;
  const [client] = await db
    .select({ id: clients.id, coach: trainers.user_id })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.user_id))
    .innerJoin(trainers, eq(trainers.id, clients.trainer_id))
    .where(and(eq(clients.organization_id, organizationId), eq(users.email, "client1@demo.coach")))
    .limit(1);
  const [org] = await db
    .select({ owner: organizations.owner_id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const at = now.toISOString();
  const author = org?.owner ?? client?.coach ?? null;
  const note = client
    ? [
        db.insert(notes).values({
          client_id: client.id,
          author_id: client.coach,
          body: "左膝半月板旧伤：避免深蹲跳和跳箱，深蹲控制在 90 度以内。",
          pinned: true,
          created_at: at,
          updated_at: at,
        }),
      ]
    : [];
  // The waiver needs a file: without an upload store (a bare test app) only the note is seeded,
  // as the demo photo sessions are (demo-progress.ts).
  if (!deps.uploads) {
    const [first, ...rest] = note;
    if (first) await db.batch([first, ...rest]);
    return;
  }
  const bytes = waiverPdf();
  // Random like every upload id: its URL names it.
  const uploadId = crypto.randomUUID().replaceAll("-", "");
  const key = storageKeyOf(uploadId);
  await uploadStoreOf(deps).put(key, bytes, "application/pdf");
  await db.batch([
    db.insert(documents).values({
      organization_id: organizationId,
      author_id: author,
      title: "会员免责声明",
      upload_id: uploadId,
      shared_all: true,
      requires_acknowledgement: true,
      created_at: at,
    }),
    db.insert(uploads).values({
      id: uploadId,
      owner_user_id: author ?? 0,
      organization_id: organizationId,
      name: "会员免责声明.pdf",
      type: "application/pdf",
      size: bytes.length,
      storage_key: key,
      attached_kind: "document",
      attached_id: sql`(SELECT max(${documents.id}) FROM ${documents} WHERE ${documents.organization_id} = ${organizationId})`,
      created_at: at,
    }),
    ...note,
  ]);
}
