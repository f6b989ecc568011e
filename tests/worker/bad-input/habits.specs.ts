import fc from "fast-check";
import { badDate, badName, badWrapper, longText, notScalar, type Spec } from "./kit";

/**
 * Bad input at the REST write routes of `habits.*` (issue 31). Generators and the Spec type:
 * ./kit.ts; the runner: ../bad-input.property.test.ts. Bodies are checked before any record is
 * read, so the routes by habit id refuse them whatever the id.
 */

const badDaysPerWeek = fc.constantFrom<unknown>(0, 8, -1, 3.5, "daily", true, null, ...notScalar);
const badTarget = fc.oneof(fc.constantFrom<unknown>(5, true, ...notScalar), longText(200));

const habitBad = {
  habit: badWrapper,
  "habit.name": badName(60),
  "habit.target_text": badTarget,
  "habit.days_per_week": badDaysPerWeek,
  "habit.start_date": badDate,
  "habit.end_date": badDate,
};
const base = () => ({ habit: { name: "喝水 2 升", days_per_week: 7, start_date: "2026-03-02" } });

export const specs: Spec[] = [
  { route: "POST /api/clients/:id/habits", params: (w) => ({ id: w.a.ids.client }), base, bad: habitBad },
  { route: "PUT /api/habits/:id", params: () => ({ id: 1 }), base, bad: habitBad },
  { route: "DELETE /api/habits/:id", note: "reads no body: garbage ids only" },
  {
    route: "POST /api/habits/:id/check_ins",
    params: () => ({ id: 1 }),
    base: () => ({ check_in: { date: "2026-03-02", done: true } }),
    bad: {
      check_in: badWrapper,
      "check_in.date": badDate,
      "check_in.done": fc.constantFrom<unknown>("yes", 1, 0, null, "", ...notScalar),
    },
  },
];
