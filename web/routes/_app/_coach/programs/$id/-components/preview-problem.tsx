import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** A dry run that failed, shown in place of its preview (assign and sync dialogs). */
export function PreviewProblem({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
      data-testid={testId}
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="min-w-0 flex-1 space-y-2">{children}</div>
    </div>
  );
}
