import { useLingui } from "@lingui/react/macro";
import { SearchPicker } from "@/components/list/search-picker";
import { usePagedPicker } from "@/components/list/use-paged-picker";
import { trpc } from "@/lib/trpc";

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
  const picker = usePagedPicker({
    value,
    onChange,
    leadingLabel: allLabel,
    exclude: excludeId === undefined ? [] : [excludeId],
    listQuery: (page) => trpc.admin.organizations.queryOptions(page),
    rowsOf: (list) => ({ rows: list.organizations, total: list.meta.total_count }),
    toOption: (o) => ({
      value: String(o.id),
      label: o.name,
      detail: o.owner ? [o.owner.name, o.owner.email].filter(Boolean).join(" · ") : undefined,
    }),
    nameQuery: (id) => trpc.organizations.get.queryOptions({ id }),
    nameOf: (named) => named.organization.name,
  });

  return (
    <SearchPicker
      {...picker}
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
