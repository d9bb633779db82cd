import { Link, useNavigate } from "react-router";
import { pagePaths } from "@common/urls";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { quoteFromEnquiry, useQuoteMutation } from "../api/quotes";
import { quotePaths } from "../lib/quote-paths";

/** From a « Demande de devis »: the draft is made by the database from the enquiry, then edited here. */
export function QuoteFromEnquiry({ enquiryId }: { enquiryId: string }) {
  const navigate = useNavigate();
  const create = useQuoteMutation(quoteFromEnquiry);
  return (
    <Card className="grid gap-3 p-4">
      <p>
        Le brouillon reprend l'entreprise, le nom et l'e-mail de la demande, et une ligne par formation demandée pour le
        nombre de participants indiqué ; vous le complétez ensuite.
      </p>
      {create.isError && (
        <p role="alert" className="font-medium text-destructive">
          {create.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          disabled={create.isPending}
          onClick={() =>
            void create.mutateAsync(enquiryId).then((id) => navigate(quotePaths.edit(id), { replace: true }))
          }
        >
          {create.isPending ? "Création…" : "Créer le devis depuis la demande"}
        </Button>
        <Button asChild variant="outline">
          <Link to={pagePaths.enquiry(enquiryId)}>Ouvrir la demande</Link>
        </Button>
      </div>
    </Card>
  );
}
