import { useId } from "react";
import { Controller, type FieldValues } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldLabel } from "@/components/ui/field";
import { FieldNote, invalidAria } from "./field-note";
import type { Common } from "./form-fields";

/**
 * A checkbox bound to a boolean field, its label to the right (a consent, an opt-in); the
 * description and the error line up under the label.
 */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  className,
}: Common<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field orientation="horizontal" data-invalid={fieldState.invalid} className={className}>
          <Checkbox
            id={id}
            name={field.name}
            checked={field.value === true}
            onCheckedChange={(v) => field.onChange(v === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={field.disabled}
            className="self-start mt-0.5"
            {...invalidAria(id, fieldState)}
          />
          <div className="space-y-1">
            <FieldLabel htmlFor={id}>{label}</FieldLabel>
            <FieldNote id={id} description={description} fieldState={fieldState} />
          </div>
        </Field>
      )}
    />
  );
}
