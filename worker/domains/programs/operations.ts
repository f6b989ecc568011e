import { ID, op } from "../../http/operation";
import { ZIdInput } from "../../schemas/common";
import {
  ZAssignProgramInput,
  ZCreateProgramInput,
  ZListProgramsInput,
  ZUpdateProgramInput,
} from "../../schemas/programs";
import { ZOk } from "../shared-outputs";
import { ZAssignProgramOutput, ZProgramListOutput, ZProgramOutput, ZProgramWrittenOutput } from "./outputs";
import * as programs from "./programs";

/** Multi-week programs: SPEC section 7 "Programs". */
export const programOperations = {
  list: op({
    summary: "Programs of the organization, one page",
    kind: "query",
    input: ZListProgramsInput,
    output: ZProgramListOutput,
    run: ({ deps, actor }, input) => programs.listPrograms(deps, actor, input),
    rest: { method: "GET", path: "/programs" },
  }),
  get: op({
    summary: "One program with its workouts",
    kind: "query",
    input: ZIdInput,
    output: ZProgramOutput,
    run: ({ deps, actor }, input) => programs.getProgram(deps, actor, input.id),
    rest: { method: "GET", path: `/programs/:id{${ID}}` },
  }),
  create: op({
    summary: "Create a program",
    kind: "mutation",
    input: ZCreateProgramInput,
    output: ZProgramWrittenOutput,
    run: ({ deps, actor }, input) => programs.createProgram(deps, actor, input),
    rest: { method: "POST", path: "/programs", status: 201 },
  }),
  update: op({
    summary: "Update a program",
    kind: "mutation",
    input: ZIdInput.extend(ZUpdateProgramInput.shape),
    output: ZProgramWrittenOutput,
    run: ({ deps, actor }, input) => programs.updateProgram(deps, actor, input.id, input),
    rest: { method: "PUT", path: `/programs/:id{${ID}}` },
  }),
  delete: op({
    summary: "Delete a program",
    kind: "mutation",
    input: ZIdInput,
    output: ZOk,
    run: ({ deps, actor }, input) => programs.deleteProgram(deps, actor, input.id),
    rest: { method: "DELETE", path: `/programs/:id{${ID}}` },
  }),
  assign: op({
    summary: "Assign a program to clients from a start date, in one atomic write",
    kind: "mutation",
    input: ZAssignProgramInput.and(ZIdInput),
    output: ZAssignProgramOutput,
    run: ({ deps, actor }, input) => programs.assignProgram(deps, actor, input.id, input),
    rest: { method: "POST", path: `/programs/:id{${ID}}/assign_job`, requestSchema: ZAssignProgramInput },
  }),
};
