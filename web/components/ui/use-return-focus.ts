import { useState } from "react";

/**
 * Focus back to what opened a dialog or sheet. Radix gives it back to its own Trigger only; a
 * dialog opened by a screen's plain button (rendered while open, like a lazily loaded editor)
 * would leave the keyboard at the top of the page. DialogContent and SheetContent call this when
 * they mount: the element focused then is kept, and on close it is focused again while it is still
 * on the page, unless the screen's own `onCloseAutoFocus` already decided (preventDefault).
 */
export function useReturnFocus(own?: (event: Event) => void) {
  const [opener] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );
  return (event: Event) => {
    own?.(event);
    if (event.defaultPrevented || !opener?.isConnected || opener === document.body) return;
    event.preventDefault();
    opener.focus();
  };
}
