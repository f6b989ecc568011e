import { useQuery } from "@tanstack/react-query";
import { habitRunsOn } from "#shared/habit-rules";
import type { Habit, HabitList } from "@/components/habits/model";
import { useStore } from "@/lib/store";
import { trpc } from "@/lib/trpc";
import type { OutboxEntry } from "./outbox";
import { outboxStore } from "./outbox";

/** A habit on the client's today screen: today's check-off and streak with the queue applied. */
export type TodayHabit = { habit: Habit; done: boolean; streak: number; queued: boolean };

/**
 * Today's habits (those running today) with the queued check-offs applied, so a tap shows at
 * once — offline too, and after a reload (the queue is in IndexedDB, the answer in the persisted
 * cache). The streak is the server's with or without today, whichever the shown state is.
 */
export function todayHabits(list: HabitList | undefined, queue: readonly OutboxEntry[]): TodayHabit[] {
  if (!list) return [];
  const today = list.today;
  return list.habits
    .filter((habit) => habitRunsOn(habit, today))
    .map((habit) => {
      const stored = list.check_ins.find((c) => c.habit_id === habit.id && c.date === today);
      let done = stored?.done ?? false;
      let queued = false;
      for (const entry of queue) {
        if (entry.kind === "habit" && entry.habitId === habit.id && entry.date === today) {
          done = entry.done;
          queued = true;
        }
      }
      const streak = done ? habit.streak.with_today : habit.streak.without_today;
      return { habit, done, streak, queued };
    });
}

export function useTodayHabits(clientId: number) {
  const queue = useStore(outboxStore);
  const query = useQuery({
    ...trpc.habits.list.queryOptions({ client_id: clientId }),
    enabled: clientId > 0,
  });
  return { query, habits: todayHabits(query.data, queue) };
}
