import { Trans, useLingui } from "@lingui/react/macro";
import { Check, ChevronsUpDown, LoaderCircle, Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";

const SEARCH_DEBOUNCE_MS = 250;

export type PickerOption = {
  value: string;
  label: string;
  /** A second, muted line (an owner's email, a trainer's organization). */
  detail?: string | undefined;
};

/**
 * A choice among more rows than a page holds (thousands of organizations): a button showing the
 * chosen label that opens a search field and the server's answer for it. Generic: options come in,
 * the typed text goes out (debounced, `onSearch`); the caller queries the server (usePagedPicker
 * holds that state for a paged server list). `leading` options ("全部组织") head the list while
 * nothing is typed.
 *
 * Accessibility follows the ARIA combobox pattern: the trigger is a combobox, the search field
 * owns the listbox through aria-activedescendant, the active option is aria-selected (the chosen
 * one is active on opening and carries a check). Typing on the trigger opens it with that text;
 * ↑/↓ move, Enter picks, Escape closes.
 */
export function SearchPicker({
  selected,
  onSelect,
  options,
  leading = [],
  loading,
  more = 0,
  onSearch,
  onOpenChange,
  placeholder,
  searchPlaceholder,
  label,
  testId,
  disabled,
  className,
}: {
  /** What the trigger shows; undefined shows the placeholder. */
  selected: PickerOption | undefined;
  onSelect: (option: PickerOption) => void;
  /** The server's answer for the current search; undefined until the first one arrives. */
  options: PickerOption[] | undefined;
  leading?: PickerOption[];
  /** An answer is on its way (the list shown may be the previous search's). */
  loading: boolean;
  /** Matches the server has beyond those shown. */
  more?: number;
  onSearch: (q: string) => void;
  onOpenChange?: (open: boolean) => void;
  placeholder: string;
  searchPlaceholder?: string;
  /** The accessible name of the trigger when no visible label points at it. */
  label?: string;
  testId: string;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [sent, setSent] = useState("");
  const [active, setActive] = useState<string | undefined>(undefined);
  // Kept in refs: a new callback each render must not restart the pause.
  const search = useRef(onSearch);
  search.current = onSearch;
  const notifyOpen = useRef(onOpenChange);
  notifyOpen.current = onOpenChange;

  useEffect(() => {
    const q = text.trim();
    if (q === sent) return;
    const timer = setTimeout(() => {
      setSent(q);
      search.current(q);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent]);

  const shown = [...(sent === "" && text.trim() === "" ? leading : []), ...(options ?? [])];
  const activeOption = shown.find((o) => o.value === active) ?? shown[0];
  // The list may still be the previous search's: Enter waits for the answer to the typed text.
  const stale = loading || text.trim() !== sent;

  const changeOpen = (next: boolean, initialText = "") => {
    setOpen(next);
    setText(initialText);
    setActive(next ? selected?.value : undefined);
    if (!next && sent !== "") {
      setSent("");
      search.current("");
    }
    notifyOpen.current?.(next);
  };

  const pick = (option: PickerOption) => {
    onSelect(option);
    changeOpen(false);
  };

  const activeValue = activeOption?.value;
  useEffect(() => {
    if (!open || activeValue === undefined) return;
    document.getElementById(optionId(listId, activeValue))?.scrollIntoView({ block: "nearest" });
  }, [open, activeValue, listId]);

  const move = (step: number) => {
    if (shown.length === 0) return;
    const index = activeOption ? shown.indexOf(activeOption) : -1;
    const next = Math.min(shown.length - 1, Math.max(0, index + step));
    setActive(shown[next]!.value);
  };

  const onFieldKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // The field keeps the focus while the closing popover fades out: a quick second Enter must not
    // pick again. An IME's Enter confirms the pinyin, not a choice.
    if (!open || e.nativeEvent.isComposing) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      move(e.key === "ArrowDown" ? 1 : -1);
    } else if (e.key === "PageDown" || e.key === "PageUp") {
      e.preventDefault();
      move(e.key === "PageDown" ? 5 : -5);
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (activeOption && !stale) pick(activeOption);
    }
  };

  const onTriggerKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (open) return;
    const printable = e.key.length === 1 && e.key !== " " && !e.ctrlKey && !e.metaKey && !e.altKey;
    if (printable || e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      changeOpen(true, printable ? e.key : "");
    }
  };

  return (
    <Popover open={open} onOpenChange={(next) => changeOpen(next)} modal>
      <PopoverTrigger asChild>
        <button
          type="button"
          disabled={disabled}
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-controls={open ? listId : undefined}
          aria-label={label}
          data-testid={testId}
          data-placeholder={selected ? undefined : ""}
          onKeyDown={onTriggerKey}
          className={cn(
            "flex h-9 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-2 text-left text-sm shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted-foreground dark:bg-input/30 dark:hover:bg-input/50",
            className,
          )}
        >
          <span className="truncate">{selected?.label ?? placeholder}</span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-50" aria-hidden />
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-64 p-0"
        onOpenAutoFocus={(e) => {
          // The search field, not the first focusable, takes the typing.
          e.preventDefault();
          (e.currentTarget as HTMLElement).querySelector("input")?.focus();
        }}
      >
        <div className="flex items-center gap-2 border-b px-3">
          {loading ? (
            <LoaderCircle className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden />
          ) : (
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          )}
          <input
            type="text"
            role="combobox"
            aria-expanded
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(listId, activeOption.value) : undefined}
            aria-label={searchPlaceholder ?? t`搜索`}
            placeholder={searchPlaceholder ?? t`搜索`}
            value={text}
            maxLength={100}
            onChange={(e) => {
              setText(e.target.value);
              setActive(undefined);
            }}
            onKeyDown={onFieldKey}
            className="h-10 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
            data-testid={`${testId}-search`}
          />
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label={label ?? placeholder}
          aria-busy={loading}
          className={cn("max-h-72 overflow-y-auto p-1", stale && options && "opacity-60")}
        >
          {shown.map((option) => (
            <PickerRow
              key={option.value}
              id={optionId(listId, option.value)}
              option={option}
              active={option === activeOption}
              chosen={option.value === selected?.value}
              onPick={() => pick(option)}
              onHover={() => setActive(option.value)}
            />
          ))}
        </div>
        <PickerStatus
          loading={loading && !options}
          empty={options !== undefined && options.length === 0 && !stale}
          more={stale ? 0 : more}
        />
      </PopoverContent>
    </Popover>
  );
}

const optionId = (listId: string, value: string) => `${listId}-${value}`;

function PickerRow({
  id,
  option,
  active,
  chosen,
  onPick,
  onHover,
}: {
  id: string;
  option: PickerOption;
  active: boolean;
  chosen: boolean;
  onPick: () => void;
  onHover: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the search field's ↑/↓/Enter pick from the keyboard (aria-activedescendant)
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      aria-labelledby={`${id}-label`}
      aria-describedby={option.detail ? `${id}-detail` : undefined}
      data-active={active ? "" : undefined}
      // The search field keeps the focus while the mouse picks.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPick}
      onMouseMove={onHover}
      className="flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-2 text-sm data-[active]:bg-accent data-[active]:text-accent-foreground md:py-1.5"
    >
      <Check className={cn("size-4 shrink-0", chosen ? "opacity-100" : "opacity-0")} aria-hidden />
      <span className="min-w-0 flex-1">
        <span id={`${id}-label`} className="block truncate">
          {option.label}
        </span>
        {option.detail && (
          <span id={`${id}-detail`} className="block truncate text-xs text-muted-foreground">
            {option.detail}
          </span>
        )}
      </span>
    </div>
  );
}

function PickerStatus({ loading, empty, more }: { loading: boolean; empty: boolean; more: number }) {
  if (loading)
    return (
      <p className="px-3 py-4 text-center text-sm text-muted-foreground" role="status">
        <Trans>加载中…</Trans>
      </p>
    );
  if (empty)
    return (
      <p className="px-3 py-4 text-center text-sm text-muted-foreground" role="status">
        <Trans>无匹配结果</Trans>
      </p>
    );
  if (more > 0)
    return (
      <p className="border-t px-3 py-2 text-xs text-muted-foreground" role="status">
        <Trans>还有 {more} 个，请输入以缩小范围</Trans>
      </p>
    );
  return null;
}
