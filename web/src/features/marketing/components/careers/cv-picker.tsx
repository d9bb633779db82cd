import { FileTextIcon } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

const sizeFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

export function describeFile(file: File): string {
  const megabytes = file.size / (1024 * 1024);
  const size = megabytes >= 0.1 ? `${sizeFormat.format(megabytes)} Mo` : `${sizeFormat.format(file.size / 1024)} Ko`;
  return `${file.name} (${size})`;
}

interface CvPickerProps extends Omit<React.ComponentProps<"input">, "type" | "value" | "onChange"> {
  file: File | null;
  onFileChange: (file: File | null) => void;
}

/**
 * A file field whose visible part is French whatever the browser's language ("Choisir un fichier",
 * "Aucun fichier choisi"). The native input stays in the page, focusable and labelled; the wrapper shows its focus.
 */
export function CvPicker({ id, file, onFileChange, className, ...inputProps }: CvPickerProps) {
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
      <label htmlFor={id} className={cn(buttonVariants({ variant: "secondary", size: "sm" }), "cursor-pointer")}>
        <FileTextIcon aria-hidden="true" />
        Choisir un fichier
      </label>
      <span className="min-w-0 truncate text-sm text-muted-foreground" aria-live="polite">
        {file ? describeFile(file) : "Aucun fichier choisi"}
      </span>
    </div>
  );
}
