import { useLingui } from "@lingui/react/macro";
import { EMAIL_KINDS, OUTBOX_FILTER_STATUSES } from "#shared/email-outbox";
import { KIND_LABELS, STATUS_LABELS } from "@/components/emails/labels";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { OutboxSearch } from "./search-params";

const ALL = "all";

/** Kind, state and local day of the outbox's rows; each change goes to the URL (page 1). */
export function OutboxFilters({
  search,
  onChange,
}: {
  search: OutboxSearch;
  onChange: (next: OutboxSearch) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="outbox-filters">
      <Select
        value={search.kind ?? ALL}
        onValueChange={(v) =>
          onChange({ ...search, kind: v === ALL ? undefined : (v as OutboxSearch["kind"]) })
        }
      >
        <SelectTrigger className="w-36" aria-label={t`邮件类型`} data-testid="outbox-kind">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t`全部类型`}</SelectItem>
          {EMAIL_KINDS.map((kind) => (
            <SelectItem key={kind} value={kind}>
              {i18n._(KIND_LABELS[kind])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={search.status ?? ALL}
        onValueChange={(v) =>
          onChange({ ...search, status: v === ALL ? undefined : (v as OutboxSearch["status"]) })
        }
      >
        <SelectTrigger className="w-32" aria-label={t`发送状态`} data-testid="outbox-status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t`全部状态`}</SelectItem>
          {OUTBOX_FILTER_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {i18n._(STATUS_LABELS[status])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Input
        type="date"
        className="w-40"
        aria-label={t`日期`}
        value={search.date ?? ""}
        onChange={(e) => onChange({ ...search, date: e.target.value || undefined })}
        data-testid="outbox-date"
      />
    </div>
  );
}
