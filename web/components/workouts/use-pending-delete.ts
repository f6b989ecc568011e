import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { UNDO_MS } from "@/components/workouts/undo-bar";
import { trpc, trpcClient } from "@/lib/trpc";

/**
 * A change waiting for its undo time (UNDO_MS): a delete, or a paste (issue 22). `ids` are hidden
 * from view at once and deleted when the change is committed; `pastedIds` are the workouts a paste
 * created, deleted by 撤销 (a paste that replaced workouts has those in `ids`).
 */
export type PendingDelete = {
  kind: "delete" | "paste";
  ids: number[];
  pastedIds: number[];
  label: string;
  timer: ReturnType<typeof setTimeout>;
};

/**
 * Delete with undo, for the client calendar and the program grid: the workouts disappear at once,
 * the deletes are sent after UNDO_MS, 撤销 cancels. Nothing is written before then, so undoing
 * keeps every id as it was (comments, notes and program sync point at them).
 *
 * A paste is undone the same way (`schedulePaste`): its copies are written at once (the server
 * pastes atomically), and a paste that replaces the workouts already on its days only hides them,
 * deleting them when the undo time ends; 撤销 deletes exactly the copies and shows the replaced
 * workouts again, unchanged.
 *
 * Nothing a person did may be lost, so a waiting delete is sent at once when another change starts,
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
  // Workouts whose delete is on its way (a committed change's, or an undone paste's copies):
  // hidden until the screen has reloaded without them.
  const [leaving, setLeaving] = useState<number[]>([]);
  const sendHidden = useCallback(async (ids: number[]) => {
    setLeaving((cur) => [...cur, ...ids]);
    try {
      await sendRef.current(ids);
    } finally {
      setLeaving((cur) => cur.filter((id) => !ids.includes(id)));
    }
  }, []);

  // Once committed, a change can no longer be undone: its bar goes at once.
  const commit = useCallback(
    async (p: PendingDelete) => {
      clearTimeout(p.timer);
      if (pendingRef.current === p) pendingRef.current = null;
      setPending((cur) => (cur === p ? null : cur));
      if (p.ids.length > 0) await sendHidden(p.ids);
    },
    [sendHidden],
  );

  // A change scheduled after the screen went away (a paste answered late) is committed at once.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    const onPageHide = () => {
      const p = pendingRef.current;
      if (!p) return;
      clearTimeout(p.timer);
      pendingRef.current = null;
      sendWhileLeaving(p.ids);
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      mounted.current = false;
      window.removeEventListener("pagehide", onPageHide);
      if (pendingRef.current) void commit(pendingRef.current);
    };
  }, [commit]);

  const start = (change: Omit<PendingDelete, "timer">) => {
    if (pendingRef.current) void commit(pendingRef.current);
    if (!mounted.current) {
      if (change.ids.length > 0) void sendRef.current(change.ids);
      return;
    }
    const entry: PendingDelete = {
      ...change,
      timer: setTimeout(() => {
        if (pendingRef.current === entry) void commit(entry);
      }, UNDO_MS),
    };
    pendingRef.current = entry;
    setPending(entry);
  };

  /** Deletes `ids` after the undo time. */
  const schedule = (ids: number[], label: string) => {
    if (ids.length === 0) return;
    start({ kind: "delete", ids, pastedIds: [], label });
  };

  /**
   * A paste just written (`pasted`, the new workouts' ids) that 撤销 can take back; `replaced` are
   * the workouts it replaces, hidden now and deleted when the undo time ends. `label` is the undo
   * bar's whole text.
   */
  const schedulePaste = (pasted: number[], replaced: number[], label: string) => {
    if (pasted.length === 0) return;
    start({ kind: "paste", ids: replaced, pastedIds: pasted, label });
  };

  const undo = () => {
    const p = pendingRef.current;
    if (!p) return;
    clearTimeout(p.timer);
    pendingRef.current = null;
    setPending(null);
    if (p.pastedIds.length > 0) void sendHidden(p.pastedIds);
  };

  /** Workouts not to show: the waiting change's, and those whose delete is on its way. */
  const hidden = useMemo(() => [...(pending?.ids ?? []), ...leaving], [pending, leaving]);

  return { pending, hidden, schedule, schedulePaste, undo };
}

/** The deletes as keepalive requests (lib/trpc.ts), which outlive the page; nobody waits for the answers. */
function sendWhileLeaving(ids: number[]) {
  for (const id of ids) {
    trpcClient.workouts.delete.mutate({ id }, { context: { keepalive: true } }).catch(() => {
      // The page is gone: nobody is left to tell.
    });
  }
}
