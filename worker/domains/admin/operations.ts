import { ID, op } from "../operation";
import { ZIdInput } from "../shared/fields";
import * as clients from "./clients";
import * as organizations from "./organizations";
import {
  ZAdminClientsOutput,
  ZAdminClientsQuery,
  ZAdminCreateOrganizationInput,
  ZAdminDeletePreviewOutput,
  ZAdminMoveTrainerInput,
  ZAdminOrganizationCreatedOutput,
  ZAdminOrganizationsOutput,
  ZAdminOrganizationsQuery,
  ZAdminTrainerMovedOutput,
  ZAdminTrainersOutput,
  ZAdminTrainersQuery,
} from "./schemas";
import * as trainers from "./trainers";

/**
 * The super-admin area (/admin/*): lists across organizations, paged on the server, and the writes
 * the coach-facing operations do not cover. Edits and deletes reuse organizations.*, trainers.*,
 * users.update (disable) and clients.transfer.
 */
export const adminOperations = {
  organizations: op({
    summary: "Organizations, one page, searched by name or owner email (super admin)",
    kind: "query",
    input: ZAdminOrganizationsQuery,
    output: ZAdminOrganizationsOutput,
    run: ({ deps, actor }, input) => organizations.listOrganizations(deps, actor, input),
    rest: { method: "GET", path: "/admin/organizations" },
  }),
  createOrganization: op({
    summary: "Create an organization with its owner, an existing or a new person (super admin)",
    kind: "mutation",
    input: ZAdminCreateOrganizationInput,
    output: ZAdminOrganizationCreatedOutput,
    run: ({ deps, actor }, input) => organizations.createOrganization(deps, actor, input),
    rest: { method: "POST", path: "/admin/organizations", status: 201 },
  }),
  deletePreview: op({
    summary: "What deleting an organization takes with it: trainers, clients, programs, workouts",
    kind: "query",
    input: ZIdInput,
    output: ZAdminDeletePreviewOutput,
    run: ({ deps, actor }, input) => organizations.deletePreview(deps, actor, input.id),
    rest: { method: "GET", path: `/admin/organizations/:id{${ID}}/delete_preview` },
  }),
  trainers: op({
    summary: "Trainers of every organization, one page, by organization and search (super admin)",
    kind: "query",
    input: ZAdminTrainersQuery,
    output: ZAdminTrainersOutput,
    run: ({ deps, actor }, input) => trainers.listTrainers(deps, actor, input),
    rest: { method: "GET", path: "/admin/trainers" },
  }),
  moveTrainer: op({
    summary: "Move a trainer to another organization, its clients along or to another trainer",
    kind: "mutation",
    input: ZAdminMoveTrainerInput,
    output: ZAdminTrainerMovedOutput,
    run: ({ deps, actor }, input) => trainers.moveTrainer(deps, actor, input),
    rest: { method: "POST", path: `/admin/trainers/:id{${ID}}/move` },
  }),
  clients: op({
    summary: "Clients of every organization, one page, by organization, trainer and search",
    kind: "query",
    input: ZAdminClientsQuery,
    output: ZAdminClientsOutput,
    run: ({ deps, actor }, input) => clients.listClients(deps, actor, input),
    rest: { method: "GET", path: "/admin/clients" },
  }),
};
