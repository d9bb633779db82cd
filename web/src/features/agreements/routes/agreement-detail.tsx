import * as React from "react";
import { useParams } from "react-router";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { BackLink } from "~/components/back-office/back-link";
import { LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import {
  cancelAgreement,
  countersignAgreement,
  downloadAgreementPdf,
  sendAgreement,
  setAgreementSession,
  updateAgreementTerms,
  useAgreement,
  useAgreementMutation,
  type AgreementWithParts,
} from "../api/agreements";
import { AgreementSummary } from "../components/agreement-summary";
import { PdfButton } from "../components/pdf-button";
import { TraineesPanel } from "../components/trainees-panel";
import { agreementPaths } from "../lib/agreements";

export function meta() {
  return adminMeta("Convention", "Une convention de formation : ses conditions, sa signature et ses stagiaires.");
}

function Feedback({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="font-medium text-destructive">
      {error}
    </p>
  ) : null;
}

/** The draft's terms: deposit, payment terms, purchase order, signer, cancellation terms; its sessions' seats. */
function DraftTerms({ agreement }: { agreement: AgreementWithParts }) {
  const save = useAgreementMutation(updateAgreementTerms);
  const seats = useAgreementMutation(setAgreementSession);
  const [terms, setTerms] = React.useState({
    deposit_percent: String(agreement.deposit_percent),
    payment_terms_days: String(agreement.payment_terms_days),
    purchase_order: agreement.purchase_order ?? "",
    cancellation_terms: agreement.cancellation_terms,
    client_signer_email: agreement.client_signer_email,
  });
  const [sessionId, setSessionId] = React.useState("");
  const [sessionSeats, setSessionSeats] = React.useState("1");
  const [error, setError] = React.useState<string | null>(null);
  const [saved, setSaved] = React.useState(false);
  return (
    <Card className="grid gap-4 p-4">
      <form
        method="post"
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          setSaved(false);
          save.mutate(
            {
              id: agreement.id,
              terms: {
                deposit_percent: Number(terms.deposit_percent),
                payment_terms_days: Number(terms.payment_terms_days),
                purchase_order: terms.purchase_order.trim() || null,
                cancellation_terms: terms.cancellation_terms,
                client_signer_email: terms.client_signer_email,
              },
            },
            { onSuccess: () => setSaved(true), onError: (failure) => setError(failure.message) },
          );
        }}
      >
        <h2 className="font-semibold">Conditions du brouillon</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Acompte (%)" hint="0 : une seule facture ; sinon un acompte puis le solde.">
            <Input
              type="number"
              min={0}
              max={100}
              value={terms.deposit_percent}
              onChange={(event) => setTerms({ ...terms, deposit_percent: event.target.value })}
            />
          </FormField>
          <FormField label="Délai de paiement (jours)">
            <Input
              type="number"
              min={0}
              max={120}
              value={terms.payment_terms_days}
              onChange={(event) => setTerms({ ...terms, payment_terms_days: event.target.value })}
            />
          </FormField>
          <FormField label="Bon de commande">
            <Input
              value={terms.purchase_order}
              maxLength={60}
              onChange={(event) => setTerms({ ...terms, purchase_order: event.target.value })}
            />
          </FormField>
          <FormField label="E-mail du signataire (responsable formation)" required>
            <Input
              type="email"
              value={terms.client_signer_email}
              onChange={(event) => setTerms({ ...terms, client_signer_email: event.target.value })}
            />
          </FormField>
        </div>
        <FormField label="Conditions d'annulation">
          <Textarea
            rows={4}
            value={terms.cancellation_terms}
            maxLength={5000}
            onChange={(event) => setTerms({ ...terms, cancellation_terms: event.target.value })}
          />
        </FormField>
        <Button type="submit" className="w-full sm:w-fit" disabled={save.isPending}>
          Enregistrer les conditions
        </Button>
        {saved && <p role="status">Conditions enregistrées.</p>}
      </form>
      <form
        method="post"
        className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          seats.mutate(
            { id: agreement.id, sessionId: Number(sessionId), seats: Number(sessionSeats) },
            { onError: (failure) => setError(failure.message) },
          );
        }}
      >
        <FormField
          label="Session (numéro)"
          hint="Une session intra-entreprise doit être celle de ce client. 0 place la retire."
        >
          <Input inputMode="numeric" value={sessionId} onChange={(event) => setSessionId(event.target.value)} />
        </FormField>
        <FormField label="Places">
          <Input
            type="number"
            min={0}
            max={1000}
            value={sessionSeats}
            onChange={(event) => setSessionSeats(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={seats.isPending}>
          Ajouter ou modifier
        </Button>
      </form>
      <Feedback error={error} />
    </Card>
  );
}

function Actions({ agreement }: { agreement: AgreementWithParts }) {
  const send = useAgreementMutation(sendAgreement);
  const countersign = useAgreementMutation(countersignAgreement);
  const cancel = useAgreementMutation(cancelAgreement);
  const [reason, setReason] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const onError = (failure: Error) => setError(failure.message);
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <PdfButton
          label={agreement.status === "signed" ? "Télécharger le PDF signé" : "Télécharger le PDF"}
          download={() => downloadAgreementPdf(agreement.id, agreement.number, agreement.status === "signed")}
        />
        {agreement.status === "draft" && (
          <Button type="button" disabled={send.isPending} onClick={() => send.mutate(agreement.id, { onError })}>
            {send.isPending ? "Envoi…" : "Envoyer pour signature"}
          </Button>
        )}
        {agreement.status === "client_signed" && (
          <Button
            type="button"
            disabled={countersign.isPending}
            onClick={() => countersign.mutate(agreement.id, { onError })}
          >
            {countersign.isPending ? "Signature…" : "Contresigner la convention"}
          </Button>
        )}
      </div>
      {agreement.status === "sent" && (
        <p className="text-muted-foreground">En attente de la signature de {agreement.client_signer_email}.</p>
      )}
      {["draft", "sent", "client_signed"].includes(agreement.status) && (
        <form
          method="post"
          className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            cancel.mutate({ id: agreement.id, reason }, { onError });
          }}
        >
          <FormField label="Raison de l'annulation">
            <Input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <Button type="submit" variant="outline" disabled={cancel.isPending}>
            Annuler la convention
          </Button>
        </form>
      )}
      <Feedback error={error} />
    </Card>
  );
}

/** /gestion-conventions/:id — staff edit the draft, send it, countersign it, cancel it, name trainees. */
export default function AgreementDetailRoute() {
  const id = Number(useParams().id);
  const agreement = useAgreement(id);
  return (
    <AdminPage
      title={
        agreement.data ? `Convention ${agreement.data.number ?? `(brouillon n° ${agreement.data.id})`}` : "Convention"
      }
      description="La convention de formation, signée électroniquement par le responsable formation du client puis par le cabinet."
      actions={<BackLink to={agreementPaths.list()}>Toutes les conventions</BackLink>}
    >
      {agreement.isPending ? (
        <TableSkeleton label="Chargement de la convention" />
      ) : agreement.isError || !agreement.data ? (
        <LoadError message="Cette convention n'a pas pu être chargée." onRetry={() => void agreement.refetch()} />
      ) : (
        <div className="grid gap-4">
          <Actions agreement={agreement.data} />
          <AgreementSummary agreement={agreement.data} />
          {agreement.data.status === "draft" && <DraftTerms key={agreement.data.id} agreement={agreement.data} />}
          <TraineesPanel agreement={agreement.data} />
        </div>
      )}
    </AdminPage>
  );
}
