import { sql } from "drizzle-orm";
import type { EmailKind } from "#shared/email-outbox";
import type { NotificationKind } from "../../../db/schema";
import { clients, email_outbox, notifications, trainers, users } from "../../../db/schema";
import type { TrainerSettings, WorkCanWait } from "../../../db/schema/json-types";
import type { ServiceDeps } from "../../services/deps";
import { attentionMaskSql, reasonsOf } from "../clients/attention";
import { addDays, ensureFreshClientStats } from "../clients/stats";
import type { JobInstance, JobKind } from "../jobs/kind";
import { DEFAULT_TRAINER_SETTINGS } from "../trainers/schemas";
import { brandLink, platformEmailBrand } from "./brand";
import { LINK_PATHS } from "./links";
import { type LocalClock, localClock, mondayOf } from "./local-time";
import { decidedKeys, type OutboxDecision, recordDecisions } from "./outbox";
import { greetingName, unsubscribedFrom } from "./recipients";
import { coachDigestEmail, coachNotificationsEmail, type DigestClient } from "./templates/coach-emails";
import type { RenderContext, RenderedEmail } from "./templates/rendered";
import { emailLocale } from "./templates/texts";
import { unsubscribeUrl } from "./unsubscribe-link";
import { WEEKLY_HOUR } from "./weekly-digest";

/**
 * The coach's emails, in the coach's own zone:
 * - unread notifications at the trainer's `notify_every` (hour, day, week, never): the first run of
 *   each period within working time sends every unread notification not emailed yet (key
 *   `coach:<user>:<period>`, `through_id` the last), so an hour (day, week) brings one email at most;
 * - outside the `workCanWait` working time (its weekdays, start to end) nothing goes out: it waits
 *   for the next working hour;
 * - the weekly coach digest, Monday from WEEKLY_HOUR in working time: each client's compliance of
 *   last week and who needs attention and why (`coach-digest:<user>:<monday>`).
 */
const LOOKBACK_DAYS = 8;
/** Coaches per run. */
const MAX_COACHES = 500;
const NOTIFICATION_LINES = 20;

const DAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** Whether the local time is within the coach's working time. */
export function isWorkingTime(hours: WorkCanWait, local: LocalClock): boolean {
  if (!hours.days[DAY_KEYS[local.weekday - 1]!]) return false;
  const hhmm = `${String(local.hour).padStart(2, "0")}:${String(local.minute).padStart(2, "0")}`;
  return hhmm >= hours.start && hhmm < hours.end;
}

type Coach = {
  user_id: number;
  name: string;
  email: string | null;
  locale: string | null;
  timezone: string;
  organization_id: number | null;
  notify_every: string;
  settings: string | null;
};

const coachesSql = (extra: ReturnType<typeof sql>) => sql`
  SELECT u.id AS user_id, u.name, u.email, u.locale, u.timezone, t.organization_id, t.notify_every, t.settings
  FROM ${trainers} AS t JOIN ${users} AS u ON u.id = t.user_id
  WHERE u.disabled_at IS NULL AND u.email IS NOT NULL AND ${extra}
  ORDER BY u.id LIMIT ${MAX_COACHES}`;

function workingHours(settings: string | null): WorkCanWait {
  const parsed = settings ? (JSON.parse(settings) as Partial<TrainerSettings>) : {};
  return parsed.workCanWait ?? DEFAULT_TRAINER_SETTINGS.workCanWait;
}

function periodOf(every: string, local: LocalClock): string | null {
  if (every === "hour") return `${local.date}T${String(local.hour).padStart(2, "0")}`;
  if (every === "day") return local.date;
  if (every === "week") return mondayOf(local.date, local.weekday);
  return null;
}

async function coachDecision(
  deps: ServiceDeps,
  c: Coach,
  kind: EmailKind,
  key: string,
  localDate: string,
  render: (ctx: RenderContext) => RenderedEmail,
): Promise<OutboxDecision> {
  // Coaches' emails carry the platform's brand (brand.ts): they work in the platform's app.
  const brand = platformEmailBrand(deps);
  const link = await unsubscribeUrl(deps, brand, c.user_id, kind);
  const rendered = render({
    locale: emailLocale(c.locale),
    brand,
    name: greetingName(c),
    unsubscribeUrl: link,
    settingsUrl: brandLink(brand, LINK_PATHS.coachSettings),
  });
  return {
    key,
    kind,
    organization_id: c.organization_id,
    recipient_id: c.user_id,
    channel: "email",
    address: c.email,
    local_date: localDate,
    status: "pending",
    subject: rendered.subject,
    text_body: rendered.text,
    html_body: rendered.html,
    unsubscribe_url: link,
  };
}

export const coachNotificationEmails: JobKind = {
  name: "coach-notification-emails",
  leaseSeconds: 300,
  async due(deps, now): Promise<JobInstance[]> {
    return [
      {
        key: `coach-emails:${now.toISOString().slice(0, 16)}`,
        run: () => decideCoachNotifications(deps, now),
      },
    ];
  },
};

export async function decideCoachNotifications(deps: ServiceDeps, now: Date) {
  const since = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000).toISOString();
  const newer = sql`n.id > coalesce((SELECT max(o.through_id) FROM ${email_outbox} AS o
    WHERE o.recipient_id = n.user_id AND o.kind = 'coach_notifications'), 0)`;
  const coaches = await deps.db.all<Coach>(
    coachesSql(sql`EXISTS (SELECT 1 FROM ${notifications} AS n WHERE n.user_id = u.id AND n.read_at IS NULL
      AND n.created_at >= ${since} AND ${newer})`),
  );
  const due = coaches.flatMap((c) => {
    const local = localClock(c.timezone, now);
    const period = periodOf(c.notify_every, local);
    if (period === null || !isWorkingTime(workingHours(c.settings), local)) return [];
    return [{ c, local, key: `coach:${c.user_id}:${period}` }];
  });
  const done = await decidedKeys(
    deps,
    due.map((d) => d.key),
  );
  const ready = due.filter((d) => !done.has(d.key));
  const unsubscribed = await unsubscribedFrom(
    deps,
    ready.map((d) => d.c.user_id),
    "coach_notifications",
  );
  const decisions: OutboxDecision[] = [];
  for (const { c, local, key } of ready) {
    const unread = await deps.db.all<{
      id: number;
      kind: NotificationKind;
      text: string | null;
      client: string | null;
    }>(sql`
      SELECT n.id, n.kind, n.text, cu.name AS client FROM ${notifications} AS n
      LEFT JOIN ${clients} AS cl ON cl.id = n.client_id LEFT JOIN ${users} AS cu ON cu.id = cl.user_id
      WHERE n.user_id = ${c.user_id} AND n.read_at IS NULL AND n.created_at >= ${since} AND ${newer}
      ORDER BY n.id`);
    if (unread.length === 0) continue;
    const through = unread[unread.length - 1]!.id;
    if (unsubscribed.has(c.user_id)) {
      decisions.push({
        key,
        kind: "coach_notifications",
        organization_id: c.organization_id,
        recipient_id: c.user_id,
        channel: "email",
        address: c.email,
        local_date: local.date,
        through_id: through,
        status: "skipped",
        reason: "unsubscribed",
      });
      continue;
    }
    const lines = unread
      .slice(-NOTIFICATION_LINES)
      .map((n) => ({ kind: n.kind, client: n.client ?? "", text: n.text ?? "" }));
    decisions.push({
      ...(await coachDecision(deps, c, "coach_notifications", key, local.date, (ctx) =>
        coachNotificationsEmail(ctx, lines, unread.length, brandLink(ctx.brand, LINK_PATHS.coachClients)),
      )),
      through_id: through,
    });
  }
  await recordDecisions(deps, decisions);
}

export const coachDigests: JobKind = {
  name: "coach-digests",
  leaseSeconds: 600,
  async due(deps, now): Promise<JobInstance[]> {
    return [
      { key: `coach-digests:${now.toISOString().slice(0, 13)}`, run: () => decideCoachDigests(deps, now) },
    ];
  },
};

export async function decideCoachDigests(deps: ServiceDeps, now: Date) {
  const coaches = await deps.db.all<Coach & { trainer_id: number }>(
    coachesSql(sql`EXISTS (SELECT 1 FROM ${clients} AS c WHERE c.trainer_id = t.id AND c.state = 'active')`),
  );
  const due = coaches.flatMap((c) => {
    const local = localClock(c.timezone, now);
    if (local.weekday !== 1 || local.hour < WEEKLY_HOUR || !isWorkingTime(workingHours(c.settings), local))
      return [];
    return [{ c, local, key: `coach-digest:${c.user_id}:${local.date}` }];
  });
  const done = await decidedKeys(
    deps,
    due.map((d) => d.key),
  );
  const ready = due.filter((d) => !done.has(d.key));
  const unsubscribed = await unsubscribedFrom(
    deps,
    ready.map((d) => d.c.user_id),
    "coach_digest",
  );
  const decisions: OutboxDecision[] = [];
  for (const { c, local, key } of ready) {
    if (unsubscribed.has(c.user_id)) continue;
    const monday = local.date;
    const ids = await deps.db.all<{ id: number }>(sql`
      SELECT c.id FROM ${clients} AS c JOIN ${trainers} AS t ON t.id = c.trainer_id
      WHERE t.user_id = ${c.user_id} AND c.state = 'active'`);
    await ensureFreshClientStats(
      deps,
      ids.map((r) => r.id),
    );
    const rows = await deps.db.all<{ name: string; completed: number; due: number; mask: number }>(sql`
      SELECT u.name,
        (SELECT count(*) FROM workouts AS w WHERE w.client_id = c.id AND w.due BETWEEN ${addDays(monday, -7)} AND ${addDays(monday, -1)}
          AND w.rest_day = 0 AND w.state = 'completed') AS completed,
        (SELECT count(*) FROM workouts AS w WHERE w.client_id = c.id AND w.due BETWEEN ${addDays(monday, -7)} AND ${addDays(monday, -1)}
          AND w.rest_day = 0) AS due,
        ${sql.raw(attentionMaskSql("c"))} AS mask
      FROM ${clients} AS c JOIN ${users} AS u ON u.id = c.user_id
      WHERE c.id IN (SELECT value FROM json_each(${JSON.stringify(ids.map((r) => r.id))}))
      ORDER BY u.name_key, u.id`);
    const list: DigestClient[] = rows.map((r) => ({
      name: r.name,
      completed: r.completed,
      missed: r.due - r.completed,
      compliance: r.due === 0 ? null : r.completed / r.due,
      reasons: reasonsOf(r.mask),
    }));
    decisions.push(
      await coachDecision(deps, c, "coach_digest", key, local.date, (ctx) =>
        coachDigestEmail(ctx, monday, list, brandLink(ctx.brand, LINK_PATHS.coachClients)),
      ),
    );
  }
  await recordDecisions(deps, decisions);
}
