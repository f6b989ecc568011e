import type { UseFormReturn } from "react-hook-form";
import { errorData } from "@/lib/errors";
import type { FormValues } from "./values";

const ITEM_FIELDS = ["name", "info", "result"] as const;

/**
 * The server names an item's field by its place in the request (`workout.workout_items.2.name`),
 * which is the form's row (the payload keeps the form's order): the message goes under that row's
 * field. Returns true when one landed.
 */
export function applyItemIssues(
  form: UseFormReturn<FormValues>,
  error: unknown,
  count: number,
  focus: boolean,
) {
  let landed = false;
  for (const issue of errorData(error)?.issues ?? []) {
    const match = /^workout\.workout_items\.(\d+)\.(\w+)$/.exec(issue.path);
    const index = Number(match?.[1]);
    const field = ITEM_FIELDS.find((f) => f === match?.[2]);
    if (!field || !(index < count)) continue;
    form.setError(
      `items.${index}.${field}`,
      { type: "server", message: issue.message },
      { shouldFocus: focus && !landed },
    );
    landed = true;
  }
  return landed;
}
