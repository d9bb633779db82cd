import { Download } from "lucide-react";
import * as React from "react";
import { useNavigate } from "react-router";
import { formatDate } from "@common/format";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import { CreateAgreementPanel } from "~/features/agreements";
import { QUOTE_STATUS_LABELS, quoteStatusBadge, shownQuoteStatus } from "~/domain/quote";
import { downloadQuotePdf, newQuoteVersion, useQuoteMutation, type QuoteWithLines } from "../api/quotes";
import { linesOf } from "../lib/quote-draft";
import { quotePaths } from "../lib/quote-paths";
import { QuoteLinesTable } from "./quote-lines-table";

/** A sent quote: what the client received, its state and answer; the PDF and a new version. */
export function SentQuote({ quote }: { quote: QuoteWithLines }) {
  const navigate = useNavigate();
  const version = useQuoteMutation(newQuoteVersion);
  const [downloading, setDownloading] = React.useState(false);
  const status = shownQuoteStatus(quote.status, quote.valid_until);
  const canVersion = ["sent", "viewed", "declined", "expired"].includes(status);
  return (
    <div className="grid gap-6">
      <Card className="grid gap-2 p-4">
        <p>
          État : <Badge variant={quoteStatusBadge(status)}>{QUOTE_STATUS_LABELS[status]}</Badge>
        </p>
        <p>
          {quote.client_company}
          {quote.client_registration ? ` — ${quote.client_registration}` : ""} · {quote.client_contact_name} ·{" "}
          {quote.client_email}
        </p>
        {quote.sent_at && <p className="text-sm text-muted-foreground">Envoyé le {formatDate(quote.sent_at)}.</p>}
        {quote.viewed_at && <p className="text-sm text-muted-foreground">Consulté le {formatDate(quote.viewed_at)}.</p>}
        <p className="text-sm text-muted-foreground">Valable jusqu'au {formatDate(quote.valid_until)}.</p>
        {quote.responded_at && (
          <p data-testid="quote-answer">
            {quote.status === "accepted" ? "Accepté" : "Refusé"} le {formatDate(quote.responded_at)} par{" "}
            {quote.response_name} ({quote.response_role})
            {quote.response_address ? `, depuis ${quote.response_address}` : ""}.
          </p>
        )}
      </Card>
      <QuoteLinesTable
        lines={linesOf(quote).map((line, index) => ({
          ...line,
          amount: Number(quote.quote_lines[index]?.amount ?? 0),
        }))}
        total={Number(quote.total)}
        currency={quote.currency}
      />
      {quote.conditions && <p className="text-sm whitespace-pre-line">{quote.conditions}</p>}
      {quote.status === "accepted" && (
        <CreateAgreementPanel
          quoteId={quote.id}
          currency={quote.currency}
          company={quote.client_company}
          email={quote.client_email}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={downloading}
          onClick={() => {
            setDownloading(true);
            downloadQuotePdf(quote.id, quote.number)
              .catch((failure: Error) => toast({ title: failure.message, variant: "destructive" }))
              .finally(() => setDownloading(false));
          }}
        >
          <Download aria-hidden="true" />
          {downloading ? "Préparation…" : "Télécharger le PDF"}
        </Button>
        {canVersion && (
          <Button
            type="button"
            disabled={version.isPending}
            onClick={() =>
              version
                .mutateAsync(quote.id)
                .then((id) => navigate(quotePaths.edit(id)))
                .catch((failure: Error) => toast({ title: failure.message, variant: "destructive" }))
            }
          >
            Nouvelle version
          </Button>
        )}
      </div>
    </div>
  );
}
