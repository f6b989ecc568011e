import type { Session } from "@/lib/auth";
import { type ClientOrder, type ClientsSearch, DEFAULT_PER_PAGE, type StateFilter } from "./search-params";

/** `clients.list`'s input for the URL's search (the server contract of the client list issue). */
export type ClientListInput = {
  q?: string;
  order: ClientOrder;
  state?: StateFilter;
  trainer_id?: number;
  needs_attention?: boolean;
  page: number;
  per_page: number;
};

/** A trainer sees their own clients unless they switch to the whole organization; admins see all. */
export function ownTrainerId(session: Session | null): number | null {
  return session?.role === "trainer" ? (session.trainer?.id ?? null) : null;
}

export function listInput(search: ClientsSearch, session: Session | null): ClientListInput {
  const own = search.all ? null : ownTrainerId(session);
  const trainerId = search.trainer ?? own ?? undefined;
  return {
    order: search.order ?? "name_ASC",
    page: search.page ?? 1,
    per_page: search.per_page ?? DEFAULT_PER_PAGE,
    ...(search.q ? { q: search.q } : {}),
    ...(search.state ? { state: search.state } : {}),
    ...(trainerId !== undefined ? { trainer_id: trainerId } : {}),
    ...(search.attention ? { needs_attention: true } : {}),
  };
}
