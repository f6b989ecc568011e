import fc from "fast-check";
import {
  badDate,
  badEnum,
  badId,
  badName,
  badNullableEnum,
  badWrapper,
  deep,
  longText,
  notScalar,
  type Spec,
  tooMany,
} from "./kit";

/**
 * Bad input at the REST write routes of `progress.*` (issue 28). Generators and the Spec type:
 * ./kit.ts; the runner: ../bad-input.property.test.ts. The bodies are checked before any record is
 * read, so the routes by entry id refuse them whatever the id.
 */

/** Not a weight: negative, zero, absurd (over 400 kg however typed), not a number. */
const badWeight = fc.constantFrom<unknown>(-1, 0, 401, 1e308, "heavy", true, ...notScalar);
const badMeasure = fc.constantFrom<unknown>(-1, 0, 1e9, "wide", true, ...notScalar);
const badNumber = fc.constantFrom<unknown>("many", true, 1e308, -1e308, "", ...notScalar);
const badUnitText = fc.oneof(fc.constantFrom<unknown>(5, null, ...notScalar), longText(20));

const weightBad = (prefix: string) => ({
  [prefix]: badWrapper,
  [`${prefix}.date`]: badDate,
  [`${prefix}.weight_kg`]: badWeight,
  // `unit` may be null (it then means kg, like leaving it out).
  [`${prefix}.unit`]: badNullableEnum,
});

export const specs: Spec[] = [
  {
    route: "POST /api/clients/:id/weight_trackings",
    params: (w) => ({ id: w.a.ids.client }),
    base: () => ({ weight_tracking: { date: "2026-03-02", weight_kg: 80 } }),
    bad: {
      ...weightBad("weight_tracking"),
      "weight_tracking.body_fat_percent": fc.constantFrom<unknown>(0, 90, "lean", ...notScalar),
      "weight_tracking.girths": fc.constantFrom<unknown>("84", 5, true, deep),
      "weight_tracking.girths.waist": badMeasure,
      "weight_tracking.note": fc.oneof(fc.constantFrom<unknown>(5, true, ...notScalar), longText(500)),
    },
  },
  {
    route: "PUT /api/weight_trackings/:id",
    params: () => ({ id: 1 }),
    base: () => ({ weight_tracking: { date: "2026-03-02", weight: 176, unit: "lb" } }),
    bad: { ...weightBad("weight_tracking"), "weight_tracking.weight": badWeight },
  },
  { route: "DELETE /api/weight_trackings/:id", note: "reads no body: garbage ids only" },
  {
    route: "POST /api/metrics",
    base: () => ({
      metric: { name_zh: "静息心率", name_en: "Resting heart rate", unit: "bpm", direction: "lower" },
    }),
    bad: {
      metric: badWrapper,
      "metric.name_zh": badName(),
      "metric.name_en": badName(),
      "metric.unit": badUnitText,
      "metric.direction": badEnum,
    },
  },
  {
    route: "POST /api/clients/:id/metric_values",
    params: (w) => ({ id: w.a.ids.client }),
    base: () => ({ metric_value: { metric_id: 1, date: "2026-03-02", value: 58 } }),
    bad: {
      metric_value: badWrapper,
      "metric_value.metric_id": badId,
      "metric_value.date": badDate,
      "metric_value.value": badNumber,
      "metric_value.target": badNumber,
    },
  },
  {
    route: "POST /api/clients/:id/photo_sessions",
    params: (w) => ({ id: w.a.ids.client }),
    base: () => ({ photo_session: { date: "2026-03-02", photos: [{ upload_id: "abc", pose: "front" }] } }),
    bad: {
      photo_session: badWrapper,
      "photo_session.date": badDate,
      "photo_session.weight_kg": badWeight,
      "photo_session.photos": fc.oneof(
        fc.constantFrom<unknown>(
          [],
          "abc",
          5,
          null,
          [{ upload_id: "", pose: "front" }],
          [{ upload_id: "a", pose: "top" }],
        ),
        tooMany(12, { upload_id: "abc", pose: "front" }),
      ),
    },
  },
  { route: "DELETE /api/photo_sessions/:id", note: "reads no body: garbage ids only" },
  {
    route: "POST /api/assessment_groups",
    base: () => ({
      assessment_group: { name: "体测", tests: [{ name: "俯卧撑", unit: "次", direction: "higher" }] },
    }),
    bad: {
      assessment_group: badWrapper,
      "assessment_group.name": badName(),
      "assessment_group.tests": fc.oneof(
        fc.constantFrom<unknown>([], "俯卧撑", null, [{ name: "", unit: "次", direction: "higher" }]),
        tooMany(50, { name: "俯卧撑", unit: "次", direction: "higher" }),
      ),
    },
  },
  {
    route: "POST /api/clients/:id/assessments",
    params: (w) => ({ id: w.a.ids.client }),
    base: () => ({
      assessment: { date: "2026-03-02", assessment_group_id: 1, values: [{ test_id: 1, value: 30 }] },
    }),
    bad: {
      assessment: badWrapper,
      "assessment.date": badDate,
      "assessment.assessment_group_id": badId,
      "assessment.values": fc.oneof(
        fc.constantFrom<unknown>([], 30, null, [{ test_id: 0, value: 1 }], [{ test_id: 1, value: "x" }]),
        tooMany(50, { test_id: 1, value: 1 }),
      ),
    },
  },
];
