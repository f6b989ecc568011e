import { type EmbeddableVideo, PROVIDER_NAMES } from "./video";

/**
 * The third-party player itself. Its own lazy chunk, rendered only after the coach clicked the
 * facade (video-preview.tsx), so neither the iframe nor the player's scripts load before that.
 */
export default function VideoEmbed({ video, title }: { video: EmbeddableVideo; title: string }) {
  return (
    <iframe
      src={video.embedUrl}
      title={`${PROVIDER_NAMES[video.provider]}: ${title}`}
      className="absolute inset-0 size-full border-0"
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      data-testid="video-embed"
    />
  );
}
