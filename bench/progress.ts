// Issue 28's progress budgets: a client's 进展 view (bodyweights, metrics, photo sessions,
// assessments) ≤ 20 ms p95 with three years of data, and a 5 MB photo session (three photos
// uploaded, then the session) ≤ 1 s, through the whole app (auth, zod, service, Drizzle).
// A fresh migrated database: one organization, one coach, one client with three years of daily
// bodyweights, weekly values of two metrics, a photo session a month and an assessment a month.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { createLibsqlDb } from "../db/client";
import { migrateDatabase, openNodeDatabase } from "../db/node";
import { createApp } from "../worker/app";
import type { AppConfig } from "../worker/config";
import { issueToken } from "../worker/domains/auth/sign-in";
import { directoryUploadStore } from "../worker/runtime/node/upload-store";
import { logSmsSender } from "../worker/services/deps";

export type ProgressFigure = { name: string; value: string; target?: string; ok?: boolean };

const DAYS = 3 * 365;
const VIEW_RUNS = 300;
const UPLOAD_RUNS = 5;

/** A noisy JPEG of about `megabytes` MB with EXIF and GPS (the server strips them). */
async function photo(megabytes: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt(megabytes * 1024 * 1024 * 1.05));
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Make: "bench" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "31/1 14/1 0/1" } })
    .toBuffer();
}

const seed = (now: string) => [
  {
    sql: "INSERT INTO organizations (id, name, created_at, updated_at) VALUES (1, 'bench', ?, ?)",
    args: [now, now],
  },
  {
    sql: "INSERT INTO users (id, name, created_at, updated_at) VALUES (1, '教练', ?, ?), (2, '学员', ?, ?)",
    args: [now, now, now, now],
  },
  {
    sql: "INSERT INTO user_credentials (user_id, created_at, updated_at) VALUES (1, ?, ?)",
    args: [now, now],
  },
  {
    sql: "INSERT INTO trainers (id, user_id, organization_id, created_at, updated_at) VALUES (1, 1, 1, ?, ?)",
    args: [now, now],
  },
  {
    sql: "INSERT INTO clients (id, user_id, trainer_id, organization_id, slug, created_at, updated_at) VALUES (1, 2, 1, 1, 'bench', ?, ?)",
    args: [now, now],
  },
  {
    sql: `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${DAYS - 1})
      INSERT INTO weight_trackings (client_id, date, weight_kg, body_fat_percent, created_at, updated_at)
      SELECT 1, date(?, '-' || i || ' days'), 70 + (i % 17) * 0.1, CASE WHEN i % 7 = 0 THEN 20 ELSE NULL END, ?, ? FROM n`,
    args: [now, now, now],
  },
  {
    sql: `INSERT INTO metrics (id, organization_id, name_zh, name_en, unit, direction, created_at)
      VALUES (1, 1, '静息心率', 'Resting heart rate', 'bpm', 'lower', ?), (2, 1, '5 公里', '5 km', 'min', 'lower', ?)`,
    args: [now, now],
  },
  {
    sql: `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 7 FROM n WHERE i < ${DAYS - 7})
      INSERT INTO metric_values (client_id, metric_id, date, value, created_at)
      SELECT 1, m.id, date(?, '-' || i || ' days'), 60 + i % 9, ? FROM n, metrics AS m`,
    args: [now, now],
  },
  {
    sql: `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 30 FROM n WHERE i < ${DAYS - 30})
      INSERT INTO photo_sessions (client_id, date, weight_kg, author_id, created_at)
      SELECT 1, date(?, '-' || i || ' days'), 70, 2, ? FROM n`,
    args: [now, now],
  },
  {
    sql: `INSERT INTO uploads (id, owner_user_id, organization_id, name, type, size, storage_key, attached_kind, attached_id, created_at)
      SELECT 'bench-' || s.id || '-' || p.pose, 2, 1, p.pose || '.jpg', 'image/jpeg', 1000, 'uploads/bench-' || s.id, 'photo_session', s.id, ?
      FROM photo_sessions AS s, (SELECT 'front' AS pose UNION ALL SELECT 'side' UNION ALL SELECT 'back') AS p`,
    args: [now],
  },
  {
    sql: `INSERT INTO progress_photos (session_id, upload_id, pose, position)
      SELECT attached_id, id, substr(name, 1, instr(name, '.') - 1), 0 FROM uploads WHERE attached_kind = 'photo_session'`,
    args: [],
  },
  {
    sql: "INSERT INTO assessment_groups (id, organization_id, name, created_at) VALUES (1, 1, '体测', ?)",
    args: [now],
  },
  {
    sql: `INSERT INTO assessment_tests (group_id, name, unit, direction, position) VALUES
      (1, '体重', 'kg', 'lower', 0), (1, '体脂率', '%', 'lower', 1), (1, '俯卧撑', '次', 'higher', 2), (1, '深蹲 1RM', 'kg', 'higher', 3)`,
    args: [],
  },
  {
    sql: `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 30 FROM n WHERE i < ${DAYS - 30})
      INSERT INTO assessments (client_id, assessment_group_id, date, created_at)
      SELECT 1, 1, date(?, '-' || i || ' days'), ? FROM n`,
    args: [now, now],
  },
  {
    sql: `INSERT INTO assessment_values (assessment_id, test_id, value)
      SELECT a.id, t.id, 50 + a.id % 10 FROM assessments AS a, assessment_tests AS t`,
    args: [],
  },
];

export async function benchProgress(
  config: AppConfig,
  clock: { now: () => Date },
): Promise<ProgressFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), "bench-progress-"));
  try {
    const { client } = await openNodeDatabase(`file:${join(dir, "db.db")}`);
    await migrateDatabase(client);
    await client.batch(seed(clock.now().toISOString()), "write");
    const deps = {
      db: createLibsqlDb(client),
      config,
      clock,
      sms: logSmsSender,
      uploads: directoryUploadStore(join(dir, "files")),
    };
    const token = await issueToken(deps, 1, 0);
    const app = createApp(deps);
    const headers = { authorization: `Bearer ${token}` };
    const view = async () => {
      const started = performance.now();
      const res = await app.request("/api/clients/1/progress", { headers });
      await res.text();
      if (res.status !== 200) throw new Error(`bench: progress view answered ${res.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 30; i++) await view();
    const times: number[] = [];
    for (let i = 0; i < VIEW_RUNS; i++) times.push(await view());
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(VIEW_RUNS * 0.95)]!;

    // Three photos of about 1.7 MB each: a 5 MB session.
    const jpeg = await photo(5 / 3);
    const sessions: number[] = [];
    for (let run = 0; run < UPLOAD_RUNS; run++) {
      let spent = 0;
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const form = new FormData();
        form.append("file", new File([new Uint8Array(jpeg)], "photo.jpg", { type: "image/jpeg" }));
        const started = performance.now();
        const res = await app.request("/api/uploads", { method: "POST", headers, body: form });
        const body = (await res.json()) as { upload: { id: string } };
        spent += performance.now() - started;
        if (res.status !== 201) throw new Error(`bench: upload answered ${res.status}`);
        ids.push(body.upload.id);
      }
      const started = performance.now();
      const res = await app.request("/api/clients/1/photo_sessions", {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({
          photo_session: {
            date: "2026-11-26",
            photos: ids.map((upload_id, i) => ({ upload_id, pose: ["front", "side", "back"][i] })),
          },
        }),
      });
      await res.text();
      spent += performance.now() - started;
      if (res.status !== 201) throw new Error(`bench: photo session answered ${res.status}`);
      sessions.push(spent);
    }
    sessions.sort((a, b) => a - b);
    const median = sessions[Math.floor(UPLOAD_RUNS / 2)]!;
    client.close();
    return [
      {
        name: `a client's 进展 view, three years of data (${DAYS} bodyweights; p95 of ${VIEW_RUNS})`,
        value: `${p95.toFixed(1)} ms (median ${times[Math.floor(VIEW_RUNS / 2)]!.toFixed(1)} ms)`,
        target: "≤ 20 ms",
        ok: p95 <= 20,
      },
      {
        name: `a ${((jpeg.length * 3) / 1024 / 1024).toFixed(1)} MB photo session (3 uploads + the session; median of ${UPLOAD_RUNS})`,
        value: `${median.toFixed(0)} ms`,
        target: "≤ 1 s",
        ok: median <= 1000,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
