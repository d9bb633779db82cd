import * as React from "react";
import { Link, useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { getSupabase } from "~/lib/supabase";
import { createAgreementFromQuote, useAgreementMutation, useAgreementOfQuote } from "../api/agreements";
import { agreementPaths } from "../lib/agreements";

async function organisationChoices(currency: "XOF" | "CAD") {
  const client = await getSupabase();
  const { data, error } = await client
    .from("organisations")
    .select("id, legal_name")
    .eq("currency", currency)
    .order("legal_name");
  if (error) throw new Error("Les organisations n'ont pas pu être chargées.");
  return data ?? [];
}

/**
 * On an accepted quote's page (staff): « Créer la convention » for the client's organisation record, or a link to the
 * agreement already made from it.
 */
export function CreateAgreementPanel({
  quoteId,
  currency,
  company,
  email,
}: {
  quoteId: number;
  currency: "XOF" | "CAD";
  company: string;
  email: string;
}) {
  const navigate = useNavigate();
  const existing = useAgreementOfQuote(quoteId, true);
  const organisations = useQuery({
    queryKey: ["agreements", "organisation-choices", currency],
    queryFn: () => organisationChoices(currency),
  });
  const create = useAgreementMutation(createAgreementFromQuote);
  const [organisationId, setOrganisationId] = React.useState("");
  const [signer, setSigner] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const matching = organisations.data?.find((o) => o.legal_name.toLowerCase() === company.toLowerCase());
  const chosen = organisationId || matching?.id || "";

  if (existing.data) {
    return (
      <Card className="grid gap-2 p-4">
        <h2 className="font-semibold">Convention de formation</h2>
        <Link className="font-medium text-primary hover:underline" to={agreementPaths.staff(existing.data)}>
          Ouvrir la convention de ce devis
        </Link>
      </Card>
    );
  }
  return (
    <Card className="grid gap-3 p-4">
      <form
        method="post"
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          if (!chosen) return setError("Choisissez l'organisation cliente (créez-la d'abord si besoin).");
          create.mutate(
            { quoteId, organisationId: chosen, signerEmail: signer },
            {
              onSuccess: (id) => void navigate(agreementPaths.staff(id)),
              onError: (failure) => setError(failure.message),
            },
          );
        }}
      >
        <h2 className="font-semibold">Convention de formation</h2>
        <p className="text-sm text-muted-foreground">
          Le devis accepté devient une convention à signer par le responsable formation du client puis par le cabinet.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Organisation cliente" required>
            <select className={inputClasses} value={chosen} onChange={(event) => setOrganisationId(event.target.value)}>
              <option value="">— Choisir —</option>
              {(organisations.data ?? []).map((organisation) => (
                <option key={organisation.id} value={organisation.id}>
                  {organisation.legal_name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label="E-mail du signataire"
            hint={`Vide : un responsable formation de l'organisation, sinon ${email}.`}
          >
            <Input type="email" value={signer} onChange={(event) => setSigner(event.target.value)} />
          </FormField>
        </div>
        {error && (
          <p role="alert" className="font-medium text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full sm:w-fit" disabled={create.isPending}>
          {create.isPending ? "Création…" : "Créer la convention"}
        </Button>
      </form>
    </Card>
  );
}
