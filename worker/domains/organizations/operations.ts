import { ID, op } from "../operation";
import { ZIdInput } from "../shared/fields";
import * as organizations from "./organizations";
import {
  ZCreateOrganizationInput,
  ZListOrganizationsInput,
  ZOrganizationDeletedOutput,
  ZOrganizationListOutput,
  ZOrganizationOutput,
  ZOrganizationTrainersInput,
  ZOrganizationTrainersOutput,
  ZOrganizationWrittenOutput,
  ZUpdateOrganizationInput,
} from "./schemas";

/** Organizations (studios, gyms): SPEC section 7 "Organizations". */
export const organizationOperations = {
  list: op({
    summary: "Organizations in the caller's reach (the super admin: all)",
    kind: "query",
    input: ZListOrganizationsInput,
    output: ZOrganizationListOutput,
    run: ({ deps, actor }, input) => organizations.listOrganizations(deps, actor, input),
    rest: { method: "GET", path: "/organizations" },
  }),
  get: op({
    summary: "One organization",
    kind: "query",
    input: ZIdInput,
    output: ZOrganizationOutput,
    run: ({ deps, actor }, input) => organizations.getOrganization(deps, actor, input.id),
    rest: { method: "GET", path: `/organizations/:id{${ID}}` },
  }),
  create: op({
    summary: "Create an organization (super admin)",
    kind: "mutation",
    input: ZCreateOrganizationInput,
    output: ZOrganizationWrittenOutput,
    run: ({ deps, actor }, input) => organizations.createOrganization(deps, actor, input),
    rest: { method: "POST", path: "/organizations", status: 201 },
  }),
  update: op({
    summary: "Update an organization",
    kind: "mutation",
    input: ZIdInput.extend(ZUpdateOrganizationInput.shape),
    output: ZOrganizationWrittenOutput,
    run: ({ deps, actor, meta }, input) =>
      organizations.updateOrganization(deps, actor, input.id, input, meta),
    rest: { method: "PUT", path: `/organizations/:id{${ID}}` },
  }),
  delete: op({
    summary: "Delete an organization (super admin)",
    kind: "mutation",
    input: ZIdInput,
    output: ZOrganizationDeletedOutput,
    run: ({ deps, actor }, input) => organizations.deleteOrganization(deps, actor, input.id),
    rest: { method: "DELETE", path: `/organizations/:id{${ID}}` },
  }),
  acceptOwnership: op({
    summary: "Accept the owner transfer naming the caller (pending_owner_id): the caller becomes the owner",
    kind: "mutation",
    input: ZIdInput,
    output: ZOrganizationWrittenOutput,
    run: ({ deps, actor }, input) => organizations.acceptOwnership(deps, actor, input.id),
    rest: { method: "POST", path: `/organizations/:id{${ID}}/accept_ownership` },
  }),
  trainers: op({
    summary: "The trainers of an organization",
    kind: "query",
    input: ZOrganizationTrainersInput,
    output: ZOrganizationTrainersOutput,
    run: ({ deps, actor }, input) => organizations.listOrganizationTrainers(deps, actor, input),
    rest: { method: "GET", path: `/organizations/:id{${ID}}/trainers` },
  }),
};
