import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { PendingSpinner } from "./pending-spinner";

/**
 * The full-width submit button of the sign-in pages: disabled while the form submits, with a
 * spinner in place of its icon meanwhile.
 */
export function SubmitButton({
  pending,
  icon,
  className,
  children,
}: {
  pending: boolean;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className={cn("w-full", className)} disabled={pending}>
      {pending ? <PendingSpinner /> : icon}
      {children}
    </Button>
  );
}
