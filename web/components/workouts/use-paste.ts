import { plural } from "@lingui/core/macro";
import { useRef, useState } from "react";
import { type BusyDay, replaceableIds } from "./paste-conflict-dialog";
import type { usePendingDelete } from "./use-pending-delete";

/** A paste ready to go: it writes the copies and answers their ids (throws when nothing was written). */
export type PasteWrite = () => Promise<number[]>;

/**
 * The paste of a schedule (the client calendar, the program grid), issue 22: a paste onto days that
 * already hold workouts asks first (PasteConflictDialog: replace them, add alongside, or cancel);
 * then the copies are written and 撤销 can take the paste back (usePendingDelete.schedulePaste), the
 * replaced workouts only hidden until the undo time ends. Each screen says which of its days a paste
 * lands on are busy and how it writes; the asking, the undo and the bar's text are the same.
 */
export function usePaste(deletes: ReturnType<typeof usePendingDelete>, refresh: () => Promise<unknown>) {
  const [conflict, setConflict] = useState<{ busy: BusyDay[]; write: PasteWrite } | null>(null);
  // One paste at a time: a second `v` while the first is asked or written does nothing.
  const pasting = useRef(false);

  /** Writes the copies, then offers 撤销; `replaced` are hidden and deleted after it. */
  const write = async (run: PasteWrite, replaced: number[]) => {
    pasting.current = true;
    try {
      const pasted = await run();
      const count = pasted.length;
      const pastedText = plural(count, { one: "已粘贴 # 个训练", other: "已粘贴 # 个训练" });
      const replacedCount = replaced.length;
      const label =
        replacedCount > 0
          ? plural(replacedCount, {
              one: `${pastedText}，替换了 # 个原有训练`,
              other: `${pastedText}，替换了 # 个原有训练`,
            })
          : pastedText;
      deletes.schedulePaste(pasted, replaced, label);
    } catch {
      // toasted by the query client; nothing of the paste was written
    } finally {
      pasting.current = false;
    }
    await refresh();
  };

  /** Pastes with `run`, asking first when `findBusy` names days that already hold workouts. */
  const paste = async (findBusy: () => BusyDay[] | Promise<BusyDay[]>, run: PasteWrite) => {
    if (pasting.current || conflict) return;
    pasting.current = true;
    let busy: BusyDay[];
    try {
      busy = await findBusy();
    } catch {
      // toasted by the query client
      return;
    } finally {
      pasting.current = false;
    }
    if (busy.length > 0) setConflict({ busy, write: run });
    else await write(run, []);
  };

  const choose = (mode: "replace" | "add") => {
    if (!conflict) return;
    setConflict(null);
    void write(conflict.write, mode === "replace" ? replaceableIds(conflict.busy) : []);
  };

  return { paste, conflict: conflict?.busy ?? null, choose, cancel: () => setConflict(null) };
}
