import { FileSignature } from "lucide-react";
import { Link } from "react-router";
import { formatDate, formatMoney } from "@common/format";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { useAgreements } from "../api/agreements";
import { AGREEMENT_STATUS_LABELS, agreementPaths, agreementStatusBadge } from "../lib/agreements";

export function meta() {
  return adminMeta("Conventions", "Les conventions de formation des entreprises, leur signature et leurs places.");
}

/** /gestion-conventions — every training agreement with its state; one is created from an accepted quote. */
export default function AgreementsListRoute() {
  const agreements = useAgreements();
  return (
    <AdminPage
      title="Conventions"
      description="Les conventions de formation : brouillons, à signer par le client, à contresigner, signées ou annulées. Une convention se crée depuis un devis accepté."
    >
      {agreements.isPending ? (
        <TableSkeleton label="Chargement des conventions" />
      ) : agreements.isError ? (
        <LoadError message="Les conventions n'ont pas pu être chargées." onRetry={() => void agreements.refetch()} />
      ) : agreements.data.length === 0 ? (
        <EmptyState icon={FileSignature} title="Aucune convention pour l'instant">
          <p className="text-muted-foreground">Ouvrez un devis accepté et choisissez « Créer la convention ».</p>
        </EmptyState>
      ) : (
        <Card className="overflow-x-auto p-0">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Conventions</caption>
            <thead className="border-b bg-muted/40 text-muted-foreground">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  Numéro
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Client
                </th>
                <th scope="col" className="p-3 font-semibold">
                  État
                </th>
                <th scope="col" className="p-3 text-right font-semibold">
                  Montant TTC
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Créée le
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {agreements.data.map((agreement) => (
                <tr key={agreement.id} data-testid="agreement-row">
                  <td className="p-3">
                    <Link className="font-medium text-primary hover:underline" to={agreementPaths.staff(agreement.id)}>
                      {agreement.number ?? `Brouillon n° ${agreement.id}`}
                    </Link>
                  </td>
                  <td className="p-3">{agreement.organisations?.legal_name}</td>
                  <td className="p-3">
                    <Badge variant={agreementStatusBadge(agreement.status)}>
                      {AGREEMENT_STATUS_LABELS[agreement.status]}
                    </Badge>
                  </td>
                  <td className="p-3 text-right whitespace-nowrap">
                    {formatMoney(agreement.total, agreement.currency)}
                  </td>
                  <td className="p-3">{formatDate(agreement.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </AdminPage>
  );
}
