// Placeholder: replaced by the design-system toaster (sonner).
export function Toaster() {
  return null;
}
