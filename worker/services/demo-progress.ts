import { asc, eq } from "drizzle-orm";
import {
  assessment_groups,
  assessment_tests,
  assessment_values,
  assessments,
  clients,
  metric_targets,
  metric_values,
  metrics,
  photo_sessions,
  progress_photos,
  uploads,
  weight_trackings,
} from "../../db/schema";
import { storageKeyOf } from "../domains/uploads/store";
import { d1Chunks } from "./d1-rows";
import { type DemoPose, demoPhotoPng } from "./demo-photo";
import type { ServiceDeps } from "./deps";

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Demo progress (issue 28): every demo client gets twelve weeks of bodyweights (three a week,
 * drifting down), the studio a resting-heart-rate metric and a 体测 template; the first clients
 * get heart-rate values with a target and two assessments eight weeks apart; the first client two
 * photo sessions (front, side, back), drawn by demo-photo.ts, when the app has an upload store.
 */
export async function seedDemoProgress(deps: ServiceDeps, organizationId: number, now: Date) {
  const { db } = deps;
  const nowIso = now.toISOString();
  const list = await db
    .select({ id: clients.id, user_id: clients.user_id })
    .from(clients)
    .where(eq(clients.organization_id, organizationId))
    .orderBy(asc(clients.id));
  if (list.length === 0) return;
  const dayAgo = (days: number) => isoDay(new Date(now.getTime() - days * DAY_MS));

  const weights = list.flatMap((c, ci) =>
    Array.from({ length: 36 }, (_, i) => {
      const daysAgo = (35 - i) * (84 / 36);
      const start = 62 + ci * 2.5;
      return {
        client_id: c.id,
        date: dayAgo(Math.round(daysAgo)),
        weight_kg: Math.round((start - i * 0.08 + Math.sin(i) * 0.3) * 10) / 10,
        body_fat_percent: i % 6 === 0 ? Math.round((24 - ci * 0.5 - i * 0.05) * 10) / 10 : null,
        waist_cm: i % 12 === 0 ? 80 + ci - i * 0.1 : null,
        created_at: nowIso,
        updated_at: nowIso,
      };
    }),
  );
  // Sized for D1's 100 bound parameters per statement (d1-rows.ts).
  for (const rows of d1Chunks(weight_trackings, weights))
    await db.insert(weight_trackings).values(rows).onConflictDoNothing();

  const [metric] = await db
    .insert(metrics)
    .values({
      organization_id: organizationId,
      name_zh: "静息心率",
      name_en: "Resting heart rate",
      unit: "bpm",
      direction: "lower",
      created_at: nowIso,
    })
    .returning();
  const [group] = await db
    .insert(assessment_groups)
    .values({ organization_id: organizationId, name: "体测", created_at: nowIso })
    .returning();
  const tests = await db
    .insert(assessment_tests)
    .values(
      [
        { name: "体重", unit: "kg", direction: "lower" as const },
        { name: "体脂率", unit: "%", direction: "lower" as const },
        { name: "俯卧撑 1 分钟", unit: "次", direction: "higher" as const },
        { name: "深蹲 1RM", unit: "kg", direction: "higher" as const },
      ].map((t, position) => ({ ...t, group_id: group!.id, position })),
    )
    .returning();

  const first = list.slice(0, 3);
  const values = first.flatMap((c, ci) =>
    Array.from({ length: 8 }, (_, week) => ({
      client_id: c.id,
      metric_id: metric!.id,
      date: dayAgo((7 - week) * 7),
      value: 72 - week - ci,
      created_at: nowIso,
    })),
  );
  for (const rows of d1Chunks(metric_values, values)) await db.insert(metric_values).values(rows);
  await db
    .insert(metric_targets)
    .values(first.map((c) => ({ client_id: c.id, metric_id: metric!.id, target: 60, updated_at: nowIso })));
  for (const [ci, c] of first.entries()) {
    for (const [round, daysAgo] of [56, 0].entries()) {
      const [row] = await db
        .insert(assessments)
        .values({
          client_id: c.id,
          assessment_group_id: group!.id,
          date: dayAgo(daysAgo),
          created_at: nowIso,
        })
        .returning({ id: assessments.id });
      const values = [64 + ci * 2.5 - round * 2, 24 - round * 1.5, 18 + round * 6, 60 + ci * 5 + round * 10];
      await db
        .insert(assessment_values)
        .values(tests.map((t, i) => ({ assessment_id: row!.id, test_id: t.id, value: values[i]! })));
    }
  }

  if (deps.uploads) await seedDemoPhotos(deps, list[0]!, organizationId, now);
}

/** Two photo sessions of one client, eight weeks apart, each front, side and back. */
async function seedDemoPhotos(
  deps: ServiceDeps,
  client: { id: number; user_id: number },
  organizationId: number,
  now: Date,
) {
  const { db } = deps;
  const poses: DemoPose[] = ["front", "side", "back"];
  for (const [round, daysAgo] of [56, 0].entries()) {
    const date = isoDay(new Date(now.getTime() - daysAgo * DAY_MS));
    const [session] = await db
      .insert(photo_sessions)
      .values({
        client_id: client.id,
        date,
        weight_kg: 62 - round * 2,
        author_id: client.user_id,
        created_at: now.toISOString(),
      })
      .returning();
    for (const [position, pose] of poses.entries()) {
      const bytes = demoPhotoPng(pose, round);
      const id = `demo-${session!.id}-${pose}-${crypto.randomUUID()}`;
      await deps.uploads!.put(storageKeyOf(id), bytes, "image/png");
      await db.batch([
        db.insert(uploads).values({
          id,
          owner_user_id: client.user_id,
          organization_id: organizationId,
          name: `${pose}.png`,
          type: "image/png",
          size: bytes.length,
          storage_key: storageKeyOf(id),
          attached_kind: "photo_session",
          attached_id: session!.id,
          created_at: now.toISOString(),
        }),
        db.insert(progress_photos).values({ session_id: session!.id, upload_id: id, pose, position }),
      ]);
    }
  }
}
