import { Trans, useLingui } from "@lingui/react/macro";
import { NotebookPen, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { NoteMeta } from "@/components/notes/note-meta";
import { NOTE_MAX_LENGTH, type Note, useClientNotes, useNoteWrites } from "@/components/notes/use-notes";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";

/**
 * The coaches' note on one workout (a workout holds at most one), inside the editor: written and
 * saved on its own, apart from the workout's 保存, and never shown to the client. No <form> of
 * its own: it sits inside the workout's form.
 */
export function WorkoutNote({ clientId, workoutId }: { clientId: number; workoutId: number }) {
  const { data } = useClientNotes(clientId);
  if (!data) return null;
  const note = data.notes.find((n) => n.workout_id === workoutId) ?? null;
  // Keyed by the note so the text restarts from what was stored after a save or a delete.
  return (
    <WorkoutNoteField
      key={note ? `${note.id}:${note.updated_at}` : "new"}
      clientId={clientId}
      workoutId={workoutId}
      note={note}
    />
  );
}

function WorkoutNoteField({
  clientId,
  workoutId,
  note,
}: {
  clientId: number;
  workoutId: number;
  note: Note | null;
}) {
  const { t } = useLingui();
  const id = useId();
  const [body, setBody] = useState(note?.body ?? "");
  const { create, update, remove } = useNoteWrites();
  const text = body.trim();
  const changed = text !== (note?.body ?? "");
  const save = () => {
    if (!text || !changed) return;
    if (note) update.mutate({ id: note.id, note: { body: text } });
    else create.mutate({ client_id: clientId, note: { body: text, workout_id: workoutId } });
  };
  const pending = create.isPending || update.isPending || remove.isPending;
  return (
    <section className="space-y-1.5" data-testid="workout-note">
      <label htmlFor={id} className="flex items-center gap-1.5 font-medium text-sm">
        <NotebookPen className="size-4 text-muted-foreground" aria-hidden="true" />
        <Trans>训练备注（仅教练可见）</Trans>
      </label>
      <Textarea
        id={id}
        rows={2}
        value={body}
        maxLength={NOTE_MAX_LENGTH}
        onChange={(e) => setBody(e.target.value)}
        placeholder={t`例如：这次课改为低冲击版本`}
        data-testid="workout-note-body"
      />
      <div className="flex items-center gap-2">
        {note && <NoteMeta note={note} />}
        <div className="ml-auto flex gap-2">
          {note && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              disabled={pending}
              onClick={() => remove.mutate({ id: note.id })}
              data-testid="workout-note-delete"
            >
              <Trash2 />
              <Trans>删除备注</Trans>
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={pending || !text || !changed}
            onClick={save}
            data-testid="workout-note-save"
          >
            {note ? <Trans>保存备注</Trans> : <Trans>添加备注</Trans>}
          </Button>
        </div>
      </div>
    </section>
  );
}
