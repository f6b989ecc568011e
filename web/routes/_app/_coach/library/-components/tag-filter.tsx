import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, Search } from "lucide-react";
import { useId, useState } from "react";
import type { TagFamily } from "#shared/tag-labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";
import { useLibrarySearch, useSetLibrarySearch } from "./search-hooks";
import { FAMILY_LABELS, tagLabel } from "./tag-labels";

/** Families with this many known values get a search box in their popover. */
const SEARCHABLE_FROM = 10;

/**
 * One tag family as a filter chip: a popover of the known values (libraries.exercises.tags) with
 * checkboxes. Within a family any ticked value matches; across families all must (the server's rule).
 */
export function TagFilter({ family, known }: { family: TagFamily; known: readonly string[] }) {
  const { t, i18n } = useLingui();
  const search = useLibrarySearch();
  const setSearch = useSetLibrarySearch();
  const id = useId();
  const [filter, setFilter] = useState("");
  const selected = search[family] ?? [];
  // Values in the URL that no exercise uses any more stay visible, so they can be unticked.
  const values = [...known, ...selected.filter((v) => !known.includes(v))];
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? values.filter(
        (v) =>
          v.toLowerCase().includes(needle) || tagLabel(family, v, i18n.locale).toLowerCase().includes(needle),
      )
    : values;
  const toggle = (value: string, on: boolean) =>
    setSearch(
      { [family]: on ? [...selected, value] : selected.filter((v) => v !== value) },
      { replace: true },
    );
  const label = i18n._(FAMILY_LABELS[family]);

  return (
    <Popover onOpenChange={(open) => !open && setFilter("")}>
      <PopoverTrigger asChild>
        <Button
          variant={selected.length ? "secondary" : "outline"}
          size="sm"
          className={cn("gap-1", selected.length && "border border-primary/30")}
          data-testid={`tag-filter-${family}`}
        >
          {label}
          {selected.length > 0 && (
            <Badge variant="soft" className="px-1.5 py-0 tabular-nums">
              {selected.length}
            </Badge>
          )}
          <ChevronDown className="text-muted-foreground" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-64 p-0" data-testid={`tag-filter-${family}-options`}>
        {values.length >= SEARCHABLE_FROM && (
          <div className="relative border-b p-2">
            <Search className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-4 size-3.5 text-muted-foreground" />
            <Input
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder={t`筛选${label}`}
              aria-label={t`筛选${label}`}
              className="h-8 pl-7 text-sm"
            />
          </div>
        )}
        <ul className="max-h-72 overflow-y-auto p-1">
          {shown.map((value, index) => {
            const checkboxId = `${id}-${index}`;
            const checked = selected.includes(value);
            return (
              <li key={value}>
                <label
                  htmlFor={checkboxId}
                  className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent"
                >
                  <Checkbox
                    id={checkboxId}
                    checked={checked}
                    onCheckedChange={(on) => toggle(value, on === true)}
                  />
                  <span className="min-w-0 flex-1 truncate">{tagLabel(family, value, i18n.locale)}</span>
                  {i18n.locale.startsWith("zh") && tagLabel(family, value, i18n.locale) !== value && (
                    <span className="truncate text-muted-foreground text-xs">{value}</span>
                  )}
                </label>
              </li>
            );
          })}
          {shown.length === 0 && (
            <li className="px-2 py-3 text-center text-muted-foreground text-sm">
              <Trans>没有可选的标签</Trans>
            </li>
          )}
        </ul>
        {selected.length > 0 && (
          <div className="border-t p-1">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              onClick={() => setSearch({ [family]: undefined }, { replace: true })}
            >
              <Trans>清除</Trans>
            </Button>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
