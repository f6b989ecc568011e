import {
  EMAIL_KINDS,
  type EmailKind,
  OUTBOX_FILTER_STATUSES,
  type OutboxFilterStatus,
} from "#shared/email-outbox";
import type { RouterInputs } from "@/lib/trpc";

type OutboxInput = RouterInputs["emails"]["outbox"];

/** The outbox's filters in the URL, so a reload or a shared link shows the same rows. */
export type OutboxSearch = { kind?: EmailKind; status?: OutboxFilterStatus; date?: string; page?: number };

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

/** Plain parser (it is part of the route tree): unknown values are dropped, not errors. */
export function validateOutboxSearch(raw: Record<string, unknown>): OutboxSearch {
  const search: OutboxSearch = {};
  if (isOneOf(EMAIL_KINDS, raw.kind)) search.kind = raw.kind;
  if (isOneOf(OUTBOX_FILTER_STATUSES, raw.status)) search.status = raw.status;
  if (typeof raw.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(raw.date)) search.date = raw.date;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

export const OUTBOX_PAGE_SIZE = 50;

/** The outbox query's input for an organization and the URL's filters. */
export const outboxInput = (organizationId: number, search: OutboxSearch): OutboxInput => ({
  organization_id: organizationId,
  per_page: OUTBOX_PAGE_SIZE,
  page: search.page ?? 1,
  ...(search.kind ? { kind: search.kind } : {}),
  ...(search.status ? { status: search.status } : {}),
  ...(search.date ? { date: search.date } : {}),
});
