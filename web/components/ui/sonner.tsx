import { useEffect } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { toasterMounted } from "@/lib/notify";

/**
 * Notifications (SPEC section 8): top-right; failures red (richColors). The theme follows the
 * content area: dark only in the dark theme.
 */
function Toaster({ theme = "light", ...props }: ToasterProps) {
  // Runs after sonner's own effect (children first), i.e. once it listens for toasts.
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner
      theme={theme}
      position="top-right"
      richColors
      closeButton
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
