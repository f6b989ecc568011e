import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useBlocker } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { trpc } from "@/lib/trpc";
import type { Ymd } from "../dates";
import { DiscardDialog } from "./discard-dialog";
import { EditorForm } from "./editor-form";
import type { LoadedWorkout, SavedWorkout } from "./types";
import type { Owner } from "./values";

export type { SavedWorkout } from "./types";

/** What the sheet edits: a new workout on a client's day, a new template on a program's day, or one by id. */
export type WorkoutEditorTarget =
  | { mode: "new"; due: Ymd }
  | { mode: "new"; position: number }
  | { mode: "edit"; id: number };

/**
 * The workout editor as a side sheet over the calendar (the program grid reuses it): content,
 * items in order, warm-up/cool-down from templates, rest day, results and completion, comments.
 * Closing with unsaved changes asks first. With `programId` (instead of `clientId`) it edits the
 * program's template workouts: a day number instead of a date, and no results, completion or
 * comments (those belong to a client's copy).
 */
export function WorkoutEditor({
  target,
  clientId,
  programId,
  onClose,
  onSaved,
  onDelete,
  onCopy,
}: {
  target: WorkoutEditorTarget | null;
  onClose: () => void;
  onSaved: (workout: SavedWorkout) => void;
  onDelete: (workout: LoadedWorkout) => void;
  /** Puts the workout on the calendar clipboard (paste it on another day or client). */
  onCopy?: (workout: LoadedWorkout) => void;
} & ({ clientId: number; programId?: undefined } | { programId: number; clientId?: undefined })) {
  const { t } = useLingui();
  const owner = useMemo<Owner>(
    () =>
      programId !== undefined ? { kind: "program", programId } : { kind: "client", clientId: clientId ?? 0 },
    [programId, clientId],
  );
  // A ref beside the state: the router's blocker and the close paths read it in the same tick.
  const dirtyRef = useRef(false);
  const [dirty, setDirtyState] = useState(false);
  const setDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  }, []);
  const [confirming, setConfirming] = useState(false);
  // Leaving with unsaved changes (back button, a link, reload) asks too.
  const blocker = useBlocker({
    shouldBlockFn: () => dirtyRef.current,
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  });
  const asking = confirming || blocker.status === "blocked";
  const requestClose = () => (dirtyRef.current ? setConfirming(true) : onClose());
  useEffect(() => {
    if (!target) setDirty(false);
  }, [target, setDirty]);
  return (
    <>
      <Sheet open={target !== null} onOpenChange={(open) => !open && requestClose()}>
        <SheetContent
          side="right"
          closeLabel={t`关闭`}
          className="w-full gap-0 sm:max-w-xl"
          data-testid="workout-editor"
          onEscapeKeyDown={(e) => {
            // Escape in a name field with its suggestions open closes the suggestions only.
            const target = e.target instanceof HTMLElement ? e.target : null;
            if (
              target?.getAttribute("role") === "combobox" &&
              target.getAttribute("aria-expanded") === "true"
            ) {
              e.preventDefault();
              return;
            }
            if (dirty) {
              e.preventDefault();
              setConfirming(true);
            }
          }}
        >
          <SheetHeader className="border-b">
            <SheetTitle>
              {target?.mode === "edit" ? <Trans>编辑训练</Trans> : <Trans>新建训练</Trans>}
            </SheetTitle>
            <SheetDescription className="sr-only">
              <Trans>训练内容、动作、热身与放松、结果和评论</Trans>
            </SheetDescription>
          </SheetHeader>
          {target?.mode === "edit" ? (
            <LoadWorkout
              key={target.id}
              id={target.id}
              owner={owner}
              onDirty={setDirty}
              onSaved={onSaved}
              onDelete={onDelete}
              onCopy={onCopy}
              onCancel={requestClose}
            />
          ) : target ? (
            <EditorForm
              key={"due" in target ? `new:${target.due}` : `new:p${target.position}`}
              workout={null}
              due={"due" in target ? target.due : ""}
              position={"position" in target ? target.position : null}
              owner={owner}
              onDirty={setDirty}
              onSaved={onSaved}
              onCancel={requestClose}
            />
          ) : null}
        </SheetContent>
      </Sheet>
      <DiscardDialog
        open={asking}
        onKeep={() => {
          setConfirming(false);
          blocker.reset?.();
        }}
        onDiscard={() => {
          setConfirming(false);
          setDirty(false);
          if (blocker.status === "blocked") blocker.proceed();
          else onClose();
        }}
      />
    </>
  );
}

/** An existing workout: its form once it is loaded, placeholders meanwhile. */
function LoadWorkout({
  id,
  owner,
  onDirty,
  onSaved,
  onDelete,
  onCopy,
  onCancel,
}: {
  id: number;
  owner: Owner;
  onDirty: (dirty: boolean) => void;
  onSaved: (workout: SavedWorkout) => void;
  onDelete: (workout: LoadedWorkout) => void;
  onCopy: ((workout: LoadedWorkout) => void) | undefined;
  onCancel: () => void;
}) {
  const { data } = useQuery(trpc.workouts.get.queryOptions({ id }));
  if (!data) {
    return (
      <div className="space-y-3 p-4">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return (
    <EditorForm
      workout={data.workout}
      due={data.workout.due ?? ""}
      position={data.workout.position}
      owner={owner}
      onDirty={onDirty}
      onSaved={onSaved}
      onDelete={onDelete}
      onCopy={onCopy}
      onCancel={onCancel}
    />
  );
}
