import { Trash2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { FormFooter } from "@/components/form/form-footer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * The end of a dialog that deletes something for good: the person types its name (`expected`)
 * before the destructive button works (Enter in the field confirms too). Used where a slip cannot
 * be undone: a client with its history, an organization.
 */
export function TypedConfirmation({
  expected,
  label,
  confirmLabel,
  busy,
  ready = true,
  onConfirm,
  onCancel,
}: {
  expected: string;
  /** "Type the name … to confirm", naming what is typed. */
  label: ReactNode;
  confirmLabel: ReactNode;
  busy: boolean;
  /** False while something the dialog shows first (a preview) is still loading. */
  ready?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const matches = expected.trim() !== "" && typed.trim() === expected.trim();
  const confirm = () => {
    if (matches && ready && !busy) onConfirm();
  };
  return (
    <>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          data-testid="delete-confirm-input"
        />
      </form>
      <FormFooter
        onCancel={onCancel}
        submitLabel={confirmLabel}
        submitIcon={<Trash2 />}
        variant="destructive"
        disabled={!matches || !ready}
        pending={busy}
        onSubmit={confirm}
        submitTestId="delete-confirm"
      />
    </>
  );
}
