import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { ListSkeleton, LoadFailed, OfflineEmpty } from "@/components/client-app/sections";
import { useSession } from "@/lib/auth";
import { trpc } from "@/lib/trpc";
import { ClientDocumentCard } from "./client-document-card";

/**
 * 文档: what the studio shared with this client, newest first, each with its file to open or
 * download and, where asked, 我已阅读并同意. Online only: a document's file is fetched from the
 * server anyway, so nothing here is kept for offline use.
 */
export function ClientDocumentsPage() {
  const clientId = useSession()?.client_id ?? null;
  const query = useQuery({
    ...trpc.documents.forClient.queryOptions({ client_id: clientId ?? 0 }),
    enabled: clientId !== null,
  });
  const documents = query.data?.documents;
  const waiting = documents?.filter(
    (d) => d.requires_acknowledgement && d.acknowledgements.length === 0,
  ).length;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-title">
          <Trans>文档</Trans>
        </h1>
        {waiting ? (
          <p className="mt-1 text-amber-700 text-sm dark:text-amber-400" data-testid="documents-waiting">
            <Trans>{waiting} 份文档需要你确认</Trans>
          </p>
        ) : null}
      </div>
      {documents ? (
        documents.length === 0 ? (
          <div
            className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center text-muted-foreground text-sm"
            data-testid="client-documents-empty"
          >
            <FileText className="size-8" aria-hidden="true" />
            <Trans>教练还没有分享文档</Trans>
          </div>
        ) : (
          <ul className="space-y-3" data-testid="client-documents">
            {documents.map((doc) => (
              <ClientDocumentCard key={doc.id} document={doc} />
            ))}
          </ul>
        )
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : query.fetchStatus === "paused" ? (
        <OfflineEmpty />
      ) : (
        <ListSkeleton rows={2} />
      )}
    </div>
  );
}
