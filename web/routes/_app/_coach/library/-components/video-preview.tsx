import { Trans, useLingui } from "@lingui/react/macro";
import { Dumbbell, ExternalLink, Play } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { cn } from "@/lib/utils";
import { embeddableVideo, PROVIDER_NAMES } from "./video";

// The player (an iframe) is its own chunk and renders only after a click on the facade.
const VideoEmbed = lazy(() => import("./video-embed"));

/**
 * The media area of an exercise: its photo (lazy, fixed 16:9 box; a placeholder without one) and,
 * for a YouTube / Vimeo / Bilibili link, a play button that swaps in the player. Nothing from the
 * video site (iframe, script, thumbnail) loads before that click.
 */
export function ExerciseMedia({
  title,
  photoUrl,
  videoUrl,
  className,
  onPlay,
  onOpen,
}: {
  title: string;
  photoUrl: string | null | undefined;
  videoUrl: string | null;
  className?: string;
  /** Told when the player replaces the photo (a compact card then makes room for it). */
  onPlay?: () => void;
  /** Without a video to play, a click on the photo opens the exercise (cards). */
  onOpen?: () => void;
}) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const [photoFailed, setPhotoFailed] = useState(false);
  const video = embeddableVideo(videoUrl);
  return (
    <div
      className={cn("relative aspect-video overflow-hidden bg-muted", className)}
      data-testid="exercise-media"
    >
      {playing && video ? (
        <Suspense fallback={<div className="absolute inset-0 animate-pulse bg-black/80" />}>
          <VideoEmbed video={video} title={title} />
        </Suspense>
      ) : (
        <>
          {photoUrl && !photoFailed ? (
            <img
              src={photoUrl}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
              onError={() => setPhotoFailed(true)}
              data-testid="exercise-photo"
            />
          ) : (
            <div
              className="grid size-full place-items-center bg-gradient-to-br from-muted to-accent text-muted-foreground/60"
              data-testid="exercise-photo-placeholder"
            >
              <Dumbbell className="size-10" aria-hidden />
            </div>
          )}
          {!video && onOpen && (
            <button
              type="button"
              onClick={onOpen}
              className="absolute inset-0 focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={t`查看 ${title}`}
              tabIndex={-1}
              data-testid="media-open"
            />
          )}
          {video && (
            <button
              type="button"
              onClick={(e) => {
                e.stopPropagation();
                setPlaying(true);
                onPlay?.();
              }}
              className="group absolute inset-0 grid place-items-center bg-black/10 transition-colors hover:bg-black/25 focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={t`播放视频（${PROVIDER_NAMES[video.provider]}）`}
              data-testid="video-facade"
            >
              <span className="flex items-center gap-1.5 rounded-full bg-black/70 px-3 py-1.5 font-medium text-white text-xs shadow-md transition-transform group-hover:scale-105">
                <Play className="size-3.5 fill-current" aria-hidden />
                {PROVIDER_NAMES[video.provider]}
              </span>
            </button>
          )}
        </>
      )}
    </div>
  );
}

/** Any other video address: a link that opens it in a new tab. */
export function ExternalVideoLink({ url, className }: { url: string; className?: string }) {
  const { t } = useLingui();
  if (embeddableVideo(url)) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex items-center gap-1 text-primary text-xs underline-offset-2 hover:underline",
        className,
      )}
      title={t`在新标签页打开动作视频`}
      onClick={(e) => e.stopPropagation()}
      data-testid="external-video-link"
    >
      <ExternalLink className="size-3.5" aria-hidden />
      <Trans>打开视频</Trans>
    </a>
  );
}
