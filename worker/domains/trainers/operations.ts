import * as clients from "../clients/clients";
import { clientListAnswer } from "../clients/list";
import { ZClientListOutput, ZTrainerClientsQuery } from "../clients/schemas";
import { ID, op } from "../operation";
import { ZIdInput } from "../shared/fields";
import { ZOk } from "../shared/outputs";
import {
  ZCreateTrainerInput,
  ZDeleteTrainerQuery,
  ZListTrainersInput,
  ZTrainerCreatedOutput,
  ZTrainerListOutput,
  ZTrainerOutput,
  ZTrainerWrittenOutput,
  ZUpdateTrainerInput,
} from "./schemas";
import * as trainers from "./trainers";

/** Coaches: SPEC section 7 "Trainers". */
export const trainerOperations = {
  list: op({
    summary: "The trainers in the caller's reach",
    kind: "query",
    input: ZListTrainersInput,
    output: ZTrainerListOutput,
    run: ({ deps, actor }, input) => trainers.listTrainers(deps, actor, input),
    rest: { method: "GET", path: "/trainers" },
  }),
  get: op({
    summary: "One trainer",
    kind: "query",
    input: ZIdInput,
    output: ZTrainerOutput,
    run: ({ deps, actor }, input) => trainers.getTrainer(deps, actor, input.id),
    rest: { method: "GET", path: `/trainers/:id{${ID}}` },
  }),
  create: op({
    summary: "Make a person a coach of an organization, or create the person and the coach at once",
    kind: "mutation",
    input: ZCreateTrainerInput,
    output: ZTrainerCreatedOutput,
    run: ({ deps, actor }, input) => trainers.createTrainer(deps, actor, input),
    rest: { method: "POST", path: "/trainers", status: 201 },
  }),
  update: op({
    summary: "Update a trainer",
    kind: "mutation",
    input: ZIdInput.extend(ZUpdateTrainerInput.shape),
    output: ZTrainerWrittenOutput,
    run: ({ deps, actor }, input) => trainers.updateTrainer(deps, actor, input.id, input),
    rest: { method: "PUT", path: `/trainers/:id{${ID}}` },
  }),
  delete: op({
    summary:
      "Remove a coach profile (the person stays); `transfer_to` moves its clients to that trainer in the same write",
    kind: "mutation",
    input: ZIdInput.extend(ZDeleteTrainerQuery.shape),
    output: ZOk,
    run: ({ deps, actor }, input) => trainers.deleteTrainer(deps, actor, input.id, input.transfer_to),
    rest: { method: "DELETE", path: `/trainers/:id{${ID}}` },
  }),
  clients: op({
    summary: "A trainer's clients, with their compliance",
    kind: "query",
    input: ZIdInput.extend(ZTrainerClientsQuery.shape),
    run: async ({ deps, actor }, { id, ...query }) =>
      clientListAnswer(await clients.listTrainerClients(deps, actor, id, query)),
    rest: { method: "GET", path: `/trainers/:id{${ID}}/clients`, answerSchema: ZClientListOutput },
  }),
};
