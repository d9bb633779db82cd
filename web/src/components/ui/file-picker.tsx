import { FileUpIcon } from "lucide-react";
import { buttonVariants } from "./button";
import { cn } from "~/lib/utils";

const sizeFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** « photo.jpg (1,2 Mo) ». */
export function describeFile(file: File): string {
  const megabytes = file.size / (1024 * 1024);
  const size =
    megabytes >= 0.1 ? `${sizeFormat.format(megabytes)}\u00a0Mo` : `${sizeFormat.format(file.size / 1024)}\u00a0Ko`;
  return `${file.name} (${size})`;
}

interface FilePickerProps extends Omit<React.ComponentProps<"input">, "type" | "value" | "onChange"> {
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The button's words: « Choisir une image », « Choisir un fichier ». */
  buttonLabel?: string;
}

/**
 * A file field in French whatever the browser's language, styled as the site's buttons (review 2026-12-06 finding
 * 17): the native input stays in the page, labelled by its FormField and reached with Tab (Space or Enter opens the
 * browser's file chooser); the wrapper shows its focus, and the file chosen, or « Aucun fichier choisi », is said.
 */
export function FilePicker({
  id,
  file,
  onFileChange,
  buttonLabel = "Choisir un fichier",
  className,
  ...inputProps
}: FilePickerProps) {
  return (
    <div
      className={cn(
        "flex min-h-10 flex-wrap items-center gap-3 rounded-md border border-input bg-background p-1.5 focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background has-[input[aria-invalid=true]]:border-destructive",
        className,
      )}
    >
      <input
        id={id}
        type="file"
        className="sr-only"
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        {...inputProps}
      />
      {/* Clicking the words opens the chooser through the input; it is hidden from assistive technology, which
          reaches the input itself by its FormField label. */}
      <label
        htmlFor={id}
        aria-hidden="true"
        className={cn(buttonVariants({ variant: "secondary", size: "sm" }), "cursor-pointer")}
      >
        <FileUpIcon aria-hidden="true" />
        {buttonLabel}
      </label>
      <span className="min-w-0 truncate text-sm text-muted-foreground" aria-live="polite">
        {file ? describeFile(file) : "Aucun fichier choisi"}
      </span>
    </div>
  );
}
