import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { ImageUp, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { PendingSpinner } from "@/components/form/pending-spinner";
import { Button } from "@/components/ui/button";
import { errorMessage, HttpRequestError } from "@/lib/errors";
import { prepareImage } from "@/lib/uploads/prepare-image";
import { uploadFile } from "@/lib/uploads/upload";
import { cn } from "@/lib/utils";

/** What the file picker offers; the server decides by the bytes whatever is picked. */
const ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

/**
 * An image that can be uploaded, replaced and removed (an avatar, an organization's logo): pick a
 * file, it is resized in the browser (prepare-image.ts), sent to POST /api/uploads, then `onSave`
 * runs the screen's own tRPC update with the upload's id. A preview of the picked image shows
 * while it is on its way; failures (too big, not an image) show under the buttons and are
 * announced. The buttons are ordinary buttons: reachable and usable by keyboard, labelled.
 */
export function ImageUpload({
  label,
  imageUrl,
  placeholder,
  onSave,
  onRemove,
  testId,
  previewClassName,
}: {
  /** What the image is ("头像", "组织标志"): the group's name. */
  label: ReactNode;
  imageUrl: string | null | undefined;
  /** Shown when there is no image (initials, an icon). */
  placeholder: ReactNode;
  onSave: (uploadId: string) => Promise<unknown>;
  onRemove?: () => Promise<unknown>;
  testId: string;
  previewClassName?: string;
}) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  // The failure is shown here, under the control, rather than as a notification (meta.silent);
  // a 401 still signs out through the query client's handler.
  const save = useMutation({
    mutationFn: async (file: File) => {
      // A PDF or video would be stored and then refused by the update: say so before sending.
      if (!file.type.startsWith("image/"))
        throw new HttpRequestError({ httpStatus: 415, message: { code: "UPLOAD_NOT_IMAGE" } });
      return onSave((await uploadFile(await prepareImage(file))).id);
    },
    meta: { silent: true },
  });
  const remove = useMutation({ mutationFn: async () => onRemove?.(), meta: { silent: true } });
  const pending = save.isPending || remove.isPending;
  const failure = save.error ?? remove.error;

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onPick = (file: File | undefined) => {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    remove.reset();
    save.mutate(file, { onSettled: () => setPreview(null) });
  };
  const shown = preview ?? imageUrl ?? null;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own form semantics and styling; a labelled group is what this is
    <div
      role="group"
      aria-labelledby={labelId}
      aria-busy={pending}
      className="flex items-center gap-4"
      data-testid={testId}
    >
      <div
        className={cn(
          "relative flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted",
          previewClassName,
        )}
      >
        {shown ? (
          <img
            src={shown}
            alt={t`当前图片`}
            className="size-full object-cover"
            data-testid={`${testId}-preview`}
          />
        ) : (
          placeholder
        )}
        {pending && (
          <span className="absolute inset-0 flex items-center justify-center bg-background/60">
            <PendingSpinner />
          </span>
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <p id={labelId} className="text-sm font-medium">
          {label}
        </p>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid={`${testId}-input`}
            onChange={(e) => {
              onPick(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={pending}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
            data-testid={`${testId}-pick`}
          >
            {pending ? <PendingSpinner /> : <ImageUp />}
            {save.isPending ? (
              <Trans>正在上传…</Trans>
            ) : imageUrl ? (
              <Trans>更换图片</Trans>
            ) : (
              <Trans>上传图片</Trans>
            )}
          </Button>
          {onRemove && imageUrl && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={pending}
              onClick={() => remove.mutate()}
              data-testid={`${testId}-remove`}
            >
              <Trash2 />
              <Trans>移除</Trans>
            </Button>
          )}
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          <Trans>JPEG、PNG、WebP 或 GIF，不超过 10 MB；大图会先缩小再上传。</Trans>
        </p>
        <p role="alert" className="text-sm text-destructive" data-testid={`${testId}-error`}>
          {failure ? errorMessage(i18n, failure) : null}
        </p>
      </div>
    </div>
  );
}
