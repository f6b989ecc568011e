// The program builder's figures for `npm run bench` (issue 11): the 12-week grid (programs.get),
// a dry run (the assign preview) of 100 clients, and assigning 84 workouts × 6 items to 100 clients
// in one request and to 1,000 clients in groups of ASSIGN_GROUP_CLIENTS under one job key, as the
// web app sends them. The database is left as it was.
import type { Client } from "@libsql/client";
import { ASSIGN_GROUP_CLIENTS } from "#shared/shared-rules";
import type { createApp } from "../worker/app";
import {
  assignInGroups,
  assignRequest,
  clearAssignments,
  createTwelveWeekProgram,
  dropProgram,
} from "./program";

export type ProgramFigure = { name: string; value: string; target?: string; ok?: boolean };

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const p95 = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)] ?? Number.NaN;
};

export async function benchProgramBuilder(
  app: ReturnType<typeof createApp>,
  auth: Record<string, string>,
  client: Client,
  durationMs: number,
  clientCount: number,
): Promise<ProgramFigure[]> {
  const programId = await createTwelveWeekProgram(app, auth);
  // 1,000 clients spread over the large studio (each with ~200 workouts around today).
  const step = Math.floor(clientCount / 1000);
  const thousand = Array.from({ length: 1000 }, (_, i) => i * step + 1);
  const hundred = thousand.slice(0, 100);
  const figures: ProgramFigure[] = [];
  try {
    // The grid: GET /api/programs/{id} (84 templates with 6 items each), to the last byte.
    const grid = async () => {
      const started = performance.now();
      const res = await app.request(`/api/programs/${programId}`, { headers: auth });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`program grid: HTTP ${res.status} ${body.slice(0, 200)}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 50; i++) await grid();
    const gridTimes: number[] = [];
    const started = performance.now();
    while (gridTimes.length < 100 || performance.now() - started < durationMs) gridTimes.push(await grid());
    figures.push({
      name: `program grid of 12 weeks (GET /api/programs/{id}, 84 workouts × 6 items; p50 ${median(gridTimes).toFixed(1)} ms, ${gridTimes.length} requests)`,
      value: `p95 ${p95(gridTimes).toFixed(1)} ms`,
      target: "≤ 10 ms p95",
      ok: p95(gridTimes) <= 10,
    });

    // The preview: a dry run with replace for 100 clients (median of 10).
    const dry: number[] = [];
    for (let i = 0; i < 10; i++) {
      dry.push(
        (
          await assignRequest(app, auth, programId, {
            client_ids: hundred,
            start_date: "2026-11-23",
            replace: true,
            dry_run: true,
          })
        ).ms,
      );
    }
    figures.push({
      name: "assign preview (dry run, replace) of 100 clients (median of 10)",
      value: `${median(dry).toFixed(0)} ms`,
    });

    // One request of 100 clients.
    const one = await assignRequest(app, auth, programId, { client_ids: hundred, start_date: "2028-1-3" });
    if (one.body.workouts_count !== 8400) throw new Error(`assign: ${one.body.workouts_count} workouts`);
    figures.push({
      name: "assign 12-week program (84 workouts × 6 items) to 100 clients, one request",
      value: `${one.ms.toFixed(0)} ms`,
      target: "< 500 ms",
      ok: one.ms < 500,
    });
    await clearAssignments(client, programId, hundred);

    // 1,000 clients in groups, as the web app sends them, with replace (the heavier mode). The
    // range lies after the benchmark's workouts so that none is deleted and the database stays as
    // built; bench/assign-groups.ts measures replace deleting real workouts, on a copy.
    const groups = await assignInGroups(app, auth, programId, thousand, ASSIGN_GROUP_CLIENTS, {
      start_date: "2028-1-3",
      replace: true,
    });
    figures.push({
      name: `assign it to 1,000 clients with replace in ${groups.times.length} requests of ${ASSIGN_GROUP_CLIENTS} (one job key; per request median ${median(groups.times).toFixed(0)} ms, max ${Math.max(...groups.times).toFixed(0)} ms)`,
      value: `${(groups.totalMs / 1000).toFixed(2)} s`,
      target: "< 5 s",
      ok: groups.totalMs < 5000,
    });
  } finally {
    await dropProgram(client, programId, thousand);
  }
  return figures;
}
