import { ID, op } from "../operation";
import { ZIdInput } from "../shared/fields";
import { acknowledgeDocument } from "./acknowledge";
import { createDocument } from "./create";
import { deleteDocument } from "./delete";
import { listClientDocuments, listOrganizationDocuments } from "./list";
import * as schemas from "./schemas";

/**
 * Organization documents shared with clients (issue 32): waivers, guides, meal plans. REST under
 * /organizations/{id}/documents, /clients/{id}/documents and /documents/{id}, tRPC `documents.*`.
 */
export const documentOperations = {
  list: op({
    summary: "An organization's documents with their acknowledgements (its coaches)",
    kind: "query",
    input: schemas.ZOrganizationDocumentsInput,
    output: schemas.ZDocumentsOutput,
    run: ({ deps, actor }, input) => listOrganizationDocuments(deps, actor, input.organization_id),
    rest: {
      method: "GET",
      path: `/organizations/:id{${ID}}/documents`,
      input: ({ params }) => ({ organization_id: params.id }),
    },
  }),
  create: op({
    summary: 'Share an uploaded file with the organization\'s clients ("all", later ones too) or chosen ones',
    kind: "mutation",
    input: schemas.ZCreateDocumentInput,
    output: schemas.ZDocumentOutput,
    run: ({ deps, actor }, input) => createDocument(deps, actor, input),
    rest: {
      method: "POST",
      path: `/organizations/:id{${ID}}/documents`,
      status: 201,
      input: ({ params, body }) => ({ ...(body as object), organization_id: params.id }),
      requestSchema: schemas.ZCreateDocumentInput.omit({ organization_id: true }),
    },
  }),
  delete: op({
    summary: "Delete a document and its file (an admin, or the trainer who shared it)",
    kind: "mutation",
    input: ZIdInput,
    output: schemas.ZDocumentOutput,
    run: ({ deps, actor }, input) => deleteDocument(deps, actor, input.id),
    rest: { method: "DELETE", path: `/documents/:id{${ID}}` },
  }),
  forClient: op({
    summary: "The documents a client may see (the client itself, its coaches)",
    kind: "query",
    input: schemas.ZClientDocumentsInput,
    output: schemas.ZDocumentsOutput,
    run: ({ deps, actor }, input) => listClientDocuments(deps, actor, input.client_id),
    rest: {
      method: "GET",
      path: `/clients/:id{${ID}}/documents`,
      input: ({ params }) => ({ client_id: params.id }),
    },
  }),
  acknowledge: op({
    summary: 'A client acknowledges a document shared with it ("我已阅读并同意"; the first time is kept)',
    kind: "mutation",
    input: ZIdInput,
    output: schemas.ZDocumentOutput,
    run: ({ deps, actor }, input) => acknowledgeDocument(deps, actor, input.id),
    rest: { method: "POST", path: `/documents/:id{${ID}}/acknowledge`, body: "none" },
  }),
};
