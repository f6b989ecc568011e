import { useLingui } from "@lingui/react/macro";
import { SearchPicker } from "@/components/list/search-picker";
import { usePagedPicker } from "@/components/list/use-paged-picker";
import { trpc } from "@/lib/trpc";

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
  const picker = usePagedPicker({
    value,
    onChange,
    leadingLabel: noneLabel,
    exclude,
    listQuery: (page) => trpc.admin.trainers.queryOptions({ organization_id: organizationId, ...page }),
    rowsOf: (list) => ({ rows: list.trainers, total: list.meta.total_count }),
    // Two coaches may share a name: the contact tells them apart.
    toOption: (r) => ({ value: String(r.id), label: r.name, detail: r.email ?? r.phone_number ?? undefined }),
    nameQuery: (id) => trpc.trainers.get.queryOptions({ id }),
    nameOf: (named) => named.user.name,
  });

  return (
    <SearchPicker
      {...picker}
      placeholder={placeholder ?? t`选择教练`}
      searchPlaceholder={t`搜索姓名、邮箱或手机号`}
      label={label}
      testId={testId}
      className={className}
    />
  );
}
