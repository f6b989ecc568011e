import { Trans, useLingui } from "@lingui/react/macro";
import { Skeleton } from "@/components/ui/skeleton";
import { NoteCard } from "./note-card";
import { NoteForm } from "./note-form";
import { useClientNotes, useNoteWrites } from "./use-notes";

/**
 * A client's notes (the coaches' alone, never shown to the client): a form to add one (optionally
 * pinned), then every note the server keeps, pinned first, workouts' notes marked.
 */
export function NotesList({ clientId }: { clientId: number }) {
  const { t } = useLingui();
  const notes = useClientNotes(clientId);
  const { create } = useNoteWrites();
  return (
    <div className="min-h-0 flex-1 space-y-3 overflow-y-auto p-3" data-testid="notes-list">
      <NoteForm
        withPin
        pending={create.isPending}
        submitLabel={t`添加备注`}
        onSubmit={(note) => create.mutateAsync({ client_id: clientId, note })}
        testId="note-new-form"
      />
      {notes.data ? (
        notes.data.notes.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground text-sm" data-testid="notes-empty">
            <Trans>还没有备注。记下伤病、偏好或沟通要点，只有教练能看到。</Trans>
          </p>
        ) : (
          <ul className="space-y-2">
            {notes.data.notes.map((note) => (
              <NoteCard key={note.id} note={note} />
            ))}
          </ul>
        )
      ) : (
        <div className="space-y-2">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      )}
    </div>
  );
}
