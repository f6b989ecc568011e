import type * as React from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

/**
 * shadcn's Field family (v4): a labelled control with description and error, wired for
 * react-hook-form's Controller (`data-invalid` on the field, `aria-invalid` on the control).
 */
function FieldGroup({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="field-group" className={cn("flex w-full flex-col gap-5", className)} {...props} />;
}

function Field({
  className,
  orientation = "vertical",
  ...props
}: React.ComponentProps<"div"> & { orientation?: "vertical" | "horizontal" }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a field wrapper, not a fieldset
    <div
      role="group"
      data-slot="field"
      data-orientation={orientation}
      className={cn(
        "group/field flex w-full gap-2 data-[invalid=true]:text-destructive",
        orientation === "vertical" ? "flex-col" : "flex-row items-center",
        className,
      )}
      {...props}
    />
  );
}

function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  return (
    <Label
      data-slot="field-label"
      className={cn("text-foreground group-data-[invalid=true]/field:text-destructive", className)}
      {...props}
    />
  );
}

function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p data-slot="field-description" className={cn("text-xs text-muted-foreground", className)} {...props} />
  );
}

function FieldError({
  className,
  errors,
  children,
  ...props
}: React.ComponentProps<"div"> & { errors?: Array<{ message?: string } | undefined> }) {
  const messages = errors?.map((e) => e?.message).filter((m): m is string => Boolean(m)) ?? [];
  const content = children ?? (messages.length ? messages[0] : null);
  if (!content) return null;
  return (
    <div
      role="alert"
      data-slot="field-error"
      className={cn("text-xs font-normal text-destructive", className)}
      {...props}
    >
      {content}
    </div>
  );
}

export { Field, FieldDescription, FieldError, FieldGroup, FieldLabel };
