import { Link, useParams, useSearchParams } from "react-router";
import { pagePaths } from "@common/urls";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { BackLink } from "~/components/back-office/back-link";
import { LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useQuote } from "../api/quotes";
import { QuoteDraftBuilder } from "../components/quote-draft-builder";
import { QuoteFromEnquiry } from "../components/quote-from-enquiry";
import { SentQuote } from "../components/sent-quote";
import { quotePaths } from "../lib/quote-paths";

export function meta() {
  return adminMeta("Devis", "Construire, envoyer et suivre un devis.");
}

/** /gestion-devis/nouveau and /gestion-devis/:id — a quote's builder while a draft, its record once sent. */
export default function QuoteEditRoute() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const enquiryId = search.get("demande");
  const quoteId = Number(id ?? 0);
  const quote = useQuote(quoteId);
  const title = !id
    ? "Nouveau devis"
    : quote.data?.number
      ? `Devis ${quote.data.number}`
      : `Brouillon de devis n° ${quoteId}`;
  return (
    <AdminPage
      title={title}
      description="Les lignes (places en session ou session intra-entreprise), les remises, la validité et les conditions ; le devis est numéroté à l'envoi."
      actions={
        quote.data?.enquiry_id ? (
          <Button asChild variant="outline">
            <Link to={pagePaths.enquiry(quote.data.enquiry_id)}>Ouvrir la demande d'origine</Link>
          </Button>
        ) : undefined
      }
    >
      <BackLink to={quotePaths.list()}>Tous les devis</BackLink>
      {!id && enquiryId ? (
        <QuoteFromEnquiry enquiryId={enquiryId} />
      ) : !id ? (
        <QuoteDraftBuilder quote={null} />
      ) : quote.isPending ? (
        <TableSkeleton label="Chargement du devis" />
      ) : quote.isError ? (
        <LoadError message={quote.error.message} onRetry={() => void quote.refetch()} />
      ) : !quote.data ? (
        <Card role="alert" className="p-6">
          Ce devis n'existe pas.
        </Card>
      ) : quote.data.status === "draft" ? (
        <QuoteDraftBuilder key={quote.data.id} quote={quote.data} />
      ) : (
        <SentQuote quote={quote.data} />
      )}
    </AdminPage>
  );
}
