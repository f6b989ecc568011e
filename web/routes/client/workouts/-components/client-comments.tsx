import { Trans, useLingui } from "@lingui/react/macro";
import { CloudUpload, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { ImportedBadge } from "@/components/workouts/imported-badge";
import type { Workout } from "@/components/workouts/model";
import { useSession } from "@/lib/auth";
import { addComment, deleteComment } from "@/lib/client-app/actions";
import type { ShownComment } from "@/lib/client-app/model";
import { formatRelative } from "@/lib/format";
import { cn } from "@/lib/utils";

/** Comments 与教练: the thread (own on the right), add one, delete one's own. Queued ones say so. */
export function ClientComments({ workout, comments }: { workout: Workout; comments: ShownComment[] }) {
  const { t, i18n } = useLingui();
  const me = useSession()?.user?.id;
  const [body, setBody] = useState("");
  const send = () => {
    const text = body.trim();
    if (!text) return;
    setBody("");
    void addComment(workout, text);
  };
  return (
    <section className="space-y-3 rounded-xl border bg-card p-4" data-testid="client-comments">
      <h2 className="text-sm font-semibold">
        <Trans>和教练交流</Trans> <span className="text-muted-foreground">{comments.length}</span>
      </h2>
      {comments.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>训练感受、疑问或身体状况，都可以告诉教练。</Trans>
        </p>
      )}
      <ul className="space-y-2">
        {comments.map((comment) => {
          const own = comment.user_id === me;
          return (
            <li
              key={comment.id}
              className={cn("flex", own ? "justify-end" : "justify-start")}
              data-testid="client-comment"
              data-queued={comment.queued ? "true" : undefined}
            >
              <div
                className={cn(
                  "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm",
                  own ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted",
                )}
              >
                <p className="whitespace-pre-line break-words">{comment.body}</p>
                <div
                  className={cn(
                    "mt-1 flex items-center gap-2 text-[11px]",
                    own ? "text-primary-foreground/75" : "text-muted-foreground",
                  )}
                >
                  <span>{own ? t`我` : t`教练`}</span>
                  {comment.imported && (
                    <ImportedBadge
                      author={comment.imported_author_name}
                      className={own ? "border-primary-foreground/40 text-primary-foreground" : undefined}
                    />
                  )}
                  <span>
                    {comment.queued ? (
                      <span className="inline-flex items-center gap-1">
                        <CloudUpload className="size-3" />
                        <Trans>待同步</Trans>
                      </span>
                    ) : (
                      formatRelative(comment.created_at, i18n.locale)
                    )}
                  </span>
                  {own && (
                    <button
                      type="button"
                      className="-my-1 ml-auto grid size-7 place-items-center rounded-md hover:bg-black/10"
                      aria-label={t`删除评论`}
                      onClick={() => void deleteComment(comment, workout.title)}
                    >
                      <Trash2 className="size-3.5" />
                    </button>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex items-end gap-2">
        <Textarea
          value={body}
          onChange={(e) => setBody(e.target.value)}
          placeholder={t`写给教练…`}
          aria-label={t`新评论`}
          maxLength={5000}
          className="min-h-12 text-base"
          data-testid="client-comment-input"
        />
        <Button
          type="button"
          size="icon-lg"
          className="size-12"
          aria-label={t`发送评论`}
          disabled={!body.trim()}
          onClick={send}
          data-testid="client-comment-send"
        >
          <Send />
        </Button>
      </div>
    </section>
  );
}
