import { Trans } from "@lingui/react/macro";
import { Upload } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";

const ImportDialog = lazy(() => import("./import-dialog"));

/**
 * "从 TrueCoach 导入" in the client calendar's toolbar: opens the import dialog, loaded on demand
 * (the calendar's chunk does not carry it). `onImported` gets the first imported date.
 */
export function ImportButton({
  clientId,
  clientName,
  onImported,
}: {
  clientId: number;
  clientName: string;
  onImported: (firstDate: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="import-truecoach">
        <Upload />
        <Trans>从 TrueCoach 导入</Trans>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog
            clientId={clientId}
            clientName={clientName}
            open={open}
            onOpenChange={setOpen}
            onImported={onImported}
          />
        </Suspense>
      )}
    </>
  );
}
