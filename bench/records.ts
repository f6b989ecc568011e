// Issue 27's record budgets: parsing 10,000 results ≤ 100 ms; a client's records and an exercise
// history ≤ 20 ms p95 for a client with three years of logged items; a result write with its sets
// and records ≤ 2 ms more than one without sets. Through the whole app (auth, zod, service, Drizzle)
// on a fresh migrated file database: one trainer, one client with three years of Monday/Wednesday/
// Friday workouts of five logged items each (the triggers fill logged_sets as the bench inserts),
// every tenth hidden from the client. The coach reads all; the client itself only the sets of the
// workouts it sees (records/access.ts), timed too.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseResultSets } from "#shared/result-sets";
import { createLibsqlDb } from "../db/client";
import { migrateDatabase, openNodeDatabase } from "../db/node";
import { createApp } from "../worker/app";
import type { AppConfig } from "../worker/config";
import { issueToken } from "../worker/domains/auth/sign-in";
import { logSmsSender } from "../worker/services/deps";
import type { ConversationFigure } from "./conversations";

const RESULTS = [
  "60kg × 8, 8, 8, 7",
  "3组×8次 60公斤",
  "80/8, 85/6, 90/4",
  "135lb x 5",
  "自重 12, 12, 10",
  "完成",
  "100x5 @8",
  "82.5kg x 5 x 3",
  "20分钟",
  "5x5 @ 60 kg",
];
const EXERCISES = ["杠铃深蹲", "杠铃卧推", "硬拉", "推举", "划船"];
const WEEKS = 156;
const RUNS = 200;

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)]!;

export async function benchRecords(
  config: AppConfig,
  clock: { now: () => Date },
): Promise<ConversationFigure[]> {
  // Parsing: 10,000 results of the corpus, best of 5 runs (the first warms the JIT).
  const texts = Array.from({ length: 10_000 }, (_, i) => RESULTS[i % RESULTS.length]!);
  let parse = Number.POSITIVE_INFINITY;
  for (let r = 0; r < 5; r++) {
    const started = performance.now();
    for (const text of texts) parseResultSets(text, "metric");
    parse = Math.min(parse, performance.now() - started);
  }

  const dir = mkdtempSync(join(tmpdir(), "bench-records-"));
  try {
    const { client } = await openNodeDatabase(`file:${join(dir, "db.db")}`);
    await migrateDatabase(client);
    const now = clock.now().toISOString();
    const run = (sql: string, args: (string | number)[] = []) => client.execute({ sql, args });
    await run("INSERT INTO organizations (id, name, created_at, updated_at) VALUES (1, 'bench', ?, ?)", [
      now,
      now,
    ]);
    await run(
      "INSERT INTO users (id, name, created_at, updated_at) VALUES (1, '教练', ?, ?), (2, '学员', ?, ?)",
      [now, now, now, now],
    );
    await run("INSERT INTO user_credentials (user_id, created_at, updated_at) VALUES (1, ?, ?), (2, ?, ?)", [
      now,
      now,
      now,
      now,
    ]);
    await run(
      "INSERT INTO trainers (id, user_id, organization_id, created_at, updated_at) VALUES (1, 1, 1, ?, ?)",
      [now, now],
    );
    await run(
      "INSERT INTO clients (id, user_id, trainer_id, organization_id, slug, created_at, updated_at) VALUES (1, 2, 1, 1, 'bench', ?, ?)",
      [now, now],
    );
    const start = Date.UTC(2023, 0, 2);
    const workouts: { id: number; due: string }[] = [];
    for (let week = 0; week < WEEKS; week++)
      for (const day of [0, 2, 4])
        workouts.push({
          id: workouts.length + 1,
          due: new Date(start + (week * 7 + day) * 86_400_000).toISOString().slice(0, 10),
        });
    await run(
      `INSERT INTO workouts (id, client_id, trainer_id, organization_id, due, title, state, uuid, created_at, updated_at)
       SELECT json_extract(j.value, '$.id'), 1, 1, 1, json_extract(j.value, '$.due'), '力量', 'completed',
         'w' || json_extract(j.value, '$.id'), ?, ? FROM json_each(?) AS j`,
      [now, now, JSON.stringify(workouts)],
    );
    await run("UPDATE workouts SET hidden = 1 WHERE id % 10 = 0");
    const items = workouts.flatMap((w, wi) =>
      EXERCISES.map((name, e) => {
        const result = `${40 + e * 10 + Math.floor(wi / 6) * 0.5}kg × 8, 8, 7, 6`;
        return {
          w: w.id,
          name,
          result,
          sets: JSON.stringify(parseResultSets(result, "metric")),
          position: e + 1,
        };
      }),
    );
    await run(
      `INSERT INTO workout_items (workout_id, name, result, result_sets, state, position, created_at, updated_at)
       SELECT json_extract(j.value, '$.w'), json_extract(j.value, '$.name'), json_extract(j.value, '$.result'),
         json_extract(j.value, '$.sets'), 'completed', json_extract(j.value, '$.position'), ?, ? FROM json_each(?) AS j`,
      [now, now, JSON.stringify(items)],
    );
    const deps = { db: createLibsqlDb(client), config, clock, sms: logSmsSender };
    const app = createApp(deps);
    const headers = { authorization: `Bearer ${await issueToken(deps, 1, 0)}` };
    const asClient = { authorization: `Bearer ${await issueToken(deps, 2, 0)}` };
    const timed = async (path: string, init: RequestInit = {}, as = headers) => {
      const started = performance.now();
      const res = await app.request(path, { ...init, headers: { ...as, ...(init.headers ?? {}) } });
      await res.text();
      if (res.status !== 200) throw new Error(`bench: ${path} answered ${res.status}`);
      return performance.now() - started;
    };
    const history = `/api/clients/1/exercise_history?name=${encodeURIComponent("杠铃深蹲")}`;
    for (let i = 0; i < 20; i++) await timed("/api/clients/1/personal_records");
    const records: number[] = [];
    const histories: number[] = [];
    for (let i = 0; i < RUNS; i++) records.push(await timed("/api/clients/1/personal_records"));
    for (let i = 0; i < RUNS; i++) histories.push(await timed(history));
    const ownRecords: number[] = [];
    const ownHistories: number[] = [];
    for (let i = 0; i < RUNS; i++)
      ownRecords.push(await timed("/api/clients/1/personal_records", {}, asClient));
    for (let i = 0; i < RUNS; i++) ownHistories.push(await timed(history, {}, asClient));
    // A result write with sets (and a record to compare against) against one whose text reads as none.
    const put = (result: string) =>
      timed("/api/workout_items/1", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ workout_item: { result } }),
      });
    const withSets: number[] = [];
    const without: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      without.push(await put(`完成 ${i}`));
      withSets.push(await put(`${40 + (i % 5)}kg × 8, 8, 7, 6`));
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    const overhead = median(withSets) - median(without);
    client.close();
    return [
      {
        name: "parse 10,000 results (best of 5)",
        value: `${parse.toFixed(1)} ms`,
        target: "≤ 100 ms",
        ok: parse <= 100,
      },
      {
        name: `personal records, a client with ${items.length} logged items over 3 years (p95 of ${RUNS})`,
        value: `${p95(records).toFixed(1)} ms`,
        target: "≤ 20 ms",
        ok: p95(records) <= 20,
      },
      {
        name: `exercise history, same client (p95 of ${RUNS})`,
        value: `${p95(histories).toFixed(1)} ms`,
        target: "≤ 20 ms",
        ok: p95(histories) <= 20,
      },
      {
        name: `the client's own records, the workouts it sees (every 10th hidden; p95 of ${RUNS})`,
        value: `${p95(ownRecords).toFixed(1)} ms`,
        target: "≤ 20 ms",
        ok: p95(ownRecords) <= 20,
      },
      {
        name: `the client's own exercise history (p95 of ${RUNS})`,
        value: `${p95(ownHistories).toFixed(1)} ms`,
        target: "≤ 20 ms",
        ok: p95(ownHistories) <= 20,
      },
      {
        name: "result write with sets and records vs. without (median difference)",
        value: `${overhead.toFixed(2)} ms (with ${median(withSets).toFixed(1)} ms, without ${median(without).toFixed(1)} ms)`,
        target: "≤ 2 ms",
        ok: overhead <= 2,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
