import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { celebrateSavedRecords } from "@/components/records/new-record-toast";
import { errorData } from "@/lib/errors";
import { applyServerIssues } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { queryClient, trpc } from "@/lib/trpc";
import type { Ymd } from "../dates";
import { applyItemIssues } from "./item-issues";
import type { LoadedWorkout, SavedWorkout } from "./types";
import { type FormValues, itemsForOverwrite, type Owner, ownerFields, toPayload, toValues } from "./values";

/**
 * Saving the editor's form: a new workout or template is created, a loaded one updated, and any
 * record its results beat is celebrated as in the client app. Optimistic
 * concurrency: the version this form was loaded from goes with the save; a workout changed
 * meanwhile answers 409 and the form shows what changed (`conflict`) instead of overwriting it,
 * until the coach takes that version (`reloadCurrent`) or saves over it (`overwrite`).
 */
export function useWorkoutSave({
  form,
  workout,
  due,
  position,
  owner,
  onDirty,
  onSaved,
}: {
  form: UseFormReturn<FormValues>;
  workout: LoadedWorkout | null;
  due: Ymd;
  position: number | null;
  owner: Owner;
  onDirty: (dirty: boolean) => void;
  onSaved: (workout: SavedWorkout) => void;
}) {
  const { t } = useLingui();
  const template = owner.kind === "program";
  const create = useMutation(trpc.workouts.create.mutationOptions());
  // Silent: a conflict is shown in the form (ConflictNotice), other failures are notified below.
  const update = useMutation({ ...trpc.workouts.update.mutationOptions(), meta: { silent: true } });
  const base = useRef(workout);
  const [newer, setNewer] = useState<LoadedWorkout | null>(null);
  const [resolving, setResolving] = useState(false);

  const save = async (values: FormValues, expectedUpdatedAt: string | null) => {
    const payload = { ...toPayload(values, template), ...ownerFields(owner, values) };
    const result = workout
      ? await update.mutateAsync({
          id: workout.id,
          workout: { ...payload, ...(expectedUpdatedAt ? { expected_updated_at: expectedUpdatedAt } : {}) },
        })
      : await create.mutateAsync({
          workout:
            owner.kind === "program"
              ? { program_id: owner.programId, ...payload }
              : { client_id: owner.clientId, ...payload },
        });
    form.reset(values);
    onDirty(false);
    setNewer(null);
    notifySuccess(t`训练已保存`);
    // Results the save changed that beat the client's records (issue 27): the lift's moment.
    celebrateSavedRecords(result.new_records ?? []);
    onSaved(result.workout);
  };

  const saveOrReport = async (values: FormValues, expectedUpdatedAt: string | null) => {
    try {
      await save(values, expectedUpdatedAt);
    } catch (error) {
      if (workout && errorData(error)?.appCode === "CONFLICT") {
        const fresh = await queryClient
          .fetchQuery({ ...trpc.workouts.get.queryOptions({ id: workout.id }), staleTime: 0 })
          .catch(() => null);
        if (!fresh) return; // the failed read was notified; the form keeps the values
        void queryClient.invalidateQueries({ queryKey: trpc.workouts.list.pathKey() });
        setNewer(fresh.workout);
        return;
      }
      if (workout) notifyError(error);
      const top = applyServerIssues(form, error, { prefix: "workout." });
      applyItemIssues(form, error, values.items.length, !top);
    }
  };

  const submit = form.handleSubmit((values) => saveOrReport(values, base.current?.updated_at ?? null));

  /** Takes the stored version: the form shows it and the next save is checked against it. */
  const reloadCurrent = () => {
    if (!newer) return;
    base.current = newer;
    form.reset(toValues(newer, due, position));
    setNewer(null);
  };

  /** Keeps this form's values, checked against the version just shown (not blindly). */
  const overwrite = form.handleSubmit(async (values) => {
    if (!newer) return;
    setResolving(true);
    try {
      base.current = newer;
      await saveOrReport({ ...values, items: itemsForOverwrite(values.items, newer) }, newer.updated_at);
    } finally {
      setResolving(false);
    }
  });

  return {
    submit,
    pending: create.isPending || update.isPending,
    /** The version this form started from and the newer one a save ran into, until resolved. */
    conflict: newer && base.current ? { before: base.current, current: newer } : null,
    resolving,
    reloadCurrent,
    overwrite,
  };
}
