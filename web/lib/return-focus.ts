import { useState } from "react";

/**
 * Focus back to what opened a dialog. Radix gives it back to its own Dialog.Trigger only; a dialog
 * opened by a screen's plain button (rendered while open, like a lazily loaded editor) would leave
 * the keyboard at the top of the page. The element focused when the dialog mounted is kept, and
 * the content's `onCloseAutoFocus` focuses it again while it is still on the page.
 */
export function useReturnFocus() {
  const [opener] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );
  return (event: Event) => {
    if (!opener?.isConnected || opener === document.body) return;
    event.preventDefault();
    opener.focus();
  };
}
