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

const ALL = "all";

/**
 * Any organization, searched on the server by name or owner email (admin.organizations): a
 * super admin has thousands. `value` null is the `allLabel` choice (filters); undefined is
 * nothing chosen yet (placeholder). A value known only by id (the URL's ?org=) shows its name
 * through organizations.get.
 */
export function OrganizationPicker({
  value,
  onChange,
  allLabel,
  excludeId,
  placeholder,
  label,
  testId,
  className,
}: {
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  allLabel?: string;
  excludeId?: number | undefined;
  placeholder?: string;
  label?: string;
  testId: string;
  className?: string;
}) {
  const { t } = useLingui();
  const { q, open, pickerProps } = usePickerSearch();
  const exclude = excludeId === undefined ? [] : [excludeId];
  const list = useQuery({
    ...trpc.admin.organizations.queryOptions({
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
    ...trpc.organizations.get.queryOptions({ id: id ?? 0 }),
    enabled: id !== undefined && !known,
    meta: { silent: true },
  });
  const { options, more } = toPickerOptions(
    list.data && { rows: list.data.organizations, total: list.data.meta.total_count },
    PICKER_LIMIT,
    exclude,
    (o) => ({
      value: String(o.id),
      label: o.name,
      detail: o.owner ? [o.owner.name, o.owner.email].filter(Boolean).join(" · ") : undefined,
    }),
  );
  const all = allLabel === undefined ? [] : [{ value: ALL, label: allLabel }];

  return (
    <SearchPicker
      {...pickerProps}
      selected={
        value === null ? all[0] : pickedOption(id, known ? picked : undefined, named.data?.organization.name)
      }
      onSelect={(option) => {
        if (option.value === ALL) return onChange(null);
        setPicked(option);
        onChange(Number(option.value));
      }}
      options={options}
      leading={all}
      loading={list.isFetching}
      more={more}
      placeholder={placeholder ?? t`选择组织`}
      searchPlaceholder={t`搜索组织名称或所有者邮箱`}
      label={label}
      testId={testId}
      className={className}
    />
  );
}

/** The admin lists' organization filter ("全部组织" or one), kept in the URL by the caller. */
export function OrganizationFilter({
  value,
  onChange,
  testId,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  testId: string;
}) {
  const { t } = useLingui();
  return (
    <OrganizationPicker
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      allLabel={t`全部组织`}
      label={t`组织`}
      testId={testId}
      className="sm:w-52"
    />
  );
}
