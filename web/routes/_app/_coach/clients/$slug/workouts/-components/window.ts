import { addDays, type Ymd } from "@/components/workouts/dates";
import type { Trpc } from "@/lib/trpc";

/** The `workouts.list` input of a window of `weeks` weeks from `start` (a Monday). */
export function windowInput(clientId: number, start: Ymd, weeks: number) {
  return { client_id: clientId, start_date: start, end_date: addDays(start, weeks * 7 - 1), limit: 1000 };
}

export function windowOptions(trpc: Trpc, clientId: number, start: Ymd, weeks: number) {
  return trpc.workouts.list.queryOptions(windowInput(clientId, start, weeks));
}
