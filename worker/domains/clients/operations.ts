import { AppError } from "../../errors";
import { ZInviteClientInput } from "../auth/schemas";
import { ID, op } from "../operation";
import { ZIdInput } from "../shared/fields";
import { ZOk } from "../shared/outputs";
import { importClientWorkouts } from "../workouts/import/import";
import { IMPORT_MAX_ITEMS, IMPORT_MAX_WORKOUTS } from "../workouts/import/plan";
import { ZImportWorkoutsInput } from "../workouts/import/schemas";
import { ZTrueCoachPages } from "../workouts/import/truecoach-json";
import { ZImportWorkoutsOutput } from "../workouts/schemas";
import { archiveClients } from "./archive";
import { exportClient, listClientWorkouts } from "./client-workouts";
import * as clients from "./clients";
import { inviteClient } from "./invite";
import { clientListAnswer } from "./list";
import {
  BUILT_CLIENT_LINKS,
  CLIENT_LINK_NAMES,
  ZArchiveClientsInput,
  ZArchiveOutput,
  ZClientExportOutput,
  ZClientLinkInput,
  ZClientLinkOutput,
  ZClientListOutput,
  ZClientOutput,
  ZClientTrendOutput,
  ZClientWorkoutsInput,
  ZClientWorkoutsOutput,
  ZClientWrittenOutput,
  ZCreateClientInput,
  ZGetClientInput,
  ZInviteOutput,
  ZListClientsInput,
  ZTransferClientsInput,
  ZTransferOutput,
  ZUpdateClientInput,
  zClientSlug,
} from "./schemas";
import * as transfers from "./transfers";
import { clientTrend } from "./trend";

const { createFailed, updateFailed, deleteFailed } = clients.CLIENT_MESSAGES;
/** The links that are real routes now, not empty collections. */
const LINK = CLIENT_LINK_NAMES.filter(
  (name) => !(BUILT_CLIENT_LINKS as readonly string[]).includes(name),
).join("|");

/** Clients: SPEC section 7 "Clients". Writes answer SPEC's failure texts (学员添加失败 …) for any failure. */
export const clientOperations = {
  list: op({
    summary: "Clients in the caller's reach with their compliance, one page",
    kind: "query",
    input: ZListClientsInput,
    run: async ({ deps, actor }, input) => clientListAnswer(await clients.listClients(deps, actor, input)),
    rest: { method: "GET", path: "/clients", answerSchema: ZClientListOutput },
  }),
  listOrganization: op({
    summary: "The clients of the caller's organization, one page",
    kind: "query",
    input: ZListClientsInput.omit({ organization_id: true }),
    run: async ({ deps, actor }, input) =>
      clientListAnswer(await clients.listOrganizationClients(deps, actor, input)),
    rest: { method: "GET", path: "/organization/clients", answerSchema: ZClientListOutput },
  }),
  get: op({
    summary: "One client, by id or by slug",
    kind: "query",
    input: ZGetClientInput,
    output: ZClientOutput,
    run: ({ deps, actor }, input) => clients.getClient(deps, actor, input),
    rest: [
      { method: "GET", path: `/clients/:id{${ID}}` },
      {
        method: "GET",
        path: "/clients/by_slug/:slug",
        // A malformed slug names no client: 404, like an unknown one.
        input: ({ params }) => {
          const slug = zClientSlug.safeParse(params.slug);
          if (!slug.success) throw new AppError("NOT_FOUND");
          return { slug: slug.data };
        },
      },
    ],
  }),
  create: op({
    summary: "Create a client (and its user) for a trainer of the organization",
    kind: "mutation",
    failure: createFailed,
    input: ZCreateClientInput,
    output: ZClientWrittenOutput,
    run: ({ deps, actor }, input) => clients.createClient(deps, actor, input),
    rest: { method: "POST", path: "/clients", status: 201 },
  }),
  update: op({
    summary: "Update a client, its user, settings or trainer",
    kind: "mutation",
    failure: updateFailed,
    input: ZIdInput.extend(ZUpdateClientInput.shape),
    output: ZClientWrittenOutput,
    run: ({ deps, actor }, input) => clients.updateClient(deps, actor, input.id, input),
    rest: { method: "PUT", path: `/clients/:id{${ID}}` },
  }),
  delete: op({
    summary: "Delete a client (its user too, unless the person also coaches)",
    kind: "mutation",
    failure: deleteFailed,
    input: ZIdInput,
    output: ZOk,
    run: ({ deps, actor }, input) => clients.deleteClient(deps, actor, input.id),
    rest: { method: "DELETE", path: `/clients/:id{${ID}}` },
  }),
  transfer: op({
    summary: "Move clients to another trainer of the same organization",
    kind: "mutation",
    input: ZTransferClientsInput,
    output: ZTransferOutput,
    run: ({ deps, actor }, input) => transfers.transferClients(deps, actor, input),
    rest: { method: "POST", path: "/trainer_client_transfers" },
  }),
  archive: op({
    summary: "Archive clients, or bring archived clients back to active",
    kind: "mutation",
    input: ZArchiveClientsInput,
    output: ZArchiveOutput,
    run: ({ deps, actor }, input) => archiveClients(deps, actor, input),
    rest: { method: "POST", path: "/clients/archive" },
  }),
  /** Not one of CLIENT_LINK_NAMES, so /clients/{id}/trend is this route, never `linked`. */
  trend: op({
    summary: "A client's weekly completion over the last 12 weeks (client's time zone)",
    kind: "query",
    input: ZIdInput,
    output: ZClientTrendOutput,
    run: ({ deps, actor }, input) => clientTrend(deps, actor, input.id),
    rest: { method: "GET", path: `/clients/:id{${ID}}/trend` },
  }),
  invite: op({
    summary: "Invite a client to sign in: a single-use link valid 7 days, sent by email or SMS",
    kind: "mutation",
    input: ZInviteClientInput,
    output: ZInviteOutput,
    run: ({ deps, actor, meta }, input) => inviteClient(deps, actor, input.id, meta),
    rest: { method: "POST", path: `/clients/:id{${ID}}/invite`, body: "none" },
  }),
  /** Not one of CLIENT_LINK_NAMES either. */
  workouts: op({
    summary: "A client's workouts, one page, by state (pending, completed, missed) and dates",
    kind: "query",
    input: ZClientWorkoutsInput,
    output: ZClientWorkoutsOutput,
    run: ({ deps, actor }, input) => listClientWorkouts(deps, actor, input),
    rest: { method: "GET", path: `/clients/:id{${ID}}/workouts` },
  }),
  export: op({
    summary: "Everything of one client as one JSON document (profile, workouts, results, comments)",
    kind: "query",
    input: ZIdInput,
    output: ZClientExportOutput,
    run: ({ deps, actor }, input) => exportClient(deps, actor, input.id),
    rest: { method: "GET", path: `/clients/:id{${ID}}/export` },
  }),
  importWorkouts: op({
    summary: `Import a client's history from TrueCoach: JSON pages of its workouts (one page or an array) or the CSV of its browser exporters (Content-Type: text/csv). ?dry_run=1 answers the preview only. At most ${IMPORT_MAX_WORKOUTS} workouts and ${IMPORT_MAX_ITEMS} items per request, within the request body limit (1 MiB by default, MAX_BODY_BYTES); data already imported for this client is skipped`,
    kind: "mutation",
    input: ZImportWorkoutsInput,
    output: ZImportWorkoutsOutput,
    run: ({ deps, actor }, input) => importClientWorkouts(deps, actor, input),
    rest: {
      method: "POST",
      path: `/clients/:id{${ID}}/import`,
      body: "json-or-csv",
      requestSchema: ZTrueCoachPages,
      input: ({ params, query, body }) => ({
        id: params.id,
        format: typeof body === "string" ? "csv" : "json",
        data: body,
        dry_run: query.dry_run,
      }),
    },
  }),
  /** SPEC's hinted client links (assessments, notes …): empty collections, see docs/clients-and-libraries.md. */
  linked: op({
    summary: "A client's linked collection (assessments, notes …)",
    kind: "query",
    input: ZClientLinkInput,
    output: ZClientLinkOutput,
    run: ({ deps, actor }, input) => clients.getClientLinkCollection(deps, actor, input.id, input.name),
    rest: { method: "GET", path: `/clients/:id{${ID}}/:name{${LINK}}` },
  }),
};
