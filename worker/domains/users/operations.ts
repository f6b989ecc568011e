import { ID, op } from "../operation";
import { ZOk } from "../shared/outputs";
import { ZCreateUserInput, ZUpdateUserInput, ZUserBaseOutput, ZUserIdInput, ZUserOutput } from "./schemas";
import * as users from "./users";

/** People (users): SPEC section 7 "Users". */
export const userOperations = {
  get: op({
    summary: "A user's base information: the user, their trainer profiles and organizations",
    kind: "query",
    input: ZUserIdInput,
    output: ZUserBaseOutput,
    run: ({ deps, actor }, input) => users.getUser(deps, actor, input.id),
    rest: { method: "GET", path: `/users/:id{${ID}}` },
  }),
  create: op({
    summary: "Create a person (a future client or coach)",
    kind: "mutation",
    input: ZCreateUserInput,
    output: ZUserOutput,
    run: ({ deps, actor }, input) => users.createUser(deps, actor, input),
    rest: { method: "POST", path: "/users", status: 201 },
  }),
  update: op({
    summary: "Update a user",
    kind: "mutation",
    input: ZUserIdInput.extend(ZUpdateUserInput.shape),
    output: ZUserOutput,
    run: ({ deps, actor, meta }, input) => users.updateUser(deps, actor, input.id, input, meta),
    rest: { method: "PUT", path: `/users/:id{${ID}}` },
  }),
  delete: op({
    summary: "Delete a user",
    kind: "mutation",
    input: ZUserIdInput,
    output: ZOk,
    run: ({ deps, actor }, input) => users.deleteUser(deps, actor, input.id),
    rest: { method: "DELETE", path: `/users/:id{${ID}}` },
  }),
};
