import { useNavigate } from "react-router";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { BackLink } from "~/components/back-office/back-link";
import { Card, CardContent } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import { useCreateOrganisation } from "../api/organisations";
import { OrganisationForm } from "../components/organisation-form";
import { organisationErrorMessage } from "../lib/organisation-errors";
import { EMPTY_ORGANISATION } from "../lib/organisation-form";
import { organisationPaths } from "../lib/organisation-paths";

export function meta() {
  return adminMeta("Nouvelle organisation", "Créer la fiche d'une entreprise cliente.");
}

export default function OrganisationNewRoute() {
  const create = useCreateOrganisation();
  const navigate = useNavigate();
  return (
    <AdminPage
      title="Nouvelle organisation"
      description="La fiche de l'entreprise cliente : ses coordonnées de facturation. Vous nommerez ensuite son responsable formation."
      actions={<BackLink to={organisationPaths.list()}>Organisations</BackLink>}
    >
      <Card>
        <CardContent className="pt-6">
          <OrganisationForm
            initial={EMPTY_ORGANISATION}
            submitLabel="Créer l'organisation"
            pending={create.isPending}
            onSubmit={(details) =>
              create.mutate(details, {
                onSuccess: (id) => {
                  toast({ title: "Organisation créée", description: details.legal_name });
                  void navigate(organisationPaths.edit(id));
                },
                onError: (error) =>
                  toast({
                    title: "Création impossible",
                    description: organisationErrorMessage(error),
                    variant: "destructive",
                  }),
              })
            }
          />
        </CardContent>
      </Card>
    </AdminPage>
  );
}
