import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { REGISTRATION_KINDS, REGISTRATION_KIND_LABELS, type RegistrationKind } from "~/domain/organisation";
import type { Currency } from "@common/database";
import {
  detailsOf,
  validateOrganisation,
  type OrganisationDetails,
  type OrganisationFormErrors,
  type OrganisationFormValues,
} from "../lib/organisation-form";

const CURRENCY_LABELS: Record<Currency, string> = { XOF: "Franc CFA (XOF)", CAD: "Dollar canadien (CAD)" };

/**
 * A company's details (back office and « Espace entreprise »): every field labelled, the database's rules checked
 * before sending and their French sentence under the field; the screen saves and reports the outcome.
 */
export function OrganisationForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial: OrganisationFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (details: OrganisationDetails) => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<OrganisationFormErrors>({});
  const set =
    <Key extends keyof OrganisationFormValues>(key: Key) =>
    (value: OrganisationFormValues[Key]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateOrganisation(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(detailsOf(values));
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2" aria-busy={pending}>
      <FormField label="Raison sociale" required error={errors.legalName} className="md:col-span-2">
        <Input
          autoComplete="organization"
          value={values.legalName}
          onChange={(event) => set("legalName")(event.target.value)}
        />
      </FormField>
      <FormField label="Type d'immatriculation">
        <select
          className={inputClasses}
          value={values.registrationKind}
          onChange={(event) => set("registrationKind")(event.target.value as RegistrationKind)}
        >
          {REGISTRATION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {REGISTRATION_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Numéro d'immatriculation" error={errors.registrationNumber}>
        <Input value={values.registrationNumber} onChange={(event) => set("registrationNumber")(event.target.value)} />
      </FormField>
      <FormField
        label="Numéro de taxe"
        hint="TVA, TPS/TVQ ou NCC, tel qu'il figure sur les factures."
        error={errors.taxNumber}
      >
        <Input value={values.taxNumber} onChange={(event) => set("taxNumber")(event.target.value)} />
      </FormField>
      <FormField label="Pays" required error={errors.country}>
        <Input
          autoComplete="country-name"
          value={values.country}
          onChange={(event) => set("country")(event.target.value)}
        />
      </FormField>
      <FormField label="Adresse de facturation" error={errors.billingAddress} className="md:col-span-2">
        <Textarea
          autoComplete="street-address"
          value={values.billingAddress}
          onChange={(event) => set("billingAddress")(event.target.value)}
        />
      </FormField>
      <FormField label="Devise">
        <select
          className={inputClasses}
          value={values.currency}
          onChange={(event) => set("currency")(event.target.value as Currency)}
        >
          {(Object.keys(CURRENCY_LABELS) as Currency[]).map((currency) => (
            <option key={currency} value={currency}>
              {CURRENCY_LABELS[currency]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Délai de paiement (jours)" required error={errors.paymentTermsDays}>
        <Input
          inputMode="numeric"
          value={values.paymentTermsDays}
          onChange={(event) => set("paymentTermsDays")(event.target.value)}
        />
      </FormField>
      <label className="flex items-center gap-3 text-sm font-medium md:col-span-2">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={values.purchaseOrderRequired}
          onChange={(event) => set("purchaseOrderRequired")(event.target.checked)}
        />
        Bon de commande exigé sur les factures
      </label>
      <div className="md:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Enregistrement…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
