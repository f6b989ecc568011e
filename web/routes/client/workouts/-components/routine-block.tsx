import type { ReactNode } from "react";

/** Warm-up or cool-down: the coach's text and the exercises picked for it. */
export function RoutineBlock({
  title,
  text,
  exercises,
  testId,
}: {
  title: ReactNode;
  text: string | null;
  exercises: ReadonlyArray<{ id: number | string; name: string }>;
  testId: string;
}) {
  if (!text?.trim() && exercises.length === 0) return null;
  return (
    <section className="rounded-xl border bg-card p-4" data-testid={testId}>
      <h2 className="text-sm font-semibold">{title}</h2>
      {text?.trim() && <p className="mt-1.5 whitespace-pre-line text-sm text-muted-foreground">{text}</p>}
      {exercises.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {exercises.map((exercise) => (
            <li key={String(exercise.id)} className="rounded-full bg-muted px-2.5 py-1 text-xs">
              {exercise.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
