import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useSession } from "@/lib/auth";
import { formatRelative } from "@/lib/format";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { ImportedBadge } from "./imported-badge";

/**
 * The comment thread of one workout: read, add, delete one's own. `readOnly` (the super admin's
 * view of a client's calendar) shows the thread only: no composer, no delete buttons.
 */
export function WorkoutComments({
  workoutId,
  onChange,
  readOnly = false,
}: {
  workoutId: number;
  onChange?: () => void;
  readOnly?: boolean;
}) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  // The thread in pages of 100, oldest first (a workout holds at most 500): the first page says
  // how many there are, the others load at once after it.
  const page = (n: number) =>
    trpc.comments.list.queryOptions({ workout_id: workoutId, page: n, per_page: 100 });
  const { data: first } = useQuery(page(1));
  const more = useQueries({
    queries: Array.from({ length: Math.max(0, (first?.meta.total_pages ?? 1) - 1) }, (_, i) => page(i + 2)),
  });
  const pages = [first, ...more.map((q) => q.data)];
  const [body, setBody] = useState("");
  const refresh = () => {
    void queryClient.invalidateQueries(trpc.comments.list.pathFilter());
    // The calendar shows comment counts.
    void queryClient.invalidateQueries(trpc.workouts.list.pathFilter());
    onChange?.();
  };
  const create = useMutation(
    trpc.comments.create.mutationOptions({
      onSuccess: () => {
        setBody("");
        refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.comments.delete.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(renderMessage(i18n, result.msg));
        refresh();
      },
    }),
  );
  const users = new Map(pages.flatMap((p) => p?.users ?? []).map((u) => [u.id, u]));
  const comments = pages.flatMap((p) => p?.comments ?? []);
  return (
    <section className="space-y-2" data-testid="workout-comments">
      <h3 className="font-medium text-sm">
        <Trans>评论</Trans>{" "}
        <span className="text-muted-foreground">{first?.meta.total_count ?? comments.length}</span>
      </h3>
      <ul className="space-y-2">
        {comments.map((comment) => {
          const own = !readOnly && comment.user_id != null && comment.user_id === session?.user?.id;
          return (
            <li
              key={comment.id}
              className="rounded-md border bg-muted/30 px-3 py-2 text-sm"
              data-testid="comment"
            >
              <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                <span className="flex items-center gap-1.5 font-medium text-foreground">
                  {comment.imported_author_name ||
                    (comment.user_id != null && users.get(comment.user_id)?.name) ||
                    t`未知用户`}
                  {comment.imported && <ImportedBadge author={comment.imported_author_name} />}
                </span>
                <span className="flex items-center gap-1">
                  {formatRelative(comment.created_at, i18n.locale)}
                  {own && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      className="size-6"
                      aria-label={t`删除评论`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ id: comment.id })}
                    >
                      <Trash2 className="size-3.5" />
                    </Button>
                  )}
                </span>
              </div>
              <p className="mt-1 whitespace-pre-line">{comment.body}</p>
            </li>
          );
        })}
      </ul>
      {readOnly && comments.length === 0 && (
        <p className="text-muted-foreground text-sm" data-testid="no-comments">
          <Trans>还没有评论</Trans>
        </p>
      )}
      {!readOnly && (
        <div className="flex items-end gap-2">
          <Textarea
            value={body}
            onChange={(e) => setBody(e.target.value)}
            placeholder={t`写下评论…`}
            aria-label={t`新评论`}
            className="min-h-10"
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.metaKey || e.ctrlKey) && body.trim()) {
                create.mutate({ comment: { workout_id: workoutId, body: body.trim() } });
              }
            }}
          />
          <Button
            type="button"
            size="icon"
            aria-label={t`发送评论`}
            disabled={!body.trim() || create.isPending}
            onClick={() => create.mutate({ comment: { workout_id: workoutId, body: body.trim() } })}
          >
            <Send />
          </Button>
        </div>
      )}
    </section>
  );
}
