import { formatDate, formatDateRange, formatMoney } from "@common/format";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { AgreementFundingPanel } from "~/features/company-invoices";
import type { AgreementWithParts } from "../api/agreements";
import { AGREEMENT_STATUS_LABELS, agreementStatusBadge, scheduleSummary } from "../lib/agreements";

/** What an agreement says and where its signatures stand: shared by staff and the training manager. */
export function AgreementSummary({ agreement }: { agreement: AgreementWithParts }) {
  return (
    <div className="grid gap-4">
      <Card className="grid gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold">{agreement.organisations?.legal_name ?? "Client"}</h2>
          <Badge variant={agreementStatusBadge(agreement.status)}>{AGREEMENT_STATUS_LABELS[agreement.status]}</Badge>
        </div>
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Montant TTC</dt>
            <dd className="font-medium">{formatMoney(agreement.total, agreement.currency)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Paiement</dt>
            <dd>{scheduleSummary(agreement.deposit_percent, agreement.payment_terms_days)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Bon de commande</dt>
            <dd>{agreement.purchase_order ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Signataire du client</dt>
            <dd className="break-all">{agreement.client_signer_email}</dd>
          </div>
        </dl>
      </Card>
      <Card className="grid gap-3 p-4">
        <h2 className="font-semibold">Sessions et stagiaires</h2>
        {agreement.agreement_sessions.length === 0 ? (
          <p className="text-muted-foreground">Aucune session pour l'instant.</p>
        ) : (
          <ul className="grid gap-3">
            {agreement.agreement_sessions.map((line) => {
              const session = line.course_sessions;
              const trainees = agreement.agreement_trainees.filter(
                (trainee) => trainee.session_id === line.session_id && trainee.status === "named",
              );
              return (
                <li key={line.id} className="grid gap-1" data-testid="agreement-session">
                  <p className="font-medium">
                    {session?.formations?.title ?? "Session"}
                    {session
                      ? ` — ${formatDateRange(session.starts_on, session.ends_on)}, ${session.format === "En ligne" ? "en ligne" : session.city}`
                      : ""}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {line.seats} place{line.seats > 1 ? "s" : ""} — {trainees.length} stagiaire
                    {trainees.length > 1 ? "s" : ""} désigné{trainees.length > 1 ? "s" : ""}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      {/* The funders' shares, the company's share and the invoices issued at the signature (decision 1001). */}
      <AgreementFundingPanel agreementId={agreement.id} status={agreement.status} />
      {(agreement.client_signed_at || agreement.firm_signed_at) && (
        <Card className="grid gap-1 p-4 text-sm">
          <h2 className="text-base font-semibold">Signatures</h2>
          {agreement.client_signed_at && (
            <p>
              Client : {agreement.client_signer_name} ({agreement.client_signer_role}), le{" "}
              {formatDate(agreement.client_signed_at, { timeZone: "UTC" })}
            </p>
          )}
          {agreement.firm_signed_at && (
            <p>
              Cabinet : {agreement.firm_signer_name}, le {formatDate(agreement.firm_signed_at, { timeZone: "UTC" })}
            </p>
          )}
          {agreement.document_sha256 && (
            <p className="break-all text-muted-foreground">Empreinte SHA-256 : {agreement.document_sha256}</p>
          )}
        </Card>
      )}
    </div>
  );
}
