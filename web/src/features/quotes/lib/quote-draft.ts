import type { DraftFields, DraftLine, QuoteWithLines } from "../api/quotes";

// A quote's draft as the builder edits it: the empty one, one read from a saved quote, its amounts and its checks.

// french-spacing: as written — the same words as the database's private.default_quote_conditions(), to change with it
// in a migration (decision 1140); the quote's PDF spaces them (frenchSpacing).
export const DEFAULT_CONDITIONS =
  "Prix par personne ou forfaitaires, taxes comprises le cas échéant. Paiement à 30 jours à réception de la facture. Toute annulation moins de 15 jours avant le début de la session est due en totalité. Le devis accepté vaut commande ; une convention de formation précisera les sessions et les participants.";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const emptyFields = (): DraftFields => ({
  currency: "XOF",
  client_company: "",
  client_registration: "",
  client_address: "",
  client_contact_name: "",
  client_email: "",
  valid_until: inDays(30),
  conditions: DEFAULT_CONDITIONS,
});

export const emptyLine = (): DraftLine => ({
  kind: "intra_per_learner",
  session_id: null,
  formation_id: null,
  description: "",
  quantity: 1,
  unit_price: 0,
  discount_percent: 0,
});

/** A line's amount as the database computes it: quantity × unit price less the discount, in the currency's unit. */
export function lineAmount(line: DraftLine, currency: "XOF" | "CAD"): number {
  const raw = (line.quantity * line.unit_price * (100 - line.discount_percent)) / 100;
  return currency === "XOF" ? Math.round(raw) : Math.round(raw * 100) / 100;
}

export function fieldsOf(quote: QuoteWithLines): DraftFields {
  return {
    enquiry_id: quote.enquiry_id,
    currency: quote.currency,
    client_company: quote.client_company,
    client_registration: quote.client_registration,
    client_address: quote.client_address,
    client_contact_name: quote.client_contact_name,
    client_email: quote.client_email,
    valid_until: quote.valid_until,
    conditions: quote.conditions,
  };
}

export function linesOf(quote: QuoteWithLines): DraftLine[] {
  return [...quote.quote_lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({
      kind: line.kind,
      session_id: line.session_id,
      formation_id: line.formation_id,
      description: line.description,
      quantity: line.quantity,
      unit_price: Number(line.unit_price),
      discount_percent: Number(line.discount_percent),
    }));
}

/** The first thing to fix before saving, in French, or null. */
export function draftProblem(fields: DraftFields, lines: DraftLine[]): string | null {
  if (!fields.client_company.trim()) return "Indiquez la raison sociale du client.";
  if (!fields.client_contact_name.trim()) return "Indiquez le nom du contact.";
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(fields.client_email.trim())) return "Indiquez l'e-mail du contact.";
  if (!fields.valid_until) return "Indiquez la date de validité.";
  for (const [index, line] of lines.entries()) {
    if (!line.description.trim()) return `Ligne ${index + 1} : indiquez la désignation.`;
    if (line.kind === "session_seats" && !line.session_id) return `Ligne ${index + 1} : choisissez la session.`;
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      return `Ligne ${index + 1} : la quantité est un entier d'au moins 1.`;
    if (line.unit_price < 0) return `Ligne ${index + 1} : le prix ne peut pas être négatif.`;
    if (line.discount_percent < 0 || line.discount_percent > 100)
      return `Ligne ${index + 1} : la remise va de 0 à 100 %.`;
  }
  return null;
}
