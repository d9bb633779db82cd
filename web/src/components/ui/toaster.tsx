import type * as React from "react";
import { Toaster as Sonner } from "sonner";

const toasterStyle = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--error-bg": "var(--destructive)",
  "--error-text": "var(--destructive-foreground)",
  "--error-border": "var(--destructive)",
} as React.CSSProperties;

export function Toaster() {
  return (
    <Sonner
      richColors
      closeButton
      position="bottom-right"
      containerAriaLabel="Notifications"
      style={toasterStyle}
      toastOptions={{
        closeButtonAriaLabel: "Fermer la notification",
        classNames: { toast: "font-sans", description: "!text-inherit opacity-95" },
      }}
    />
  );
}
