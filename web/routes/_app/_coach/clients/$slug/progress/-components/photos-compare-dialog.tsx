import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { type PhotoPose, POSE_LABELS, POSES } from "@/components/progress/poses";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatEntryDate } from "./overview-query";
import type { PhotoSession } from "./photos-session-card";

type Mode = "side" | "overlay";

/**
 * Two sessions pose by pose: side by side, or overlaid with a slider that uncovers the later photo
 * over the earlier one. The earlier session is always on the left (and underneath).
 */
export default function PhotosCompareDialog({
  sessions,
  onOpenChange,
}: {
  sessions: [PhotoSession, PhotoSession];
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const [before, after] = [...sessions].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id,
  ) as [PhotoSession, PhotoSession];
  const poses = POSES.filter(
    (p) => before.photos.some((x) => x.pose === p) || after.photos.some((x) => x.pose === p),
  );
  const [pose, setPose] = useState<PhotoPose>(poses[0] ?? "front");
  const [mode, setMode] = useState<Mode>("side");
  const [split, setSplit] = useState(50);
  const sliderId = useId();
  const photoOf = (s: PhotoSession) => s.photos.find((p) => p.pose === pose);
  const beforeDay = formatEntryDate(before.date, i18n.locale);
  const afterDay = formatEntryDate(after.date, i18n.locale);
  const poseName = i18n._(POSE_LABELS[pose]);
  const picture = (s: PhotoSession, day: string, className: string) => {
    const photo = photoOf(s);
    return photo ? (
      <img src={photo.url} alt={t`${day} ${poseName}`} referrerPolicy="no-referrer" className={className} />
    ) : (
      <div className={`${className} flex items-center justify-center text-sm text-muted-foreground`}>
        <Trans>这天没有{poseName}照片</Trans>
      </div>
    );
  };
  const toggle = (active: boolean) => (active ? "secondary" : "ghost");

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t`关闭`}
        className="max-h-[95dvh] overflow-y-auto sm:max-w-3xl"
        data-testid="photo-compare"
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>照片对比</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              {beforeDay} 与 {afterDay}
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggles, not a form */}
          <div
            role="group"
            aria-label={t`姿势`}
            className="inline-flex rounded-md border p-0.5"
            data-testid="compare-poses"
          >
            {poses.map((p) => (
              <Button
                key={p}
                size="sm"
                className="h-7"
                variant={toggle(p === pose)}
                aria-pressed={p === pose}
                onClick={() => setPose(p)}
                data-pose={p}
              >
                {i18n._(POSE_LABELS[p])}
              </Button>
            ))}
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggles, not a form */}
          <div role="group" aria-label={t`对比方式`} className="inline-flex rounded-md border p-0.5">
            <Button
              size="sm"
              className="h-7"
              variant={toggle(mode === "side")}
              aria-pressed={mode === "side"}
              onClick={() => setMode("side")}
              data-testid="compare-side"
            >
              <Trans>并排</Trans>
            </Button>
            <Button
              size="sm"
              className="h-7"
              variant={toggle(mode === "overlay")}
              aria-pressed={mode === "overlay"}
              onClick={() => setMode("overlay")}
              data-testid="compare-overlay"
            >
              <Trans>叠加</Trans>
            </Button>
          </div>
        </div>
        {mode === "side" ? (
          <div className="grid grid-cols-2 gap-3" data-testid="compare-side-by-side">
            {[
              { s: before, day: beforeDay },
              { s: after, day: afterDay },
            ].map(({ s, day }) => (
              <figure key={s.id} className="space-y-1">
                {picture(s, day, "aspect-[3/4] w-full rounded-md bg-muted object-cover")}
                <figcaption className="text-center text-xs text-muted-foreground">{day}</figcaption>
              </figure>
            ))}
          </div>
        ) : (
          <div className="space-y-3" data-testid="compare-overlay-view">
            <div className="relative mx-auto aspect-[3/4] w-full max-w-sm overflow-hidden rounded-md bg-muted">
              {picture(before, beforeDay, "absolute inset-0 size-full object-cover")}
              <div
                className="absolute inset-0"
                style={{ clipPath: `inset(0 0 0 ${split}%)` }}
                data-testid="compare-top"
              >
                {picture(after, afterDay, "absolute inset-0 size-full object-cover")}
              </div>
              <div
                className="pointer-events-none absolute inset-y-0 w-0.5 bg-background shadow"
                style={{ left: `${split}%` }}
                aria-hidden="true"
              />
            </div>
            <div className="mx-auto flex max-w-sm items-center gap-3 text-xs text-muted-foreground">
              <span>{beforeDay}</span>
              <label htmlFor={sliderId} className="sr-only">
                <Trans>叠加位置</Trans>
              </label>
              <input
                id={sliderId}
                type="range"
                min={0}
                max={100}
                value={split}
                onChange={(e) => setSplit(Number(e.target.value))}
                className="flex-1 accent-primary"
                data-testid="compare-slider"
              />
              <span>{afterDay}</span>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
