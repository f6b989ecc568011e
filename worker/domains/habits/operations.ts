import { ID, op } from "../operation";
import { ZOk } from "../shared/outputs";
import { checkIn } from "./check-ins";
import { createHabit, deleteHabit, listHabits, updateHabit } from "./habits";
import * as schemas from "./schemas";

/**
 * Habits (issue 31): REST as the issue names it (`/clients/{id}/habits`, `/habits/{id}`,
 * `/habits/{id}/check_ins`), tRPC `habits.*`. Who reaches what: ./access.ts.
 */
export const habitOperations = {
  list: op({
    summary:
      "A client's habits with their 7/30-day compliance and streak, and the check-ins of the last 28 days",
    kind: "query",
    input: schemas.ZClientInput,
    output: schemas.ZHabitsOutput,
    run: ({ deps, actor }, input) => listHabits(deps, actor, input.client_id),
    rest: {
      method: "GET",
      path: `/clients/:id{${ID}}/habits`,
      input: ({ params }) => ({ client_id: params.id }),
    },
  }),
  create: op({
    summary: "Give a client a habit (name, target, days per week 1–7, start and end dates); coaches only",
    kind: "mutation",
    input: schemas.ZCreateHabitInput,
    output: schemas.ZHabitOutput,
    run: ({ deps, actor }, input) => createHabit(deps, actor, input.client_id, input.habit),
    rest: {
      method: "POST",
      path: `/clients/:id{${ID}}/habits`,
      status: 201,
      input: ({ params, body }) => ({ ...(body as object), client_id: params.id }),
      requestSchema: schemas.ZCreateHabitInput.omit({ client_id: true }),
    },
  }),
  update: op({
    summary: "Change a habit (the whole habit; an absent end date makes it open-ended); coaches only",
    kind: "mutation",
    input: schemas.ZUpdateHabitInput,
    output: schemas.ZHabitOutput,
    run: ({ deps, actor }, input) => updateHabit(deps, actor, input.id, input.habit),
    rest: { method: "PUT", path: `/habits/:id{${ID}}` },
  }),
  delete: op({
    summary: "Delete a habit and its check-ins; coaches only",
    kind: "mutation",
    input: schemas.ZIdInput,
    output: ZOk,
    run: ({ deps, actor }, input) => deleteHabit(deps, actor, input.id),
    rest: { method: "DELETE", path: `/habits/:id{${ID}}` },
  }),
  checkIn: op({
    summary:
      "Check a habit off (or untick it) for a day; a second check-in for the same day updates it (safe to replay)",
    kind: "mutation",
    input: schemas.ZCheckInInput,
    output: schemas.ZCheckInOutput,
    run: ({ deps, actor }, input) => checkIn(deps, actor, input.id, input.check_in),
    rest: { method: "POST", path: `/habits/:id{${ID}}/check_ins`, status: 201 },
  }),
};
