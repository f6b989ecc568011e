import { Trans, useLingui } from "@lingui/react/macro";
import { Columns2, Trash2 } from "lucide-react";
import { displayWeight } from "#shared/body-units";
import { POSE_LABELS } from "@/components/progress/poses";
import { Button } from "@/components/ui/button";
import { formatEntryDate, type ProgressOverview, useViewerUnits } from "./overview-query";

export type PhotoSession = ProgressOverview["photo_sessions"][number];

/**
 * One photo session: its day, the weight that day, a thumbnail per pose, the 对比 toggle that
 * picks it for a comparison (the second pick opens it) and 删除 (asks first). The photos come from signed, private
 * addresses; no referrer is sent with them.
 */
export function PhotosSessionCard({
  session,
  picked,
  onPick,
  onDelete,
}: {
  session: PhotoSession;
  picked: boolean;
  onPick: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const units = useViewerUnits();
  const day = formatEntryDate(session.date, i18n.locale);
  const weight = session.weight_kg == null ? null : displayWeight(session.weight_kg, units);
  return (
    <li
      className="space-y-3 rounded-lg border p-3 data-[picked=true]:border-primary data-[picked=true]:ring-2 data-[picked=true]:ring-primary/30"
      data-testid="photo-session"
      data-date={session.date}
      data-picked={picked}
    >
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-sm font-medium">{day}</h3>
          {weight && (
            <p className="text-xs text-muted-foreground">
              {weight.value} {weight.unit}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            size="icon-sm"
            variant="ghost"
            className="text-destructive hover:text-destructive"
            onClick={onDelete}
            aria-label={t`删除 ${day} 的照片`}
            data-testid="photo-session-delete"
          >
            <Trash2 />
          </Button>
          <Button
            size="sm"
            variant={picked ? "secondary" : "outline"}
            aria-pressed={picked}
            onClick={onPick}
            aria-label={t`对比 ${day} 的照片`}
            data-testid="photo-compare-pick"
          >
            <Columns2 />
            <Trans>对比</Trans>
          </Button>
        </div>
      </div>
      <ul className="grid grid-cols-3 gap-2">
        {session.photos.map((photo) => (
          <li key={photo.id} className="space-y-1">
            <img
              src={photo.url}
              alt={t`${day} ${i18n._(POSE_LABELS[photo.pose])}`}
              loading="lazy"
              referrerPolicy="no-referrer"
              className="aspect-[3/4] w-full rounded-md bg-muted object-cover"
            />
            <p className="text-center text-xs text-muted-foreground">{i18n._(POSE_LABELS[photo.pose])}</p>
          </li>
        ))}
      </ul>
    </li>
  );
}
