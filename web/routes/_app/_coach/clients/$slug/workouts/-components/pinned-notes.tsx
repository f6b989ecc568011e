import { Trans } from "@lingui/react/macro";
import { Pin } from "lucide-react";
import { useId } from "react";
import { NoteMeta } from "@/components/notes/note-meta";
import { useClientNotes } from "@/components/notes/use-notes";
import { Button } from "@/components/ui/button";

/** Pinned notes shown at once; more are counted and found in the notes panel. */
const SHOWN = 3;

/**
 * The client's pinned notes at the top of their page (an old injury, a preference), so a coach
 * sees them before planning. Changing them happens in the notes panel (全部备注). Nothing shows
 * when none is pinned.
 */
export function PinnedNotes({ clientId, onOpenNotes }: { clientId: number; onOpenNotes: () => void }) {
  const titleId = useId();
  const { data } = useClientNotes(clientId);
  const pinned = (data?.notes ?? []).filter((n) => n.pinned);
  if (pinned.length === 0) return null;
  const more = pinned.length - SHOWN;
  return (
    <section
      className="rounded-xl border border-amber-500/40 bg-amber-500/5 px-3 py-2"
      aria-labelledby={titleId}
      data-testid="pinned-notes"
    >
      <div className="flex items-center gap-2">
        <h2
          id={titleId}
          className="flex items-center gap-1.5 font-semibold text-amber-800 text-xs dark:text-amber-300"
        >
          <Pin className="size-3.5" aria-hidden="true" />
          <Trans>置顶备注</Trans>
        </h2>
        <Button
          variant="link"
          size="sm"
          className="ml-auto h-7 px-1 text-xs"
          onClick={onOpenNotes}
          data-testid="open-notes"
        >
          {more > 0 ? <Trans>全部备注（另有 {more} 条置顶）</Trans> : <Trans>全部备注</Trans>}
        </Button>
      </div>
      <ul className="divide-y divide-amber-500/20">
        {pinned.slice(0, SHOWN).map((note) => (
          <li key={note.id} className="space-y-0.5 py-1.5" data-testid="pinned-note">
            <p className="line-clamp-3 whitespace-pre-wrap break-words text-sm">{note.body}</p>
            <NoteMeta note={note} />
          </li>
        ))}
      </ul>
    </section>
  );
}
