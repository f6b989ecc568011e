import type { ReactNode } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { FormValues } from "./values";

/** The form's yes/no values: the workout's and each item's. */
type BoolPath = "rest_day" | "completed" | `items.${number}.${"is_circuit" | "request_video" | "done"}`;

export function CheckboxField({
  form,
  name,
  label,
  testId,
}: {
  form: UseFormReturn<FormValues>;
  name: BoolPath;
  label: ReactNode;
  testId?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            data-testid={testId}
          />
          {label}
        </label>
      )}
    />
  );
}
