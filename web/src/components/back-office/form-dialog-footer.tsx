import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";

interface FormDialogFooterProps {
  /** The submit button's label (« Enregistrer », « Enregistrement… » while saving). */
  children: React.ReactNode;
  onCancel: () => void;
  cancelLabel?: string;
  cancelDisabled?: boolean;
  submitDisabled?: boolean;
}

/** The footer of a form in a dialog: « Annuler » (outline), then the form's submit button. */
export function FormDialogFooter({
  children,
  onCancel,
  cancelLabel = "Annuler",
  cancelDisabled,
  submitDisabled,
}: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={submitDisabled}>
        {children}
      </Button>
    </DialogFooter>
  );
}
