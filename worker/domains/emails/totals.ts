import { and, count, gte, lte } from "drizzle-orm";
import type { EmailKind } from "#shared/email-outbox";
import { fieldMessage } from "#shared/messages";
import { email_outbox } from "../../../db/schema";
import { AppError } from "../../errors";
import { requireSuper } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { TOTALS_MAX_DAYS, type TTotalsInput } from "./schemas";

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** The span the super admin sees when it names none: the last 7 days. */
const DEFAULT_DAYS = 7;

/**
 * GET /admin/emails: how many outbox rows each kind had per state and local day, across every
 * organization (super admin). One grouped query over at most TOTALS_MAX_DAYS days.
 */
export async function emailTotals(deps: ServiceDeps, actor: Actor, input: TTotalsInput) {
  requireSuper(actor);
  // Local days run up to 14 hours ahead of UTC (Pacific/Kiritimati): the default ends on the
  // latest day somewhere on earth is in now, so a morning's emails there are counted.
  const to = input.to ?? isoDay(deps.clock.now().getTime() + 14 * 3_600_000);
  const from = input.from ?? isoDay(dayMs(to) - (DEFAULT_DAYS - 1) * DAY_MS);
  const days = (dayMs(to) - dayMs(from)) / DAY_MS + 1;
  if (days < 1)
    throw new AppError("BAD_REQUEST", undefined, [{ path: "to", message: fieldMessage("END_BEFORE_START") }]);
  if (days > TOTALS_MAX_DAYS)
    throw new AppError("BAD_REQUEST", undefined, [
      { path: "from", message: fieldMessage("RANGE_TOO_LONG", { max: TOTALS_MAX_DAYS }) },
    ]);
  const rows = await deps.db
    .select({
      local_date: email_outbox.local_date,
      kind: email_outbox.kind,
      status: email_outbox.status,
      n: count(),
    })
    .from(email_outbox)
    .where(and(gte(email_outbox.local_date, from), lte(email_outbox.local_date, to)))
    .groupBy(email_outbox.local_date, email_outbox.kind, email_outbox.status)
    .orderBy(email_outbox.local_date, email_outbox.kind, email_outbox.status);
  return { from, to, totals: rows.map((r) => ({ ...r, kind: r.kind as EmailKind })) };
}
