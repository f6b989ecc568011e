import type { ReactNode } from "react";
import type { ControllerFieldState } from "react-hook-form";
import { FieldDescription, FieldError } from "@/components/ui/field";

/**
 * What every control of the kit carries about its field's state: invalid for assistive
 * technology, and the error line as its description while there is one.
 */
export function invalidAria(id: string, fieldState: ControllerFieldState) {
  return {
    "aria-invalid": fieldState.invalid || undefined,
    "aria-describedby": fieldState.error ? errorId(id) : undefined,
  };
}

export const errorId = (id: string) => `${id}-error`;

/** Below a control: its description, replaced by the error (with the id the control points at). */
export function FieldNote({
  id,
  description,
  fieldState,
}: {
  id: string;
  description: ReactNode;
  fieldState: ControllerFieldState;
}) {
  return (
    <>
      {description && !fieldState.error && <FieldDescription>{description}</FieldDescription>}
      <FieldError id={errorId(id)} errors={[fieldState.error]} />
    </>
  );
}
