import { sql } from "drizzle-orm";
import {
  clients,
  conversation_reads,
  conversations,
  messages,
  notifications,
  trainers,
  workouts,
} from "../../db/schema";
import type { ServiceDeps } from "./deps";

/** What the demo threads say, in order: coach, client, coach (with a workout card), client (unread). */
const LINES = [
  "这周的训练安排好了，有问题随时问我。",
  "好的教练！深蹲的时候膝盖有点不舒服。",
  "看一下这次训练的记录，下次重量先降一点。",
  "明白了，谢谢教练 👍",
] as const;

/**
 * Demo threads (issue 26): the first three clients of each demo coach get a four-message thread
 * with their coach, a workout card in the third message, the client's last message unread by the
 * coach; the coach gets a notification of it. Set-based statements in one batch, sized for D1.
 */
export async function seedDemoConversations(deps: ServiceDeps, organizationId: number, now: Date) {
  const { db } = deps;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const picked = sql`(SELECT c.id AS client_id, c.user_id AS client_user, t.user_id AS coach_user,
      (SELECT max(w.id) FROM ${workouts} AS w WHERE w.client_id = c.id AND w.state = 'completed') AS workout_id
    FROM ${clients} AS c JOIN ${trainers} AS t ON t.id = c.trainer_id
    WHERE c.organization_id = ${organizationId}
      AND (SELECT count(*) FROM ${clients} AS o WHERE o.trainer_id = c.trainer_id AND o.id < c.id) < 3)`;
  const statements = LINES.map((line, i) => {
    const fromClient = i % 2 === 1;
    return db.run(sql`
      INSERT INTO ${messages} (client_id, author_id, from_client, body, search_text, workout_id, created_at)
      SELECT p.client_id, ${fromClient ? sql`p.client_user` : sql`p.coach_user`}, ${fromClient ? 1 : 0},
        ${line}, ${line.normalize("NFKC").toLowerCase()}, ${i === 2 ? sql`p.workout_id` : sql`NULL`}, ${at(90 - i * 20)}
      FROM ${picked} AS p`);
  });
  const nowIso = now.toISOString();
  await db.batch([
    statements[0]!,
    ...statements.slice(1),
    db.run(sql`
      INSERT INTO ${conversations} (client_id, last_message_id, last_message_at, created_at, updated_at)
      SELECT m.client_id, max(m.id), max(m.created_at), ${nowIso}, ${nowIso} FROM ${messages} AS m
      JOIN ${clients} AS c ON c.id = m.client_id WHERE c.organization_id = ${organizationId} GROUP BY m.client_id`),
    // The coach read up to its own last message; the client read everything it was sent.
    db.run(sql`
      INSERT INTO ${conversation_reads} (client_id, user_id, by_client, last_read_message_id, updated_at)
      SELECT m.client_id, m.author_id, m.from_client, max(m.id), ${nowIso} FROM ${messages} AS m
      JOIN ${clients} AS c ON c.id = m.client_id WHERE c.organization_id = ${organizationId}
      GROUP BY m.client_id, m.author_id, m.from_client`),
    db.run(sql`
      INSERT INTO ${notifications} (user_id, kind, client_id, actor_id, message_id, text, created_at)
      SELECT t.user_id, 'message', m.client_id, m.author_id, m.id, m.body, m.created_at
      FROM ${messages} AS m JOIN ${clients} AS c ON c.id = m.client_id JOIN ${trainers} AS t ON t.id = c.trainer_id
      WHERE c.organization_id = ${organizationId} AND m.from_client = 1
        AND m.id = (SELECT max(x.id) FROM ${messages} AS x WHERE x.client_id = m.client_id)`),
    db.run(sql`
      INSERT INTO ${notifications} (user_id, kind, client_id, actor_id, workout_id, text, created_at)
      SELECT t.user_id, 'workout_completed', w.client_id, c.user_id, w.id, w.title, coalesce(w.completed_at, ${nowIso})
      FROM ${workouts} AS w JOIN ${clients} AS c ON c.id = w.client_id JOIN ${trainers} AS t ON t.id = c.trainer_id
      WHERE c.organization_id = ${organizationId}
        AND w.id IN (SELECT max(v.id) FROM ${workouts} AS v WHERE v.state = 'completed' GROUP BY v.client_id)
      LIMIT 5`),
  ]);
}
