import { asc, eq } from "drizzle-orm";
import { clients, habit_check_ins, habits } from "../../db/schema";
import { addDays, localDate } from "../domains/clients/stats";
import { d1Chunks } from "./d1-rows";
import type { ServiceDeps } from "./deps";

/** The demo's habits, in the order a client gets them (the third only every other client). */
const DEMO_HABITS = [
  { name: "喝水 2 升", target_text: "每天 2 升，分 4 次喝完", days_per_week: 7 },
  { name: "8,000 步", target_text: "手机或手环上的步数", days_per_week: 5 },
  { name: "睡够 7 小时", target_text: "23:30 前上床", days_per_week: 7 },
] as const;

/** Days of check-ins the demo starts with (today is left for the person trying the app). */
const DEMO_DAYS = 14;

/**
 * Demo habits (issue 31): every demo client gets two or three habits that started two weeks ago,
 * with check-ins on most of those days — a few misses each, different per client, so compliance
 * and streaks differ — and none today.
 */
export async function seedDemoHabits(deps: ServiceDeps, organizationId: number, now: Date) {
  const { db } = deps;
  const nowIso = now.toISOString();
  // Demo clients live in the default zone (Asia/Shanghai): "today" is theirs.
  const today = localDate(null, now);
  const start = addDays(today, -DEMO_DAYS);
  const list = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.organization_id, organizationId))
    .orderBy(asc(clients.id));
  const rows = list.flatMap((c, ci) =>
    DEMO_HABITS.slice(0, ci % 2 === 0 ? 3 : 2).map((h) => ({
      ...h,
      client_id: c.id,
      start_date: start,
      created_at: nowIso,
      updated_at: nowIso,
    })),
  );
  if (rows.length === 0) return;
  const made = [];
  for (const chunk of d1Chunks(habits, rows))
    made.push(...(await db.insert(habits).values(chunk).returning({ id: habits.id })));
  const checkIns = made.flatMap((h, hi) =>
    Array.from({ length: DEMO_DAYS }, (_, i) => addDays(start, i))
      // Misses spread by habit and day: roughly one day in five.
      .filter((_, day) => (hi * 3 + day * 7) % 5 !== 0 || day === DEMO_DAYS - 1)
      .map((date) => ({ habit_id: h.id, date, done: true, created_at: nowIso, updated_at: nowIso })),
  );
  for (const chunk of d1Chunks(habit_check_ins, checkIns)) await db.insert(habit_check_ins).values(chunk);
}
