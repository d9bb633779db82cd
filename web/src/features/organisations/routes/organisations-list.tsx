import { Building2, Plus } from "lucide-react";
import { Link } from "react-router";
import { AdminOnly } from "~/components/back-office/admin-only";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { REGISTRATION_KIND_LABELS } from "~/domain/organisation";
import { useOrganisations } from "../api/organisations";
import { organisationPaths } from "../lib/organisation-paths";

export function meta() {
  return adminMeta("Organisations", "Les entreprises clientes, leurs responsables formation et leurs salariés.");
}

/** The screen, mounted for staff only: nobody else's browser even asks for the list. */
export default function OrganisationsListRoute() {
  return (
    <AdminOnly>
      <OrganisationsList />
    </AdminOnly>
  );
}

function OrganisationsList() {
  const organisations = useOrganisations();
  return (
    <AdminPage
      title="Organisations"
      description="Les entreprises qui achètent des formations : leurs coordonnées de facturation, leurs responsables formation et leurs salariés."
      actions={
        <Button asChild>
          <Link to={organisationPaths.create()}>
            <Plus aria-hidden="true" />
            Nouvelle organisation
          </Link>
        </Button>
      }
    >
      {organisations.isPending ? (
        <TableSkeleton label="Chargement des organisations" />
      ) : organisations.isError ? (
        <LoadError
          message="Les organisations n'ont pas pu être chargées."
          onRetry={() => void organisations.refetch()}
        />
      ) : organisations.data.length === 0 ? (
        <EmptyState icon={Building2} title="Aucune organisation pour l'instant">
          <p className="text-muted-foreground">
            Créez la fiche d'une entreprise cliente pour y nommer un responsable formation.
          </p>
        </EmptyState>
      ) : (
        <Card className="overflow-x-auto p-0">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Organisations clientes</caption>
            <thead className="border-b bg-muted/40 text-muted-foreground">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  Raison sociale
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Immatriculation
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Pays
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Devise
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Membres
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {organisations.data.map((organisation) => (
                <tr key={organisation.id} data-testid="organisation-row">
                  <td className="p-3 font-medium">
                    <Link
                      className="text-primary underline-offset-4 hover:underline"
                      to={organisationPaths.edit(organisation.id)}
                    >
                      {organisation.legal_name}
                    </Link>
                  </td>
                  <td className="p-3">
                    {organisation.registration_number
                      ? `${REGISTRATION_KIND_LABELS[organisation.registration_kind]} ${organisation.registration_number}`
                      : "—"}
                  </td>
                  <td className="p-3">{organisation.country}</td>
                  <td className="p-3">{organisation.currency}</td>
                  <td className="p-3">{organisation.memberCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </AdminPage>
  );
}
