import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { trpc } from "@/lib/trpc";

const ALL = "all";
/** The filter offers the first 100 organizations by newest; more are reached by searching the organizations screen. */
export const ORGANIZATION_CHOICES = 100;

export function useOrganizationChoices() {
  return useQuery(trpc.admin.organizations.queryOptions({ page: 1, limit: ORGANIZATION_CHOICES }));
}

/** A select of organizations: "all" plus each by name. */
export function OrganizationFilter({
  value,
  onChange,
  allLabel,
  testId,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  allLabel?: string;
  testId: string;
}) {
  const { t } = useLingui();
  const choices = useOrganizationChoices();
  return (
    <Select
      value={value ? String(value) : ALL}
      onValueChange={(v) => onChange(v === ALL ? undefined : Number(v))}
    >
      <SelectTrigger className="sm:w-52" aria-label={t`组织`} data-testid={testId}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel ?? t`全部组织`}</SelectItem>
        {(choices.data?.organizations ?? []).map((o) => (
          <SelectItem key={o.id} value={String(o.id)}>
            {o.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
