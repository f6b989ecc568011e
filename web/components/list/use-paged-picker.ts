import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { PickerOption } from "./search-picker";

/** How many matches a paged picker shows; more are reached by typing. */
export const PICKER_LIMIT = 20;

const LEADING = "leading";

/** The first page of the server's list for the typed text (no `q` while nothing is typed). */
export type PickerPage = { page: 1; limit: number; q?: string };

/**
 * The state of a SearchPicker over a server list too long for one page (thousands of
 * organizations, an organization's trainers): the typed text, the list asked for only while the
 * picker is open, a `leadingLabel` choice standing for null ("全部组织", "暂不分配"), the ids
 * that cannot be chosen, and the name of a value known only by id (from the URL), looked up once.
 * `value` null is the leading choice; undefined is nothing chosen yet. The caller says which
 * query lists and which names, and how a row reads; the result spreads onto SearchPicker.
 */
export function usePagedPicker<
  TList,
  TNamed,
  TRow extends { id: number },
  TError,
  TListKey extends QueryKey,
  TNamedKey extends QueryKey,
>({
  value,
  onChange,
  leadingLabel,
  exclude = [],
  listQuery,
  rowsOf,
  toOption,
  nameQuery,
  nameOf,
}: {
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  leadingLabel?: string | undefined;
  exclude?: readonly number[];
  listQuery: (page: PickerPage) => UseQueryOptions<TList, TError, TList, TListKey>;
  rowsOf: (list: TList) => { rows: TRow[]; total: number };
  toOption: (row: TRow) => PickerOption;
  nameQuery: (id: number) => UseQueryOptions<TNamed, TError, TNamed, TNamedKey>;
  nameOf: (named: TNamed) => string;
}) {
  const [q, setQ] = useState("");
  const [open, setOpen] = useState(false);
  const list = useQuery({
    // Excluded rows are asked for on top, so dropping them never shortens the list.
    ...listQuery({ page: 1, limit: PICKER_LIMIT + exclude.length, ...(q ? { q } : {}) }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const [picked, setPicked] = useState<PickerOption>();
  const id = typeof value === "number" ? value : undefined;
  const known = picked?.value === String(id);
  const named = useQuery({
    ...nameQuery(id ?? 0),
    enabled: id !== undefined && !known,
    meta: { silent: true },
  });
  const { options, more } = toPickerOptions(list.data && rowsOf(list.data), PICKER_LIMIT, exclude, toOption);
  const leading = leadingLabel === undefined ? [] : [{ value: LEADING, label: leadingLabel }];

  return {
    onSearch: setQ,
    onOpenChange: setOpen,
    selected:
      value === null
        ? leading[0]
        : pickedOption(
            id,
            known ? picked : undefined,
            named.data === undefined ? undefined : nameOf(named.data),
          ),
    onSelect: (option: PickerOption) => {
      if (option.value === LEADING) return onChange(null);
      setPicked(option);
      onChange(Number(option.value));
    },
    options,
    leading,
    loading: list.isFetching,
    more,
  };
}

/**
 * One server page as picker options: the excluded ids dropped (a trainer is no receiver of his own
 * clients), at most `limit` shown, and how many more match. Callers ask for `limit + exclude.length`
 * rows so dropping never shortens the list.
 */
export function toPickerOptions<T extends { id: number }>(
  answer: { rows: T[]; total: number } | undefined,
  limit: number,
  exclude: readonly number[],
  toOption: (row: T) => PickerOption,
): { options: PickerOption[] | undefined; more: number } {
  if (!answer) return { options: undefined, more: 0 };
  const kept = answer.rows.filter((row) => !exclude.includes(row.id));
  const dropped = answer.rows.length - kept.length;
  const options = kept.slice(0, limit).map(toOption);
  return { options, more: Math.max(0, answer.total - dropped - options.length) };
}

/**
 * What a picker's trigger shows for a chosen id: the option picked here, else the name looked up
 * by id (a value from the URL), else the id while that answer is on its way or failed.
 */
function pickedOption(
  id: number | undefined,
  picked: PickerOption | undefined,
  name: string | undefined,
): PickerOption | undefined {
  if (id === undefined) return undefined;
  return picked ?? { value: String(id), label: name ?? `#${id}` };
}
