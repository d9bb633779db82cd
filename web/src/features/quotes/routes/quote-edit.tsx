import { Download, Plus, Send, Trash2 } from "lucide-react";
import * as React from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { formatDate, formatDateRange, formatMoney } from "@common/format";
import { pagePaths } from "@common/urls";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { BackLink } from "~/components/back-office/back-link";
import { LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { CreateAgreementPanel } from "~/features/agreements";
import { fetchSessionUnitPrice } from "~/features/pricing";
import {
  QUOTE_LINE_KIND_LABELS,
  QUOTE_STATUS_LABELS,
  quoteStatusBadge,
  shownQuoteStatus,
  type QuoteLineKind,
} from "~/domain/quote";
import {
  downloadQuotePdf,
  newQuoteVersion,
  quoteFromEnquiry,
  saveDraft,
  sendQuote,
  useQuote,
  useQuoteMutation,
  useSessionChoices,
  type DraftFields,
  type DraftLine,
  type QuoteWithLines,
  type SessionChoice,
} from "../api/quotes";
import { QuoteLinesTable } from "../components/quote-lines-table";
import { quotePaths } from "../lib/quote-paths";
import { sortByName } from "~/lib/sort-by-name";

export function meta() {
  return adminMeta("Devis", "Construire, envoyer et suivre un devis.");
}

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

const DEFAULT_CONDITIONS =
  "Prix par personne ou forfaitaires, taxes comprises le cas échéant. Paiement à 30 jours à réception de la facture. Toute annulation moins de 15 jours avant le début de la session est due en totalité. Le devis accepté vaut commande ; une convention de formation précisera les sessions et les participants.";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const emptyFields = (): DraftFields => ({
  currency: "XOF",
  client_company: "",
  client_registration: "",
  client_address: "",
  client_contact_name: "",
  client_email: "",
  valid_until: inDays(30),
  conditions: DEFAULT_CONDITIONS,
});

const emptyLine = (): DraftLine => ({
  kind: "intra_per_learner",
  session_id: null,
  formation_id: null,
  description: "",
  quantity: 1,
  unit_price: 0,
  discount_percent: 0,
});

/** A line's amount as the database computes it: quantity × unit price less the discount, in the currency's unit. */
export function lineAmount(line: DraftLine, currency: "XOF" | "CAD"): number {
  const raw = (line.quantity * line.unit_price * (100 - line.discount_percent)) / 100;
  return currency === "XOF" ? Math.round(raw) : Math.round(raw * 100) / 100;
}

const sessionLabel = (session: SessionChoice) =>
  `${session.formations?.title ?? "Formation"} — ${formatDateRange(session.starts_on, session.ends_on)}, ${session.city}`;

function LineEditor({
  line,
  index,
  currency,
  sessions,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  index: number;
  currency: "XOF" | "CAD";
  sessions: SessionChoice[];
  onChange: (line: DraftLine) => void;
  onRemove: () => void;
}) {
  const number = (value: string) => (value === "" ? 0 : Number(value));
  // Seats in a session: the unit price defaults to the session's negotiated one for that many seats (early-bird,
  // group rate; decision 1002), as the database computes it; staff may still type another.
  const withSessionPrice = (next: DraftLine) => {
    onChange(next);
    const session = sessions.find((each) => each.id === next.session_id);
    if (next.kind !== "session_seats" || !session || session.formations?.price_currency !== currency) return;
    fetchSessionUnitPrice(session.id, next.quantity).then(
      (unit) => unit != null && onChange({ ...next, unit_price: Number(unit) }),
      () => undefined,
    );
  };
  return (
    <fieldset className="grid gap-3 rounded-md border p-3" data-testid="quote-line">
      <legend className="px-1 text-sm font-semibold">Ligne {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Type de ligne">
          <select
            className={selectClass}
            value={line.kind}
            onChange={(event) => {
              const kind = event.target.value as QuoteLineKind;
              onChange({
                ...line,
                kind,
                session_id: kind === "session_seats" ? line.session_id : null,
                quantity: kind === "intra_flat" ? 1 : line.quantity,
              });
            }}
          >
            {(Object.keys(QUOTE_LINE_KIND_LABELS) as QuoteLineKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {QUOTE_LINE_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </FormField>
        {line.kind === "session_seats" && (
          <FormField label="Session">
            <select
              className={selectClass}
              value={line.session_id ?? ""}
              onChange={(event) => {
                const session = sessions.find((each) => each.id === Number(event.target.value));
                withSessionPrice({
                  ...line,
                  session_id: session?.id ?? null,
                  description: session?.formations?.title ?? line.description,
                  unit_price:
                    session?.formations?.price != null && session.formations.price_currency === currency
                      ? Number(session.formations.price)
                      : line.unit_price,
                });
              }}
            >
              <option value="">Choisissez une session</option>
              {sortByName(
                sessions,
                (session) => session.formations?.title ?? "",
                (session) => session.starts_on,
              ).map((session) => (
                <option key={session.id} value={session.id}>
                  {sessionLabel(session)}
                </option>
              ))}
            </select>
          </FormField>
        )}
      </div>
      <FormField label="Désignation">
        <Input
          value={line.description}
          maxLength={300}
          onChange={(event) => onChange({ ...line, description: event.target.value })}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label={line.kind === "session_seats" ? "Nombre de places" : "Nombre d'apprenants"}>
          <Input
            type="number"
            min={1}
            max={1000}
            value={line.quantity}
            disabled={line.kind === "intra_flat"}
            onChange={(event) => withSessionPrice({ ...line, quantity: number(event.target.value) })}
          />
        </FormField>
        <FormField label={line.kind === "intra_flat" ? `Forfait (${currency})` : `Prix unitaire (${currency})`}>
          <Input
            type="number"
            min={0}
            step={currency === "XOF" ? 1 : 0.01}
            value={line.unit_price}
            onChange={(event) => onChange({ ...line, unit_price: number(event.target.value) })}
          />
        </FormField>
        <FormField label="Remise (%)">
          <Input
            type="number"
            min={0}
            max={100}
            step={0.5}
            value={line.discount_percent}
            onChange={(event) => onChange({ ...line, discount_percent: number(event.target.value) })}
          />
        </FormField>
      </div>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm">
          Montant : <strong>{formatMoney(lineAmount(line, currency), currency)}</strong>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Retirer la ligne {index + 1}
        </Button>
      </div>
    </fieldset>
  );
}

function fieldsOf(quote: QuoteWithLines): DraftFields {
  return {
    enquiry_id: quote.enquiry_id,
    currency: quote.currency,
    client_company: quote.client_company,
    client_registration: quote.client_registration,
    client_address: quote.client_address,
    client_contact_name: quote.client_contact_name,
    client_email: quote.client_email,
    valid_until: quote.valid_until,
    conditions: quote.conditions,
  };
}

function linesOf(quote: QuoteWithLines): DraftLine[] {
  return [...quote.quote_lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({
      kind: line.kind,
      session_id: line.session_id,
      formation_id: line.formation_id,
      description: line.description,
      quantity: line.quantity,
      unit_price: Number(line.unit_price),
      discount_percent: Number(line.discount_percent),
    }));
}

/** The builder of a draft: the client's company, the lines, the validity and the conditions; save, then send. */
function DraftBuilder({ quote }: { quote: QuoteWithLines | null }) {
  const navigate = useNavigate();
  const [fields, setFields] = React.useState<DraftFields>(() => (quote ? fieldsOf(quote) : emptyFields()));
  const [lines, setLines] = React.useState<DraftLine[]>(() => (quote ? linesOf(quote) : [emptyLine()]));
  const [error, setError] = React.useState<string | null>(null);
  const sessions = useSessionChoices();
  const save = useQuoteMutation(saveDraft);
  const send = useQuoteMutation(sendQuote);
  const set =
    (name: keyof DraftFields) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setFields((before) => ({ ...before, [name]: event.target.value }));
  const total = lines.reduce((sum, line) => sum + lineAmount(line, fields.currency), 0);

  const problem = (): string | null => {
    if (!fields.client_company.trim()) return "Indiquez la raison sociale du client.";
    if (!fields.client_contact_name.trim()) return "Indiquez le nom du contact.";
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(fields.client_email.trim())) return "Indiquez l'e-mail du contact.";
    if (!fields.valid_until) return "Indiquez la date de validité.";
    for (const [index, line] of lines.entries()) {
      if (!line.description.trim()) return `Ligne ${index + 1} : indiquez la désignation.`;
      if (line.kind === "session_seats" && !line.session_id) return `Ligne ${index + 1} : choisissez la session.`;
      if (!Number.isInteger(line.quantity) || line.quantity < 1)
        return `Ligne ${index + 1} : la quantité est un entier d'au moins 1.`;
      if (line.unit_price < 0) return `Ligne ${index + 1} : le prix ne peut pas être négatif.`;
      if (line.discount_percent < 0 || line.discount_percent > 100)
        return `Ligne ${index + 1} : la remise va de 0 à 100 %.`;
    }
    return null;
  };

  const saveNow = async (openAfter = true): Promise<number | null> => {
    setError(null);
    const wrong = problem();
    if (wrong) {
      setError(wrong);
      return null;
    }
    try {
      const id = await save.mutateAsync({
        id: quote?.id ?? null,
        fields: { ...fields, client_email: fields.client_email.trim() },
        lines,
      });
      if (!quote && openAfter) void navigate(quotePaths.edit(id), { replace: true });
      return id;
    } catch (failure) {
      setError((failure as Error).message);
      return null;
    }
  };

  const sendNow = async () => {
    const id = await saveNow(false);
    if (id === null) return;
    try {
      const sent = await send.mutateAsync(id);
      toast({ title: `Devis ${sent.number} envoyé à ${fields.client_email}.` });
      if (!quote) void navigate(quotePaths.edit(id), { replace: true });
    } catch (failure) {
      if (quote) return setError((failure as Error).message);
      // The draft is saved: open it, so that sending again does not make a second one.
      toast({ title: (failure as Error).message, variant: "destructive" });
      void navigate(quotePaths.edit(id), { replace: true });
    }
  };

  const busy = save.isPending || send.isPending;
  return (
    <form
      method="post"
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void saveNow().then((id) => id !== null && toast({ title: "Brouillon enregistré." }));
      }}
    >
      <Card className="grid gap-4 p-4">
        <h2 className="text-lg font-semibold">Client</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Raison sociale" required>
            <Input value={fields.client_company} onChange={set("client_company")} maxLength={200} />
          </FormField>
          <FormField label="Immatriculation (NEQ, RCCM, NINEA, SIRET…)">
            <Input value={fields.client_registration} onChange={set("client_registration")} maxLength={120} />
          </FormField>
          <FormField label="Nom du contact" required>
            <Input value={fields.client_contact_name} onChange={set("client_contact_name")} maxLength={120} />
          </FormField>
          <FormField label="E-mail du contact" required>
            <Input type="email" value={fields.client_email} onChange={set("client_email")} maxLength={254} />
          </FormField>
        </div>
        <FormField label="Adresse">
          <Textarea value={fields.client_address} onChange={set("client_address")} maxLength={400} rows={2} />
        </FormField>
      </Card>
      <Card className="grid gap-4 p-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 className="text-lg font-semibold">Lignes</h2>
          <FormField label="Devise">
            <select className={selectClass} value={fields.currency} onChange={set("currency")}>
              <option value="XOF">Francs CFA (XOF)</option>
              <option value="CAD">Dollars canadiens (CAD)</option>
            </select>
          </FormField>
        </div>
        {lines.map((line, index) => (
          <LineEditor
            key={index}
            line={line}
            index={index}
            currency={fields.currency}
            sessions={sessions.data ?? []}
            onChange={(changed) => setLines((before) => before.map((each, at) => (at === index ? changed : each)))}
            onRemove={() => setLines((before) => before.filter((_, at) => at !== index))}
          />
        ))}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button type="button" variant="outline" onClick={() => setLines((before) => [...before, emptyLine()])}>
            <Plus aria-hidden="true" />
            Ajouter une ligne
          </Button>
          <p>
            Total TTC : <strong data-testid="draft-total">{formatMoney(total, fields.currency)}</strong>
          </p>
        </div>
      </Card>
      <Card className="grid gap-4 p-4">
        <FormField label="Valable jusqu'au" required>
          <Input type="date" value={fields.valid_until} onChange={set("valid_until")} />
        </FormField>
        <FormField label="Conditions">
          <Textarea value={fields.conditions} onChange={set("conditions")} maxLength={5000} rows={5} />
        </FormField>
      </Card>
      {error && (
        <p role="alert" className="font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="outline" disabled={busy}>
          {save.isPending && !send.isPending ? "Enregistrement…" : "Enregistrer le brouillon"}
        </Button>
        <Button type="button" disabled={busy} onClick={() => void sendNow()}>
          <Send aria-hidden="true" />
          {send.isPending ? "Envoi…" : "Envoyer le devis"}
        </Button>
      </div>
    </form>
  );
}

/** A sent quote: what the client received, its state and answer; the PDF and a new version. */
function SentQuote({ quote }: { quote: QuoteWithLines }) {
  const navigate = useNavigate();
  const version = useQuoteMutation(newQuoteVersion);
  const [downloading, setDownloading] = React.useState(false);
  const status = shownQuoteStatus(quote.status, quote.valid_until);
  const canVersion = ["sent", "viewed", "declined", "expired"].includes(status);
  return (
    <div className="grid gap-6">
      <Card className="grid gap-2 p-4">
        <p>
          État : <Badge variant={quoteStatusBadge(status)}>{QUOTE_STATUS_LABELS[status]}</Badge>
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

/** From a « Demande de devis »: the draft is made by the database from the enquiry, then edited here. */
function FromEnquiry({ enquiryId }: { enquiryId: string }) {
  const navigate = useNavigate();
  const create = useQuoteMutation(quoteFromEnquiry);
  return (
    <Card className="grid gap-3 p-4">
      <p>
        Le brouillon reprend l'entreprise, le nom et l'e-mail de la demande, et une ligne par formation demandée pour le
        nombre de participants indiqué ; vous le complétez ensuite.
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
      description="Les lignes (places en session ou session intra-entreprise), les remises, la validité et les conditions ; le devis est numéroté à l'envoi."
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
        <FromEnquiry enquiryId={enquiryId} />
      ) : !id ? (
        <DraftBuilder quote={null} />
      ) : quote.isPending ? (
        <TableSkeleton label="Chargement du devis" />
      ) : quote.isError ? (
        <LoadError message={quote.error.message} onRetry={() => void quote.refetch()} />
      ) : !quote.data ? (
        <Card role="alert" className="p-6">
          Ce devis n'existe pas.
        </Card>
      ) : quote.data.status === "draft" ? (
        <DraftBuilder key={quote.data.id} quote={quote.data} />
      ) : (
        <SentQuote quote={quote.data} />
      )}
    </AdminPage>
  );
}
