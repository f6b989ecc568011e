import { Trans, useLingui } from "@lingui/react/macro";
import { Camera, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { MAX_LOG_PHOTOS } from "#shared/nutrition-rules";
import { PendingSpinner } from "@/components/form/pending-spinner";
import { Button } from "@/components/ui/button";
import type { NutritionPhoto } from "@/lib/client-app/outbox-types";
import { onlineStore } from "@/lib/client-app/sync";
import { errorMessage } from "@/lib/errors";
import { useStore } from "@/lib/store";
import { prepareImage } from "@/lib/uploads/prepare-image";
import { uploadFile } from "@/lib/uploads/upload";

/**
 * The day's food photos in the quick entry: a camera button (the back camera on a phone) that
 * resizes and uploads the picked photo at once, the app's upload flow (prepare-image.ts, then
 * POST /api/uploads), and the photos as thumbnails that can be removed. Uploading needs the
 * network, so offline the button is off and says why; the figures still save and queue.
 */
export function NutritionPhotos({
  photos,
  onChange,
  onUploading,
}: {
  photos: readonly NutritionPhoto[];
  onChange: (photos: NutritionPhoto[]) => void;
  /** Told while a photo is on its way, so the sheet does not save without it. */
  onUploading: (uploading: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const online = useStore(onlineStore);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const full = photos.length >= MAX_LOG_PHOTOS;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setUploading(true);
    onUploading(true);
    try {
      const uploaded = await uploadFile(await prepareImage(file));
      onChange([...photos, { upload_id: uploaded.id, name: uploaded.name, url: uploaded.attachmentUrl }]);
    } catch (error) {
      setProblem(errorMessage(i18n, error));
    } finally {
      setUploading(false);
      onUploading(false);
    }
  };

  const hint = !online
    ? t`照片需要联网才能上传，数字和备注可以先保存。`
    : full
      ? t`每天最多 ${MAX_LOG_PHOTOS} 张照片`
      : null;

  return (
    <div className="space-y-2" data-testid="nutrition-photos">
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, i) => (
            <li key={photo.upload_id} className="relative">
              <img
                src={photo.url}
                alt={t`饮食照片 ${i + 1}`}
                className="size-16 rounded-lg border object-cover"
                data-testid="nutrition-photo-thumb"
              />
              <button
                type="button"
                className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full border bg-background shadow-sm focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                aria-label={t`移除饮食照片 ${i + 1}`}
                onClick={() => onChange(photos.filter((p) => p.upload_id !== photo.upload_id))}
                data-testid="nutrition-photo-remove"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = "";
        }}
        data-testid="nutrition-photo-input"
      />
      <Button
        type="button"
        variant="outline"
        className="h-11 w-full"
        disabled={!online || uploading || full}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => input.current?.click()}
        data-testid="nutrition-photo-add"
      >
        {uploading ? <PendingSpinner /> : <Camera aria-hidden />}
        {uploading ? <Trans>正在上传…</Trans> : <Trans>拍照记录</Trans>}
      </Button>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground" data-testid="nutrition-photo-hint">
          {hint}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
