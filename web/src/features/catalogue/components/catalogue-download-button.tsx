import { DownloadIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";

/** The PDF catalogue is not published yet: the button says so (spec §2), it downloads nothing. */
export function CatalogueDownloadButton() {
  return (
    <Button
      variant="accent"
      size="lg"
      onClick={() =>
        toast({
          title: "Téléchargement du catalogue",
          description: "Le catalogue de formations sera bientôt disponible",
        })
      }
    >
      <DownloadIcon aria-hidden="true" />
      Catalogue PDF
    </Button>
  );
}
