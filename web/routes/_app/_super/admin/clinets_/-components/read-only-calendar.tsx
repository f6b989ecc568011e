import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { CalendarNav, useNavigationKeys } from "@/components/workouts/calendar-nav";
import { useCalendarWindow } from "@/components/workouts/calendar-window";
import { addDays, mondayOf, type Ymd } from "@/components/workouts/dates";
import { DayCell } from "@/components/workouts/day-cell";
import { workoutsByDay } from "@/components/workouts/model";
import { WorkoutView } from "@/components/workouts/workout-view";
import { trpc } from "@/lib/trpc";
import { ReadOnlyNotice } from "./read-only-notice";

const route = getRouteApi("/_app/_super/admin/clinets_/$slug");

/**
 * A client's calendar for the super admin: the coach calendar's header and days (the same
 * CalendarNav and DayCell), with nothing that writes — no "+", paste, drag and drop, selection or
 * writing keys ([ ] and t move, as on the coach's). A workout opens in a read-only sheet.
 */
export function ReadOnlyCalendar() {
  const { slug } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { clientData, today, weeks, start, end, list, days } = useCalendarWindow(slug, search);
  const byDay = useMemo(() => workoutsByDay(list), [list]);

  const organizationId = clientData.client.organization_id ?? clientData.trainer?.organization_id ?? null;
  const organization = useQuery({
    ...trpc.organizations.get.queryOptions({ id: organizationId ?? 0 }),
    enabled: organizationId !== null,
  });

  const goWeek = (week: Ymd | undefined) =>
    void navigate({ search: (s) => ({ ...s, week: week && mondayOf(week), workout: undefined }) });
  const setWorkout = (workout: number | undefined) => void navigate({ search: (s) => ({ ...s, workout }) });
  const shift = (n: -1 | 1) => goWeek(addDays(start, n * weeks * 7));
  const goToday = () => goWeek(undefined);
  // The same keys as the coach's calendar for moving around (none of its writing ones).
  useNavigationKeys(shift, goToday);

  return (
    <div className="space-y-3" data-testid="read-only-calendar" data-start={start} data-weeks={weeks}>
      <ReadOnlyNotice
        organization={organizationId === null ? null : (organization.data?.organization.name ?? "…")}
        trainer={clientData.coach?.name ?? null}
      />
      <CalendarNav
        start={start}
        end={end}
        weeks={weeks}
        subtitle={
          <>
            <span className="font-medium text-foreground" data-testid="calendar-client-name">
              {clientData.user.name}
            </span>{" "}
            · <span data-testid="calendar-timezone">{clientData.user.timezone}</span>
          </>
        }
        onShift={shift}
        onToday={goToday}
        onWeeks={(n) => void navigate({ search: (s) => ({ ...s, weeks: n === 4 ? 4 : undefined }) })}
      />
      <div className="grid grid-cols-1 gap-1.5 md:grid-cols-7" data-testid="calendar-grid">
        {days.map((day) => (
          <DayCell
            key={day}
            readOnly
            day={day}
            today={today}
            entries={byDay.get(day) ?? []}
            compact={weeks > 1}
            onOpen={setWorkout}
          />
        ))}
      </div>
      {list.workouts.length === 0 && (
        <p className="text-center text-muted-foreground text-sm" data-testid="calendar-empty">
          <Trans>这段时间没有训练</Trans>
        </p>
      )}
      <WorkoutView workoutId={search.workout ?? null} today={today} onClose={() => setWorkout(undefined)} />
    </div>
  );
}
