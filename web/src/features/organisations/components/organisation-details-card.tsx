import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import type { Organisation } from "~/domain/organisation";
import { useUpdateOrganisation } from "../api/organisations";
import { organisationErrorMessage } from "../lib/organisation-errors";
import { formValuesOf } from "../lib/organisation-form";
import { OrganisationForm } from "./organisation-form";

/**
 * An organisation's details as a card with its form, saved in place: the staff's record and the training manager's
 * « Espace entreprise » show the same one, under their own title and confirmation.
 */
export function OrganisationDetailsCard({
  organisation,
  title,
  savedTitle,
}: {
  organisation: Organisation;
  title: string;
  /** The toast once saved (« Organisation enregistrée », « Coordonnées enregistrées »). */
  savedTitle: string;
}) {
  const update = useUpdateOrganisation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <OrganisationForm
          key={organisation.updated_at}
          initial={formValuesOf(organisation)}
          submitLabel="Enregistrer"
          pending={update.isPending}
          onSubmit={(details) =>
            update.mutate(
              { id: organisation.id, details },
              {
                onSuccess: () => toast({ title: savedTitle, description: details.legal_name }),
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
  );
}
