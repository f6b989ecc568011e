import { type ComponentProps, type ReactNode, useId } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { PasswordInput } from "@/components/auth/password-input";
import { Field, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { FieldNote, invalidAria } from "./field-note";

export type Common<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
};

/** A labelled input bound to react-hook-form (shadcn Field + Controller, aria-invalid on error). */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  className,
  password,
  labelAside,
  ...input
}: Common<T> &
  Omit<ComponentProps<typeof Input>, "name" | "value" | "onChange" | "onBlur" | "defaultValue"> & {
    password?: boolean;
    labelAside?: ReactNode;
  }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const props = {
          ...input,
          id,
          name: field.name,
          ref: field.ref,
          onBlur: field.onBlur,
          onChange: field.onChange,
          value: (field.value as string | number | null | undefined) ?? "",
          disabled: field.disabled || input.disabled,
          ...invalidAria(id, fieldState),
        };
        return (
          <Field data-invalid={fieldState.invalid} className={className}>
            <div className="flex items-center justify-between gap-2">
              <FieldLabel htmlFor={id}>{label}</FieldLabel>
              {labelAside}
            </div>
            {password ? <PasswordInput {...props} /> : <Input {...props} />}
            <FieldNote id={id} description={description} fieldState={fieldState} />
          </Field>
        );
      }}
    />
  );
}
