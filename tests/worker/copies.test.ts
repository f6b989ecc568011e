import { eq, getTableColumns, sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs, workout_items, workouts } from "../../db/schema";
import { copyColumns, insertCopy } from "../../worker/data/table-copy";
import { assignedItemCopy, assignedWorkoutCopy, assignmentOfJob } from "../../worker/domains/programs/assign";
import { duplicatedProgramCopy } from "../../worker/domains/programs/duplicate";
import { fingerprint } from "../../worker/domains/programs/fingerprint";
import { SYNC_KEEPS, syncedColumns } from "../../worker/domains/programs/sync-write";
import { templateItemCopy, templateWorkoutCopy } from "../../worker/domains/programs/template-copy";
import {
  PASTE_LEAVES_OUT_OF_ITEMS,
  PASTE_LEAVES_OUT_OF_WORKOUTS,
  pastedColumns,
} from "../../worker/domains/workouts/paste";
import { ZWorkoutContent, ZWorkoutItemFields } from "../../worker/domains/workouts/schemas";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * Copies take their column lists from the Drizzle tables, so a column added for the workout
 * editor is copied by program assignment and paste unless it is left out on purpose, with a reason.
 */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
});
afterAll(() => t.close());

const PROGRAM = { id: 1, name: "p" };

describe("program assignment copies", () => {
  it("write every workout and item column but the excluded ones, each excluded with a reason", () => {
    const dialect = new SQLiteSyncDialect();
    for (const [table, plan] of [
      [workouts, assignedWorkoutCopy(PROGRAM, "now", assignmentOfJob("job"))],
      [workout_items, assignedItemCopy("now")],
    ] as const) {
      // The INSERT the copy really sends, not the plan's own bookkeeping.
      const { sql: text } = dialect.sqlToQuery(insertCopy(table, plan as never, "t", sql`FROM x AS t`));
      const written =
        /\(([^)]*)\) SELECT/
          .exec(text)?.[1]
          ?.split(", ")
          .map((c) => c.replaceAll('"', "")) ?? [];
      const byKey = getTableColumns(table) as Record<string, { name: string }>;
      const columns = Object.values(byKey).map((c) => c.name);
      const excluded = Object.keys(plan.exclude).map((k) => byKey[k]?.name);
      expect(written.sort()).toEqual(columns.filter((c) => !excluded.includes(c)).sort());
      for (const reason of Object.values(plan.exclude)) expect(reason).toMatch(/\w/);
    }
    expect(
      copyColumns(workouts, assignedWorkoutCopy(PROGRAM, "now", assignmentOfJob("job"))).excluded.sort(),
    ).toEqual(["completed_at", "id", "import_key"]);
    // Each override, and why: the new row's uuid; its client's ownership (client_id, trainer_id,
    // organization_id); its day (due); a fresh pending state; where it came from (program_id,
    // program_name, program_assignment_id); program sync's link to the template (its id, and the
    // fingerprint of the content and day copied: fingerprint.ts); fresh timestamps.
    expect(
      copyColumns(workouts, assignedWorkoutCopy(PROGRAM, "now", assignmentOfJob("job"))).overridden.sort(),
    ).toEqual([
      "client_id",
      "created_at",
      "due",
      "organization_id",
      "program_assignment_id",
      "program_id",
      "program_name",
      "state",
      "template_hash",
      "template_workout_id",
      "trainer_id",
      "updated_at",
      "uuid",
    ]);
  });

  it("carry every copied column's value from the template to the client's workout", async () => {
    const token = w.a.admin.token;
    const program = await api.post<{ program: { id: number } }>(
      "/api/programs",
      { program: { name: "全列" } },
      { token },
    );
    const created = await api.post<{ workout: { id: number } }>(
      "/api/workouts",
      {
        workout: {
          program_id: program.body.program.id,
          position: 2,
          title: "模板",
          short_description: "<p>说明</p>",
          rest_day: false,
          rest_day_instructions: "休息说明",
          warmup: "热身",
          warmup_selected_exercises: [{ id: 1, name: "a" }],
          cooldown: "放松",
          cooldown_selected_exercises: [{ id: 2, name: "b" }],
          order: 3,
          hidden: true,
          workout_items: [
            {
              name: "深蹲",
              info: "5x5",
              is_circuit: true,
              linked: true,
              position: 4,
              request_video: true,
              attachments: [
                { name: "a.png", attachmentUrl: "https://x.test/a.png", type: "image/png", size: 1 },
              ],
            },
          ],
        },
      },
      { token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const templateId = created.body.workout.id;
    // Columns no form sets today still travel: set them directly on the template.
    await t.db.update(workouts).set({ note_id: 77 }).where(eq(workouts.id, templateId));
    await t.db
      .update(workout_items)
      .set({ assessment_id: 88 })
      .where(eq(workout_items.workout_id, templateId));

    const assigned = await api.post(
      `/api/programs/${program.body.program.id}/assign_job`,
      { client_ids: [w.a.client.id], start_date: "2026-05-04" },
      { token },
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const [template] = await t.db.select().from(workouts).where(eq(workouts.id, templateId));
    const [copy] = await t.db.select().from(workouts).where(eq(workouts.client_id, w.a.client.id));
    expect(copy).toBeDefined();
    for (const column of copyColumns(workouts, assignedWorkoutCopy(PROGRAM, "now", assignmentOfJob("job")))
      .copied) {
      expect([column, copy?.[column]]).toEqual([column, template?.[column]]);
    }
    expect(copy).toMatchObject({ due: "2026-05-05", state: "pending", program_id: program.body.program.id });
    // Program sync's link: the template, and the fingerprint of its content on day 2.
    const templateItems = await t.db
      .select()
      .from(workout_items)
      .where(eq(workout_items.workout_id, templateId));
    expect(copy?.template_workout_id).toBe(templateId);
    expect(copy?.template_hash).toBe(await fingerprint(template!, templateItems, 2));
    const [templateItem] = await t.db
      .select()
      .from(workout_items)
      .where(eq(workout_items.workout_id, templateId));
    const [copyItem] = await t.db
      .select()
      .from(workout_items)
      .where(eq(workout_items.workout_id, copy?.id ?? 0));
    for (const column of copyColumns(workout_items, assignedItemCopy("now")).copied) {
      expect([column, copyItem?.[column]]).toEqual([column, templateItem?.[column]]);
    }
  });
});

describe("program sync's update of an untouched copy", () => {
  it("takes every template column but the copy's own ones (each kept with a reason) and three overrides", () => {
    const { copied, overridden, kept } = syncedColumns();
    for (const reason of Object.values(SYNC_KEEPS)) expect(reason).toMatch(/\w/);
    // The new day, the new fingerprint, a fresh updated_at.
    expect(overridden.sort()).toEqual(["due", "template_hash", "updated_at"]);
    // Content (what the coach programs, plus the day's order, the template's position and note),
    // as assignment copies it: a column added to workouts later is synced unless kept here.
    expect(copied.sort()).toEqual(
      [
        "cooldown",
        "cooldown_selected_exercises",
        "hidden",
        "note_id",
        "order",
        "position",
        "rest_day",
        "rest_day_instructions",
        "short_description",
        "title",
        "warmup",
        "warmup_selected_exercises",
      ].sort(),
    );
    expect([...copied, ...overridden, ...kept].sort()).toEqual(Object.keys(getTableColumns(workouts)).sort());
  });
});

const COPY_TARGET = { id: sql`1`, name: "p" };

describe("template copies (duplicate a program, copy days)", () => {
  it("write every program, workout and item column but the new row's id (and an import's key)", () => {
    const dialect = new SQLiteSyncDialect();
    for (const [table, plan] of [
      [programs, duplicatedProgramCopy("p", "now")],
      [workouts, templateWorkoutCopy(COPY_TARGET, "now")],
      [workout_items, templateItemCopy("now")],
    ] as const) {
      const { sql: text } = dialect.sqlToQuery(insertCopy(table, plan as never, "t", sql`FROM x AS t`));
      const written =
        /\(([^)]*)\) SELECT/
          .exec(text)?.[1]
          ?.split(", ")
          .map((c) => c.replaceAll('"', "")) ?? [];
      const columns = Object.values(getTableColumns(table) as Record<string, { name: string }>).map(
        (c) => c.name,
      );
      // Everything but the new row's id, and an import's source key where the table has one.
      const own = table === programs ? ["id"] : ["id", "import_key"];
      expect(written.sort()).toEqual(columns.filter((c) => !own.includes(c)).sort());
      expect(Object.keys(plan.exclude)).toEqual(own);
    }
  });

  it("carry every copied column's value from the original program and templates to the duplicate", async () => {
    const token = w.a.admin.token;
    const program = await api.post<{ program: { id: number } }>(
      "/api/programs",
      { program: { name: "全列复制", description: "说明", shared: true, sync_enabled: true } },
      { token },
    );
    const programId = program.body.program.id;
    const created = await api.post<{ workout: { id: number } }>(
      "/api/workouts",
      {
        workout: {
          program_id: programId,
          position: 3,
          title: "模板",
          short_description: "<p>说明</p>",
          rest_day_instructions: "休息说明",
          warmup: "热身",
          warmup_selected_exercises: [{ id: 1, name: "a" }],
          cooldown: "放松",
          cooldown_selected_exercises: [{ id: 2, name: "b" }],
          order: 3,
          hidden: true,
          workout_items: [
            {
              name: "深蹲",
              info: "5x5",
              is_circuit: true,
              linked: true,
              position: 4,
              request_video: true,
              attachments: [
                { name: "a.png", attachmentUrl: "https://x.test/a.png", type: "image/png", size: 1 },
              ],
            },
          ],
        },
      },
      { token },
    );
    const templateId = created.body.workout.id;
    await t.db.update(workouts).set({ note_id: 77 }).where(eq(workouts.id, templateId));
    await t.db
      .update(workout_items)
      .set({ assessment_id: 88 })
      .where(eq(workout_items.workout_id, templateId));

    const copied = await api.post<{ program: { id: number; workout_ids: number[] } }>(
      `/api/programs/${programId}/duplicate`,
      { program: { name: "全列复制 2" } },
      { token },
    );
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const [original] = await t.db.select().from(programs).where(eq(programs.id, programId));
    const [duplicate] = await t.db.select().from(programs).where(eq(programs.id, copied.body.program.id));
    for (const column of copyColumns(programs, duplicatedProgramCopy("p", "now")).copied) {
      expect([column, duplicate?.[column]]).toEqual([column, original?.[column]]);
    }
    const [template] = await t.db.select().from(workouts).where(eq(workouts.id, templateId));
    const [copy] = await t.db
      .select()
      .from(workouts)
      .where(eq(workouts.id, copied.body.program.workout_ids[0] ?? 0));
    for (const column of copyColumns(workouts, templateWorkoutCopy(COPY_TARGET, "now")).copied) {
      expect([column, copy?.[column]]).toEqual([column, template?.[column]]);
    }
    expect(copy).toMatchObject({
      program_id: copied.body.program.id,
      program_name: "全列复制 2",
      position: 3,
    });
    const [templateItem] = await t.db
      .select()
      .from(workout_items)
      .where(eq(workout_items.workout_id, templateId));
    const [copyItem] = await t.db
      .select()
      .from(workout_items)
      .where(eq(workout_items.workout_id, copy?.id ?? 0));
    for (const column of copyColumns(workout_items, templateItemCopy("now")).copied) {
      expect([column, copyItem?.[column]]).toEqual([column, templateItem?.[column]]);
    }
  });
});

describe("paste", () => {
  it("carries every workout and item column the editor's schemas take, and leaves out only named ones", () => {
    const workoutContent = Object.keys(ZWorkoutContent.shape);
    expect(pastedColumns(workouts, PASTE_LEAVES_OUT_OF_WORKOUTS).sort()).toEqual(workoutContent.sort());
    const itemFields = Object.keys(ZWorkoutItemFields.shape).filter((f) => !(f in PASTE_LEAVES_OUT_OF_ITEMS));
    expect(pastedColumns(workout_items, PASTE_LEAVES_OUT_OF_ITEMS).sort()).toEqual(itemFields.sort());
  });
});
