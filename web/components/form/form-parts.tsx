import { type ReactNode, useId } from "react";
import { Controller, type FieldValues } from "react-hook-form";
import type { Common } from "@/components/form/form-fields";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";

/** A labelled textarea bound to react-hook-form. */
export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  className,
  placeholder,
  maxLength,
}: Common<T> & { placeholder?: string; maxLength?: number }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field data-invalid={fieldState.invalid} className={className}>
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          <Textarea
            id={id}
            name={field.name}
            ref={field.ref}
            value={(field.value as string | null | undefined) ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={placeholder}
            maxLength={maxLength}
            rows={3}
            aria-invalid={fieldState.invalid || undefined}
          />
          {description && !fieldState.error && <FieldDescription>{description}</FieldDescription>}
          <FieldError errors={[fieldState.error]} />
        </Field>
      )}
    />
  );
}

/** A switch with its label and an optional line of explanation, bound to a boolean field. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  className,
}: Common<T> & { description?: ReactNode }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={className ?? "flex items-start justify-between gap-4"}>
          <div className="space-y-0.5">
            <label htmlFor={id} className="text-sm font-medium">
              {label}
            </label>
            {description && <p className="text-xs text-muted-foreground">{description}</p>}
          </div>
          <Switch
            id={id}
            name={field.name}
            checked={field.value === true}
            onCheckedChange={(v) => field.onChange(v)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        </div>
      )}
    />
  );
}
