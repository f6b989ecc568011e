import { useCallback, useEffect, useRef, useState } from "react";
import { UNDO_MS } from "@/components/workouts/undo-bar";

/** Workouts hidden from view and deleted after UNDO_MS unless undone. */
export type PendingDelete = { ids: number[]; label: string; timer: ReturnType<typeof setTimeout> };

/**
 * Delete with undo, as on the client calendar: the workouts disappear at once, the deletes are sent
 * after UNDO_MS (a new delete or leaving the page sends the waiting one at once), 撤销 cancels.
 */
export function usePendingDelete(send: (ids: number[]) => Promise<void>) {
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const pendingRef = useRef<PendingDelete | null>(null);
  pendingRef.current = pending;
  const sendRef = useRef(send);
  sendRef.current = send;

  const commit = useCallback(async (p: PendingDelete) => {
    clearTimeout(p.timer);
    try {
      await sendRef.current(p.ids);
    } finally {
      setPending((cur) => (cur === p ? null : cur));
    }
  }, []);

  useEffect(
    () => () => {
      if (pendingRef.current) void commit(pendingRef.current);
    },
    [commit],
  );

  const schedule = (ids: number[], label: string) => {
    if (ids.length === 0) return;
    if (pendingRef.current) void commit(pendingRef.current);
    const entry: PendingDelete = {
      ids,
      label,
      timer: setTimeout(() => {
        if (pendingRef.current === entry) void commit(entry);
      }, UNDO_MS),
    };
    setPending(entry);
  };

  const undo = () => {
    if (!pending) return;
    clearTimeout(pending.timer);
    setPending(null);
  };

  return { pending, schedule, undo };
}
