import { ID, op } from "../operation";
import { ZIdInput } from "../shared/fields";
import { ZOk } from "../shared/outputs";
import { assignProgram } from "./assign";
import { listProgramAssignments, unassignProgram } from "./assignments";
import { copyProgramDays } from "./copy-days";
import { duplicateProgram } from "./duplicate";
import { programFromCalendar } from "./from-calendar";
import * as programs from "./programs";
import {
  ZAssignProgramInput,
  ZAssignProgramOutput,
  ZCopyDaysInput,
  ZCopyDaysOutput,
  ZCreateProgramInput,
  ZDuplicateProgramInput,
  ZListAssignmentsInput,
  ZListProgramsInput,
  ZProgramAssignmentsOutput,
  ZProgramFromCalendarInput,
  ZProgramListOutput,
  ZProgramOutput,
  ZProgramSyncOutput,
  ZProgramWrittenOutput,
  ZSyncProgramInput,
  ZUpdateProgramInput,
} from "./schemas";
import { syncProgram } from "./sync";

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
  duplicate: op({
    summary: "Duplicate a program with its template workouts, in one atomic write",
    kind: "mutation",
    input: ZDuplicateProgramInput.extend(ZIdInput.shape),
    output: ZProgramWrittenOutput,
    run: ({ deps, actor }, input) => duplicateProgram(deps, actor, input.id, input),
    rest: {
      method: "POST",
      path: `/programs/:id{${ID}}/duplicate`,
      status: 201,
      requestSchema: ZDuplicateProgramInput,
    },
  }),
  fromCalendar: op({
    summary:
      "Save a range of a client's calendar as a new program (each workout on its day from start_date; no results), in one atomic write",
    kind: "mutation",
    input: ZProgramFromCalendarInput,
    output: ZProgramWrittenOutput,
    run: ({ deps, actor }, input) => programFromCalendar(deps, actor, input),
    rest: { method: "POST", path: "/programs/from_calendar", status: 201 },
  }),
  assign: op({
    summary:
      "Assign a program to clients from a start date, in one atomic write (optionally a dry run; groups of one job_key)",
    kind: "mutation",
    input: ZAssignProgramInput.and(ZIdInput),
    output: ZAssignProgramOutput,
    run: ({ deps, actor }, input) => assignProgram(deps, actor, input.id, input),
    rest: { method: "POST", path: `/programs/:id{${ID}}/assign_job`, requestSchema: ZAssignProgramInput },
  }),
  assignments: op({
    summary: "A program's assignments, newest first, with each client's name and pending workouts ahead",
    kind: "query",
    input: ZListAssignmentsInput.extend(ZIdInput.shape),
    output: ZProgramAssignmentsOutput,
    run: ({ deps, actor }, input) => listProgramAssignments(deps, actor, input.id, input),
    rest: { method: "GET", path: `/programs/:id{${ID}}/assignments`, requestSchema: ZListAssignmentsInput },
  }),
  unassign: op({
    summary: "Remove an assignment and its pending workouts from the client's today on",
    kind: "mutation",
    input: ZIdInput,
    output: ZOk,
    run: ({ deps, actor }, input) => unassignProgram(deps, actor, input.id),
    rest: { method: "DELETE", path: `/program_assignments/:id{${ID}}` },
  }),
  sync: op({
    summary:
      "Bring template changes to the clients following the program (untouched copies updated, added or removed; customised, completed and past ones kept), in one atomic write; dry_run previews per client",
    kind: "mutation",
    input: ZSyncProgramInput.extend(ZIdInput.shape),
    output: ZProgramSyncOutput,
    run: ({ deps, actor }, input) => syncProgram(deps, actor, input.id, input),
    rest: { method: "POST", path: `/programs/:id{${ID}}/sync`, requestSchema: ZSyncProgramInput },
  }),
  copyDays: op({
    summary: "Copy a program's days (keeping their offsets) to another day, in one atomic write",
    kind: "mutation",
    input: ZCopyDaysInput.and(ZIdInput),
    output: ZCopyDaysOutput,
    run: ({ deps, actor }, input) => copyProgramDays(deps, actor, input.id, input),
    rest: {
      method: "POST",
      path: `/programs/:id{${ID}}/copy_days`,
      status: 201,
      requestSchema: ZCopyDaysInput,
    },
  }),
};
