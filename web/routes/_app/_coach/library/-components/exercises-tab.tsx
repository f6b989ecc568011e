import { i18n as globalI18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useSession } from "@/lib/auth";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { ExercisesEmpty } from "./empty-states";
import { type ExerciseActions, ExerciseCard } from "./exercise-card";
import { ExerciseToolbar } from "./exercise-toolbar";
import { exerciseListInput } from "./list-input";
import type { Exercise } from "./model";
import { Pager } from "./pager";
import { useLibrarySearch } from "./search-hooks";
import { hasExerciseFilters } from "./search-params";
import { ExerciseGridSkeleton } from "./skeleton";

// Loaded when first opened: the form (react-hook-form, zod/mini, and later pinyin) and the sheet
// stay out of the route's chunk.
const ExerciseFormDialog = lazy(() => import("./exercise-form-dialog"));
const ExerciseDetailSheet = lazy(() => import("./exercise-detail-sheet"));
const ConfirmDeleteDialog = lazy(() => import("./confirm-delete-dialog"));

/** The exercise tab: toolbar, the paged card grid, and the detail / form / delete dialogs. */
export function ExercisesTab() {
  const search = useLibrarySearch();
  const { i18n } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const list = useQuery({
    ...trpc.libraries.exercises.list.queryOptions(exerciseListInput(search, i18n.locale)),
    placeholderData: keepPreviousData,
  });
  const [detail, setDetail] = useState<Exercise | null>(null);
  const [editing, setEditing] = useState<Exercise | "new" | null>(null);
  const [deleting, setDeleting] = useState<Exercise | null>(null);
  const copy = useMutation(trpc.libraries.exercises.copy.mutationOptions());
  const remove = useMutation(trpc.libraries.exercises.delete.mutationOptions());

  const refresh = () => queryClient.invalidateQueries(trpc.libraries.exercises.pathFilter());
  const actions: ExerciseActions = {
    onOpen: setDetail,
    onEdit: (exercise) => {
      setDetail(null);
      setEditing(exercise);
    },
    onDelete: (exercise) => {
      setDetail(null);
      setDeleting(exercise);
    },
    // The catalogue is read-only; the super admin maintains it.
    canEdit: (exercise) => !exercise.default || session?.role === "super",
    // Copies go into the coach's organization; the super admin has none (and edits the catalogue).
    canCopy: (exercise) => exercise.default && session?.role !== "super",
    onCopy: async (exercise) => {
      try {
        const result = await copy.mutateAsync({ id: exercise.id });
        notifySuccess(renderMessage(globalI18n, result.msg));
        void refresh();
        setDetail(null);
        // The copy is what the coach wanted to change: open it for editing.
        setEditing(result.exercise);
      } catch {
        // shown as a notification
      }
    },
  };

  const exercises = list.data?.exercises ?? [];
  return (
    <div
      className="space-y-4"
      data-testid="exercises-tab"
      // What the list on screen answers (tests wait for "ready" with the query they typed).
      data-state={list.data && !list.isPlaceholderData ? "ready" : "loading"}
      data-q={search.q ?? ""}
      data-source={search.source ?? ""}
    >
      <ExerciseToolbar total={list.data?.meta.total_count} onCreate={() => setEditing("new")} />
      {!list.data ? (
        <ExerciseGridSkeleton />
      ) : exercises.length === 0 ? (
        <ExercisesEmpty filtered={hasExerciseFilters(search)} onCreate={() => setEditing("new")} />
      ) : (
        <div
          className={list.isPlaceholderData ? "opacity-60 transition-opacity" : "transition-opacity"}
          aria-busy={list.isPlaceholderData}
        >
          <ul
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            data-testid="exercise-grid"
          >
            {exercises.map((exercise) => (
              <li key={exercise.id} className="flex [&>*]:flex-1">
                <ExerciseCard exercise={exercise} actions={actions} />
              </li>
            ))}
          </ul>
          <Pager meta={list.data.meta} />
        </div>
      )}
      <Suspense fallback={null}>
        {detail && (
          <ExerciseDetailSheet
            key={detail.id}
            exercise={detail}
            actions={actions}
            copying={copy.isPending}
            onOpenChange={(open) => !open && setDetail(null)}
          />
        )}
        {editing && (
          <ExerciseFormDialog
            key={editing === "new" ? "new" : editing.id}
            exercise={editing === "new" ? null : editing}
            onOpenChange={(open) => !open && setEditing(null)}
          />
        )}
        {deleting && (
          <ConfirmDeleteDialog
            key={deleting.id}
            name={deleting.exercise_name}
            kind="exercise"
            pending={remove.isPending}
            onOpenChange={(open) => !open && setDeleting(null)}
            onConfirm={async () => {
              const result = await remove.mutateAsync({ id: deleting.id });
              notifySuccess(renderMessage(globalI18n, result.msg));
              await refresh();
              setDeleting(null);
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
