import { useParams } from "react-router";
import { AdminOnly } from "~/components/back-office/admin-only";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { BackLink } from "~/components/back-office/back-link";
import { LoadError } from "~/components/back-office/list-states";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toast";
import { useOrganisation, useUpdateOrganisation } from "../api/organisations";
import { MembersPanel } from "../components/members-panel";
import { MergeSection } from "../components/merge-section";
import { OrganisationForm } from "../components/organisation-form";
import { organisationErrorMessage } from "../lib/organisation-errors";
import { formValuesOf } from "../lib/organisation-form";
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
  const update = useUpdateOrganisation();
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
      <Card>
        <CardHeader>
          <CardTitle>Coordonnées</CardTitle>
        </CardHeader>
        <CardContent>
          <OrganisationForm
            key={row.updated_at}
            initial={formValuesOf(row)}
            submitLabel="Enregistrer"
            pending={update.isPending}
            onSubmit={(details) =>
              update.mutate(
                { id: row.id, details },
                {
                  onSuccess: () => toast({ title: "Organisation enregistrée", description: details.legal_name }),
                  onError: (error) =>
                    toast({
                      title: "Enregistrement impossible",
                      description: organisationErrorMessage(error),
                      variant: "destructive",
                    }),
                },
              )
            }
          />
        </CardContent>
      </Card>
      <MembersPanel organisationId={row.id} />
      <MergeSection keepId={row.id} keepName={row.legal_name} />
    </AdminPage>
  );
}
