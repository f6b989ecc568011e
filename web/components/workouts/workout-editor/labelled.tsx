import { type ReactNode, useId } from "react";

/** A label over its field (given the id to use) and the field's error under it. */
export function Labelled({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      {children(id)}
      {error && <p className="text-destructive text-sm">{error}</p>}
    </div>
  );
}
