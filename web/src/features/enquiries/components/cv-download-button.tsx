import { FileDown } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { cvDownloadUrl } from "../api/inbox";

/** Asks the backend for a 5-minute signed link to the private CV, then lets the browser download it. */
export function CvDownloadButton({ path, fileName }: { path: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      window.location.assign(await cvDownloadUrl(path, fileName));
    } catch {
      toast({ title: "Erreur", description: "Le CV n'a pas pu être téléchargé. Réessayez.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="secondary" disabled={busy} onClick={() => void download()}>
      <FileDown aria-hidden="true" />
      Télécharger le CV
    </Button>
  );
}
