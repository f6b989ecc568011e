import { Trans } from "@lingui/react/macro";
import { FileText, Upload } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { DocumentCard } from "./document-card";
import { useClientNames, useOrganizationDocuments } from "./use-documents";

// The upload form is loaded when opened, not with the library.
const DocumentUploadDialog = lazy(() => import("./document-upload-dialog"));

/**
 * 文档: the organization's documents shared with clients (waivers, guides, meal plans), each with
 * who has acknowledged it and who has not yet; upload and share a new one, delete with a question.
 */
export function DocumentsTab() {
  const { organizationId, query } = useOrganizationDocuments();
  const names = useClientNames();
  const [uploading, setUploading] = useState(false);
  if (organizationId === null) {
    return (
      <p className="text-muted-foreground text-sm" data-testid="documents-no-organization">
        <Trans>文档属于一个组织：请以组织的教练身份登录。</Trans>
      </p>
    );
  }
  const documents = query.data?.documents;
  return (
    <div className="space-y-4" data-testid="documents-tab">
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 text-muted-foreground text-sm">
          <Trans>免责声明、训练指南、饮食计划：分享给全部或指定学员，可要求学员阅读并确认。</Trans>
        </p>
        <Button onClick={() => setUploading(true)} data-testid="upload-document">
          <Upload />
          <Trans>上传文档</Trans>
        </Button>
      </div>
      {!documents ? (
        <div className="space-y-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : documents.length === 0 ? (
        <Card className="border-dashed shadow-none" data-testid="documents-empty">
          <CardContent className="flex flex-col items-center gap-3 py-14 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
              <FileText />
            </span>
            <div className="font-medium">
              <Trans>还没有文档</Trans>
            </div>
            <p className="max-w-sm text-muted-foreground text-sm">
              <Trans>上传一份 PDF 或图片，例如会员免责声明，学员会在 App 的「文档」里看到。</Trans>
            </p>
          </CardContent>
        </Card>
      ) : (
        <ul className="space-y-3" data-testid="documents-list">
          {documents.map((doc) => (
            <DocumentCard key={doc.id} document={doc} names={names} />
          ))}
        </ul>
      )}
      {uploading && (
        <Suspense fallback={null}>
          <DocumentUploadDialog organizationId={organizationId} onOpenChange={setUploading} />
        </Suspense>
      )}
    </div>
  );
}
