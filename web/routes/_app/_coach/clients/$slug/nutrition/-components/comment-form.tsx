import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { PendingSpinner } from "@/components/form/pending-spinner";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { notifyError, notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import type { NutritionLog } from "./types";

/** Longest coach comment (the server's bound). */
const COMMENT_MAX_LENGTH = 2000;

/**
 * The coach's word on a day: the saved comment, and a box to write or change it (an emptied box
 * clears it). The server keeps the client's figures as they are on a coach's write.
 */
export function CommentForm({ log }: { log: NutritionLog }) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(log.coach_comment ?? "");
  const update = useMutation(trpc.nutrition.logs.update.mutationOptions());

  const save = async () => {
    try {
      await update.mutateAsync({ id: log.id, daily_nutrition_log: { coach_comment: text.trim() || null } });
    } catch (error) {
      notifyError(error);
      return;
    }
    await queryClient.invalidateQueries(trpc.nutrition.logs.list.pathFilter());
    notifySuccess(t`评论已保存`);
    setEditing(false);
  };

  if (!editing) {
    return (
      <div className="mt-3 flex items-start justify-between gap-3 rounded-lg bg-muted/50 p-3 text-sm">
        <p className="min-w-0 whitespace-pre-line break-words" data-testid="coach-comment">
          {log.coach_comment ?? (
            <span className="text-muted-foreground">
              <Trans>还没有评论</Trans>
            </span>
          )}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setText(log.coach_comment ?? "");
            setEditing(true);
          }}
          data-testid="coach-comment-edit"
        >
          {log.coach_comment ? <Trans>修改评论</Trans> : <Trans>写评论</Trans>}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>教练评论</Trans>
      </label>
      <Textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={COMMENT_MAX_LENGTH}
        rows={2}
        autoFocus
        data-testid="coach-comment-input"
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
          <Trans>取消</Trans>
        </Button>
        <Button type="submit" size="sm" disabled={update.isPending} data-testid="coach-comment-save">
          {update.isPending && <PendingSpinner />}
          <Trans>保存评论</Trans>
        </Button>
      </div>
    </form>
  );
}
