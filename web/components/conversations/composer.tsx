import { Trans, useLingui } from "@lingui/react/macro";
import { Camera, LoaderCircle, Paperclip, Send, X } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { MESSAGE_MAX_LENGTH } from "@/lib/conversations/types";
import { notifyErrorText } from "@/lib/notify";
import { type UploadedFile, uploadFile } from "@/lib/uploads/upload-file";
import { cn } from "@/lib/utils";
import { useIsNarrow } from "@/lib/viewport";

const fileName = (u: UploadedFile) => u.name;

export type Draft = { body: string; uploads: UploadedFile[] };

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and Enter while an input method
 * is composing Chinese stays with the IME), a counter against the 4,000-character limit, and
 * files uploaded as soon as they are picked. `camera` offers the phone camera for a photo (client app).
 */
export function Composer({
  onSend,
  camera = false,
}: {
  onSend: (draft: Draft) => Promise<void>;
  camera?: boolean;
}) {
  const { t } = useLingui();
  // Phones have no Enter/Shift+Enter to explain, and the long hint would wrap.
  const narrow = useIsNarrow();
  const [body, setBody] = useState("");
  const [uploads, setUploads] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(0);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const tooLong = body.length > MESSAGE_MAX_LENGTH;
  const empty = body.trim() === "" && uploads.length === 0;
  const disabled = empty || tooLong || uploading > 0 || sending;

  const send = async () => {
    if (disabled) return;
    setSending(true);
    try {
      await onSend({ body: body.trim(), uploads });
      setBody("");
      setUploads([]);
    } finally {
      setSending(false);
      textarea.current?.focus();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  };

  const pick = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      setUploading((n) => n + 1);
      try {
        const uploaded = await uploadFile(file);
        setUploads((list) => [...list, uploaded]);
      } catch (error) {
        notifyErrorText(t`文件上传失败`, error instanceof Error ? error.message : undefined);
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (fileInput.current) fileInput.current.value = "";
  };

  return (
    <div className="border-t bg-background p-2 sm:p-3" data-testid="composer">
      {(uploads.length > 0 || uploading > 0) && (
        <ul className="mb-2 flex flex-wrap gap-1.5">
          {uploads.map((u) => (
            <li key={u.id} className="flex items-center gap-1 rounded-md border bg-muted px-2 py-1 text-xs">
              {u.type.startsWith("image/") ? (
                <img src={u.attachmentUrl} alt={u.name} className="size-8 rounded object-cover" />
              ) : (
                <Paperclip className="size-3" />
              )}
              <span className="max-w-32 truncate">{u.name}</span>
              <button
                type="button"
                className="grid size-5 place-items-center rounded hover:bg-background"
                aria-label={t`移除附件 ${fileName(u)}`}
                onClick={() => setUploads((list) => list.filter((x) => x.id !== u.id))}
              >
                <X className="size-3" />
              </button>
            </li>
          ))}
          {uploading > 0 && (
            <li className="flex items-center gap-1 px-2 text-xs text-muted-foreground">
              <LoaderCircle className="size-3 animate-spin" />
              <Trans>上传中…</Trans>
            </li>
          )}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          className="hidden"
          multiple={!camera}
          {...(camera ? { accept: "image/*", capture: "environment" } : {})}
          onChange={(e) => void pick(e.target.files)}
          data-testid="composer-file"
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-10 shrink-0"
          aria-label={camera ? t`拍照发送` : t`添加附件`}
          onClick={() => fileInput.current?.click()}
        >
          {camera ? <Camera /> : <Paperclip />}
        </Button>
        <div className="relative min-w-0 flex-1">
          <Textarea
            ref={textarea}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            onKeyDown={onKeyDown}
            rows={1}
            placeholder={narrow ? t`输入消息` : t`输入消息，Enter 发送，Shift+Enter 换行`}
            aria-label={t`消息内容`}
            aria-invalid={tooLong || undefined}
            className="max-h-40 min-h-10 resize-none pr-16 text-base sm:text-sm"
            data-testid="composer-input"
          />
          <span
            className={cn(
              "pointer-events-none absolute right-2 bottom-1.5 text-[11px] tabular-nums",
              tooLong ? "text-destructive" : "text-muted-foreground",
            )}
            aria-live="polite"
          >
            {body.length}/{MESSAGE_MAX_LENGTH}
          </span>
        </div>
        <Button
          type="button"
          size="icon"
          className="size-10 shrink-0"
          aria-label={t`发送`}
          disabled={disabled}
          onClick={() => void send()}
          data-testid="composer-send"
        >
          {sending ? <LoaderCircle className="animate-spin" /> : <Send />}
        </Button>
      </div>
    </div>
  );
}
