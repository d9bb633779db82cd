import { createElement } from "react";
import { toast as sonnerToast } from "sonner";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
}

/**
 * Shows a toast. Destructive toasts are red with an error icon, and their title is a role="alert"
 * element so screen readers announce them at once (ordinary toasts are announced politely).
 */
export function toast({ title, description, variant = "default", duration }: ToastOptions) {
  if (variant === "destructive") {
    return sonnerToast.error(createElement("span", { role: "alert" }, title), { description, duration });
  }
  return sonnerToast(title, { description, duration });
}

export function dismissToast(id?: string | number) {
  sonnerToast.dismiss(id);
}
