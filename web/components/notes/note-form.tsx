import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { PendingSpinner } from "@/components/form/pending-spinner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { NOTE_MAX_LENGTH } from "./use-notes";

/**
 * A note's text (and, for a client note, its pin): a new note, or an existing one being changed.
 * The text is kept after a failed save (the query client toasts why) and cleared after a new
 * note is added.
 */
export function NoteForm({
  initialBody = "",
  withPin,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
  testId,
}: {
  initialBody?: string;
  /** Offer 置顶 (new client notes; a workout's note belongs to the workout and is not pinned). */
  withPin: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: (note: { body: string; pinned: boolean }) => Promise<unknown>;
  onCancel?: () => void;
  testId: string;
}) {
  const { t } = useLingui();
  const [body, setBody] = useState(initialBody);
  const [pinned, setPinned] = useState(false);
  const textId = useId();
  const pinId = useId();
  const empty = body.trim() === "";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (empty) return;
    onSubmit({ body: body.trim(), pinned })
      .then(() => {
        if (!initialBody) {
          setBody("");
          setPinned(false);
        }
      })
      // Shown by the query client's notification; the text stays to try again.
      .catch(() => {});
  };
  return (
    <form onSubmit={submit} className="space-y-2" data-testid={testId} noValidate>
      <Label htmlFor={textId} className="sr-only">
        <Trans>备注内容</Trans>
      </Label>
      <Textarea
        id={textId}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        placeholder={t`只有教练能看到，学员看不到`}
        data-testid="note-body"
        className="min-h-20 resize-y"
      />
      <div className="flex flex-wrap items-center gap-2">
        {withPin && (
          <div className="flex items-center gap-2">
            <Checkbox
              id={pinId}
              checked={pinned}
              onCheckedChange={(v) => setPinned(v === true)}
              data-testid="note-pin-new"
            />
            <Label htmlFor={pinId} className="font-normal">
              <Trans>置顶</Trans>
            </Label>
          </div>
        )}
        <div className="ml-auto flex gap-2">
          {onCancel && (
            <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
              <Trans>取消</Trans>
            </Button>
          )}
          <Button type="submit" size="sm" disabled={pending || empty} data-testid="note-submit">
            {pending && <PendingSpinner />}
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
