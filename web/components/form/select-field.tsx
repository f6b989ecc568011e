import { useId } from "react";
import { Controller, type FieldValues } from "react-hook-form";
import { Field, FieldLabel } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FieldNote, invalidAria } from "./field-note";
import type { Common } from "./form-fields";

/** A labelled select bound to react-hook-form; the empty string stands for "not set". */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  className,
  options,
  placeholder,
}: Common<T> & { options: Array<{ value: string; label: string }>; placeholder?: string }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field data-invalid={fieldState.invalid} className={className}>
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          <Select
            name={field.name}
            value={(field.value as string | null | undefined) ?? ""}
            onValueChange={(v) => field.onChange(v)}
          >
            <SelectTrigger id={id} {...invalidAria(id, fieldState)} onBlur={field.onBlur} ref={field.ref}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldNote id={id} description={description} fieldState={fieldState} />
        </Field>
      )}
    />
  );
}
