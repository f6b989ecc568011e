import { count, eq, sql } from "drizzle-orm";
import type { SQLiteInsertValue } from "drizzle-orm/sqlite-core";
import { parseResultSets } from "#shared/result-sets";
import {
  clients,
  cooldowns,
  exercises,
  organizations,
  programs,
  trainers,
  users,
  warmups,
  workout_items,
  workouts,
} from "../../db/schema";
import { clientSlug } from "../domains/clients/slug";
import { DEFAULT_TIME_ZONE, localDate } from "../domains/clients/stats";
import { clientWorkoutDatesStatement } from "../domains/clients/workout-dates";
import { DEFAULT_TRAINER_SETTINGS } from "../domains/trainers/schemas";
import { lastInsertId, userInsertStatements } from "../domains/users/insert";
import { claimBootstrapLease, releaseBootstrapLease } from "./bootstrap";
import { rowsPerStatement } from "./d1-rows";
import { seedDemoConversations } from "./demo-conversations";
import { seedDemoHabits } from "./demo-habits";
import { seedDemoNotesAndDocuments } from "./demo-notes";
import { seedDemoNutrition } from "./demo-nutrition";
import { seedDemoProgress } from "./demo-progress";
import type { ServiceDeps } from "./deps";

/** Demo accounts printed at start and listed in README. */
export const DEMO_PASSWORD = "Demo1234!";
export const DEMO_ACCOUNTS = [
  { email: "lead@demo.coach", name: "陈教练", admin: true },
  { email: "coach.li@demo.coach", name: "李教练", admin: false },
  { email: "coach.wang@demo.coach", name: "王教练", admin: false },
] as const;
/**
 * The demo client who can sign in (at /login, into the client app); the other demo clients have
 * emails but no password, so a coach can try inviting them.
 */
export const DEMO_CLIENT = { email: "client1@demo.coach", name: "张伟" } as const;
const demoClientEmail = (i: number) => `client${i + 1}@demo.coach`;

const CLIENT_NAMES = [
  "张伟",
  "王芳",
  "李娜",
  "刘洋",
  "陈静",
  "杨磊",
  "赵敏",
  "黄丽",
  "周杰",
  "吴婷",
  "徐明",
  "孙悦",
];

/**
 * A session's items: name, prescription, and the result a client logged, by how strong the client
 * is (`level` 0–11) and the week (0 = three weeks ago): the weights climb week by week, so every
 * demo client has histories with a visible progression and records (issue 27). Next week's squat
 * is a percent prescription, which the client app and the calendar resolve from the client's e1RM.
 */
type DemoItem = readonly [name: string, info: string, result: (level: number, week: number) => string];

const kg = (n: number) => `${Math.round(n * 2) / 2}kg`;

const SESSIONS: readonly { title: string; items: readonly DemoItem[] }[] = [
  {
    title: "下肢力量",
    items: [
      [
        "杠铃深蹲 Barbell Squat",
        "4 组 × 8 次，组间休息 90 秒",
        (l, w) => `${kg(50 + l * 5 + w * 2.5)} × 8, 8, 8, ${w % 2 ? 8 : 7}`,
      ],
      [
        "罗马尼亚硬拉 Romanian Deadlift",
        "3 组 × 10 次，组间休息 60 秒",
        (l, w) => `${kg(45 + l * 4 + w * 5)} × 10, 10, 10`,
      ],
      ["保加利亚分腿蹲 Bulgarian Split Squat", "3 组 × 每侧 10 次", () => "自重 10, 10, 10"],
    ],
  },
  {
    title: "上肢推拉",
    items: [
      [
        "杠铃卧推 Barbell Bench Press",
        "4 组 × 8 次，组间休息 90 秒",
        (l, w) => `${kg(35 + l * 3 + w * 2.5)} × 8, 8, 7, 6`,
      ],
      ["引体向上 Pull-up", "4 组 × 力竭", (_l, w) => `自重 ${6 + w}, ${5 + w}, 5, 4`],
      ["哑铃肩推 Dumbbell Shoulder Press", "3 组 × 12 次", (l, w) => `${kg(10 + l + w)} × 12, 11, 10`],
    ],
  },
  {
    title: "核心与有氧",
    items: [
      ["平板支撑 Plank", "3 组 × 45 秒", () => "45s, 45s, 40s"],
      ["登山跑 Mountain Climbers", "循环 4 轮 × 30 秒", () => "完成 4 轮"],
      ["划船机 Rowing Machine", "20 分钟中等强度", () => "4.2 km"],
    ],
  },
];
/** Next week's squat: a percent of each client's estimated max. */
const PERCENT_SQUAT = "4×5 @ 75%";

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * 86_400_000);
}

/** Workout ids are unknown inside a batch; items find their workout through its unique uuid. */
export const workoutIdByUuid = (uuid: string) => sql<number>`(select id from workouts where uuid = ${uuid})`;

/**
 * Demo data for an empty database (no organizations yet): one studio, its admin and two coaches,
 * a dozen clients with Chinese names, three weeks of past workouts (most completed, with results),
 * next week's plan, and one program. Everything goes in through batched, atomic writes.
 */
export async function seedDemo(deps: ServiceDeps): Promise<{ seeded: boolean }> {
  if (await hasOrganizations(deps)) return { seeded: false };
  // Several processes or Worker isolates may start on the same empty database at once: one lease
  // holder seeds, the others go on without waiting (their requests see the data as it lands).
  const lease = await claimBootstrapLease(deps, "seed_demo");
  if (!lease) return { seeded: false };
  try {
    // Re-checked under the lease: a holder that finished just before we claimed already seeded.
    if (await hasOrganizations(deps)) return { seeded: false };
    await insertDemoData(deps);
    return { seeded: true };
  } finally {
    await releaseBootstrapLease(deps, "seed_demo", lease);
  }
}

async function hasOrganizations(deps: ServiceDeps): Promise<boolean> {
  const [{ n } = { n: 0 }] = await deps.db.select({ n: count() }).from(organizations);
  return n > 0;
}

/** The demo studio's warm-up and cool-down templates (exercises by their catalogue English names). */
const DEMO_TEMPLATES = {
  warmups: [
    {
      name: "力量日通用热身",
      description:
        "约 8 分钟，由小到大活动关节：\n手臂绕环 30 秒\n站姿髋关节绕环 每侧 10 次\n世界最伟大拉伸 每侧 5 次\n尺蠖爬行 6 次",
      exercises: ["Arm Circles", "Standing Hip Circles", "World's Greatest Stretch", "Inchworm"],
    },
    {
      name: "有氧热身 5 分钟",
      description: "跳绳或跑步机慢跑 5 分钟，心率逐步升高，微微出汗即可",
      exercises: ["Rope Jumping", "Jogging, Treadmill"],
    },
  ],
  cooldowns: [
    {
      name: "下肢放松",
      description: "每个动作保持 30 秒，左右各一次，呼吸放慢",
      exercises: ["Lying Hamstring", "Lying Glute", "On Your Side Quad Stretch", "Adductor/Groin"],
    },
    {
      name: "上肢放松",
      description: "每个动作保持 30 秒，左右各一次",
      exercises: [
        "Triceps Stretch",
        "Upper Back Stretch",
        "Chest And Front Of Shoulder Stretch",
        "Side Neck Stretch",
      ],
    },
  ],
};

async function insertDemoData(deps: ServiceDeps): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now();
  const nowIso = now.toISOString();

  const [org] = await db
    .insert(organizations)
    .values({
      name: "活力健身工作室",
      subdomain: "vitality",
      theme: "semi-dark",
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning();
  if (!org) throw new Error("seed: organization not created");

  const trainerIds: number[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const [u, c] = await userInsertStatements(deps, null, {
      name: account.name,
      email: account.email,
      password: DEMO_PASSWORD,
    });
    const [, , t] = await db.batch([
      u,
      c,
      db
        .insert(trainers)
        .values({
          user_id: lastInsertId,
          organization_id: org.id,
          super_admin: account.admin,
          has_completed_onboarding: true,
          settings: DEFAULT_TRAINER_SETTINGS,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returning(),
    ]);
    trainerIds.push(t[0]!.id);
  }
  await db
    .update(organizations)
    .set({ owner_id: sql`(select user_id from trainers where id = ${trainerIds[0]!})` })
    .where(eq(organizations.id, org.id));

  const clientRows: { id: number; trainer_id: number }[] = [];
  for (const [i, name] of CLIENT_NAMES.entries()) {
    const trainerId = trainerIds[i % trainerIds.length]!;
    const email = demoClientEmail(i);
    const [u, c] = await userInsertStatements(deps, null, {
      name,
      email,
      has_trainer: true,
      trainer_id: trainerId,
      ...(email === DEMO_CLIENT.email ? { password: DEMO_PASSWORD } : {}),
    });
    const [, , inserted] = await db.batch([
      u,
      c,
      db
        .insert(clients)
        .values({
          user_id: lastInsertId,
          trainer_id: trainerId,
          organization_id: org.id,
          slug: clientSlug(`client-${i + 1}`),
          goals: i % 2 === 0 ? "增肌减脂，提升体能" : "改善体态，增强核心力量",
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returning({ id: clients.id, trainer_id: clients.trainer_id }),
    ]);
    clientRows.push({ id: inserted[0]!.id, trainer_id: trainerId });
  }
  // The demo client has an account as if it had accepted an invitation.
  await db.update(users).set({ invite_accepted_at: nowIso }).where(eq(users.email, DEMO_CLIENT.email));

  // Three weeks back and one week ahead, Monday/Wednesday/Friday sessions, dated in the clients'
  // schedule zone (they have none of their own: the default), not UTC: from 16:00 UTC on, UTC's
  // "today" is already yesterday in Shanghai, and its still-open sessions read as missed.
  //
  // Needs attention, by design (issue 22: a coach should agree with every flag): only every fourth
  // client (clients 4, 8 and 12, one per coach's share at most a third) skips some sessions, so it
  // has missed workouts within the week and a 7-day rate below its 30-day rate. Everyone else
  // completed every past session and is programmed a week ahead, so nothing flags them; today's
  // sessions are still open, which counts nowhere until done.
  const today = new Date(`${localDate(DEFAULT_TIME_ZONE, now)}T00:00:00Z`);
  const monday = addDays(today, -((today.getUTCDay() + 6) % 7));
  const workoutRows: SQLiteInsertValue<typeof workouts>[] = [];
  const itemRows: SQLiteInsertValue<typeof workout_items>[] = [];
  for (const [ci, client] of clientRows.entries()) {
    for (let week = -3; week <= 1; week++) {
      for (const [si, dayOffset] of [0, 2, 4].entries()) {
        const due = addDays(monday, week * 7 + dayOffset);
        const session = SESSIONS[si]!;
        const past = due < today;
        // Most past sessions are done; every fourth client skips some, so compliance varies.
        const completed = past && !(ci % 4 === 3 && (week + si) % 2 === 0);
        const uuid = crypto.randomUUID();
        const updated = completed
          ? addDays(due, 0)
              .toISOString()
              .replace("T00:00:00.000Z", `T${10 + si}:30:00.000Z`)
          : nowIso;
        workoutRows.push({
          uuid,
          client_id: client.id,
          trainer_id: client.trainer_id,
          organization_id: org.id,
          due: isoDate(due),
          title: session.title,
          short_description: `<p>${session.title}训练，注意动作质量。</p>`,
          state: completed ? "completed" : "pending",
          warmup: "动态拉伸 5 分钟，关节激活",
          cooldown: "静态拉伸 5 分钟",
          completed_at: completed ? updated : null,
          created_at: nowIso,
          updated_at: updated,
        });
        for (const [position, [itemName, info, resultOf]] of session.items.entries()) {
          const result = completed ? resultOf(ci, week + 3) : null;
          itemRows.push({
            workout_id: workoutIdByUuid(uuid),
            name: itemName,
            info: week === 1 && si === 0 && position === 0 ? PERCENT_SQUAT : info,
            result,
            result_sets: result ? parseResultSets(result, "metric") : [],
            state: completed ? "completed" : "pending",
            position: position + 1,
            created_at: nowIso,
            updated_at: nowIso,
          });
        }
      }
    }
  }

  // Four weeks of Monday / Wednesday / Friday sessions, as the name says.
  const PROGRAM_DAYS = [0, 7, 14, 21].flatMap((w) => [w + 1, w + 3, w + 5]);
  const [program] = await db
    .insert(programs)
    .values({
      name: "新手四周增肌计划",
      description: "每周三练：下肢、上肢、核心。适合刚开始力量训练的学员。",
      organization_id: org.id,
      trainer_id: trainerIds[0]!,
      highest_position: PROGRAM_DAYS.at(-1)!,
      length: 28,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning();
  for (const [n, position] of PROGRAM_DAYS.entries()) {
    const session = SESSIONS[n % 3]!;
    const uuid = crypto.randomUUID();
    workoutRows.push({
      uuid,
      program_id: program!.id,
      program_name: program!.name,
      organization_id: org.id,
      trainer_id: trainerIds[0]!,
      position,
      title: session.title,
      created_at: nowIso,
      updated_at: nowIso,
    });
    for (const [i, [itemName, info]] of session.items.entries()) {
      itemRows.push({
        workout_id: workoutIdByUuid(uuid),
        name: itemName,
        info,
        position: i + 1,
        created_at: nowIso,
        updated_at: nowIso,
      });
    }
  }

  // Warm-up and cool-down templates, so the editor's template menu has something to offer on day
  // one. Their exercises are the catalogue's, found by English name (the catalogue keeps it after
  // the Chinese one); one the catalogue lacks (a Worker without the catalogue) is left out.
  const catalogue = await db
    .select({ id: exercises.id, name: exercises.exercise_name })
    .from(exercises)
    .where(eq(exercises.default, true));
  const pick = (english: string[]) =>
    english.flatMap((en) => {
      const found = catalogue.find((e) => e.name === en || e.name.endsWith(` ${en}`));
      return found ? [{ id: found.id, name: found.name }] : [];
    });
  const templateRow = (t: (typeof DEMO_TEMPLATES)["warmups"][number]) => ({
    name: t.name,
    description: t.description,
    selected_exercises: pick(t.exercises),
    organization_id: org.id,
    trainer_id: trainerIds[0]!,
    created_at: nowIso,
    updated_at: nowIso,
  });
  await db.batch([
    db.insert(warmups).values(DEMO_TEMPLATES.warmups.map(templateRow)),
    db.insert(cooldowns).values(DEMO_TEMPLATES.cooldowns.map(templateRow)),
  ]);

  // Multi-row inserts sized for D1, which refuses statements with more than 100 bound parameters
  // (libSQL allows far more); a row binds at most one parameter per column.
  const statements = [];
  const workoutChunk = rowsPerStatement(workouts);
  for (let i = 0; i < workoutRows.length; i += workoutChunk)
    statements.push(db.insert(workouts).values(workoutRows.slice(i, i + workoutChunk)));
  const itemChunk = rowsPerStatement(workout_items);
  for (let i = 0; i < itemRows.length; i += itemChunk)
    statements.push(db.insert(workout_items).values(itemRows.slice(i, i + itemChunk)));
  const completedCounts = db
    .update(clients)
    .set({
      completed_workouts_count: sql`(select count(*) from workouts w where w.client_id = ${clients.id} and w.state = 'completed')`,
    })
    .where(eq(clients.organization_id, org.id));
  // The clients' "programmed until" and last completed date, as every workout write keeps them.
  const workoutDates = clientWorkoutDatesStatement(
    deps,
    clientRows.map((c) => c.id),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest, completedCounts, workoutDates]);
  await seedDemoConversations(deps, org.id, now);
  await seedDemoNotesAndDocuments(deps, org.id, now);
  await seedDemoProgress(deps, org.id, now);
  await seedDemoHabits(deps, org.id, now);
  await seedDemoNutrition(deps, org.id, now);
}
