import { Link } from "react-router";
import { formatDate, formatMoney } from "@common/format";
import { LoadError } from "~/components/back-office/list-states";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { useAgreements } from "../api/agreements";
import { AGREEMENT_STATUS_LABELS, agreementPaths, agreementStatusBadge } from "../lib/agreements";

/** « Espace entreprise »: the company's training agreements, to read, download and sign. */
export function CompanyAgreementsPanel({ organisationId }: { organisationId: string }) {
  const agreements = useAgreements(organisationId);
  return (
    <Card className="grid gap-3 p-4" aria-labelledby="company-agreements-title">
      <h2 id="company-agreements-title" className="text-lg font-semibold">
        Conventions de formation
      </h2>
      {agreements.isPending ? (
        <p role="status">Chargement des conventions…</p>
      ) : agreements.isError ? (
        <LoadError message="Les conventions n'ont pas pu être chargées." onRetry={() => void agreements.refetch()} />
      ) : agreements.data.length === 0 ? (
        <p className="text-muted-foreground">Aucune convention pour l'instant : elle suit un devis accepté.</p>
      ) : (
        <ul className="grid gap-2">
          {agreements.data.map((agreement) => (
            <li key={agreement.id} className="flex flex-wrap items-center gap-2" data-testid="company-agreement">
              <Link className="font-medium text-primary hover:underline" to={agreementPaths.company(agreement.id)}>
                Convention {agreement.number}
              </Link>
              <Badge variant={agreementStatusBadge(agreement.status)}>
                {AGREEMENT_STATUS_LABELS[agreement.status]}
              </Badge>
              <span className="text-sm text-muted-foreground">
                {formatMoney(agreement.total, agreement.currency)}
                {agreement.sent_at ? ` — envoyée le ${formatDate(agreement.sent_at)}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
