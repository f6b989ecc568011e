import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { UNDO_MS } from "@/components/workouts/undo-bar";
import { trpc, trpcClient } from "@/lib/trpc";

/** Workouts hidden from view and deleted after UNDO_MS unless undone. */
export type PendingDelete = { ids: number[]; label: string; timer: ReturnType<typeof setTimeout> };

/**
 * Delete with undo, for the client calendar and the program grid: the workouts disappear at once,
 * the deletes are sent after UNDO_MS, 撤销 cancels. Nothing is written before then, so undoing
 * keeps every id as it was (comments, notes and program sync point at them).
 *
 * Nothing a person did may be lost, so a waiting delete is sent at once when another one starts,
 * when the screen unmounts, and when the page goes away (a closed tab, a reload, navigating off the
 * app): `pagehide` sends it as keepalive requests, which the browser completes after the page is
 * gone (issue 22: closing the tab during the undo time lost the delete).
 */
export function usePendingDelete(refresh: () => Promise<unknown>) {
  const remove = useMutation(trpc.workouts.delete.mutationOptions());
  // Failures are toasted by the query client; the refresh shows again what was not deleted.
  const send = async (ids: number[]) => {
    try {
      for (const id of ids) await remove.mutateAsync({ id });
    } catch {
      // toasted
    } finally {
      await refresh();
    }
  };
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

  useEffect(() => {
    const onPageHide = () => {
      const p = pendingRef.current;
      if (!p) return;
      clearTimeout(p.timer);
      pendingRef.current = null;
      sendWhileLeaving(p.ids);
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      if (pendingRef.current) void commit(pendingRef.current);
    };
  }, [commit]);

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

/** The deletes as keepalive requests (lib/trpc.ts), which outlive the page; nobody waits for the answers. */
function sendWhileLeaving(ids: number[]) {
  for (const id of ids) {
    trpcClient.workouts.delete.mutate({ id }, { context: { keepalive: true } }).catch(() => {
      // The page is gone: nobody is left to tell.
    });
  }
}
