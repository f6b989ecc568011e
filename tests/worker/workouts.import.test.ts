import { readFileSync } from "node:fs";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, comments, workout_items, workouts } from "../../db/schema";
import { IMPORT_MAX_WORKOUTS } from "../../worker/domains/workouts/import/plan";
import { insertClient } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * Importing a client's history from TrueCoach (issue 14 section 3): JSON pages and the exporters'
 * CSV, preview = what the import writes, re-imports add nothing, bad files name the line or field
 * and write nothing, and the client's figures follow. Fixtures: tests/fixtures/truecoach/.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/truecoach/${name}`, import.meta.url), "utf8");
const page1 = JSON.parse(fixture("page-1.json"));
const page2 = JSON.parse(fixture("page-2.json"));
const historyCsv = fixture("history.csv");

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true }));
});
afterAll(() => t.close());

const newClient = () => insertClient(t, w.a.trainer);
const token = () => w.a.trainer.token;

type Counts = Record<string, number | string | null>;
const importJson = (clientId: number, body: unknown, dryRun = false) =>
  api.post<{ preview?: Counts; imported?: Counts; msg?: string; issues?: unknown }>(
    `/api/clients/${clientId}/import${dryRun ? "?dry_run=1" : ""}`,
    body,
    { token: token() },
  );
const importCsv = (clientId: number, text: string, dryRun = false) =>
  api.request<{ preview?: Counts; imported?: Counts; msg?: string }>(
    "POST",
    `/api/clients/${clientId}/import${dryRun ? "?dry_run=1" : ""}`,
    { token: token(), rawBody: text, headers: { "content-type": "text/csv; charset=utf-8" } },
  );

async function clientWorkouts(clientId: number) {
  const rows = await t.db
    .select()
    .from(workouts)
    .where(eq(workouts.client_id, clientId))
    .orderBy(asc(workouts.due), asc(workouts.id));
  const items = await t.db
    .select({ item: workout_items })
    .from(workout_items)
    .innerJoin(workouts, eq(workouts.id, workout_items.workout_id))
    .where(eq(workouts.client_id, clientId))
    .orderBy(asc(workout_items.workout_id), asc(workout_items.position));
  return rows.map((row) => ({
    ...row,
    items: items.filter((i) => i.item.workout_id === row.id).map((i) => i.item),
  }));
}

describe("JSON pages", () => {
  it("previews exactly what the import then writes, mapped field by field", async () => {
    const client = await newClient();
    const preview = await importJson(client.id, [page1, page2], true);
    expect(preview.status).toBe(200);
    expect(preview.body.preview).toEqual({
      workouts: 5,
      rest_days: 1,
      items: 7,
      results: 3,
      completed: 2,
      first_date: "2026-02-02",
      last_date: "2026-03-09",
      already_imported: 0,
      comments: 1,
      comments_skipped: 1,
    });
    expect(await clientWorkouts(client.id)).toEqual([]);

    const done = await importJson(client.id, [page1, page2]);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: 0, msg: "导入完成：新增 5 个训练", imported: preview.body.preview });

    const rows = await clientWorkouts(client.id);
    expect(rows.map((r) => [r.due, r.title, r.state, r.rest_day, r.import_key])).toEqual([
      ["2026-02-02", "Lower A", "completed", false, "tc:9001"],
      ["2026-02-03", "Rest Day", "pending", true, "tc:9002"],
      ["2026-02-04", "Conditioning", "pending", false, "tc:9003"],
      ["2026-02-06", "Upper B", "completed", false, "tc:9004"],
      ["2026-03-09", "Lower B", "pending", false, "tc:9005"],
    ]);
    const [lower, rest, conditioning, upper, future] = rows as [
      (typeof rows)[number],
      (typeof rows)[number],
      (typeof rows)[number],
      (typeof rows)[number],
      (typeof rows)[number],
    ];
    // Sanitized HTML: the script and the javascript: link and handler are gone.
    expect(lower.short_description).toBe("<p>A) Back Squat<br>B) Bench Press<br></p>");
    expect(conditioning.short_description).toBe("<p>Conditioning <a>circuit</a></p>");
    expect(future.short_description).toBeNull();
    expect(lower).toMatchObject({
      warmup: "5 min bike, leg swings",
      cooldown: "Couch stretch 2x30s",
      completed_at: "2026-02-02T12:00:00.000Z",
      trainer_id: w.a.trainer.trainerId,
      organization_id: w.a.org.id,
    });
    expect(upper.completed_at).toBe("2026-02-06T07:45:00.000Z");
    expect(upper.order).toBe(1);
    expect(rest.rest_day_instructions).toBe("Walk 30 minutes, easy pace");
    // Items in TrueCoach's position order, with info, result, state, circuit and their keys.
    expect(lower.items.map((i) => [i.position, i.name, i.result, i.state, i.import_key])).toEqual([
      [1, "Back Squat", "100kg 5x5, felt strong", "completed", "tc:70001"],
      [2, "Bench Press", "80kg x4, 85kg x4", "completed", "tc:70002"],
      [3, "Plank", null, "pending", "tc:70003"],
    ]);
    expect(lower.items[1]?.info).toBe("• 4@6\n• 4@7\n• -5% x 4 reps x 2 sets");
    // TrueCoach's library ids mean nothing here: no exercise link is made.
    expect(lower.items[1]?.exercise_id).toBeNull();
    expect(conditioning.items.map((i) => i.is_circuit)).toEqual([true, false]);
    // The client's own comment (once, though both pages carry it) is the client's; the coach's is not imported.
    const imported = await t.db.select().from(comments).where(eq(comments.workout_id, lower.id));
    const [clientRow] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(imported.map((c) => [c.user_id, c.body, c.created_at])).toEqual([
      [clientRow!.user_id, "Knee felt fine today, squats moved fast.", "2026-02-02T20:15:00.000Z"],
    ]);
  });

  it("adds nothing the second time and leaves what the coach edited since", async () => {
    const client = await newClient();
    await importJson(client.id, page1);
    const [first] = await clientWorkouts(client.id);
    const edited = await api.put(
      `/api/workouts/${first!.id}`,
      { workout: { title: "Edited by the coach" } },
      { token: token() },
    );
    expect(edited.status).toBe(200);
    const again = await importJson(client.id, page1);
    expect(again.status).toBe(200);
    expect(again.body.imported).toMatchObject({ workouts: 0, items: 0, already_imported: 3 });
    expect(again.body.msg).toBe("导入完成：新增 0 个训练");
    const rows = await clientWorkouts(client.id);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.title).toBe("Edited by the coach");
  });

  it("imports page by page, and the pages together afterwards add nothing", async () => {
    const client = await newClient();
    expect((await importJson(client.id, page1)).body.imported).toMatchObject({ workouts: 3, items: 5 });
    const second = await importJson(client.id, page2, true);
    expect(second.body.preview).toMatchObject({ workouts: 2, items: 2, already_imported: 0 });
    expect((await importJson(client.id, page2)).body.imported).toMatchObject({ workouts: 2, items: 2 });
    const both = await importJson(client.id, [page1, page2], true);
    expect(both.body.preview).toMatchObject({ workouts: 0, items: 0, already_imported: 5, first_date: null });
    expect(await clientWorkouts(client.id)).toHaveLength(5);
  });

  it("reads comments leniently: a malformed or over-long one is skipped and counted, a future date becomes now, one without an id is taken once", async () => {
    const client = await newClient();
    const workout = { ...page1.workouts[0], id: 9901, comment_ids: [] };
    const page = (comments: unknown[]) => ({ workouts: [workout], workout_items: [], comments });
    const undated = { workout_id: 9901, body: "没有编号的评论", commenter: { type: "client" } };
    const res = await importJson(client.id, [
      page([
        { id: 1, workout_id: 9901, body: "x".repeat(5001), commenter: { type: "trainer", id: 4 } },
        { id: 2, workout_id: 9901, body: "没有作者类型", commenter: { id: 4 } },
        {
          id: 3,
          workout_id: 9901,
          body: "来自未来",
          created_at: "2099-01-01T00:00:00Z",
          commenter: { type: "Client" },
        },
        undated,
      ]),
      page([undated]),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.imported).toMatchObject({ workouts: 1, comments: 2, comments_skipped: 2 });
    const [row] = await clientWorkouts(client.id);
    const saved = await t.db.select().from(comments).where(eq(comments.workout_id, row!.id));
    const now = t.clock.now().toISOString();
    expect(saved.map((c) => [c.body, c.created_at]).sort()).toEqual(
      [
        ["来自未来", now],
        ["没有编号的评论", now],
      ].sort(),
    );
  });

  it("keeps the same TrueCoach data apart per client", async () => {
    const one = await newClient();
    const two = await newClient();
    await importJson(one.id, page2);
    expect((await importJson(two.id, page2)).body.imported).toMatchObject({ workouts: 2 });
  });

  it("two imports of the same data at once: one writes, the other adds nothing or answers 409", async () => {
    const client = await newClient();
    const answers = await Promise.all([importJson(client.id, page1), importJson(client.id, page1)]);
    const statuses = answers.map((a) => a.status).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    expect(await clientWorkouts(client.id)).toHaveLength(3);
    const items = (await clientWorkouts(client.id)).flatMap((w) => w.items);
    expect(items).toHaveLength(5);
  });

  it("updates the client's figures in the same write", async () => {
    const client = await newClient();
    await importJson(client.id, [page1, page2]);
    const [row] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({
      completed_workouts_count: 2,
      due: "2026-03-09",
      last_completed_at: "2026-02-06T07:45:00.000Z",
    });
    // Past pending non-rest-day workouts count as missed (TrueCoach's "missed" is stored pending).
    expect(row?.missed_sessions_count).toBe(1);
  });
});

describe("CSV of the browser exporters", () => {
  it("reads quoted commas, quotes and line breaks; rows of one date and title are one workout", async () => {
    const client = await newClient();
    const preview = await importCsv(client.id, historyCsv, true);
    expect(preview.status).toBe(200);
    expect(preview.body.preview).toEqual({
      workouts: 3,
      rest_days: 1,
      items: 4,
      results: 1,
      completed: 1,
      first_date: "2026-02-09",
      last_date: "2026-02-11",
      already_imported: 0,
      comments: 0,
    });
    const done = await importCsv(client.id, historyCsv);
    expect(done.status).toBe(200);
    expect(done.body.imported).toEqual(preview.body.preview);
    const rows = await clientWorkouts(client.id);
    expect(rows.map((r) => [r.due, r.title, r.state, r.rest_day, r.import_key])).toEqual([
      ["2026-02-09", "Lower, heavy", "completed", false, "csv:2026-02-09|Lower, heavy"],
      ["2026-02-10", "Rest Day", "pending", true, "csv:2026-02-10|Rest Day"],
      ["2026-02-11", "Upper", "pending", false, "csv:2026-02-11|Upper"],
    ]);
    expect(rows[0]?.items.map((i) => [i.name, i.info, i.result, i.state, i.import_key])).toEqual([
      ["Back Squat", "5x5 @ 75%, rest 2:00", "100kg, 5x5", "completed", "csv:1"],
      ["Walking Lunges", "3 x 12\neach leg", null, "completed", "csv:2"],
    ]);
    expect(rows[1]?.rest_day_instructions).toBe('Walk 30 minutes, "easy" pace');
    expect(rows[2]?.items.map((i) => [i.position, i.name, i.info])).toEqual([
      [1, "Bench Press", 'Say "go" before each set'],
      [2, "Face Pulls", "3 x 15"],
    ]);

    const again = await importCsv(client.id, historyCsv);
    expect(again.body.imported).toMatchObject({ workouts: 0, already_imported: 3 });
    expect(await clientWorkouts(client.id)).toHaveLength(3);
  });

  it("replays a CSV import sent again with the same Idempotency-Key", async () => {
    const client = await newClient();
    const send = () =>
      api.request<{ imported?: Counts }>("POST", `/api/clients/${client.id}/import`, {
        token: token(),
        rawBody: historyCsv,
        headers: { "content-type": "text/csv", "idempotency-key": `import-${client.id}` },
      });
    const first = await send();
    const replay = await send();
    expect(first.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.body.imported).toMatchObject({ workouts: 3 });
    expect(await clientWorkouts(client.id)).toHaveLength(3);
  });

  it("takes the CSV as tRPC input too", async () => {
    const client = await newClient();
    const caller = callerFor(t, w.a.trainer.actor);
    const preview = await caller.clients.importWorkouts({
      id: client.id,
      format: "csv",
      data: historyCsv,
      dry_run: true,
    });
    expect(preview).toMatchObject({ preview: { workouts: 3 } });
    const done = await caller.clients.importWorkouts({ id: client.id, format: "json", data: page2 });
    expect(done).toMatchObject({ success: 0, msg: { code: "IMPORT_DONE", params: { workouts: 2 } } });
  });
});

describe("bad files: a 400 naming the line or field, nothing written", () => {
  const refused = async (
    res: { status: number; body: Record<string, unknown> },
    clientId: number,
    msg: string,
  ) => {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: 400, code: "BAD_REQUEST", msg });
    expect(await clientWorkouts(clientId)).toEqual([]);
  };

  it("an impossible date in JSON names its field path", async () => {
    const client = await newClient();
    await refused(
      await importJson(client.id, JSON.parse(fixture("malformed.json"))),
      client.id,
      "JSON 中的 workouts[1].due 不是有效日期：2026-02-30",
    );
    await refused(
      await importJson(client.id, [page1, JSON.parse(fixture("malformed.json"))]),
      client.id,
      "JSON 中的 [1].workouts[1].due 不是有效日期：2026-02-30",
    );
  });

  it("a field of the wrong type, an item of a workout not in the data, no workouts", async () => {
    const client = await newClient();
    const wrongState = structuredClone(page2);
    wrongState.workouts[1].state = "skipped";
    await refused(await importJson(client.id, wrongState), client.id, "JSON 中的 workouts[1].state 无效");
    const orphan = structuredClone(page2);
    orphan.workout_items[0].workout_id = 123;
    await refused(
      await importJson(client.id, orphan),
      client.id,
      "JSON 中的 workout_items[0].workout_id 指向的训练 123 不在文件中",
    );
    await refused(await importJson(client.id, { workouts: [] }), client.id, "文件中没有训练");
    await refused(await importJson(client.id, { users: [] }), client.id, "JSON 中的 workouts 无效");
  });

  it("CSV: an impossible date, an unclosed quote, a wrong header, a short row name the line", async () => {
    const client = await newClient();
    await refused(
      await importCsv(client.id, fixture("malformed.csv")),
      client.id,
      "CSV 第 3 行的 date 无效：2026-02-30",
    );
    await refused(
      await importCsv(client.id, fixture("unclosed-quote.csv")),
      client.id,
      "CSV 第 2 行：引号没有闭合",
    );
    await refused(
      await importCsv(client.id, "day,exercise\n2026-02-01,Squat\n"),
      client.id,
      "CSV 第 1 行应为表头 date,exercise_name,instructions,result,state,workout_title",
    );
    await refused(
      await importCsv(
        client.id,
        "date,exercise_name,instructions,result,state,workout_title\n2026-02-01,Squat,5x5,,pending,A\n2026-02-02,Squat\n",
      ),
      client.id,
      "CSV 第 3 行应有 6 列，实际 2 列",
    );
    await refused(
      await importCsv(
        client.id,
        "date,exercise_name,instructions,result,state,workout_title\n2026-02-01,Squat,,,done,A\n",
      ),
      client.id,
      "CSV 第 2 行的 state 无效：done",
    );
  });

  it("answers in English for English callers", async () => {
    const client = await newClient();
    const res = await api.request("POST", `/api/clients/${client.id}/import`, {
      token: token(),
      rawBody: fixture("malformed.csv"),
      headers: { "content-type": "text/csv", "accept-language": "en" },
    });
    expect(res.body).toMatchObject({ msg: "CSV line 3: invalid date “2026-02-30”" });
  });

  it("more workouts than one request may import", async () => {
    const client = await newClient();
    const many = {
      workouts: Array.from({ length: IMPORT_MAX_WORKOUTS + 1 }, (_, i) => ({ id: i + 1, due: "2026-01-01" })),
      workout_items: [],
    };
    await refused(
      await importJson(client.id, many),
      client.id,
      "一次最多导入 2000 个训练、20000 个训练项目，请分批导入",
    );
  });

  it("another content type is a 415", async () => {
    const client = await newClient();
    const res = await api.request("POST", `/api/clients/${client.id}/import`, {
      token: token(),
      rawBody: historyCsv,
      headers: { "content-type": "application/xml" },
    });
    expect(res.status).toBe(415);
  });
});

describe("access", () => {
  it("another organization's coach gets a 404, and nothing is written", async () => {
    const client = await newClient();
    const res = await api.post(`/api/clients/${client.id}/import`, page1, { token: w.b.trainer.token });
    expect(res.status).toBe(404);
    expect(await clientWorkouts(client.id)).toEqual([]);
  });

  it("the organization's admin may import into a trainer's client; anonymous callers get a 401", async () => {
    const client = await newClient();
    const res = await api.post(`/api/clients/${client.id}/import?dry_run=1`, page1, {
      token: w.a.admin.token,
    });
    expect(res.status).toBe(200);
    expect((await api.post(`/api/clients/${client.id}/import`, page1)).status).toBe(401);
  });

  it("copies of an imported workout do not carry its source key", async () => {
    const client = await newClient();
    await importJson(client.id, page2);
    const [source] = await clientWorkouts(client.id);
    const copy = await api.post<{ workout: { id: number } }>(
      `/api/workouts/${source!.id}/copy`,
      { client_id: client.id, due: "2026-03-20" },
      { token: token() },
    );
    expect(copy.status).toBe(201);
    const [row] = await t.db.select().from(workouts).where(eq(workouts.id, copy.body.workout.id));
    expect(row?.import_key).toBeNull();
  });
});
