import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { trpc } from "@/lib/trpc";

/** Search the exercise library (Chinese or English) and pick one: its id and name go to the item. */
export function ExercisePicker({ onPick }: { onPick: (exercise: { id: number; name: string }) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching } = useQuery(
    trpc.libraries.exercises.list.queryOptions(q ? { q, limit: 8 } : { limit: 8 }),
  );
  const exercises = data?.exercises ?? [];
  return (
    <div className="space-y-1.5 rounded-md border bg-muted/30 p-2" data-testid="exercise-picker">
      <div className="relative">
        <Search className="-translate-y-1/2 absolute top-1/2 left-2 size-3.5 text-muted-foreground" />
        <Input
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`搜索动作库（中文或英文）`}
          aria-label={t`搜索动作库`}
          className="h-8 pl-7 text-sm"
        />
      </div>
      <ul className="max-h-48 overflow-y-auto">
        {exercises.map((exercise) => (
          <li key={exercise.id}>
            <button
              type="button"
              className="w-full rounded px-2 py-1 text-left text-sm hover:bg-accent"
              onClick={() => onPick({ id: exercise.id, name: exercise.exercise_name })}
            >
              {exercise.exercise_name}
            </button>
          </li>
        ))}
        {!isFetching && exercises.length === 0 && (
          <li className="px-2 py-1 text-sm text-muted-foreground">
            <Trans>没有找到动作</Trans>
          </li>
        )}
      </ul>
    </div>
  );
}
