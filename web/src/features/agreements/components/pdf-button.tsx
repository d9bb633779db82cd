import { Download } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";

/** Downloads a PDF made by a function, with its own progress and error. */
export function PdfButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  return (
    <div className="grid gap-1">
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-fit"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          download()
            .catch((failure: Error) => setError(failure.message))
            .finally(() => setBusy(false));
        }}
      >
        <Download className="size-4" aria-hidden="true" />
        {busy ? "Préparation du PDF…" : label}
      </Button>
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
