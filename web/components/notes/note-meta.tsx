import { Trans, useLingui } from "@lingui/react/macro";
import { useSession } from "@/lib/auth";
import { formatDateTime, formatRelative } from "@/lib/format";
import { type Note, useAuthorName } from "./use-notes";

/** "王教练 · 3 小时前" (the exact time on hover and for screen readers), "· 已编辑" after a change. */
export function NoteMeta({ note }: { note: Note }) {
  const { i18n } = useLingui();
  const session = useSession();
  const authorName = useAuthorName();
  const mine = note.author_id !== null && note.author_id === session?.user?.id;
  const author = mine ? session?.user?.name : authorName(note.author_id);
  const edited = note.updated_at !== note.created_at;
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-muted-foreground text-xs" data-testid="note-meta">
      <span data-testid="note-author">{author ?? <Trans>教练</Trans>}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={note.created_at} title={formatDateTime(note.created_at, i18n.locale)}>
        {formatRelative(note.created_at, i18n.locale)}
      </time>
      {edited && (
        <span>
          · <Trans>已编辑</Trans>
        </span>
      )}
    </p>
  );
}
