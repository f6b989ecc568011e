import { useId } from "react";
import { Controller, type FieldValues } from "react-hook-form";
import { FieldError } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";
import { errorId, invalidAria } from "./field-note";
import type { Common } from "./form-fields";

/**
 * A switch with its label and an optional line of explanation, bound to a boolean field: a
 * settings row (text left, switch right), so a problem shows under the explanation.
 */
export function SwitchField<T extends FieldValues>({
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
        <div className={className ?? "flex items-start justify-between gap-4"}>
          <div className="space-y-0.5">
            <label htmlFor={id} className="text-sm font-medium">
              {label}
            </label>
            {description && <p className="text-xs text-muted-foreground">{description}</p>}
            <FieldError id={errorId(id)} errors={[fieldState.error]} />
          </div>
          <Switch
            id={id}
            name={field.name}
            checked={field.value === true}
            onCheckedChange={(v) => field.onChange(v)}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={field.disabled}
            {...invalidAria(id, fieldState)}
          />
        </div>
      )}
    />
  );
}
