import { Trans, useLingui } from "@lingui/react/macro";
import { Pencil, Pin, PinOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { NoteForm } from "./note-form";
import { NoteMeta } from "./note-meta";
import { type Note, useNoteWrites } from "./use-notes";

/**
 * One note in the side panel: its text, author and time, and 置顶 / 编辑 / 删除. Deleting asks in
 * place (删除这条备注？) rather than in a dialog over the panel.
 */
export function NoteCard({ note }: { note: Note }) {
  const { t } = useLingui();
  const { update, remove } = useNoteWrites();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const togglePin = () => update.mutate({ id: note.id, note: { pinned: !note.pinned } });
  return (
    <li
      className={cn(
        "space-y-2 rounded-lg border bg-card p-3",
        note.pinned && "border-amber-500/50 bg-amber-500/5",
      )}
      data-testid="note"
      data-pinned={note.pinned}
    >
      {editing ? (
        <NoteForm
          initialBody={note.body}
          withPin={false}
          pending={update.isPending}
          submitLabel={t`保存`}
          onSubmit={(next) =>
            update.mutateAsync({ id: note.id, note: { body: next.body } }).then(() => setEditing(false))
          }
          onCancel={() => setEditing(false)}
          testId="note-edit-form"
        />
      ) : (
        <p className="whitespace-pre-wrap break-words text-sm" data-testid="note-text">
          {note.body}
        </p>
      )}
      <div className="flex items-center gap-1">
        <div className="min-w-0 flex-1 space-y-1">
          {(note.pinned || note.workout_id !== null) && (
            <div className="flex gap-1">
              {note.pinned && (
                <Badge variant="outline" className="border-amber-500/60 text-amber-700 dark:text-amber-400">
                  <Pin />
                  <Trans>已置顶</Trans>
                </Badge>
              )}
              {note.workout_id !== null && (
                <Badge variant="secondary">
                  <Trans>训练备注</Trans>
                </Badge>
              )}
            </div>
          )}
          <NoteMeta note={note} />
        </div>
        {!editing && !confirming && (
          <>
            {note.workout_id === null && (
              <Button
                variant="ghost"
                size="icon-sm"
                onClick={togglePin}
                disabled={update.isPending}
                aria-label={note.pinned ? t`取消置顶` : t`置顶`}
                data-testid="note-pin"
              >
                {note.pinned ? <PinOff /> : <Pin />}
              </Button>
            )}
            <Button
              variant="ghost"
              size="icon-sm"
              onClick={() => setEditing(true)}
              aria-label={t`编辑备注`}
              data-testid="note-edit"
            >
              <Pencil />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              className="text-destructive hover:text-destructive"
              onClick={() => setConfirming(true)}
              aria-label={t`删除备注`}
              data-testid="note-delete"
            >
              <Trash2 />
            </Button>
          </>
        )}
      </div>
      {confirming && (
        <div
          className="flex flex-wrap items-center gap-2 rounded-md bg-destructive/10 p-2 text-sm"
          role="alert"
        >
          <span className="flex-1">
            <Trans>删除这条备注？此操作无法撤销。</Trans>
          </span>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            <Trans>取消</Trans>
          </Button>
          <Button
            variant="destructive"
            size="sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: note.id }, { onSuccess: () => setConfirming(false) })}
            data-testid="note-delete-confirm"
          >
            <Trans>删除</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
