import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Check, PlayCircle, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { activeLocale } from "@/i18n";
import { trpc } from "@/lib/trpc";

/**
 * Search the exercise library (Chinese, English or pinyin: the server matches all three) and pick
 * one: its id and name go to the item. `selectedIds` marks exercises already chosen (the library's
 * warm-up and cool-down templates pick several in a row).
 */
export function ExercisePicker({
  onPick,
  selectedIds,
}: {
  onPick: (exercise: { id: number; name: string }) => void;
  selectedIds?: ReadonlySet<number>;
}) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching } = useQuery(
    // Without search text, the first exercises in the interface language's order (issue 22).
    trpc.libraries.exercises.list.queryOptions(
      q ? { q, limit: 8 } : { locale: activeLocale(i18n.locale), limit: 8 },
    ),
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
          placeholder={t`搜索动作库（中文、英文或拼音）`}
          aria-label={t`搜索动作库`}
          className="h-8 pl-7 text-sm"
        />
      </div>
      <ul className="max-h-48 overflow-y-auto">
        {exercises.map((exercise) => (
          <li key={exercise.id}>
            <button
              type="button"
              className="flex w-full items-center gap-1.5 rounded px-2 py-1 text-left text-sm hover:bg-accent"
              onClick={() => onPick({ id: exercise.id, name: exercise.exercise_name })}
              aria-pressed={selectedIds ? selectedIds.has(exercise.id) : undefined}
            >
              <span className="min-w-0 flex-1">{exercise.exercise_name}</span>
              {selectedIds?.has(exercise.id) && (
                <Check className="size-3.5 shrink-0 text-primary" aria-hidden />
              )}
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

/** Only web addresses open from the editor (no `javascript:` or `data:` links). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The library exercise's video ("视频", new tab): its `url`, else its first video attachment.
 * Nothing when the exercise has neither (or only a non-web address).
 */
export function ExerciseVideoLink({ exerciseId }: { exerciseId: number }) {
  const { t } = useLingui();
  const { data } = useQuery({
    ...trpc.libraries.exercises.get.queryOptions({ id: exerciseId }),
    staleTime: 5 * 60_000,
  });
  const exercise = data?.exercise;
  if (!exercise) return null;
  const video = exercise.attachments.find((a) => /video|mp4|mov|quicktime|webm/i.test(a.type ?? a.name));
  const href = safeHttpUrl(exercise.url) ?? safeHttpUrl(video?.attachmentUrl);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-primary text-xs underline-offset-2 hover:underline"
      title={t`在新标签页打开动作视频`}
      data-testid="item-video-link"
    >
      <PlayCircle className="size-3.5" />
      <Trans>视频</Trans>
    </a>
  );
}
