import { useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { PHOTO_SESSIONS_PAGE } from "#shared/photo-sessions";
import { trpc } from "@/lib/trpc";
import type { PhotoSession } from "./photos-session-card";

/**
 * The photo sessions past the overview's first page: each 显示更早的照片 reads the next page of
 * GET photo_sessions (same page size, so page 2 starts where the overview ends). More exist while
 * the first page is full and then while fewer than the last page's total are shown.
 */
export function useOlderPhotoSessions(clientId: number, firstPage: readonly PhotoSession[]) {
  const [extraPages, setExtraPages] = useState(0);
  const pages = useQueries({
    queries: Array.from({ length: extraPages }, (_, i) =>
      trpc.progress.photoSessions.list.queryOptions({
        client_id: clientId,
        page: i + 2,
        per_page: PHOTO_SESSIONS_PAGE,
      }),
    ),
  });
  const older = pages.flatMap((p) => p.data?.photo_sessions ?? []);
  const sessions = [...firstPage, ...older];
  const total = pages.at(-1)?.data?.meta.total_count;
  const loading = pages.some((p) => p.isPending);
  const hasMore =
    extraPages === 0
      ? firstPage.length >= PHOTO_SESSIONS_PAGE
      : total !== undefined && sessions.length < total;
  return { sessions, hasMore, loading, loadMore: () => setExtraPages((n) => n + 1) };
}
