import fc from "fast-check";
import { badId, badWrapper, longText, notScalar, type Spec } from "./kit";

/**
 * Bad input at the REST write routes of `conversations.*` and `notifications.*`.
 * Generators and the Spec type: ./kit.ts; the runner: ../bad-input.property.test.ts.
 */

const badBody = fc.oneof(fc.constantFrom<unknown>("", "   ", 5, null, ...notScalar), longText(4000));
const badUploadIds = fc.constantFrom<unknown>(
  "abc",
  5,
  {},
  [5],
  [""],
  Array.from({ length: 11 }, (_, i) => `u${i}`),
);
const badIdList = fc.constantFrom<unknown>(
  [],
  [0],
  ["abc"],
  "1,2",
  5,
  {},
  Array.from({ length: 1001 }, (_, i) => i + 1),
);

export const specs: Spec[] = [
  {
    route: "POST /api/clients/:id/conversation/messages",
    params: (w) => ({ id: w.a.ids.client }),
    base: () => ({ message: { body: "练得怎么样？" } }),
    bad: {
      message: badWrapper,
      "message.body": badBody,
      "message.upload_ids": badUploadIds,
      "message.workout_id": badId,
      "message.workout_item_id": badId,
    },
  },
  {
    route: "POST /api/clients/:id/conversation/read",
    params: (w) => ({ id: w.a.ids.client }),
    base: () => ({ last_read_message_id: 1 }),
    bad: { last_read_message_id: fc.oneof(badId, fc.constant(null)) },
  },
  {
    route: "POST /api/conversations/broadcast",
    base: (w) => ({ client_ids: [w.a.ids.client], message: { body: "周末休息" } }),
    bad: { client_ids: badIdList, message: badWrapper, "message.body": badBody },
  },
  { route: "DELETE /api/messages/:id", note: "reads no body: garbage ids only" },
  {
    route: "POST /api/notifications/read",
    base: () => ({ ids: [1] }),
    bad: { ids: badIdList },
  },
];
