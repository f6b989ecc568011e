import { Trans } from "@lingui/react/macro";
import { Columns2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useProgressOverview } from "./overview-query";
import { useOlderPhotoSessions } from "./photos-older";
import { type PhotoSession, PhotosSessionCard } from "./photos-session-card";

const PhotosCompareDialog = lazy(() => import("./photos-compare-dialog"));
const PhotosDeleteDialog = lazy(() => import("./photos-delete-dialog"));

/**
 * 进展照片: the client's photo sessions, newest first, a page at a time (显示更早的照片). Any two
 * shown are compared in two clicks (对比 on one, 对比 on the other); 对比最早和最新 does the
 * earliest shown and the newest in one.
 */
export function PhotosSection({ clientId }: { clientId: number }) {
  const overview = useProgressOverview(clientId);
  const {
    sessions: photo_sessions,
    hasMore,
    loading,
    loadMore,
  } = useOlderPhotoSessions(clientId, overview.photo_sessions);
  const [picked, setPicked] = useState<number[]>([]);
  const [comparing, setComparing] = useState<[PhotoSession, PhotoSession] | null>(null);
  const [deleting, setDeleting] = useState<PhotoSession | null>(null);
  const byId = (id: number) => photo_sessions.find((s) => s.id === id);

  const pick = (id: number) => {
    if (picked.includes(id)) return setPicked(picked.filter((p) => p !== id));
    const first = picked[0] === undefined ? undefined : byId(picked[0]);
    const second = byId(id);
    if (first && second) {
      setComparing([first, second]);
      setPicked([]);
    } else setPicked([id]);
  };
  const newest = photo_sessions[0];
  const oldest = photo_sessions.at(-1);

  return (
    <Card data-testid="photos-section">
      <CardHeader className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-56 space-y-1.5">
          <CardTitle className="text-base">
            <h2>
              <Trans>进展照片</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            {photo_sessions.length < 2 ? (
              <Trans>照片仅学员本人和能查看这位学员的教练可见。</Trans>
            ) : picked.length === 1 ? (
              <Trans>再选一次「对比」即可打开对比。</Trans>
            ) : (
              <Trans>在任意两次拍摄上点「对比」，逐个姿势并排或叠加查看。</Trans>
            )}
          </CardDescription>
        </div>
        {newest && oldest && newest.id !== oldest.id && (
          <CardAction>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setComparing([oldest, newest])}
              data-testid="photo-compare-ends"
            >
              <Columns2 />
              <Trans>对比最早和最新</Trans>
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {photo_sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>还没有照片。学员可以在手机上的「进展」页拍摄。</Trans>
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {photo_sessions.map((session) => (
              <PhotosSessionCard
                key={session.id}
                session={session}
                picked={picked.includes(session.id)}
                onPick={() => pick(session.id)}
                onDelete={() => setDeleting(session)}
              />
            ))}
          </ul>
        )}
        {hasMore && (
          <div className="mt-4 flex justify-center">
            <Button
              variant="outline"
              size="sm"
              onClick={loadMore}
              disabled={loading}
              data-testid="photos-older"
            >
              {loading ? <Trans>加载中…</Trans> : <Trans>显示更早的照片</Trans>}
            </Button>
          </div>
        )}
      </CardContent>
      <Suspense fallback={null}>
        {comparing && (
          <PhotosCompareDialog sessions={comparing} onOpenChange={(open) => !open && setComparing(null)} />
        )}
        {deleting && (
          <PhotosDeleteDialog session={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
        )}
      </Suspense>
    </Card>
  );
}
