import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Clock, Download, FileText, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime, formatSize } from "@/lib/format";
import { trpc } from "@/lib/trpc";
import type { OrgDocument } from "./use-documents";

const ConfirmDeleteDialog = lazy(() => import("./confirm-delete-dialog"));

/** Names listed in the open acknowledgement lists at most; a document for many clients says how many more. */
const NAMES_SHOWN = 100;

/**
 * One shared document: its file (opened in a new tab), who it is shared with, and — when it needs
 * acknowledgement — who has acknowledged it (with the time) and who has not yet.
 */
export function DocumentCard({
  document: doc,
  names,
}: {
  document: OrgDocument;
  names: Map<number, string>;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const remove = useMutation(
    trpc.documents.delete.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.documents.pathFilter()),
    }),
  );
  const title = doc.title;
  const nameOf = (id: number) => names.get(id) || t`学员 #${id}`;
  const acked = doc.acknowledgements;
  const ackedCount = acked.length;
  const audience = ackedCount + doc.pending_client_ids.length;
  const sharedCount = doc.shared_with === "all" ? null : doc.shared_with.length;
  return (
    <li className="rounded-xl border bg-card p-4 shadow-xs" data-testid="document" data-title={doc.title}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <FileText className="size-5" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="break-words font-medium">{doc.title}</h3>
          <div className="flex flex-wrap items-center gap-1.5 text-xs">
            <Badge variant="secondary" data-testid="document-audience">
              {sharedCount === null ? <Trans>所有学员</Trans> : <Trans>{sharedCount} 位学员</Trans>}
            </Badge>
            {doc.requires_acknowledgement && (
              <Badge variant="outline">
                <Trans>需要确认</Trans>
              </Badge>
            )}
            <span className="text-muted-foreground">
              <time dateTime={doc.created_at}>{formatDateTime(doc.created_at, i18n.locale)}</time>
            </span>
          </div>
          {doc.attachment && (
            <a
              href={doc.attachment.attachmentUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1 text-primary text-sm underline-offset-4 hover:underline"
              data-testid="document-file"
            >
              <Download className="size-3.5 shrink-0" />
              <span className="truncate">{doc.attachment.name}</span>
              <span className="shrink-0 text-muted-foreground">· {formatSize(doc.attachment.size)}</span>
            </a>
          )}
        </div>
        {/* Only where the server allows it: the author, admins, the super admin (can_delete). */}
        {doc.can_delete && (
          <Button
            variant="ghost"
            size="icon-sm"
            className="text-destructive hover:text-destructive"
            aria-label={t`删除文档「${title}」`}
            onClick={() => setDeleting(true)}
            data-testid="delete-document"
          >
            <Trash2 />
          </Button>
        )}
      </div>
      {doc.requires_acknowledgement && (
        <details className="mt-3 rounded-lg bg-muted/50 px-3 py-2 text-sm" open={audience <= 10}>
          <summary className="cursor-pointer font-medium" data-testid="document-ack-summary">
            <Trans>
              已确认 {ackedCount} / {audience}
            </Trans>
          </summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            <div>
              <h4 className="mb-1 text-muted-foreground text-xs">
                <Trans>已确认</Trans>
              </h4>
              <ul className="space-y-1" data-testid="document-acknowledged">
                {acked.slice(0, NAMES_SHOWN).map((a) => (
                  <li key={a.client_id} className="flex flex-wrap items-center gap-x-1.5">
                    <CircleCheck className="size-3.5 text-emerald-600" aria-hidden="true" />
                    <span>{nameOf(a.client_id)}</span>
                    <time dateTime={a.acknowledged_at} className="text-muted-foreground text-xs">
                      {formatDateTime(a.acknowledged_at, i18n.locale)}
                    </time>
                  </li>
                ))}
                {acked.length === 0 && (
                  <li className="text-muted-foreground">
                    <Trans>还没有人确认</Trans>
                  </li>
                )}
              </ul>
            </div>
            <div>
              <h4 className="mb-1 text-muted-foreground text-xs">
                <Trans>尚未确认</Trans>
              </h4>
              <ul className="space-y-1" data-testid="document-pending">
                {doc.pending_client_ids.slice(0, NAMES_SHOWN).map((id) => (
                  <li key={id} className="flex items-center gap-1.5">
                    <Clock className="size-3.5 text-amber-600" aria-hidden="true" />
                    {nameOf(id)}
                  </li>
                ))}
                {doc.pending_client_ids.length === 0 && (
                  <li className="text-muted-foreground">
                    <Trans>全部已确认</Trans>
                  </li>
                )}
              </ul>
            </div>
          </div>
          {Math.max(acked.length, doc.pending_client_ids.length) > NAMES_SHOWN && (
            <p className="mt-2 text-muted-foreground text-xs">
              <Trans>每列最多显示 {NAMES_SHOWN} 位学员。</Trans>
            </p>
          )}
        </details>
      )}
      {deleting && (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            name={doc.title}
            kind="document"
            pending={remove.isPending}
            onConfirm={() => remove.mutateAsync({ id: doc.id }).then(() => setDeleting(false))}
            onOpenChange={setDeleting}
          />
        </Suspense>
      )}
    </li>
  );
}
