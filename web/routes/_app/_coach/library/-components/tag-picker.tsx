import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import type { TagFamily } from "#shared/tag-labels";
import { Input } from "@/components/ui/input";
import { tagLabel } from "./tag-labels";

/** The server's limits (worker/domains/libraries/schemas.ts): 20 values per family, 50 characters each. */
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 50;
const SUGGESTIONS = 12;

/**
 * Tags of one family: chips of the chosen values, and an input that suggests the known values
 * (in the interface language; typing matches the Chinese label and the stored English value) or
 * takes a new one with Enter.
 */
export function TagPicker({
  family,
  label,
  value,
  known,
  onChange,
  invalid,
}: {
  family: TagFamily;
  label: string;
  value: string[];
  known: readonly string[];
  onChange: (next: string[]) => void;
  invalid?: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState("");
  // Suggestions show while the coach works in the field: from focus or typing until a value is
  // confirmed with Enter or the field is left.
  const [open, setOpen] = useState(false);
  const has = (v: string) => value.some((x) => x.toLowerCase() === v.toLowerCase());
  const needle = text.trim().toLowerCase();
  const suggestions = known
    .filter((v) => !has(v))
    .filter(
      (v) =>
        !needle ||
        v.toLowerCase().includes(needle) ||
        tagLabel(family, v, i18n.locale).toLowerCase().includes(needle),
    )
    .slice(0, SUGGESTIONS);
  const add = (raw: string) => {
    const typed = raw.trim().slice(0, MAX_TAG_LENGTH);
    if (!typed || value.length >= MAX_TAGS) return;
    // A typed Chinese label stands for its stored English value.
    const knownValue = known.find(
      (v) => v.toLowerCase() === typed.toLowerCase() || tagLabel(family, v, i18n.locale) === typed,
    );
    const next = knownValue ?? typed;
    if (!has(next)) onChange([...value, next]);
    setText("");
  };

  return (
    <div className="relative space-y-1.5" data-testid={`tag-picker-${family}`}>
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <div
        className="flex min-h-9 flex-wrap items-center gap-1 rounded-md border border-input px-1.5 py-1 focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 aria-invalid:border-destructive dark:bg-input/30"
        aria-invalid={invalid || undefined}
      >
        {value.map((v) => (
          <span
            key={v}
            className="inline-flex items-center gap-0.5 rounded-full bg-secondary py-0.5 pr-0.5 pl-2 text-xs"
            data-testid="picked-tag"
          >
            {tagLabel(family, v, i18n.locale)}
            <button
              type="button"
              className="rounded-full p-0.5 text-muted-foreground hover:bg-accent hover:text-foreground"
              aria-label={t`移除 ${tagLabel(family, v, i18n.locale)}`}
              onClick={() => onChange(value.filter((x) => x !== v))}
            >
              <X className="size-3" />
            </button>
          </span>
        ))}
        <Input
          id={id}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            // Typed but not confirmed: leaving the field keeps it, as Enter would.
            if (text.trim()) add(text);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter" || e.key === ",") {
              e.preventDefault();
              add(text);
              setOpen(false);
            } else if (e.key === "Backspace" && !text && value.length) {
              onChange(value.slice(0, -1));
            }
          }}
          placeholder={value.length ? "" : t`选择或输入后按回车`}
          className="h-7 min-w-24 flex-1 border-0 px-1 shadow-none focus-visible:ring-0 dark:bg-transparent"
          maxLength={MAX_TAG_LENGTH}
          disabled={value.length >= MAX_TAGS}
          data-testid="tag-input"
        />
      </div>
      {open && (suggestions.length > 0 || needle) && (
        // Over the content below, not in its flow: a list that vanished on blur would move the
        // field the coach was clicking.
        <div
          className="absolute inset-x-0 top-full z-20 mt-1 flex max-h-40 flex-wrap gap-1 overflow-y-auto rounded-md border bg-popover p-2 shadow-md"
          data-testid="tag-suggestions"
        >
          {suggestions.map((v) => (
            <button
              key={v}
              type="button"
              // Keep the input focused: a blur would hide the suggestions before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => add(v)}
              className="inline-flex items-center gap-0.5 rounded-full border px-2 py-0.5 text-xs hover:bg-accent"
            >
              <Plus className="size-3" aria-hidden />
              {tagLabel(family, v, i18n.locale)}
            </button>
          ))}
          {needle &&
            !known.some(
              (v) => v.toLowerCase() === needle || tagLabel(family, v, i18n.locale) === text.trim(),
            ) && (
              <button
                type="button"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => add(text)}
                className="inline-flex items-center gap-0.5 rounded-full border border-dashed px-2 py-0.5 text-xs hover:bg-accent"
                data-testid="tag-add-new"
              >
                <Plus className="size-3" aria-hidden />
                <Trans>新标签「{text.trim()}」</Trans>
              </button>
            )}
        </div>
      )}
    </div>
  );
}
