// `npx tsx bench/parts.ts`: per-request cost of the parts of a list request (auth, service, full
// stack) on the bench database, to see where the full-stack time goes. Build it first (npm run bench).
// ONLY=raw|actor|svc|svcjson|feedsvc|stack|feedstack|list|noauth runs one part (e.g. under --cpu-prof).
import { createClient } from "@libsql/client";
import { createLibsqlDb } from "../db/client";
import { createApp } from "../worker/app";
import { configFromEnv } from "../worker/config";
import { issueToken } from "../worker/domains/auth/sign-in";
import { listWorkouts } from "../worker/domains/workouts/workouts";
import { actorFromToken } from "../worker/services/actor";
import { logSmsSender } from "../worker/services/deps";
import { BENCH, buildBenchDatabase } from "./build";

const MS = Number(process.env.BENCH_MS || 1500);

async function rate(name: string, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await fn(i);
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < MS) await fn(n++);
  const ms = (performance.now() - t0) / n;
  console.log(`  ${name}: ${(1000 / ms).toFixed(0)}/s, ${ms.toFixed(3)} ms each`);
}

async function main() {
  const { client } = await buildBenchDatabase();
  // The baseline: the plain @libsql/client on the same file (the app's client keeps its read
  // statements, see db/cached-reads.ts; the raw figure must not).
  const raw = createClient({ url: `file:${BENCH.path}` });
  const db = createLibsqlDb(client);
  const config = configFromEnv({ SEED_DEMO: "0" }, "bench-secret-bench-secret-bench-secret-0123");
  const clock = { now: () => new Date(`${BENCH.today}T12:00:00.000Z`) };
  const deps = { db, config, clock, sms: logSmsSender };
  const app = createApp(deps);
  const token = await issueToken(deps, 1, 0);
  const actor = await actorFromToken(deps, token);
  if (!actor) throw new Error("no actor");
  const week = (i: number) => ({
    client_id: ((i * 7919) % BENCH.clients) + 1,
    start_date: "2026-11-02",
    end_date: "2026-11-08",
  });
  const only = process.env.ONLY;
  if (!only || only === "raw")
    await rate("raw client week", (i) =>
      raw.execute({
        sql: "SELECT * FROM workouts WHERE client_id = ? AND due >= ? AND due <= ? ORDER BY due LIMIT 1000",
        args: [week(i).client_id, week(i).start_date, week(i).end_date],
      }),
    );
  if (!only || only === "actor") await rate("actorFromToken", () => actorFromToken(deps, token));
  if (!only || only === "svc")
    await rate("listWorkouts client week (service)", (i) =>
      listWorkouts(deps, actor, { ...week(i), order: "due_ASC", limit: 1000 } as never),
    );
  if (!only || only === "svcjson")
    await rate("service + JSON.stringify", async (i) =>
      JSON.stringify(await listWorkouts(deps, actor, { ...week(i), order: "due_ASC", limit: 1000 } as never)),
    );
  if (!only || only === "feedsvc")
    await rate("listWorkouts feed (service)", (i) =>
      listWorkouts(deps, actor, {
        trainer_id: (i % BENCH.trainers) + 1,
        state: "completed",
        rest_day: false,
        hide_from_feed: false,
        limit: 20,
        page: 1,
      } as never),
    );
  if (!only || only === "stack")
    await rate("full stack client week", async (i) => {
      const w = week(i);
      const res = await app.request(
        `/api/workouts?client_id=${w.client_id}&start_date=${w.start_date}&end_date=${w.end_date}&order=due_ASC&limit=1000`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      if (res.status !== 200) throw new Error(await res.text());
      await res.arrayBuffer();
    });
  if (!only || only === "feedstack")
    await rate("full stack feed", async (i) => {
      const res = await app.request(
        `/api/workouts?hide_from_feed=false&limit=20&page=1&rest_day=false&order=updated_at_DESC&state=completed&trainer_id=${(i % BENCH.trainers) + 1}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      if (res.status !== 200) throw new Error(await res.text());
      await res.arrayBuffer();
    });
  if (!only || only === "list")
    await rate("full stack 5,000-client list", async () => {
      const res = await app.request(`/api/clients?limit=${BENCH.clients}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) throw new Error(await res.text());
      await res.arrayBuffer();
    });
  if (!only || only === "noauth")
    await rate("full stack, no token (401)", async () => {
      const res = await app.request(`/api/workouts?client_id=1`, {});
      await res.arrayBuffer();
    });
}
main();
