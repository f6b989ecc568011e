import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Download, FileText } from "lucide-react";
import { PendingSpinner } from "@/components/form/pending-spinner";
import { Button } from "@/components/ui/button";
import { formatDateTime, formatSize } from "@/lib/format";
import { type RouterOutputs, trpc } from "@/lib/trpc";

type ClientDocument = RouterOutputs["documents"]["forClient"]["documents"][number];

/**
 * One shared document: title, its file (opens in a new tab; 下载 saves it), and for one that needs
 * it, 我已阅读并同意, then the time it was acknowledged. The acknowledgement is sent at once rather
 * than through the offline queue: reading the document needed the connection already.
 */
export function ClientDocumentCard({ document: doc }: { document: ClientDocument }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const acknowledge = useMutation(
    trpc.documents.acknowledge.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.documents.forClient.pathFilter()),
    }),
  );
  const acknowledged = doc.acknowledgements[0] ?? null;
  const file = doc.attachment;
  const acknowledgedAt = acknowledged ? formatDateTime(acknowledged.acknowledged_at, i18n.locale) : "";
  return (
    <li
      className="space-y-3 rounded-xl border bg-card p-4"
      data-testid="client-document"
      data-title={doc.title}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <FileText className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="break-words font-medium">{doc.title}</h2>
          <p className="text-muted-foreground text-xs">
            <time dateTime={doc.created_at}>{formatDateTime(doc.created_at, i18n.locale)}</time>
            {file && ` · ${formatSize(file.size)}`}
          </p>
        </div>
      </div>
      {file && (
        <div className="grid grid-cols-2 gap-2">
          <Button asChild variant="outline" className="h-11">
            <a
              href={file.attachmentUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="document-open"
            >
              <FileText />
              <Trans>查看</Trans>
            </a>
          </Button>
          <Button asChild variant="outline" className="h-11">
            <a href={file.attachmentUrl} download={file.name} data-testid="document-download">
              <Download />
              <Trans>下载</Trans>
            </a>
          </Button>
        </div>
      )}
      {doc.requires_acknowledgement &&
        (acknowledged ? (
          <p
            className="flex items-center gap-1.5 text-emerald-700 text-sm dark:text-emerald-400"
            data-testid="document-acknowledged-at"
          >
            <CircleCheck className="size-4" aria-hidden="true" />
            <Trans>
              已确认 · <time dateTime={acknowledged.acknowledged_at}>{acknowledgedAt}</time>
            </Trans>
          </p>
        ) : (
          <Button
            className="h-12 w-full"
            disabled={acknowledge.isPending}
            onClick={() => acknowledge.mutate({ id: doc.id })}
            data-testid="document-acknowledge"
          >
            {acknowledge.isPending ? <PendingSpinner /> : <CircleCheck />}
            <Trans>我已阅读并同意</Trans>
          </Button>
        ))}
    </li>
  );
}
