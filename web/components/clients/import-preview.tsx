import { Trans, useLingui } from "@lingui/react/macro";
import type { ImportCounts } from "./import-files";

/** A date with its year (a history spans years): 2026年2月2日 / Feb 2, 2026. */
function formatDate(ymd: string, locale: string): string {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(y, m - 1, d));
}

/** The preview of an import: what would be added, the dates it spans, what is already there. */
export function ImportPreview({ counts }: { counts: ImportCounts }) {
  const { i18n } = useLingui();
  const { workouts, rest_days, items, results, completed, already_imported } = counts;
  const comments = counts.comments_skipped ?? 0;
  const rows = [
    { key: "workouts", label: <Trans>新训练</Trans>, value: workouts },
    { key: "rest-days", label: <Trans>其中休息日</Trans>, value: rest_days },
    { key: "completed", label: <Trans>已完成的训练</Trans>, value: completed },
    { key: "items", label: <Trans>训练项目</Trans>, value: items },
    { key: "results", label: <Trans>带结果的项目</Trans>, value: results },
    { key: "comments", label: <Trans>学员的评论</Trans>, value: counts.comments },
    { key: "already", label: <Trans>已导入过（跳过）</Trans>, value: already_imported },
  ];
  return (
    <div className="space-y-3" data-testid="import-preview">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.key} className="rounded-md border px-3 py-2" data-testid={`import-count-${row.key}`}>
            <dt className="text-muted-foreground text-xs">{row.label}</dt>
            <dd className="font-semibold text-lg tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      {counts.first_date && counts.last_date ? (
        <p className="text-sm" data-testid="import-range">
          <Trans>
            日期：{formatDate(counts.first_date, i18n.locale)} 至 {formatDate(counts.last_date, i18n.locale)}
          </Trans>
        </p>
      ) : (
        <p className="text-muted-foreground text-sm" data-testid="import-nothing-new">
          <Trans>没有新的训练：这些数据已经导入过了。</Trans>
        </p>
      )}
      {comments > 0 && (
        <p className="text-muted-foreground text-xs" data-testid="import-comments-skipped">
          <Trans>
            教练的评论不会导入：文件中有 {comments}{" "}
            条（它们的作者在这里没有账户）。学员自己的评论会以学员的名义导入。
          </Trans>
        </p>
      )}
    </div>
  );
}
