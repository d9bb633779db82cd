import { CheckCircle2, Download, ShieldAlert, XCircle } from "lucide-react";
import * as React from "react";
import { useParams } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDate } from "@common/format";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { site } from "~/config/site";
import { QUOTE_STATUS_LABELS, quoteKeys } from "~/domain/quote";
import { saveFile } from "~/lib/save-file";
import type { LinkedQuote } from "@common/functions/answers";
import { answerLinkedQuote, linkedQuotePdf, loadLinkedQuote } from "../api/quote-link";
import { QuoteLinesTable } from "../components/quote-lines-table";

export function meta() {
  return [
    { title: `Votre devis | ${site.name}` },
    { name: "description", content: "Le devis du cabinet, à lire, télécharger et accepter en ligne." },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

function Answered({ quote }: { quote: LinkedQuote }) {
  const accepted = quote.status === "accepted";
  return (
    <Card role="status" className="grid justify-items-center gap-2 p-6 text-center">
      {accepted ? (
        <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
      ) : (
        <XCircle className="size-10 text-muted-foreground" aria-hidden="true" />
      )}
      <h2 className="text-xl font-bold">{accepted ? "Devis accepté" : "Devis refusé"}</h2>
      <p className="text-muted-foreground">
        {accepted ? "Accepté" : "Refusé"} par {quote.response_name}
        {quote.response_role ? ` (${quote.response_role})` : ""}
        {quote.responded_at ? ` le ${formatDate(quote.responded_at, { timeZone: "UTC" })}` : ""}.{" "}
        {accepted ? "Nous revenons vers vous avec la convention de formation." : "Merci de nous avoir répondu."}
      </p>
    </Card>
  );
}

function AnswerForm({ token, quote }: { token: string; quote: LinkedQuote }) {
  const queryClient = useQueryClient();
  const [name, setName] = React.useState(quote.client_contact_name);
  const [role, setRole] = React.useState("");
  const [confirmed, setConfirmed] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState<"accept" | "decline" | null>(null);

  const answer = async (decision: "accept" | "decline") => {
    setError(null);
    if (!name.trim() || !role.trim()) return setError("Indiquez votre nom et votre fonction.");
    if (!confirmed) return setError("Cochez la case de confirmation pour répondre au devis.");
    setSending(decision);
    try {
      await answerLinkedQuote(token, { decision, name: name.trim(), role: role.trim(), confirmed });
      await queryClient.invalidateQueries({ queryKey: quoteKeys.byToken(token) });
    } catch (failure) {
      setError((failure as Error).message);
      await queryClient.invalidateQueries({ queryKey: quoteKeys.byToken(token) });
    } finally {
      setSending(null);
    }
  };

  return (
    <form
      method="post"
      className="grid gap-4"
      aria-labelledby="answer-title"
      onSubmit={(event) => {
        event.preventDefault();
        void answer("accept");
      }}
    >
      <h2 id="answer-title" className="text-lg font-semibold">
        Votre réponse
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Votre nom" required>
          <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={120} autoComplete="name" />
        </FormField>
        <FormField label="Votre fonction" required hint="Par exemple : responsable formation, DRH.">
          <Input
            value={role}
            onChange={(event) => setRole(event.target.value)}
            maxLength={120}
            autoComplete="organization-title"
          />
        </FormField>
      </div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-primary"
        />
        <span>
          Je confirme être habilité(e) à répondre pour {quote.client_company}. En acceptant, j'accepte le devis{" "}
          {quote.number} et ses conditions.
        </span>
      </label>
      {error && (
        <p role="alert" className="font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={sending !== null}>
          {sending === "accept" ? "Envoi…" : "Accepter le devis"}
        </Button>
        <Button type="button" variant="outline" disabled={sending !== null} onClick={() => void answer("decline")}>
          {sending === "decline" ? "Envoi…" : "Refuser le devis"}
        </Button>
      </div>
    </form>
  );
}

function QuoteView({ token, quote }: { token: string; quote: LinkedQuote }) {
  const [downloading, setDownloading] = React.useState(false);
  const [downloadError, setDownloadError] = React.useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveFile(await linkedQuotePdf(token), `devis-${quote.number}.pdf`);
    } catch (failure) {
      setDownloadError((failure as Error).message);
    } finally {
      setDownloading(false);
    }
  };
  const open = quote.status === "sent" || quote.status === "viewed";
  return (
    <article className="mx-auto my-6 grid max-w-3xl gap-6 px-4">
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">{site.name}</p>
        <h1 className="text-2xl font-bold text-primary">
          Devis {quote.number}
          {quote.version > 1 ? ` (version ${quote.version})` : ""}
        </h1>
        <p className="text-muted-foreground">
          Pour {quote.client_company}, à l'attention de {quote.client_contact_name}. Valable jusqu'au{" "}
          {formatDate(quote.valid_until)}. État : <strong>{QUOTE_STATUS_LABELS[quote.status]}</strong>.
        </p>
      </header>
      <Card className="grid gap-2 p-4">
        <h2 className="font-semibold">Client</h2>
        <p>
          {quote.client_company}
          {quote.client_registration ? ` — ${quote.client_registration}` : ""}
        </p>
        {quote.client_address && <p className="whitespace-pre-line">{quote.client_address}</p>}
      </Card>
      <QuoteLinesTable lines={quote.lines} total={quote.total} currency={quote.currency} />
      {quote.conditions && (
        <section className="grid gap-1">
          <h2 className="font-semibold">Conditions</h2>
          <p className="whitespace-pre-line text-sm">{quote.conditions}</p>
        </section>
      )}
      <div className="grid gap-1">
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-fit"
          disabled={downloading}
          onClick={() => void download()}
        >
          <Download className="size-4" aria-hidden="true" />
          {downloading ? "Préparation du PDF…" : "Télécharger le PDF"}
        </Button>
        {downloadError && (
          <p role="alert" className="text-destructive">
            {downloadError}
          </p>
        )}
      </div>
      {open ? (
        <Card className="p-4">
          <AnswerForm token={token} quote={quote} />
        </Card>
      ) : quote.status === "accepted" || quote.status === "declined" ? (
        <Answered quote={quote} />
      ) : (
        <Card role="status" className="p-4">
          {quote.status === "expired"
            ? `Ce devis a expiré le ${formatDate(quote.valid_until)} : il ne peut plus être accepté. Écrivez-nous pour en recevoir une nouvelle version.`
            : "Ce devis a été remplacé par une nouvelle version : utilisez le lien du dernier e-mail reçu."}
        </Card>
      )}
    </article>
  );
}

/** /devis/:token — the quote reached by the e-mailed link, without a password: read, download, accept or decline. */
export default function QuoteResponseRoute() {
  const { token = "" } = useParams();
  const quote = useQuery({ queryKey: quoteKeys.byToken(token), queryFn: () => loadLinkedQuote(token), retry: false });
  if (quote.isPending)
    return (
      <p role="status" className="p-10 text-center text-muted-foreground">
        Chargement du devis…
      </p>
    );
  if (quote.isError)
    return (
      <Card role="alert" className="mx-auto my-10 flex max-w-md flex-row items-start gap-3 p-6">
        <ShieldAlert className="size-10 shrink-0 text-destructive" aria-hidden="true" />
        <p>{quote.error.message}</p>
      </Card>
    );
  return <QuoteView token={token} quote={quote.data} />;
}
