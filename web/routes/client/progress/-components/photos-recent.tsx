import { Plural, useLingui } from "@lingui/react/macro";
import { POSE_LABELS } from "@/components/progress/poses";
import { formatDay } from "@/lib/format";
import type { RouterOutputs } from "@/lib/trpc";

type Session = RouterOutputs["progress"]["overview"]["photo_sessions"][number];

/** Sessions shown on the phone (older ones stay with the coach's view). */
const SHOWN = 3;

/**
 * The client's latest photo sessions, newest first, and how many taken ones still wait to be
 * uploaded. Photos come from signed, private addresses, without a referrer.
 */
export function PhotosRecent({ sessions, waiting }: { sessions: Session[]; waiting: number }) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-3" data-testid="client-photos-recent">
      {waiting > 0 && (
        <p
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-950/40 dark:text-amber-300"
          data-testid="client-photos-queued"
        >
          <Plural value={waiting} one="# 组照片待上传" other="# 组照片待上传" />
        </p>
      )}
      {sessions.slice(0, SHOWN).map((s) => {
        const day = formatDay(s.date, i18n.locale);
        return (
          <section key={s.id} className="space-y-2" data-testid="client-photo-session">
            <h3 className="text-sm text-muted-foreground">{day}</h3>
            <ul className="grid grid-cols-3 gap-2">
              {s.photos.map((p) => (
                <li key={p.id}>
                  <img
                    src={p.url}
                    alt={`${day} ${i18n._(POSE_LABELS[p.pose])}`}
                    loading="lazy"
                    referrerPolicy="no-referrer"
                    className="aspect-[3/4] w-full rounded-lg bg-muted object-cover"
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
