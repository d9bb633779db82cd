import { firm } from "@common/firm";
import { formatDateTime } from "@common/format";
import { calendarText, type CalendarSession } from "../_shared/calendar-ics.ts";
import { icsAttachment } from "./calendar-invitation.ts";
import type { MailJobContext, MailJobRender, QueuedMail } from "./job.ts";
import { jsonAs, type RpcCall } from "../_shared/clients.ts";
import { phoneTexts } from "../_shared/messaging/texts.ts";
import { composeMail, factList, htmlButton, htmlParagraph, type ComposedMail } from "../_shared/mail/compose.ts";
import { greeting } from "./mail/session-mails.ts";

/**
 * The 15-minute call's e-mails (issue 44 item 5, decision 1021): the confirmation (or the new time)
 * and the reminder to the visitor and the consultant, each with the call's invitation (.ics: REQUEST, SEQUENCE raised
 * by every new time; CANCEL once cancelled), the video link or phone number, and the visitor's links to reschedule or
 * cancel (/rendez-vous/gerer/<token>, the token kept hashed). Read when the job runs through function_call_mail_facts:
 * a reminder of a booking moved or cancelled since it was queued sends nothing.
 */
export const CALL_BOOKED_JOB = "calls.booked";
export const CALL_REMINDER_JOB = "calls.reminder";
export const CALL_CANCELLED_JOB = "calls.cancelled";
export const CALL_JOB_KINDS = [CALL_BOOKED_JOB, CALL_REMINDER_JOB, CALL_CANCELLED_JOB];

export interface CallFacts {
  id: number;
  starts_at: string;
  ends_at: string;
  status: "booked" | "cancelled";
  sequence: number;
  full_name: string;
  email: string;
  phone: string;
  subject: string;
  visitor_time_zone: string;
  cancelled_by: "visitor" | "staff" | null;
  /** Staff's reason for cancelling (decision 1069); null for the visitor's own cancellation. */
  cancellation_reason?: string | null;
  consultant_name: string;
  consultant_email: string;
  office: string;
  time_zone: string;
  video_url: string | null;
  consultant_phone: string | null;
}

export const callUid = (id: number) => `call-${id}@formations.pont-atlantique.example`;

/** A date-time's day and HH:MM in a zone. */
function localParts(iso: string, timeZone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Where the call happens: the video room, else the consultant calls the visitor. */
function placeOf(facts: CallFacts): string {
  if (facts.video_url) return `Visioconférence : ${facts.video_url}`;
  return `Par téléphone : le consultant vous appelle au ${facts.phone}${facts.consultant_phone ? ` (son numéro : ${facts.consultant_phone})` : ""}`;
}

/** The call as one calendar event in the consultant's office zone. */
export function callEvent(facts: CallFacts, siteUrl: string): CalendarSession {
  const start = localParts(facts.starts_at, facts.time_zone);
  const end = localParts(facts.ends_at, facts.time_zone);
  return {
    id: facts.id,
    uid: callUid(facts.id),
    title: `Premier échange de 15 minutes — ${firm.fullName}`,
    startsOn: start.day,
    endsOn: start.day,
    dayStarts: start.time,
    dayEnds: end.time,
    timeZone: facts.time_zone,
    location: facts.video_url ?? `Téléphone ${facts.phone}`,
    description: `${facts.full_name} et ${facts.consultant_name}. Sujet : ${facts.subject}`,
    url: facts.video_url ?? `${siteUrl.replace(/\/+$/, "")}/rendez-vous`,
    sequence: Number(facts.sequence),
    cancelled: facts.status === "cancelled",
    organizer: { name: firm.fullName, email: firm.emails.noReply },
  };
}

const invitation = (facts: CallFacts, siteUrl: string) =>
  icsAttachment(
    calendarText([callEvent(facts, siteUrl)], { method: facts.status === "cancelled" ? "CANCEL" : "REQUEST" }),
  );

export const manageUrl = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, "")}/rendez-vous/gerer/${token}`;

type Kind = "booked" | "moved" | "reminder" | "cancelled";

const SUBJECTS: Record<Kind, string> = {
  booked: "Votre premier échange de 15 minutes est réservé",
  moved: "Votre premier échange de 15 minutes a un nouvel horaire",
  reminder: "Rappel : votre premier échange de 15 minutes",
  cancelled: "Votre premier échange de 15 minutes est annulé",
};

/** The visitor's e-mail: the time in their own zone (and the consultant's office), the place, the links. */
export function visitorCallMail(facts: CallFacts, kind: Kind, manage: string | null): ComposedMail {
  const when = formatDateTime(facts.starts_at, facts.visitor_time_zone);
  const office = formatDateTime(facts.starts_at, facts.time_zone);
  const rows: [string, string][] = [
    ["Date et heure", when],
    ...(office !== when ? ([["Au bureau de " + facts.office, office]] as [string, string][]) : []),
    ["Durée", "15 minutes"],
    ["Avec", `${facts.consultant_name} (bureau de ${facts.office})`],
    ["Lieu", placeOf(facts)],
    ["Sujet", facts.subject],
  ];
  if (kind === "cancelled" && facts.cancelled_by === "staff" && facts.cancellation_reason) {
    rows.push(["Motif", facts.cancellation_reason]);
  }
  const { text, html } = factList(rows);
  const lead =
    kind === "cancelled"
      ? facts.cancelled_by === "staff"
        ? "Nous devons annuler votre premier échange. Toutes nos excuses : réservez un autre créneau quand vous le souhaitez."
        : "Votre premier échange est annulé, comme vous l'avez demandé."
      : kind === "reminder"
        ? "Nous vous rappelons votre premier échange :"
        : kind === "moved"
          ? "Votre premier échange a un nouvel horaire :"
          : "Merci ! Votre premier échange est réservé :";
  const links =
    kind !== "cancelled" && manage ? [`Changer d'horaire ou annuler : ${manage}`] : [];
  const calendar =
    kind === "cancelled"
      ? "L'invitation jointe retire le rendez-vous de votre agenda."
      : "L'invitation jointe (invitation.ics) l'ajoute à votre agenda.";
  return composeMail({
    subject: SUBJECTS[kind],
    text: [greeting(facts.full_name), "", lead, ...text, "", calendar, ...links],
    html: [
      htmlParagraph(greeting(facts.full_name)),
      htmlParagraph(lead),
      html,
      htmlParagraph(calendar),
      ...(kind !== "cancelled" && manage ? [htmlButton(manage, "Changer d'horaire ou annuler")] : []),
    ],
  });
}

/** The consultant's e-mail: who, when in their office's zone, the subject and how to reach the visitor. */
export function consultantCallMail(facts: CallFacts, kind: Kind): ComposedMail {
  const rows: [string, string][] = [
    ["Date et heure", formatDateTime(facts.starts_at, facts.time_zone)],
    ["Visiteur", facts.full_name],
    ["E-mail", facts.email],
    ["Téléphone", facts.phone],
    ["Lieu", placeOf(facts)],
    ["Sujet", facts.subject],
  ];
  if (kind === "cancelled" && facts.cancellation_reason) rows.push(["Motif", facts.cancellation_reason]);
  const { text, html } = factList(rows);
  const lead =
    kind === "cancelled"
      ? `Le premier échange avec ${facts.full_name} est annulé.`
      : kind === "moved"
        ? `${facts.full_name} a choisi un nouvel horaire pour votre premier échange :`
        : kind === "reminder"
          ? `Rappel : premier échange avec ${facts.full_name}.`
          : `${facts.full_name} a réservé un premier échange avec vous :`;
  return composeMail({
    subject: `${SUBJECTS[kind].replace("Votre premier", "Premier").replace("Rappel : votre", "Rappel : premier")} — ${facts.full_name}`,
    text: [greeting(facts.consultant_name), "", lead, ...text],
    html: [htmlParagraph(greeting(facts.consultant_name)), htmlParagraph(lead), html],
  });
}

async function callFacts(read: RpcCall, job: { payload: Record<string, unknown> }) {
  const id = Number(job.payload.booking_id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error("job without a valid booking_id");
  return jsonAs<CallFacts | null>(await read("function_call_mail_facts", { p_booking: id }));
}

const tokenOf = (payload: Record<string, unknown>) =>
  typeof payload.token === "string" && /^[0-9a-f]{64}$/.test(payload.token) ? payload.token : null;

function bothMails(facts: CallFacts, kind: Kind, siteUrl: string, token: string | null, key: string): QueuedMail[] {
  const attachments = [invitation(facts, siteUrl)];
  const manage = token ? manageUrl(siteUrl, token) : null;
  return [
    {
      message: { to: facts.email, ...visitorCallMail(facts, kind, manage), ...(manage ? { link: manage } : {}), attachments },
      dedupe_key: `mail:${key}:visitor`,
    },
    {
      message: { to: facts.consultant_email, ...consultantCallMail(facts, kind), attachments },
      dedupe_key: `mail:${key}:consultant`,
    },
  ];
}

/**
 * The same confirmation, reminder or cancellation by SMS and/or WhatsApp to a visitor who ticked the form's boxes
 * (decisions 1066 and 1069), once per change (`<channel>:<job>:<booking>:<sequence>`), with the link to change or
 * cancel it (the booking page for a cancellation, with staff's reason); the database decides and queues nothing
 * without the consent, after a STOP from the number, or for a booking no longer in the state the text tells.
 */
async function phoneAlso(read: MailJobContext["read"], facts: CallFacts, kind: Kind, siteUrl: string, token: string | null, key: string) {
  const booking = `${siteUrl.replace(/\/+$/, "")}/rendez-vous`;
  const link = token && kind !== "cancelled" ? manageUrl(siteUrl, token) : booking;
  const reason = facts.cancelled_by === "staff" ? (facts.cancellation_reason ?? null) : null;
  const text =
    kind === "cancelled"
      ? phoneTexts.callCancelled(firm.fullName, facts.starts_at, facts.visitor_time_zone, reason, link)
      : phoneTexts.call(kind, firm.fullName, facts.starts_at, facts.visitor_time_zone, link);
  await read("function_queue_call_phone_message", {
    p_booking: facts.id,
    p_purpose: text.purpose,
    p_base_key: key,
    p_body: text.body,
    p_template: JSON.stringify(text.template),
  });
}

export const CALL_MAIL_JOBS: Record<string, MailJobRender> = {
  async [CALL_BOOKED_JOB](job, { read, siteUrl }) {
    const facts = await callFacts(read, job);
    // A newer time (or a cancellation) since: its own job tells it.
    if (!facts || facts.status !== "booked" || Number(job.payload.sequence) !== Number(facts.sequence)) return [];
    const kind: Kind = Number(facts.sequence) > 0 ? "moved" : "booked";
    const key = `${CALL_BOOKED_JOB}:${facts.id}:${facts.sequence}`;
    await phoneAlso(read, facts, kind === "moved" ? "moved" : "booked", siteUrl, tokenOf(job.payload), key);
    return bothMails(facts, kind, siteUrl, tokenOf(job.payload), key);
  },
  async [CALL_REMINDER_JOB](job, { read, siteUrl }) {
    const facts = await callFacts(read, job);
    if (!facts || facts.status !== "booked" || Number(job.payload.sequence) !== Number(facts.sequence)) return [];
    const key = `${CALL_REMINDER_JOB}:${facts.id}:${facts.sequence}`;
    await phoneAlso(read, facts, "reminder", siteUrl, tokenOf(job.payload), key);
    return bothMails(facts, "reminder", siteUrl, tokenOf(job.payload), key);
  },
  async [CALL_CANCELLED_JOB](job, { read, siteUrl }) {
    const facts = await callFacts(read, job);
    if (!facts || facts.status !== "cancelled") return [];
    const key = `${CALL_CANCELLED_JOB}:${facts.id}`;
    // By SMS/WhatsApp too where the visitor ticked a box (decision 1069), with staff's reason.
    await phoneAlso(read, facts, "cancelled", siteUrl, null, key);
    return bothMails(facts, "cancelled", siteUrl, null, key);
  },
};
