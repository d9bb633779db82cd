import { Building2 } from "lucide-react";
import { useState } from "react";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { FormField } from "~/components/ui/field";
import { inputClasses } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { useManagedOrganisations } from "~/domain/organisation";
import { CompanyAgreementsPanel } from "~/features/agreements";
import { CompanyTrainingsPanel } from "~/features/company-trainings";
import { CompanyInvoicesPanel } from "~/features/company-invoices";
import { site } from "~/config/site";
import { useOrganisation } from "../api/organisations";
import { MembersPanel } from "../components/members-panel";
import { OrganisationDetailsCard } from "../components/organisation-details-card";

export function meta() {
  return [
    { title: `Espace entreprise | ${site.name}` },
    { name: "description", content: "Les coordonnées de votre entreprise et ses membres." },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function CompanyDetails({ organisationId }: { organisationId: string }) {
  const organisation = useOrganisation(organisationId);
  if (organisation.isPending) return <Loading label="Chargement de l'entreprise" />;
  if (organisation.isError || !organisation.data) {
    return (
      <LoadError
        message="Les coordonnées de l'entreprise n'ont pas pu être chargées."
        onRetry={() => void organisation.refetch()}
      />
    );
  }
  return (
    <OrganisationDetailsCard
      organisation={organisation.data}
      title="Coordonnées de l'entreprise"
      savedTitle="Coordonnées enregistrées"
    />
  );
}

/**
 * « Espace entreprise » (issue 43, item 5): a training manager edits their company's details and its members. Anyone
 * else is told the space is not theirs; the database shows them nothing anyway.
 */
export default function CompanySpaceRoute() {
  const managed = useManagedOrganisations();
  const [chosen, setChosen] = useState<string>();

  let body: React.ReactNode;
  if (managed.isPending) body = <Loading label="Chargement de l'espace entreprise" />;
  else if (managed.isError) {
    body = (
      <LoadError
        message="L'espace entreprise n'a pas pu être chargé."
        onRetry={() => void managed.refetch()}
        retryVariant="default"
      />
    );
  } else if (managed.data.length === 0) {
    body = (
      <EmptyState icon={Building2} title="Cet espace est réservé aux responsables formation">
        <p className="text-muted-foreground">
          Votre compte n'est responsable formation d'aucune entreprise. Si votre employeur vous a désigné, demandez-lui
          de vous inviter avec cette adresse e-mail.
        </p>
      </EmptyState>
    );
  } else {
    const current = managed.data.find((organisation) => organisation.id === chosen) ?? managed.data[0]!;
    body = (
      <>
        {managed.data.length > 1 && (
          <FormField label="Entreprise">
            <select className={inputClasses} value={current.id} onChange={(event) => setChosen(event.target.value)}>
              {managed.data.map((organisation) => (
                <option key={organisation.id} value={organisation.id}>
                  {organisation.legalName}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <CompanyDetails key={current.id} organisationId={current.id} />
        <MembersPanel key={`members-${current.id}`} organisationId={current.id} />
        <CompanyAgreementsPanel key={`agreements-${current.id}`} organisationId={current.id} />
        <CompanyTrainingsPanel key={`trainings-${current.id}`} organisationId={current.id} />
        <CompanyInvoicesPanel key={`invoices-${current.id}`} organisationId={current.id} />
      </>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">Espace entreprise</h1>
        <p className="max-w-prose text-muted-foreground">
          Les coordonnées de facturation de votre entreprise et les personnes que vous inscrivez : invitez un salarié
          par son adresse e-mail, il reçoit un e-mail pour créer ou relier son compte.
        </p>
      </header>
      {body}
    </div>
  );
}
