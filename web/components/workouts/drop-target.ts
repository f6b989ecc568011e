import { type DragEvent, useState } from "react";

/**
 * A day that takes a dragged workout (the client calendar and the program grid): it accepts only
 * drags of `dragType` (a workout id), shows that it would take the drop (`over`), and hands the
 * dropped workout's id to `onDrop`.
 */
export function useWorkoutDropTarget(dragType: string, onDrop: (workoutId: number) => void) {
  const [over, setOver] = useState(false);
  return {
    over,
    handlers: {
      onDragOver: (e: DragEvent) => {
        if (e.dataTransfer.types.includes(dragType)) {
          e.preventDefault();
          e.dataTransfer.dropEffect = "move";
          setOver(true);
        }
      },
      onDragLeave: () => setOver(false),
      onDrop: (e: DragEvent) => {
        setOver(false);
        const id = Number(e.dataTransfer.getData(dragType));
        if (id > 0) {
          e.preventDefault();
          onDrop(id);
        }
      },
    },
  };
}
