import { pagePaths } from "@common/urls";
import { ENQUIRY_KIND_PHRASES, isEnquiryKind } from "@common/enquiry-kinds";
import { composeMail, escapeHtml, htmlParagraph, type ComposedMail } from "../../_shared/mail/compose.ts";

/** An enquiry as the database stores it (the columns the e-mails show). */
export interface EnquiryForMail {
  id: string;
  kind: string;
  full_name: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  subject: string | null;
  message: string | null;
  details: Record<string, unknown>;
  source_path: string | null;
  created_at: Date | string;
}

/** How the e-mails name a kind (« Demande de devis »); unknown kinds are shown as stored. */
const kindPhrase = (kind: string): string | undefined =>
  isEnquiryKind(kind) ? ENQUIRY_KIND_PHRASES[kind] : undefined;

/** French labels of the kind-specific fields; fields not listed are shown under their own key. */
const DETAIL_LABELS: Record<string, string> = {
  participants: "Nombre de participants",
  formation_ids: "Formation(s)",
  formations: "Formation(s)",
  formation_id: "Formation",
  formation_title: "Formation",
  preferred_dates: "Dates souhaitées",
  city: "Ville",
  budget: "Budget",
  service: "Service",
  theme: "Thème",
  position: "Poste",
  job_offer: "Offre d'emploi (adresse)",
  cv_name: "CV",
  budget_range: "Budget",
  timeline: "Échéance",
};

/** Internal keys the sender has no use for (the CV's storage path). */
const HIDDEN_DETAILS = new Set(["cv_path"]);

const MAX_VALUE_CHARS = 2000;

/** A header value (subject) never carries line breaks from visitor input. */
const oneLine = (value: string) => value.replace(/[\r\n\t\u2028\u2029]+/g, " ").trim();

const clip = (value: string, max = MAX_VALUE_CHARS) => (value.length > max ? `${value.slice(0, max)}…` : value);

function detailValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (Array.isArray(value)) return value.map(detailValue).filter(Boolean).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The fields the visitor filled in, labelled in French, in a stable order. */
export function enquirySummary(enquiry: EnquiryForMail): [label: string, value: string][] {
  const rows: [string, unknown][] = [
    ["Type de demande", kindPhrase(enquiry.kind) ?? enquiry.kind],
    ["Nom", enquiry.full_name],
    ["Courriel", enquiry.email],
    ["Téléphone", enquiry.phone],
    ["Organisation", enquiry.organisation],
    ["Objet", enquiry.subject],
    ...Object.entries(enquiry.details ?? {})
      .filter(([key]) => !HIDDEN_DETAILS.has(key))
      .map(([key, value]): [string, unknown] => [DETAIL_LABELS[key] ?? key, value]),
    ["Message", enquiry.message],
  ];
  return rows
    .map(([label, value]): [string, string] => [label, clip(detailValue(value))])
    .filter(([, value]) => value !== "");
}

function summaryParts(enquiry: EnquiryForMail) {
  const summary = enquirySummary(enquiry);
  return {
    text: summary.flatMap(([label, value]) => (value.includes("\n") ? [`${label} :`, value] : [`${label} : ${value}`])),
    html: [
      '<table style="border-collapse:collapse">',
      ...summary.map(
        ([label, value]) =>
          `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\r?\n/g, "<br>")}</td></tr>`,
      ),
      "</table>",
    ],
  };
}

/** To the firm (NOTIFY_EMAIL): a new enquiry, everything the visitor sent, and the link to it in the inbox. */
export function enquiryNotificationMail(enquiry: EnquiryForMail, siteUrl: string): ComposedMail & { link: string } {
  const link = `${siteUrl}${pagePaths.enquiry(enquiry.id)}`;
  const kind = kindPhrase(enquiry.kind) ?? enquiry.kind;
  const summary = summaryParts(enquiry);
  const from = enquiry.source_path ? [`Envoyée depuis : ${enquiry.source_path}`] : [];
  return {
    link,
    ...composeMail({
      subject: oneLine(clip(`Nouvelle demande — ${kind} — ${enquiry.full_name}`, 200)),
      text: [
        `Une nouvelle demande est arrivée (${kind}).`,
        "",
        ...summary.text,
        "",
        ...from,
        `Ouvrir dans la boîte des demandes : ${link}`,
      ],
      html: [
        `<p>Une nouvelle demande est arrivée (${escapeHtml(kind)}).</p>`,
        ...summary.html,
        ...from.map((line) => htmlParagraph(line)),
        `<p><a href="${escapeHtml(link)}">Ouvrir dans la boîte des demandes</a></p>`,
      ],
    }),
  };
}

/**
 * To the visitor, in French: we received it, we answer within two business days. Nobody has proven that the address
 * typed is the sender's, so the message quotes nothing they typed (no name, subject or message): it cannot carry a
 * stranger's words to someone else's mailbox from the firm's address (issue 24 item 4). The firm's copy has it all.
 */
export function enquiryAcknowledgementMail(enquiry: EnquiryForMail): ComposedMail {
  const kind = kindPhrase(enquiry.kind) ?? "Demande";
  const received =
    enquiry.kind === "application"
      ? "Nous avons bien reçu votre candidature et nous vous remercions de l'intérêt que vous portez à notre cabinet."
      : "Nous avons bien reçu votre demande et nous vous remercions de votre confiance.";
  const next = "Un membre de notre équipe vous répondra dans un délai de deux jours ouvrables.";
  const what = `Type de demande : ${kind}.`;
  const notYou =
    "Si vous n'êtes pas à l'origine de ce message, ignorez-le : quelqu'un a saisi votre adresse par erreur, et vous ne recevrez rien d'autre.";
  return composeMail({
    subject:
      enquiry.kind === "application" ? "Nous avons bien reçu votre candidature" : "Nous avons bien reçu votre demande",
    text: ["Bonjour,", "", received, next, "", what, "", notYou],
    html: [
      htmlParagraph("Bonjour,"),
      `<p>${escapeHtml(received)} ${escapeHtml(next)}</p>`,
      htmlParagraph(what),
      htmlParagraph(notYou),
    ],
  });
}
