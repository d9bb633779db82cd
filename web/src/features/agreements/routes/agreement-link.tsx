import { CheckCircle2, ShieldAlert } from "lucide-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { formatDate, formatDateRange, formatMoney } from "@common/format";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { site } from "~/config/site";
import { saveFile } from "~/lib/save-file";
import type { LinkedAgreement } from "@common/functions/answers";
import { linkedAgreementPdf, loadLinkedAgreement, signLinkedAgreement } from "../api/agreements";
import { PdfButton } from "../components/pdf-button";
import { SignForm } from "../components/sign-form";
import { AGREEMENT_STATUS_LABELS, agreementKeys, scheduleSummary } from "../lib/agreements";

export function meta() {
  return [
    { title: `Votre convention de formation | ${site.name}` },
    { name: "description", content: "La convention de formation du cabinet, à lire, télécharger et signer en ligne." },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

function AgreementView({ token, agreement }: { token: string; agreement: LinkedAgreement }) {
  const queryClient = useQueryClient();
  const content = agreement.content;
  return (
    <article className="mx-auto my-6 grid max-w-3xl gap-6 px-4">
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">{site.name}</p>
        <h1 className="text-2xl font-bold text-primary">Convention de formation {agreement.number}</h1>
        <p className="text-muted-foreground">
          Pour {content.client.legal_name}. État : <strong>{AGREEMENT_STATUS_LABELS[agreement.status]}</strong>.
        </p>
      </header>
      <Card className="grid gap-2 p-4">
        <h2 className="font-semibold">Sessions</h2>
        <ul className="grid gap-1">
          {content.sessions.map((session, index) => (
            <li key={index}>
              {session.formation} — {formatDateRange(session.starts_on, session.ends_on)},{" "}
              {session.format === "En ligne" ? "en ligne" : session.city} — {session.seats} place
              {session.seats > 1 ? "s" : ""}
            </li>
          ))}
        </ul>
        <p>
          Montant : <strong>{formatMoney(content.total, content.currency)} TTC</strong> —{" "}
          {scheduleSummary(content.deposit_percent, content.payment_terms_days)}.
        </p>
        {content.cancellation_terms && (
          <p className="text-sm whitespace-pre-line text-muted-foreground">{content.cancellation_terms}</p>
        )}
      </Card>
      <PdfButton
        label="Télécharger le PDF"
        download={async () => saveFile(await linkedAgreementPdf(token), `convention-${agreement.number}.pdf`)}
      />
      {agreement.status === "sent" ? (
        <Card className="p-4">
          <SignForm
            company={content.client.legal_name}
            number={agreement.number}
            onSign={async (input) => {
              await signLinkedAgreement(token, input);
              await queryClient.invalidateQueries({ queryKey: agreementKeys.byToken(token) });
            }}
          />
        </Card>
      ) : agreement.status === "cancelled" ? (
        <Card role="status" className="p-4">
          Cette convention a été annulée.
        </Card>
      ) : (
        <Card role="status" className="grid justify-items-center gap-2 p-6 text-center">
          <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
          <h2 className="text-xl font-bold">Convention signée</h2>
          <p className="text-muted-foreground">
            Signée par {agreement.client_signer_name} ({agreement.client_signer_role})
            {agreement.client_signed_at ? ` le ${formatDate(agreement.client_signed_at, { timeZone: "UTC" })}` : ""}.{" "}
            {agreement.firm_signed_at
              ? "Le cabinet l'a contresignée : le PDF signé contient la piste d'audit."
              : "Le cabinet la contresigne et vous envoie la version signée par les deux parties."}
          </p>
        </Card>
      )}
    </article>
  );
}

/** /convention/:token — the agreement opened from the e-mailed link, without a password: read, download, sign. */
export default function AgreementLinkRoute() {
  const token = useParams().token ?? "";
  const agreement = useQuery({
    queryKey: agreementKeys.byToken(token),
    queryFn: () => loadLinkedAgreement(token),
    retry: false,
  });
  if (agreement.isPending) {
    return (
      <div role="status" aria-label="Chargement de la convention" className="mx-auto my-6 grid max-w-3xl gap-4 px-4">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (agreement.isError) {
    return (
      <Card role="alert" className="mx-auto my-6 grid max-w-xl justify-items-center gap-2 p-6 text-center">
        <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
        <p>{agreement.error.message}</p>
      </Card>
    );
  }
  return <AgreementView token={token} agreement={agreement.data} />;
}
