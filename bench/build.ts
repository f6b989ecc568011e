import { existsSync, mkdirSync, rmSync } from "node:fs";
import type { Client } from "@libsql/client";
import { migrateDatabase, openNodeDatabase } from "../db/node";
import { DEFAULT_TRAINER_SETTINGS } from "../worker/domains/trainers/schemas";

/**
 * Builds the benchmark database once: one large studio (50 coaches, 5,000 clients, 200 workouts
 * per client over ~7 months around "today" = 1,000,000 workouts with 2 items each) beside 20 small
 * organizations, so organization scoping is exercised. Rows go in with the raw client and
 * multi-row INSERTs inside explicit transactions; the figures measured later go through the app.
 */
export const BENCH = {
  path: ".data/bench.db",
  trainers: 50,
  clients: 5_000,
  workoutsPerClient: 200,
  itemsPerWorkout: 2,
  smallOrganizations: 20,
  today: "2026-11-20",
} as const;

const DAY = 86_400_000;

async function insertRows(client: Client, table: string, columns: string[], rows: unknown[][]) {
  const perStatement = Math.floor(30_000 / columns.length);
  const statements = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const placeholders = chunk.map(() => `(${columns.map(() => "?").join(",")})`).join(",");
    statements.push({
      sql: `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(",")}) VALUES ${placeholders}`,
      args: chunk.flat() as never[],
    });
  }
  await client.batch(statements, "write");
}

export async function buildBenchDatabase(): Promise<{ client: Client; built: boolean }> {
  mkdirSync(".data", { recursive: true });
  let fresh = !existsSync(BENCH.path);
  let { client } = await openNodeDatabase(`file:${BENCH.path}`);
  try {
    await migrateDatabase(client);
  } catch {
    // Built from an older schema that the migrations cannot move forward: build it anew.
    client.close();
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${BENCH.path}${suffix}`, { force: true });
    ({ client } = await openNodeDatabase(`file:${BENCH.path}`));
    await migrateDatabase(client);
    fresh = true;
  }
  const { rows } = await client.execute("SELECT count(*) AS n FROM workouts");
  if (!fresh && Number(rows[0]?.n) >= BENCH.clients * BENCH.workoutsPerClient)
    return { client, built: false };

  const started = Date.now();
  const now = new Date(`${BENCH.today}T12:00:00.000Z`).toISOString();
  const settings = JSON.stringify(DEFAULT_TRAINER_SETTINGS);
  await insertRows(
    client,
    "organizations",
    ["id", "name", "created_at", "updated_at"],
    Array.from({ length: BENCH.smallOrganizations + 1 }, (_, i) => [i + 1, `组织 ${i + 1}`, now, now]),
  );
  const trainerCount = BENCH.trainers + BENCH.smallOrganizations;
  const userRows: unknown[][] = [];
  const credentialRows: unknown[][] = [];
  const trainerRows: unknown[][] = [];
  for (let t = 1; t <= trainerCount; t++) {
    userRows.push([t, `coach${t}@bench.test`, `教练 ${t}`, now, now]);
    credentialRows.push([t, now, now]);
    const organizationId = t <= BENCH.trainers ? 1 : t - BENCH.trainers + 1;
    trainerRows.push([t, t, organizationId, t === 1 ? 1 : 0, settings, now, now]);
  }
  const clientRows: unknown[][] = [];
  for (let c = 1; c <= BENCH.clients; c++) {
    const userId = trainerCount + c;
    const trainerId = ((c - 1) % BENCH.trainers) + 1;
    userRows.push([userId, null, `学员 ${c}`, now, now]);
    credentialRows.push([userId, now, now]);
    clientRows.push([c, userId, trainerId, 1, `bench-client-${c}`, now, now]);
  }
  await insertRows(client, "users", ["id", "email", "name", "created_at", "updated_at"], userRows);
  await insertRows(client, "user_credentials", ["user_id", "created_at", "updated_at"], credentialRows);
  await insertRows(
    client,
    "trainers",
    ["id", "user_id", "organization_id", "super_admin", "settings", "created_at", "updated_at"],
    trainerRows,
  );
  await insertRows(
    client,
    "clients",
    ["id", "user_id", "trainer_id", "organization_id", "slug", "created_at", "updated_at"],
    clientRows,
  );

  const todayMs = new Date(`${BENCH.today}T00:00:00.000Z`).getTime();
  let workoutId = 0;
  let itemId = 0;
  const workoutColumns = [
    "id",
    "client_id",
    "trainer_id",
    "organization_id",
    "due",
    "title",
    "state",
    "uuid",
    "completed_at",
    "created_at",
    "updated_at",
  ];
  const itemColumns = [
    "id",
    "workout_id",
    "name",
    "info",
    "result",
    "state",
    "position",
    "created_at",
    "updated_at",
  ];
  // Clients go in slices so memory stays flat.
  for (let first = 1; first <= BENCH.clients; first += 250) {
    const workouts: unknown[][] = [];
    const items: unknown[][] = [];
    for (let c = first; c < first + 250 && c <= BENCH.clients; c++) {
      const trainerId = ((c - 1) % BENCH.trainers) + 1;
      for (let w = 0; w < BENCH.workoutsPerClient; w++) {
        const dueMs = todayMs + (w - 150) * DAY;
        const due = new Date(dueMs).toISOString().slice(0, 10);
        const completed = dueMs < todayMs && (c + w) % 4 !== 0;
        const updated = new Date(dueMs + 10 * 3600_000 + (c % 3600) * 1000).toISOString();
        workoutId++;
        workouts.push([
          workoutId,
          c,
          trainerId,
          1,
          due,
          w % 2 ? "上肢推拉" : "下肢力量",
          completed ? "completed" : "pending",
          `bench-${workoutId}`,
          completed ? updated : null,
          now,
          completed ? updated : now,
        ]);
        for (let p = 1; p <= BENCH.itemsPerWorkout; p++) {
          itemId++;
          items.push([
            itemId,
            workoutId,
            p === 1 ? "杠铃深蹲 Barbell Squat" : "平板支撑 Plank",
            "4 组 × 8 次",
            completed ? "完成" : null,
            completed ? "completed" : "pending",
            p,
            now,
            now,
          ]);
        }
      }
    }
    await insertRows(client, "workouts", workoutColumns, workouts);
    await insertRows(client, "workout_items", itemColumns, items);
  }
  // What writeWorkouts keeps (the count, "programmed until" and the latest completion).
  await client.execute(`UPDATE clients SET
    completed_workouts_count = (SELECT count(*) FROM workouts w WHERE w.client_id = clients.id AND w.state = 'completed'),
    due = (SELECT max(w.due) FROM workouts w WHERE w.client_id = clients.id),
    last_completed_at = (SELECT max(coalesce(w.completed_at, w.due || 'T12:00:00.000Z')) FROM workouts w
      WHERE w.client_id = clients.id AND w.state = 'completed')`);
  await client.execute("ANALYZE");
  console.log(
    `built ${BENCH.path}: ${workoutId} workouts, ${itemId} items in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { client, built: true };
}
