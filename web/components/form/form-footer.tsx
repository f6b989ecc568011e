import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { SheetFooter } from "@/components/ui/sheet";
import { PendingSpinner } from "./pending-spinner";

/**
 * The end of a dialog or sheet: 取消 (or `cancelLabel`) and the action. The action submits its
 * form (the one around it, or `form` by id) unless `onSubmit` is given; while `pending` it is
 * disabled and shows a spinner in place of its icon, so a second click cannot send twice.
 */
export function FormFooter({
  onCancel,
  cancelLabel,
  submitLabel,
  submitIcon,
  submitTestId,
  variant = "default",
  pending = false,
  disabled = false,
  onSubmit,
  form,
  sheet = false,
  className,
}: {
  onCancel: () => void;
  cancelLabel?: ReactNode;
  submitLabel: ReactNode;
  submitIcon?: ReactNode;
  submitTestId?: string;
  variant?: "default" | "destructive";
  /** The action's request is on its way. */
  pending?: boolean;
  /** The action cannot run yet (nothing chosen, a typed confirmation not matching). */
  disabled?: boolean;
  onSubmit?: () => void;
  form?: string;
  /** In a sheet: the sheet's footer (padding, pinned to the bottom) instead of a dialog's. */
  sheet?: boolean;
  className?: string;
}) {
  const Footer = sheet ? SheetFooter : DialogFooter;
  return (
    <Footer className={className}>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel ?? <Trans>取消</Trans>}
      </Button>
      <Button
        type={onSubmit ? "button" : "submit"}
        form={form}
        variant={variant}
        disabled={disabled || pending}
        onClick={onSubmit}
        data-testid={submitTestId}
      >
        {pending ? <PendingSpinner /> : submitIcon}
        {submitLabel}
      </Button>
    </Footer>
  );
}
