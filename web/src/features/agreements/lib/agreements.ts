import { href } from "react-router";

/** The states of a training agreement (decision 0998). */
export type AgreementStatus = "draft" | "sent" | "client_signed" | "signed" | "cancelled";

export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  draft: "Brouillon",
  sent: "À signer par le client",
  client_signed: "À contresigner",
  signed: "Signée",
  cancelled: "Annulée",
};

export function agreementStatusBadge(status: AgreementStatus): "secondary" | "accent" | "success" | "outline" {
  if (status === "signed") return "success";
  if (status === "sent" || status === "client_signed") return "accent";
  if (status === "cancelled") return "outline";
  return "secondary";
}

/** « 30 % d'acompte puis le solde » — the payment schedule in a few words. */
export function scheduleSummary(depositPercent: number | string, termsDays: number): string {
  const percent = Number(depositPercent);
  const terms = `à ${termsDays} jours`;
  if (!percent) return `Une facture, payable ${terms}`;
  return `Acompte de ${percent.toLocaleString("fr-FR")} % à la signature, solde à la fin, payables ${terms}`;
}

export const agreementKeys = {
  all: ["agreements"] as const,
  list: ["agreements", "list"] as const,
  one: (id: number) => ["agreements", "one", id] as const,
  document: (id: number) => ["agreements", "document", id] as const,
  byOrganisation: (id: string) => ["agreements", "organisation", id] as const,
  byToken: (token: string) => ["agreements", "token", token] as const,
};

/** The agreements' screens (issue 43 item 3, decision 0999). */
export const agreementPaths = {
  list: () => href("/gestion-conventions"),
  staff: (id: number) => href("/gestion-conventions/:id", { id: String(id) }),
  company: (id: number) => href("/espace-entreprise/conventions/:id", { id: String(id) }),
  link: (token: string) => href("/convention/:token", { token }),
} as const;
