import * as z from "zod";
import { fieldText } from "#shared/messages";
import { zBoolish, zId } from "../shared/fields";

/** Most characters of a document's title. */
export const MAX_DOCUMENT_TITLE = 200;
/** Clients one document lists at most (beyond that, share it with all). */
export const MAX_DOCUMENT_CLIENTS = 1000;

export const ZOrganizationDocumentsInput = z.object({ organization_id: zId });
export const ZClientDocumentsInput = z.object({ client_id: zId });

/** "all" (every client of the organization, later ones too) or the chosen clients. */
export const zSharedWith = z.union([
  z.literal("all"),
  z
    .array(zId)
    .min(1, fieldText("CLIENTS_REQUIRED"))
    .max(MAX_DOCUMENT_CLIENTS, fieldText("CLIENTS_TOO_MANY", { max: MAX_DOCUMENT_CLIENTS })),
]);

export const ZCreateDocumentInput = z.object({
  organization_id: zId,
  document: z.object({
    title: z
      .string()
      .trim()
      .min(1, fieldText("TITLE_REQUIRED"))
      .max(MAX_DOCUMENT_TITLE, fieldText("TEXT_TOO_LONG", { max: MAX_DOCUMENT_TITLE })),
    upload_id: z.string().trim().min(1).max(64),
    shared_with: zSharedWith,
    requires_acknowledgement: zBoolish.prefault(false),
  }),
});
export type TCreateDocumentInput = z.infer<typeof ZCreateDocumentInput>;

// Answers ---------------------------------------------------------------------------------------

export const ZDocumentAttachment = z.object({
  name: z.string(),
  attachmentUrl: z.string(),
  type: z.string(),
  size: z.number().int(),
});

export const ZAcknowledgement = z.object({ client_id: z.number().int(), acknowledged_at: z.string() });

/**
 * A document. Coaches see every acknowledgement and who has not acknowledged yet; a client sees
 * the document as shared with it, its own acknowledgement only, and no one else's ids.
 */
export const ZDocument = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  title: z.string(),
  upload_id: z.string(),
  attachment: ZDocumentAttachment.nullable(),
  shared_with: z.union([z.literal("all"), z.array(z.number().int())]),
  requires_acknowledgement: z.boolean(),
  created_at: z.string(),
  acknowledgements: z.array(ZAcknowledgement),
  /** The clients it is shared with who have not acknowledged it (empty when none is required). */
  pending_client_ids: z.array(z.number().int()),
  /** Whether the caller may delete it: its author, the organization's admins, the super admin. */
  can_delete: z.boolean(),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentOutput = z.object({ document: ZDocument });
export const ZDocumentsOutput = z.object({ documents: z.array(ZDocument) });
