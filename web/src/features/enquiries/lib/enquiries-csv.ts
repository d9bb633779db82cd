import { ENQUIRY_KIND_LABELS } from "@common/enquiry-kinds";
import { demoFormations } from "~/content/formations";
import { ENQUIRY_STATUS_LABELS } from "~/domain/enquiry";
import { NEWSLETTER_STATUS_LABELS } from "~/domain/newsletter";
import type { InboxEnquiry } from "../api/inbox";
import type { NewsletterSubscription } from "./enquiry.types";
import { toCsv } from "./csv";
import { DETAIL_LABELS } from "./labels";

/** Text of one kind-specific value: formation ids become their titles, lists are joined. */
export function detailText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (key === "formation_ids" && Array.isArray(value)) {
    return value
      .map((id) => demoFormations.find((formation) => formation.id === Number(id))?.title ?? `Formation ${id}`)
      .join(", ");
  }
  if (Array.isArray(value)) return value.map(String).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details ?? {})
    .filter(([key]) => key !== "cv_path")
    .map(([key, value]) => `${DETAIL_LABELS[key] ?? key} : ${detailText(key, value)}`)
    .join(" | ");
}

/** The inbox as Excel opens it (see csv.ts): one line per enquiry, every visitor value neutralised. */
export function enquiriesCsv(rows: readonly InboxEnquiry[]): string {
  return toCsv(
    [
      "Reçue le (UTC)",
      "Type",
      "Statut",
      "Nom",
      "Email",
      "Téléphone",
      "Organisation",
      "Objet",
      "Message",
      "Détails",
      "Assignée à",
      "Lue",
      "Page",
    ],
    rows.map((row) => [
      row.created_at.replace("T", " ").slice(0, 16),
      ENQUIRY_KIND_LABELS[row.kind] ?? row.kind,
      ENQUIRY_STATUS_LABELS[row.status] ?? row.status,
      row.full_name,
      row.email,
      row.phone,
      row.organisation,
      row.subject,
      row.message,
      detailsText(row.details),
      row.assignee?.full_name ?? row.assignee?.email ?? "",
      row.read_at ? "oui" : "non",
      row.source_path,
    ]),
  );
}

export function subscribersCsv(rows: readonly NewsletterSubscription[]): string {
  const day = (iso: string | null) => (iso ? iso.replace("T", " ").slice(0, 16) : "");
  return toCsv(
    ["Email", "Statut", "Inscrit le (UTC)", "Confirmé le (UTC)", "Désinscrit le (UTC)", "Page"],
    rows.map((row) => [
      row.email,
      NEWSLETTER_STATUS_LABELS[row.status] ?? row.status,
      day(row.created_at),
      day(row.confirmed_at),
      day(row.unsubscribed_at),
      row.source_path,
    ]),
  );
}
