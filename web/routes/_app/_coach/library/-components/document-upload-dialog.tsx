import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { UPLOAD_MAX_BYTES } from "#shared/shared-rules";
import { ClientPicker, type PickedClients } from "@/components/clients/client-picker";
import { FormFooter } from "@/components/form/form-footer";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSession } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { formatSize } from "@/lib/format";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { uploadFile } from "@/lib/uploads/upload";

/** The server's longest title (worker/domains/documents/schemas.ts MAX_DOCUMENT_TITLE). */
const TITLE_MAX = 200;
/** What the file picker offers: the types the server keeps for documents (it checks the bytes). */
const ACCEPT = "application/pdf,image/jpeg,image/png,image/webp,image/gif";

type Problems = Partial<Record<"title" | "file" | "clients", string>>;

/** A file's name without its extension: the title a picked file suggests. */
const titleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, "").slice(0, TITLE_MAX);

/**
 * Upload a document and share it: title, file (PDF or image), all clients (admins; clients who
 * join later too) or chosen ones (a trainer: its own), and whether clients must acknowledge it.
 * The file goes to POST /api/uploads first, then `documents.create` names it.
 */
export default function DocumentUploadDialog({
  organizationId,
  onOpenChange,
}: {
  organizationId: number;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const session = useSession();
  const admin = session?.role !== "trainer";
  /** A trainer shares with its own clients only (the server refuses another's); admins with any. */
  const ownTrainer = admin ? null : (session?.trainer?.id ?? null);
  const ids = { title: useId(), file: useId(), ack: useId(), formId: useId() };
  const [title, setTitle] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [shareAll, setShareAll] = useState(admin);
  const [picked, setPicked] = useState<PickedClients>(new Map());
  const [requiresAck, setRequiresAck] = useState(true);
  const [problems, setProblems] = useState<Problems>({});
  const maxSize = formatSize(UPLOAD_MAX_BYTES);

  const create = useMutation(trpc.documents.create.mutationOptions());
  const [uploading, setUploading] = useState(false);
  const pending = uploading || create.isPending;

  const check = (): Problems => {
    const found: Problems = {};
    if (!title.trim()) found.title = t`请输入标题`;
    if (!file) found.file = t`请选择文件`;
    else if (file.size > UPLOAD_MAX_BYTES) found.file = t`文件不能超过 ${maxSize}`;
    if (!shareAll && picked.size === 0) found.clients = t`请至少选择一位学员`;
    return found;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0 || !file) return;
    setUploading(true);
    let uploadId: string;
    try {
      uploadId = (await uploadFile(file)).id;
    } catch (error) {
      setProblems({ file: errorMessage(i18n, error) });
      return;
    } finally {
      setUploading(false);
    }
    await create.mutateAsync({
      organization_id: organizationId,
      document: {
        title: title.trim(),
        upload_id: uploadId,
        shared_with: shareAll ? "all" : [...picked.keys()],
        requires_acknowledgement: requiresAck,
      },
    });
    await queryClient.invalidateQueries(trpc.documents.pathFilter());
    notifySuccess(t`文档已分享`);
    onOpenChange(false);
  };

  const errorLine = (key: keyof Problems, id: string) =>
    problems[key] ? (
      <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
        {problems[key]}
      </p>
    ) : null;
  const invalid = (key: keyof Problems, id: string) =>
    problems[key] ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};

  return (
    <Dialog open onOpenChange={(open) => !pending && onOpenChange(open)}>
      <DialogContent
        closeLabel={t`关闭`}
        className="max-h-[90svh] overflow-y-auto"
        data-testid="document-dialog"
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>上传文档</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>PDF 或图片，最大 {maxSize}。学员在 App 的「文档」中查看和下载。</Trans>
          </DialogDescription>
        </DialogHeader>
        <form
          id={ids.formId}
          className="space-y-4"
          noValidate
          onSubmit={(e) => void submit(e).catch(() => {})}
        >
          <div className="space-y-1.5">
            <Label htmlFor={ids.title}>
              <Trans>标题</Trans>
            </Label>
            <Input
              id={ids.title}
              value={title}
              maxLength={TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
              placeholder={t`例如：会员免责声明`}
              data-testid="document-title"
              {...invalid("title", ids.title)}
            />
            {errorLine("title", ids.title)}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.file}>
              <Trans>文件</Trans>
            </Label>
            <Input
              id={ids.file}
              type="file"
              accept={ACCEPT}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                setFile(chosen);
                setProblems((p) => ({ ...p, file: undefined }));
                if (chosen && !title.trim()) setTitle(titleOf(chosen.name));
              }}
              data-testid="document-file-input"
              {...invalid("file", ids.file)}
            />
            {errorLine("file", ids.file)}
          </div>
          <fieldset className="space-y-2">
            <legend className="mb-1.5 font-medium text-sm">
              <Trans>分享给</Trans>
            </legend>
            {admin ? (
              <div className="flex flex-col gap-1.5 sm:flex-row sm:gap-4">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="share"
                    checked={shareAll}
                    onChange={() => setShareAll(true)}
                    className="size-4 accent-primary"
                    data-testid="share-all"
                  />
                  <Trans>所有学员（包括以后加入的）</Trans>
                </label>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="share"
                    checked={!shareAll}
                    onChange={() => setShareAll(false)}
                    className="size-4 accent-primary"
                    data-testid="share-chosen"
                  />
                  <Trans>指定学员</Trans>
                </label>
              </div>
            ) : (
              <p className="text-muted-foreground text-xs">
                <Trans>教练可以分享给自己的学员。</Trans>
              </p>
            )}
            {!shareAll && (
              <ClientPicker
                picked={picked}
                onChange={setPicked}
                trainerId={ownTrainer}
                testIds={{ search: "document-client-search", option: "document-client-option" }}
              />
            )}
            {errorLine("clients", ids.formId)}
          </fieldset>
          <div className="flex items-start gap-2">
            <Checkbox
              id={ids.ack}
              checked={requiresAck}
              onCheckedChange={(on) => setRequiresAck(on === true)}
              data-testid="document-requires-ack"
            />
            <Label htmlFor={ids.ack} className="font-normal leading-snug">
              <Trans>需要学员确认「我已阅读并同意」</Trans>
            </Label>
          </div>
        </form>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>上传并分享</Trans>}
          submitIcon={<Upload />}
          submitTestId="document-submit"
          pending={pending}
          form={ids.formId}
        />
      </DialogContent>
    </Dialog>
  );
}
