import { useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  type PickerOption,
  SearchPicker,
  toPickerOptions,
  usePickerSearch,
} from "@/components/list/search-picker";
import { trpc } from "@/lib/trpc";
import { PICKER_LIMIT, pickedOption } from "./picker-choice";

const NONE = "none";

/**
 * A trainer of one organization, searched on the server by name, email or phone (admin.trainers).
 * `value` null is the `noneLabel` choice ("全部教练" in a filter, "暂不分配" when deleting);
 * undefined is nothing chosen yet. `exclude` drops trainers who cannot be chosen (the one moved or
 * deleted, the client's current trainer). A value known only by id shows its name (trainers.get).
 */
export function TrainerPicker({
  organizationId,
  value,
  onChange,
  noneLabel,
  exclude = [],
  placeholder,
  label,
  testId,
  className,
}: {
  organizationId: number;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  noneLabel?: string;
  exclude?: readonly number[];
  placeholder?: string;
  label?: string;
  testId: string;
  className?: string;
}) {
  const { t } = useLingui();
  const { q, open, pickerProps } = usePickerSearch();
  const list = useQuery({
    ...trpc.admin.trainers.queryOptions({
      organization_id: organizationId,
      page: 1,
      limit: PICKER_LIMIT + exclude.length,
      ...(q ? { q } : {}),
    }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const [picked, setPicked] = useState<PickerOption>();
  const id = typeof value === "number" ? value : undefined;
  const known = picked?.value === String(id);
  const named = useQuery({
    ...trpc.trainers.get.queryOptions({ id: id ?? 0 }),
    enabled: id !== undefined && !known,
    meta: { silent: true },
  });
  const { options, more } = toPickerOptions(
    list.data && { rows: list.data.trainers, total: list.data.meta.total_count },
    PICKER_LIMIT,
    exclude,
    // Two coaches may share a name: the contact tells them apart.
    (r) => ({ value: String(r.id), label: r.name, detail: r.email ?? r.phone_number ?? undefined }),
  );
  const none = noneLabel === undefined ? [] : [{ value: NONE, label: noneLabel }];

  return (
    <SearchPicker
      {...pickerProps}
      selected={
        value === null ? none[0] : pickedOption(id, known ? picked : undefined, named.data?.user.name)
      }
      onSelect={(option) => {
        if (option.value === NONE) return onChange(null);
        setPicked(option);
        onChange(Number(option.value));
      }}
      options={options}
      leading={none}
      loading={list.isFetching}
      more={more}
      placeholder={placeholder ?? t`选择教练`}
      searchPlaceholder={t`搜索姓名、邮箱或手机号`}
      label={label}
      testId={testId}
      className={className}
    />
  );
}
