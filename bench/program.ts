// The 12-week program of the benchmarks (84 template workouts × 6 items), made through the app,
// and the assignment requests the web app sends (groups of clients under one job key).
import type { Client } from "@libsql/client";
import type { createApp } from "../worker/app";

type App = ReturnType<typeof createApp>;
export type Headers = Record<string, string>;

export async function createTwelveWeekProgram(app: App, auth: Headers): Promise<number> {
  const json = { ...auth, "content-type": "application/json" };
  const created = await app.request("/api/programs", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ program: { name: "基准测试十二周计划", description: "bench" } }),
  });
  if (created.status >= 300) throw new Error(`create program: ${created.status} ${await created.text()}`);
  const programId = ((await created.json()) as { program: { id: number } }).program.id;
  for (let position = 1; position <= 84; position++) {
    const res = await app.request("/api/workouts", {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        workout: {
          program_id: programId,
          position,
          title: `第 ${Math.ceil(position / 7)} 周 第 ${((position - 1) % 7) + 1} 天`,
          short_description: "<p>按计划完成，注意动作质量。</p>",
          warmup: "动态热身 10 分钟",
          workout_items: Array.from({ length: 6 }, (_, k) => ({
            name: `动作 ${k + 1}`,
            info: "4 组 × 8 次，组间休息 90 秒",
            position: k + 1,
          })),
        },
      }),
    });
    if (res.status >= 300) throw new Error(`program workout: ${res.status} ${await res.text()}`);
  }
  return programId;
}

export type AssignBody = {
  client_ids: number[];
  start_date: string;
  replace?: boolean;
  keep_completed?: boolean;
  dry_run?: boolean;
  job_key?: string;
};

/** One assign_job request; answers its time (ms, to the last byte) and body. */
export async function assignRequest(app: App, auth: Headers, programId: number, body: AssignBody) {
  const started = performance.now();
  const res = await app.request(`/api/programs/${programId}/assign_job`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status >= 300) throw new Error(`assign: ${res.status} ${text.slice(0, 300)}`);
  return { ms, body: JSON.parse(text) as { workouts_count: number; clients_done: number[] } };
}

/** `clientIds` in groups of `size`, one request per group, all under one job key (as the web app). */
export async function assignInGroups(
  app: App,
  auth: Headers,
  programId: number,
  clientIds: number[],
  size: number,
  options: Omit<AssignBody, "client_ids" | "job_key">,
) {
  const jobKey = `bench-${Date.now()}-${size}`;
  const times: number[] = [];
  const started = performance.now();
  let done = 0;
  for (let i = 0; i < clientIds.length; i += size) {
    const group = clientIds.slice(i, i + size);
    const { ms, body } = await assignRequest(app, auth, programId, {
      ...options,
      client_ids: group,
      job_key: jobKey,
    });
    done += body.clients_done.length;
    times.push(ms);
  }
  if (done !== clientIds.length)
    throw new Error(`assign in groups: ${done} of ${clientIds.length} clients done`);
  return { totalMs: performance.now() - started, times };
}

/** Removes what assigning the program wrote (client workouts, assignments), keeping the program. */
export async function clearAssignments(client: Client, programId: number, clientIds: number[]) {
  await client.execute({
    sql: "DELETE FROM workouts WHERE program_id = ? AND client_id IS NOT NULL",
    args: [programId],
  });
  await client.execute({ sql: "DELETE FROM program_assignments WHERE program_id = ?", args: [programId] });
  // The clients' dates follow their workouts.
  await client.execute({
    sql: `UPDATE clients SET due = (SELECT max(w.due) FROM workouts AS w WHERE w.client_id = clients.id)
      WHERE id IN (SELECT value FROM json_each(?)) AND NOT due_date_locked`,
    args: [JSON.stringify(clientIds)],
  });
}

/** Deletes the program and everything made from it. */
export async function dropProgram(client: Client, programId: number, clientIds: number[]) {
  await clearAssignments(client, programId, clientIds);
  await client.execute({ sql: "DELETE FROM workouts WHERE program_id = ?", args: [programId] });
  await client.execute({ sql: "DELETE FROM programs WHERE id = ?", args: [programId] });
}
