import { DownloadIcon } from "lucide-react";
import { Button } from "~/components/ui/button";

/** Where the server serves the PDF catalogue, generated from the database (decision 0871). */
export const CATALOGUE_PDF_PATH = "/catalogue.pdf";

/** Downloads the PDF catalogue: formations by theme with their next sessions and prices. */
export function CatalogueDownloadButton() {
  return (
    <Button variant="accent" size="lg" asChild>
      <a href={CATALOGUE_PDF_PATH} download="catalogue-formations-pont-atlantique.pdf" type="application/pdf">
        <DownloadIcon aria-hidden="true" />
        Catalogue PDF
      </a>
    </Button>
  );
}
