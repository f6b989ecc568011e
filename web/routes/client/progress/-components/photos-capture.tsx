import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Camera, Check, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { PendingSpinner } from "@/components/form/pending-spinner";
import { type PhotoPose, POSE_LABELS } from "@/components/progress/poses";
import { Button } from "@/components/ui/button";
import { addPhotoSession } from "@/lib/client-app/actions";
import { useClientContext } from "@/lib/client-app/queries";
import { prepareImage } from "@/lib/uploads/prepare-image";

/** The poses the client is asked for; a coach may see other poses uploaded elsewhere. */
const CAPTURED_POSES = ["front", "side", "back"] as const satisfies readonly PhotoPose[];

type Shot = { file: File; preview: string };

/**
 * 拍摄进展照片: one camera button per pose (`capture="environment"` opens the back camera on a
 * phone), a preview of each shot, and 保存 which queues the session like every client write: the
 * resized photos wait in the queue and are uploaded when the phone is online.
 */
export function PhotosCapture() {
  const { t, i18n } = useLingui();
  const { clientId, today } = useClientContext();
  const [shots, setShots] = useState<Partial<Record<PhotoPose, Shot>>>({});
  const [preparing, setPreparing] = useState<PhotoPose | null>(null);
  const [saved, setSaved] = useState(false);
  const taken = CAPTURED_POSES.filter((p) => shots[p]);

  // Previews are object URLs: released when replaced and when the screen goes away.
  useEffect(
    () => () => {
      for (const s of Object.values(shots)) if (s) URL.revokeObjectURL(s.preview);
    },
    [shots],
  );

  const take = async (pose: PhotoPose, picked: File | undefined) => {
    if (!picked) return;
    setSaved(false);
    setPreparing(pose);
    try {
      const file = await prepareImage(picked);
      setShots((now) => ({ ...now, [pose]: { file, preview: URL.createObjectURL(file) } }));
    } finally {
      setPreparing(null);
    }
  };

  const save = async () => {
    const photos = taken.map((pose) => {
      const shot = shots[pose] as Shot;
      return { pose, file: shot.file as Blob, name: shot.file.name };
    });
    await addPhotoSession(clientId, today, photos);
    setShots({});
    setSaved(true);
  };

  return (
    <div className="space-y-3 rounded-xl border bg-card p-4" data-testid="client-photos-capture">
      <div>
        <h2 className="font-medium">
          <Trans>拍摄进展照片</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>光线和站位尽量每次一致。照片只有你和你的教练能看到。</Trans>
        </p>
      </div>
      <ul className="grid grid-cols-3 gap-2">
        {CAPTURED_POSES.map((pose) => {
          const shot = shots[pose];
          const name = i18n._(POSE_LABELS[pose]);
          return (
            <li key={pose}>
              <label
                className="relative flex aspect-[3/4] cursor-pointer flex-col items-center justify-center gap-1 overflow-hidden rounded-lg border border-dashed bg-muted/40 text-sm text-muted-foreground focus-within:ring-[3px] focus-within:ring-ring/50"
                data-testid={`client-photo-${pose}`}
              >
                {shot ? (
                  <img
                    src={shot.preview}
                    alt={t`${name}（已拍）`}
                    className="absolute inset-0 size-full object-cover"
                  />
                ) : preparing === pose ? (
                  <PendingSpinner />
                ) : (
                  <Camera className="size-6" aria-hidden="true" />
                )}
                <span className="relative mx-1.5 rounded bg-background/80 px-1.5 py-0.5 text-center text-xs font-medium text-foreground">
                  {shot ? <RotateCcw className="mr-1 inline size-3" aria-hidden="true" /> : null}
                  {shot ? t`重拍${name}` : t`拍${name}`}
                </span>
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  className="sr-only"
                  onChange={(e) => {
                    void take(pose, e.target.files?.[0]);
                    e.target.value = "";
                  }}
                  data-testid={`client-photo-input-${pose}`}
                />
              </label>
            </li>
          );
        })}
      </ul>
      <Button
        className="h-12 w-full"
        disabled={taken.length === 0 || preparing !== null}
        onClick={() => void save()}
        data-testid="client-photos-save"
      >
        <Plural value={taken.length} one="保存 # 张照片" other="保存 # 张照片" />
      </Button>
      {saved && (
        <p role="status" className="flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
          <Check className="size-4" />
          <Trans>已保存，联网时自动上传</Trans>
        </p>
      )}
    </div>
  );
}
