import { type ComponentProps, useId } from "react";
import { Controller, type FieldValues } from "react-hook-form";
import { Field, FieldLabel } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { FieldNote, invalidAria } from "./field-note";
import type { Common } from "./form-fields";

/**
 * A labelled textarea bound to react-hook-form. `className` places the field (like TextField's);
 * `textareaClassName` sizes the box itself (a height cap for long texts).
 */
export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  className,
  textareaClassName,
  rows = 3,
  ...textarea
}: Common<T> &
  Omit<
    ComponentProps<typeof Textarea>,
    "name" | "value" | "onChange" | "onBlur" | "defaultValue" | "className"
  > & {
    textareaClassName?: string;
  }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field data-invalid={fieldState.invalid} className={className}>
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          <Textarea
            {...textarea}
            id={id}
            name={field.name}
            ref={field.ref}
            value={(field.value as string | null | undefined) ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={field.disabled || textarea.disabled}
            rows={rows}
            className={textareaClassName}
            {...invalidAria(id, fieldState)}
          />
          <FieldNote id={id} description={description} fieldState={fieldState} />
        </Field>
      )}
    />
  );
}
