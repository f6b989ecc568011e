import { Trans, useLingui } from "@lingui/react/macro";
import { Dumbbell } from "lucide-react";
import type { Message } from "@/lib/conversations/types";
import { formatDay } from "@/lib/format";
import { SpaLink } from "./spa-link";

/** The workout a message refers to, as a small card linking to it (href from the screen: coach or client). */
export function WorkoutRefCard({
  workout,
  href,
}: {
  workout: NonNullable<Message["workout"]>;
  href: string | null;
}) {
  const { i18n } = useLingui();
  const body = (
    <>
      <Dumbbell className="size-4 shrink-0 text-primary" />
      <span className="min-w-0">
        <span className="block truncate font-medium">{workout.title || <Trans>未命名训练</Trans>}</span>
        <span className="block text-xs text-muted-foreground">
          {workout.workout_date && formatDay(workout.workout_date, i18n.locale)}
          {workout.state === "completed" && (
            <>
              {" · "}
              <Trans>已完成</Trans>
            </>
          )}
        </span>
      </span>
    </>
  );
  // Opaque: over an own (primary-tinted) bubble a translucent card took its tint, and the muted
  // date line fell to 3.9:1 (axe, tests/e2e/messages-a11y.test.ts).
  const className =
    "mt-1.5 flex items-center gap-2 rounded-lg border bg-background px-2.5 py-2 text-sm text-foreground";
  return href ? (
    <SpaLink href={href} className={`${className} hover:bg-accent`} data-testid="message-workout">
      {body}
    </SpaLink>
  ) : (
    <div className={className} data-testid="message-workout">
      {body}
    </div>
  );
}
