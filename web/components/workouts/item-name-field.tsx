import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";

/** Suggestions shown under the name while typing (the library's ranking: exact, prefix, …). */
const SUGGESTIONS = 6;
/** Typing pauses this long before the library is asked. */
const DEBOUNCE_MS = 200;

/**
 * An item's name with the library's exercises suggested as the coach types (a combobox): ↑/↓ and
 * Enter, or a click, picks one (its name and id go to the item, which links its video); anything
 * else typed stays a free name. Saves the 添加动作 → 📖 → search → pick round per item.
 */
export function ItemNameField({
  registration,
  value,
  invalid,
  onPick,
}: {
  registration: UseFormRegisterReturn;
  value: string;
  invalid: boolean;
  onPick: (exercise: { id: number; name: string }) => void;
}) {
  const { t } = useLingui();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const { data } = useQuery({
    ...trpc.libraries.exercises.list.queryOptions({ q, limit: SUGGESTIONS }),
    enabled: open && q.length > 0,
  });
  const options = open && q ? (data?.exercises ?? []).filter((e) => e.exercise_name !== value.trim()) : [];
  const shown = options.length > 0;
  const current = Math.min(active, options.length - 1);

  const pick = (index: number) => {
    const exercise = options[index];
    if (!exercise) return;
    onPick({ id: exercise.id, name: exercise.exercise_name });
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!shown) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (e.key === "Enter") {
      e.preventDefault();
      pick(current);
    } else if (e.key === "Escape") {
      // Closes the list only, not the editor around it.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        {...registration}
        onChange={(e) => {
          setOpen(true);
          setActive(0);
          return registration.onChange(e);
        }}
        onBlur={(e) => {
          setOpen(false);
          return registration.onBlur(e);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown ? `${listId}-${current}` : undefined}
        autoComplete="off"
        aria-label={t`动作名称`}
        placeholder={t`动作名称（输入以搜索动作库）`}
        aria-invalid={invalid ? true : undefined}
        data-testid="item-name"
      />
      {shown && (
        <div
          id={listId}
          role="listbox"
          aria-label={t`动作库中的动作`}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-60 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          data-testid="item-name-suggestions"
        >
          {options.map((exercise, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the name field's ↑/↓/Enter pick from the keyboard (aria-activedescendant)
            <div
              key={exercise.id}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === current}
              className={cn(
                "cursor-pointer rounded px-2 py-1.5 text-sm",
                index === current ? "bg-accent text-accent-foreground" : "hover:bg-accent/60",
              )}
              // Keeps the focus (and the list) in the field until the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(index)}
              onMouseEnter={() => setActive(index)}
              data-testid="item-name-suggestion"
            >
              {exercise.exercise_name}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
