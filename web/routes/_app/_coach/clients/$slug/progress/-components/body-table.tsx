import { Trans, useLingui } from "@lingui/react/macro";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { displayUnit, displayWeight } from "#shared/body-units";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { GIRTHS, type WeightEntry } from "./body-entry-values";
import { type OlderEntries, useOlderWeights } from "./body-older";
import { formatEntryDate, useViewerUnits } from "./overview-query";

/** Rows shown before 显示全部 (a year of daily logs would otherwise be one long page). */
const FIRST_ROWS = 10;

/**
 * The range's entries, newest first: weight in the viewer's unit, body fat and the five girths in
 * cm, the note, and edit / delete per row. Scrolls sideways on a phone rather than squeezing.
 * When the range reaches past the overview's year (`older`), 显示全部 counts and reads those too.
 */
export function BodyTable({
  entries,
  older,
  onEdit,
  onDelete,
}: {
  entries: WeightEntry[];
  older: OlderEntries | null;
  onEdit: (entry: WeightEntry) => void;
  onDelete: (entry: WeightEntry) => void;
}) {
  const { t, i18n } = useLingui();
  const units = useViewerUnits();
  const [all, setAll] = useState(false);
  const olderRead = useOlderWeights(older, all);
  const total = entries.length + (older?.count ?? 0);
  const shown = all ? [...entries, ...olderRead.entries] : entries.slice(0, FIRST_ROWS);
  const girthLabel = {
    waist: t`腰围`,
    hip: t`臀围`,
    chest: t`胸围`,
    arm: t`臂围`,
    thigh: t`腿围`,
  };
  const num = (n: number | null) => (n == null ? "—" : String(n));
  const unit = displayUnit(units);
  return (
    <div className="space-y-2">
      <Table data-testid="body-table">
        <TableHeader>
          <TableRow>
            <TableHead>
              <Trans>日期</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>体重（{unit}）</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>体脂率</Trans>
            </TableHead>
            {GIRTHS.map((g) => (
              <TableHead key={g} className="text-right">
                {girthLabel[g]}
              </TableHead>
            ))}
            <TableHead>
              <Trans>备注</Trans>
            </TableHead>
            <TableHead className="w-20">
              <span className="sr-only">
                <Trans>操作</Trans>
              </span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((e) => {
            const day = formatEntryDate(e.date, i18n.locale);
            return (
              <TableRow key={e.id} data-testid="body-row" data-date={e.date}>
                <TableCell className="whitespace-nowrap">{day}</TableCell>
                <TableCell className="text-right tabular-nums" data-testid="body-row-weight">
                  {e.weight_kg == null ? "—" : displayWeight(e.weight_kg, units).value}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {e.body_fat_percent == null ? "—" : `${e.body_fat_percent}%`}
                </TableCell>
                {GIRTHS.map((g) => (
                  <TableCell key={g} className="text-right tabular-nums">
                    {num(e.girths[g])}
                  </TableCell>
                ))}
                <TableCell className="max-w-48 truncate text-muted-foreground">{e.note}</TableCell>
                <TableCell className="whitespace-nowrap text-right">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    onClick={() => onEdit(e)}
                    aria-label={t`编辑 ${day} 的记录`}
                  >
                    <Pencil />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    onClick={() => onDelete(e)}
                    aria-label={t`删除 ${day} 的记录`}
                    data-testid="body-row-delete"
                  >
                    <Trash2 />
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <p className="text-xs text-muted-foreground">
        <Trans>围度单位：厘米</Trans>
      </p>
      {all && olderRead.loading && (
        <p className="text-sm text-muted-foreground">
          <Trans>加载中…</Trans>
        </p>
      )}
      {!all && total > shown.length && (
        <Button
          variant="link"
          size="sm"
          className="px-0"
          onClick={() => setAll(true)}
          data-testid="body-show-all"
        >
          <Trans>显示全部 {total} 条</Trans>
        </Button>
      )}
    </div>
  );
}
