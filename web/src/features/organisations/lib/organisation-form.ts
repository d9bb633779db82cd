import type { Currency } from "@common/database";
import type { Organisation, RegistrationKind } from "~/domain/organisation";

/** The details staff and a training manager edit (the columns `authenticated` may update). */
export interface OrganisationDetails {
  legal_name: string;
  registration_kind: RegistrationKind;
  registration_number: string | null;
  tax_number: string | null;
  billing_address: string | null;
  country: string;
  currency: Currency;
  purchase_order_required: boolean;
  payment_terms_days: number;
}

/** What the form holds: text as typed. */
export interface OrganisationFormValues {
  legalName: string;
  registrationKind: RegistrationKind;
  registrationNumber: string;
  taxNumber: string;
  billingAddress: string;
  country: string;
  currency: Currency;
  purchaseOrderRequired: boolean;
  paymentTermsDays: string;
}

export type OrganisationFormErrors = Partial<Record<keyof OrganisationFormValues, string>>;

export const EMPTY_ORGANISATION: OrganisationFormValues = {
  legalName: "",
  registrationKind: "RCCM",
  registrationNumber: "",
  taxNumber: "",
  billingAddress: "",
  country: "",
  currency: "XOF",
  purchaseOrderRequired: false,
  paymentTermsDays: "30",
};

export function formValuesOf(row: Organisation): OrganisationFormValues {
  return {
    legalName: row.legal_name,
    registrationKind: row.registration_kind,
    registrationNumber: row.registration_number ?? "",
    taxNumber: row.tax_number ?? "",
    billingAddress: row.billing_address ?? "",
    country: row.country,
    currency: row.currency,
    purchaseOrderRequired: row.purchase_order_required,
    paymentTermsDays: String(row.payment_terms_days),
  };
}

/** The same rules as the database's (private.check_organisation), in the same words, checked before sending. */
export function validateOrganisation(values: OrganisationFormValues): OrganisationFormErrors {
  const errors: OrganisationFormErrors = {};
  const name = values.legalName.trim();
  if (name.length < 2 || name.length > 200) errors.legalName = "Indiquez la raison sociale (2 à 200 caractères).";
  if (values.registrationNumber.trim().length > 60) errors.registrationNumber = "60 caractères au maximum.";
  if (values.taxNumber.trim().length > 60) errors.taxNumber = "60 caractères au maximum.";
  if (values.billingAddress.trim().length > 500) errors.billingAddress = "500 caractères au maximum.";
  const country = values.country.trim();
  if (country.length < 2 || country.length > 80) errors.country = "Indiquez le pays (2 à 80 caractères).";
  const days = values.paymentTermsDays.trim();
  if (!/^\d{1,3}$/.test(days) || Number(days) > 120) {
    errors.paymentTermsDays = "Le délai de paiement est un nombre de jours entre 0 et 120.";
  }
  return errors;
}

export function detailsOf(values: OrganisationFormValues): OrganisationDetails {
  const orNull = (text: string) => text.trim() || null;
  return {
    legal_name: values.legalName.trim(),
    registration_kind: values.registrationKind,
    registration_number: orNull(values.registrationNumber),
    tax_number: orNull(values.taxNumber),
    billing_address: orNull(values.billingAddress),
    country: values.country.trim(),
    currency: values.currency,
    purchase_order_required: values.purchaseOrderRequired,
    payment_terms_days: Number(values.paymentTermsDays.trim()),
  };
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The invitation form's one rule, as the database's (invite_organisation_member). */
export function invitationEmailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return "Indiquez l'adresse e-mail de la personne à inviter.";
  if (trimmed.length > 254 || !EMAIL.test(trimmed)) return "Adresse e-mail invalide.";
  return undefined;
}
