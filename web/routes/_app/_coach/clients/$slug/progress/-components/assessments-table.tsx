import { Trans, useLingui } from "@lingui/react/macro";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { formatEntryDate, type ProgressOverview } from "./overview-query";

type Group = ProgressOverview["assessment_groups"][number];
type Assessment = ProgressOverview["assessments"][number];

/** A test's change from its first to its latest value, and whether that is progress. */
function changeOf(values: number[], direction: "higher" | "lower") {
  const first = values[0];
  const last = values.at(-1);
  if (first === undefined || last === undefined || values.length < 2) return null;
  const delta = Math.round((last - first) * 100) / 100;
  return { delta, better: delta === 0 ? null : direction === "higher" ? delta > 0 : delta < 0 };
}

/**
 * One template's assessments of the client, test by test: a row per test, a column per assessment
 * (oldest left), then the change from the first to the latest, green when it is progress.
 */
export function AssessmentsTable({ group, assessments }: { group: Group; assessments: Assessment[] }) {
  const { i18n } = useLingui();
  const columns = assessments
    .filter((a) => a.assessment_group_id === group.id)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return (
    <section className="space-y-2" data-testid="assessment-group" data-group={group.id}>
      <h3 className="font-medium">{group.name}</h3>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>
              <Trans>项目</Trans>
            </TableHead>
            {columns.map((a) => (
              <TableHead key={a.id ?? `w${a.workout_id}-${a.date}`} className="whitespace-nowrap text-right">
                {formatEntryDate(a.date, i18n.locale)}
              </TableHead>
            ))}
            <TableHead className="text-right">
              <Trans>变化</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {group.tests.map((test) => {
            const cells = columns.map((a) => a.values.find((v) => v.test_id === test.id)?.value);
            const change = changeOf(
              cells.filter((v): v is number => v !== undefined),
              test.direction,
            );
            return (
              <TableRow key={test.id} data-testid="assessment-test">
                <TableCell className="whitespace-nowrap">
                  {test.name}
                  {test.unit && <span className="text-muted-foreground">（{test.unit}）</span>}
                </TableCell>
                {cells.map((v, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column's position is its identity here
                  <TableCell key={i} className="text-right tabular-nums">
                    {v ?? "—"}
                  </TableCell>
                ))}
                <TableCell
                  className={cn(
                    "text-right tabular-nums",
                    change?.better === true && "text-emerald-700 dark:text-emerald-400",
                    change?.better === false && "text-red-700 dark:text-red-400",
                  )}
                  data-testid="assessment-change"
                >
                  {change === null ? "—" : `${change.delta > 0 ? "+" : ""}${change.delta}`}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
}
