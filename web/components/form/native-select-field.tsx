import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Controller, type FieldValues } from "react-hook-form";
import { Field, FieldLabel } from "@/components/ui/field";
import { FieldNote, invalidAria } from "./field-note";
import type { Common } from "./form-fields";

/**
 * A labelled native <select>: on a phone it opens the system picker (large, one thumb), and it
 * keeps Radix Select's positioning code out of the chunk (the client app's profile).
 */
export function NativeSelectField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  className,
  options,
}: Common<T> & { options: Array<{ value: string; label: string }> }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field data-invalid={fieldState.invalid} className={className}>
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          <div className="relative">
            <select
              id={id}
              name={field.name}
              ref={field.ref}
              value={(field.value as string | undefined) ?? ""}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              {...invalidAria(id, fieldState)}
              className="h-11 w-full appearance-none rounded-md border border-input bg-transparent px-3 pr-9 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30"
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
          </div>
          <FieldNote id={id} description={description} fieldState={fieldState} />
        </Field>
      )}
    />
  );
}
