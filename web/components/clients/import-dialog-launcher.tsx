import { lazy, Suspense } from "react";

const ImportDialog = lazy(() => import("./import-dialog"));

/**
 * The TrueCoach import dialog of the client calendar ("更多" → "从 TrueCoach 导入"), loaded on
 * demand: the calendar's chunk does not carry it. `onImported` gets the first imported date.
 */
export function ImportDialogLauncher({
  open,
  onOpenChange,
  clientId,
  clientName,
  onImported,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientId: number;
  clientName: string;
  onImported: (firstDate: string | null) => void;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ImportDialog
        clientId={clientId}
        clientName={clientName}
        open={open}
        onOpenChange={onOpenChange}
        onImported={onImported}
      />
    </Suspense>
  );
}
