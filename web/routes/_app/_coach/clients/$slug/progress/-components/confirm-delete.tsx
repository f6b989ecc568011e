import { Trans, useLingui } from "@lingui/react/macro";
import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { FormFooter } from "@/components/form/form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/**
 * The 进展 page's "are you sure" before a deletion that cannot be undone (a bodyweight entry, a
 * photo session): its title and text, 删除 in red, and the caller's mutation on confirm.
 */
export function ConfirmDelete({
  title,
  description,
  pending,
  onConfirm,
  onOpenChange,
  testId,
}: {
  title: ReactNode;
  description: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  /** The dialog's test id; its confirm button's is `<testId>` with `-dialog` turned into `-confirm`. */
  testId: `${string}-dialog`;
}) {
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>删除</Trans>}
          submitIcon={<Trash2 />}
          variant="destructive"
          pending={pending}
          submitTestId={testId.replace(/-dialog$/, "-confirm")}
          onSubmit={onConfirm}
        />
      </DialogContent>
    </Dialog>
  );
}
