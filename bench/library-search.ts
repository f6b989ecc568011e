// Exercise search over the default catalogue (issue 11: ≤ 10 ms p95 server): the library screen's
// requests through the full stack, with the queries coaches type: Chinese, English, pinyin in full
// and as initials, and tag filters, each one page of 24 with its total.
import { and, count, eq } from "drizzle-orm";
import { exercises } from "../db/schema";
import type { createApp } from "../worker/app";
import { seedDefaultExercises } from "../worker/domains/libraries/default-exercises";
import type { ServiceDeps } from "../worker/services/deps";

export type LibraryFigure = { name: string; value: string; target?: string; ok?: boolean };

const QUERIES = [
  `q=${encodeURIComponent("深蹲")}`,
  `q=${encodeURIComponent("卧推")}`,
  "q=squat",
  "q=bench%20press",
  "q=shendun",
  "q=glsd",
  "q=ying%20la",
  "primary_muscles=Quadriceps",
  "type=Strength&pattern=Hinge",
  `q=${encodeURIComponent("哑铃")}&primary_muscles=Chest,Triceps`,
  "q=sd&default=true",
  "default=false",
  "",
];

/** The organization's own exercises beside the catalogue (a studio that has built its library). */
const OWN_EXERCISES = 200;

async function prepare(deps: ServiceDeps) {
  await seedDefaultExercises(deps);
  const own = and(eq(exercises.organization_id, 1), eq(exercises.default, false));
  const [row] = await deps.db.select({ n: count() }).from(exercises).where(own);
  if ((row?.n ?? 0) >= OWN_EXERCISES) return;
  const now = new Date().toISOString();
  await deps.db.insert(exercises).values(
    Array.from({ length: OWN_EXERCISES }, (_, i) => ({
      exercise_name: `工作室动作 ${i + 1} Studio Move ${i + 1}`,
      search_key: `gongzuoshidongzuo ${i + 1} gzsdz`,
      organization_id: 1,
      trainer_id: 1,
      tags: { type: ["Strength"], primary_muscles: ["Glutes"], plane: [], pattern: ["Hinge"] },
      created_at: now,
      updated_at: now,
    })),
  );
}

function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
}

export async function benchLibrarySearch(
  app: ReturnType<typeof createApp>,
  auth: Record<string, string>,
  deps: ServiceDeps,
  durationMs: number,
): Promise<LibraryFigure[]> {
  await prepare(deps);
  const timed = async (path: string) => {
    const started = performance.now();
    const res = await app.request(path, { headers: auth });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
    return performance.now() - started;
  };
  const run = async (path: (i: number) => string) => {
    for (let i = 0; i < 50; i++) await timed(path(i));
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; times.length < 200 || performance.now() - started < durationMs; i++)
      times.push(await timed(path(i)));
    return times;
  };
  const search = await run((i) => `/api/exercises?${QUERIES[i % QUERIES.length]}&per_page=24&page=1`);
  const tags = await run(() => "/api/exercises/tags");
  const p95 = percentile(search, 95);
  return [
    {
      name: `exercise search, catalogue + ${OWN_EXERCISES} own (${QUERIES.length} queries: zh, en, pinyin, initials, tags; p50 ${percentile(search, 50).toFixed(1)} ms, ${search.length} requests)`,
      value: `p95 ${p95.toFixed(1)} ms`,
      target: "≤ 10 ms p95",
      ok: p95 <= 10,
    },
    {
      name: `exercise tag values (GET /api/exercises/tags, p50 ${percentile(tags, 50).toFixed(1)} ms)`,
      value: `p95 ${percentile(tags, 95).toFixed(1)} ms`,
    },
  ];
}
