import { useParams } from "react-router";
import { AdminOnly } from "~/components/back-office/admin-only";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { BackLink } from "~/components/back-office/back-link";
import { LoadError } from "~/components/back-office/list-states";
import { Skeleton } from "~/components/ui/skeleton";
import { useOrganisation } from "../api/organisations";
import { MembersPanel } from "../components/members-panel";
import { MergeSection } from "../components/merge-section";
import { OrganisationDetailsCard } from "../components/organisation-details-card";
import { organisationPaths } from "../lib/organisation-paths";

export function meta() {
  return adminMeta("Organisation", "La fiche d'une entreprise cliente et ses membres.");
}

/** The screen, mounted for staff only: nobody else's browser even asks for the record. */
export default function OrganisationEditRoute() {
  return (
    <AdminOnly>
      <OrganisationEdit />
    </AdminOnly>
  );
}

function OrganisationEdit() {
  const { id = "" } = useParams();
  const organisation = useOrganisation(id);
  const back = <BackLink to={organisationPaths.list()}>Organisations</BackLink>;

  if (organisation.isPending) {
    return (
      <AdminPage title="Organisation" description="Chargement de la fiche…" actions={back}>
        <div role="status" aria-label="Chargement de l'organisation" className="grid gap-4">
          <Skeleton className="h-64 w-full" />
        </div>
      </AdminPage>
    );
  }
  if (organisation.isError || !organisation.data) {
    return (
      <AdminPage title="Organisation" description="Cette fiche n'a pas pu être chargée." actions={back}>
        <LoadError
          message={
            organisation.isError
              ? "L'organisation n'a pas pu être chargée."
              : "Cette organisation n'existe pas ou plus."
          }
          onRetry={() => void organisation.refetch()}
        />
      </AdminPage>
    );
  }
  const row = organisation.data;
  return (
    <AdminPage
      title={row.legal_name}
      description="Les coordonnées de facturation de l'entreprise, ses responsables formation et ses salariés."
      actions={back}
    >
      <OrganisationDetailsCard organisation={row} title="Coordonnées" savedTitle="Organisation enregistrée" />
      <MembersPanel organisationId={row.id} />
      <MergeSection keepId={row.id} keepName={row.legal_name} />
    </AdminPage>
  );
}
