// Issue 26's conversation budgets: a coach's inbox first page with 500 conversations ≤ 20 ms p95,
// and a broadcast to 1,000 clients ≤ 1 s, through the whole app (auth, zod, service, Drizzle).
// A fresh migrated database: one organization, one trainer with 1,000 clients, 500 of which hold a
// thread of 4 messages (the client's last one unread by the coach).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLibsqlDb } from "../db/client";
import { migrateDatabase, openNodeDatabase } from "../db/node";
import { createApp } from "../worker/app";
import type { AppConfig } from "../worker/config";
import { issueToken } from "../worker/domains/auth/sign-in";
import { logSmsSender } from "../worker/services/deps";

export type ConversationFigure = { name: string; value: string; target?: string; ok?: boolean };

const CLIENTS = 1000;
const THREADS = 500;
const INBOX_RUNS = 300;

export async function benchConversations(
  config: AppConfig,
  clock: { now: () => Date },
): Promise<ConversationFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), "bench-conversations-"));
  try {
    const { client } = await openNodeDatabase(`file:${join(dir, "db.db")}`);
    await migrateDatabase(client);
    const now = clock.now().toISOString();
    await client.batch(
      [
        {
          sql: "INSERT INTO organizations (id, name, created_at, updated_at) VALUES (1, 'bench', ?, ?)",
          args: [now, now],
        },
        {
          sql: "INSERT INTO users (id, name, created_at, updated_at) VALUES (1, '教练', ?, ?)",
          args: [now, now],
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
          sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${CLIENTS})
            INSERT INTO users (id, name, has_trainer, trainer_id, created_at, updated_at)
            SELECT 100 + i, '学员' || i, 1, 1, ?, ? FROM n`,
          args: [now, now],
        },
        {
          sql: `INSERT INTO clients (id, user_id, trainer_id, organization_id, slug, created_at, updated_at)
            SELECT id - 100, id, 1, 1, 'bench-' || id, ?, ? FROM users WHERE id > 100`,
          args: [now, now],
        },
        {
          sql: `WITH RECURSIVE k(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM k WHERE j < 4)
            INSERT INTO messages (client_id, author_id, from_client, body, search_text, created_at)
            SELECT c.id, CASE WHEN k.j % 2 = 0 THEN c.user_id ELSE 1 END, k.j % 2 = 0,
              '第' || k.j || '条 message about squats ' || c.id, '第' || k.j || '条 message about squats ' || c.id,
              strftime('%Y-%m-%dT%H:%M:%fZ', ?, '-' || (c.id * 10 + 5 - k.j) || ' minutes')
            FROM clients AS c, k WHERE c.id <= ${THREADS} ORDER BY c.id, k.j`,
          args: [now],
        },
        {
          sql: `INSERT INTO conversations (client_id, last_message_id, last_message_at, created_at, updated_at)
            SELECT client_id, max(id), max(created_at), ?, ? FROM messages GROUP BY client_id`,
          args: [now, now],
        },
        {
          sql: `INSERT INTO conversation_reads (client_id, user_id, by_client, last_read_message_id, updated_at)
            SELECT client_id, 1, 0, max(id) - 1, ? FROM messages GROUP BY client_id`,
          args: [now],
        },
      ],
      "write",
    );
    const deps = { db: createLibsqlDb(client), config, clock, sms: logSmsSender };
    const token = await issueToken(deps, 1, 0);
    const app = createApp(deps);
    const headers = { authorization: `Bearer ${token}` };
    const inbox = async () => {
      const started = performance.now();
      const res = await app.request("/api/conversations", { headers });
      await res.text();
      if (res.status !== 200) throw new Error(`bench: inbox answered ${res.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 30; i++) await inbox();
    const times: number[] = [];
    for (let i = 0; i < INBOX_RUNS; i++) times.push(await inbox());
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(INBOX_RUNS * 0.95)]!;
    const ids = Array.from({ length: CLIENTS }, (_, i) => i + 1);
    const broadcasts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const res = await app.request("/api/conversations/broadcast", {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ client_ids: ids, message: { body: `周末休息 ${i}` } }),
      });
      await res.text();
      if (res.status !== 201) throw new Error(`bench: broadcast answered ${res.status}`);
      broadcasts.push(performance.now() - started);
    }
    const slowest = Math.max(...broadcasts);
    client.close();
    return [
      {
        name: `inbox first page, a coach with ${THREADS} conversations (p95 of ${INBOX_RUNS})`,
        value: `${p95.toFixed(1)} ms (median ${times[Math.floor(INBOX_RUNS / 2)]!.toFixed(1)} ms)`,
        target: "≤ 20 ms",
        ok: p95 <= 20,
      },
      {
        name: `broadcast to ${CLIENTS} clients (slowest of 3)`,
        value: `${slowest.toFixed(0)} ms`,
        target: "≤ 1 s",
        ok: slowest <= 1000,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
