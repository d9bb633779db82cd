import { countSegments, fitSegments } from "./segments.ts";

/**
 * The phone messages (decision 1008): one short French text per moment that matters on the day, one link each, within
 * two SMS segments (the formation's title is shortened when needed), and the WhatsApp template each is sent with
 * (decision 1009: WhatsApp lets a business open a conversation with an approved template only). The template's body
 * says the same as the SMS; its parameters are the variable parts, the link last.
 */
export const PHONE_PURPOSES = [
  "convocation",
  "reminder",
  "day-before",
  "hold-reminder",
  "seat-offered",
  "payment-received",
  "session-moved",
  "session-cancelled",
  "attendance-code",
  "evaluation",
  "certificate",
  "bank-transfer",
  "call-booked",
  "call-moved",
  "call-reminder",
  "call-cancelled",
] as const;
export type PhonePurpose = (typeof PHONE_PURPOSES)[number];

export interface PhoneText {
  purpose: PhonePurpose;
  /** The SMS, GSM-7 where French allows it, at most two segments. */
  body: string;
  /** The approved WhatsApp template and its body parameters, in order. */
  template: { name: string; language: "fr"; params: string[] };
}

/**
 * The WhatsApp templates as submitted for approval (category UTILITY, language fr), {{n}} their parameters: the
 * local WhatsApp fake knows them as the business account's approved templates.
 */
export const WHATSAPP_TEMPLATES: Record<PhonePurpose, string> = {
  convocation: "Votre convocation à la formation {{1}}, du {{2}}, {{3}} : {{4}}",
  reminder: "Rappel : la formation {{1}} commence le {{2}}, {{3}}. Infos pratiques : {{4}}",
  "day-before": "C'est demain : formation {{1}}, {{2}}. Votre convocation : {{3}}",
  "hold-reminder": "Votre place à la formation {{1}} est réservée jusqu'au {{2}}. Réglez-la ici pour la garder : {{3}}",
  "seat-offered": "Une place s'est libérée à la formation {{1}} ({{2}}). Elle vous est réservée jusqu'au {{3}} : {{4}}",
  "payment-received": "Paiement de {{1}} reçu pour la formation {{2}}. Votre reçu : {{3}}",
  "session-moved": "La formation {{1}} change : du {{2}}, {{3}}. Détails : {{4}}",
  "session-cancelled": "La formation {{1}} du {{2}} est annulée (motif : {{3}}). Vos options : {{4}}",
  "attendance-code": "Formation {{1}} aujourd'hui : signez votre présence avec le code affiché en salle : {{2}}",
  evaluation: "Votre avis sur la formation {{1}} (3 minutes) : {{2}}",
  certificate: "Votre certificat de la formation {{1}} est disponible : {{2}}",
  "bank-transfer":
    "Virement de {{1}} pour la formation {{2}}, référence {{3}}, à recevoir avant le {{4}}. {{5}}. Détails : {{6}}",
  "call-booked": "Votre premier échange de 15 minutes avec {{1}} est réservé le {{2}} (votre heure). Changer ou annuler : {{3}}",
  "call-moved": "Nouvel horaire de votre premier échange de 15 minutes avec {{1}} : le {{2}} (votre heure). Changer ou annuler : {{3}}",
  "call-reminder": "Rappel : votre premier échange de 15 minutes avec {{1}} le {{2}} (votre heure). Changer ou annuler : {{3}}",
  "call-cancelled": "Votre premier échange de 15 minutes avec {{1}} le {{2}} (votre heure) est annulé (motif : {{3}}). Réserver un autre créneau : {{4}}",
};

/** A reason within 40 characters, cut at a word, so a text carrying it stays within two segments (decision 1040). */
function shortReason(reason: string | null, fallback: string): string {
  const given = reason?.trim().replace(/\s+/g, " ") || fallback;
  return given.length > 40 ? `${given.slice(0, 41).replace(/\s+\S*$/, "")}...` : given;
}

/** The STOP line every SMS ends with (decision 1008): the provider's inbound webhook honours it. */
export const STOP_LINE = "STOP SMS: repondez STOP";

/** « 06/05/2030 » from an ISO date. */
export function shortDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

/** « du 06/05 au 08/05/2030 », or « le 06/05/2030 » for one day. */
export function dateSpan(startsOn: string, endsOn: string): string {
  if (startsOn.slice(0, 10) === endsOn.slice(0, 10)) return `le ${shortDate(startsOn)}`;
  return `du ${shortDate(startsOn).slice(0, 5)} au ${shortDate(endsOn)}`;
}

/** « 12/05 à 18:00 » in the session's time zone. */
export function shortDateTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("fr-FR", { timeZone, day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month} à ${parts.hour}:${parts.minute}`;
}

/** « à Abidjan » or « en ligne » (the session's place in a few words). */
export function placeOf(session: { format?: string; city?: string }): string {
  if (/ligne|distance|online|virtuel/i.test(session.format ?? "")) return "en ligne";
  return session.city ? `à ${session.city}` : "";
}

function phoneText(purpose: PhonePurpose, title: string, build: (title: string) => string, params: (title: string) => string[]): PhoneText {
  const body = fitSegments((part) => `${build(part)}\n${STOP_LINE}`, title);
  return { purpose, body, template: { name: `${purpose.replace(/-/g, "_")}_v1`, language: "fr", params: params(title) } };
}

export interface SessionPhoneFacts {
  title: string;
  startsOn: string;
  endsOn: string;
  format?: string;
  city?: string;
  timeZone: string;
}

export const phoneTexts = {
  convocation(s: SessionPhoneFacts, link: string): PhoneText {
    const when = dateSpan(s.startsOn, s.endsOn);
    return phoneText("convocation", s.title, (t) => `Convocation: ${t}, ${when} ${placeOf(s)}. Votre convocation: ${link}`, (t) => [t, when.replace(/^du |^le /, ""), placeOf(s), link]);
  },
  reminder(s: SessionPhoneFacts, link: string): PhoneText {
    const day = shortDate(s.startsOn);
    return phoneText("reminder", s.title, (t) => `Rappel: ${t} commence le ${day} ${placeOf(s)}. Infos pratiques: ${link}`, (t) => [t, day, placeOf(s), link]);
  },
  dayBefore(s: SessionPhoneFacts, link: string): PhoneText {
    return phoneText("day-before", s.title, (t) => `C'est demain: ${t} ${placeOf(s)}. Votre convocation: ${link}`, (t) => [t, placeOf(s), link]);
  },
  holdReminder(s: SessionPhoneFacts, holdExpiresAt: string, payLink: string): PhoneText {
    const until = shortDateTime(holdExpiresAt, s.timeZone);
    return phoneText("hold-reminder", s.title, (t) => `Votre place a ${t} est reservee jusqu'au ${until}. Reglez ici pour la garder: ${payLink}`, (t) => [t, until, payLink]);
  },
  seatOffered(s: SessionPhoneFacts, holdExpiresAt: string | null, payLink: string): PhoneText {
    const day = shortDate(s.startsOn);
    const until = holdExpiresAt ? shortDateTime(holdExpiresAt, s.timeZone) : "";
    return phoneText(
      "seat-offered",
      s.title,
      (t) => `Une place s'est liberee a ${t} (${day})${until ? `, gardee pour vous jusqu'au ${until}` : ""}. Reservez: ${payLink}`,
      (t) => [t, day, until || "la fin de la réservation", payLink],
    );
  },
  paymentReceived(title: string, amount: string, link: string): PhoneText {
    return phoneText("payment-received", title, (t) => `Paiement de ${amount} enregistre pour ${t}. Votre recu: ${link}`, (t) => [amount, t, link]);
  },
  sessionMoved(s: SessionPhoneFacts, link: string): PhoneText {
    const when = dateSpan(s.startsOn, s.endsOn);
    return phoneText("session-moved", s.title, (t) => `Changement: ${t} aura lieu ${when} ${placeOf(s)}. Details: ${link}`, (t) => [t, when.replace(/^du |^le /, ""), placeOf(s), link]);
  },
  /** With the reason staff gave (decision 1040), cut to 40 characters so the text stays within two segments. */
  sessionCancelled(s: SessionPhoneFacts, link: string, reason: string | null = null): PhoneText {
    const day = shortDate(s.startsOn);
    const motif = shortReason(reason, "precise par e-mail");
    return phoneText("session-cancelled", s.title, (t) => `${t} du ${day} est annulee (motif: ${motif}). Vos options et le remboursement: ${link}`, (t) => [t, day, motif, link]);
  },
  attendanceCode(title: string, link: string): PhoneText {
    return phoneText("attendance-code", title, (t) => `${t} aujourd'hui: signez votre presence avec le code affiche en salle: ${link}`, (t) => [t, link]);
  },
  evaluation(title: string, link: string): PhoneText {
    return phoneText("evaluation", title, (t) => `Votre avis sur ${t} (3 minutes): ${link}`, (t) => [t, link]);
  },
  certificate(title: string, link: string): PhoneText {
    return phoneText("certificate", title, (t) => `Votre certificat ${t} est disponible: ${link}`, (t) => [t, link]);
  },
  /** A bank transfer's amount, reference, account and deadline (decision 1065), for a learner with no e-mail. */
  bankTransfer(title: string, amount: string, reference: string, until: string, account: string, link: string): PhoneText {
    return phoneText(
      "bank-transfer",
      title,
      (t) => `Virement de ${amount} pour ${t}, ref ${reference}, avant le ${until}. ${account}. Details: ${link}`,
      (t) => [amount, t, reference, until, account, link],
    );
  },
  /**
   * The 15-minute call (decision 1066), to a visitor who ticked the booking form's SMS box: the time in their own
   * zone (« 09/01 à 10:00 ») and the link to change or cancel it.
   */
  call(kind: "booked" | "moved" | "reminder", firmName: string, startsAt: string, timeZone: string, link: string): PhoneText {
    const when = shortDateTime(startsAt, timeZone);
    const lead = {
      booked: (f: string) => `Premier échange de 15 min avec ${f} réservé le ${when} (votre heure).`,
      moved: (f: string) => `Nouvel horaire: premier échange de 15 min avec ${f} le ${when} (votre heure).`,
      reminder: (f: string) => `Rappel: premier échange de 15 min avec ${f} le ${when} (votre heure).`,
    }[kind];
    return phoneText(`call-${kind}`, firmName, (f) => `${lead(f)} Changer ou annuler: ${link}`, (f) => [f, when, link]);
  },
  /**
   * The call cancelled (decision 1069), by staff with their reason or by the visitor (« a votre demande »), with the
   * booking page to pick another time.
   */
  callCancelled(firmName: string, startsAt: string, timeZone: string, reason: string | null, link: string): PhoneText {
    const when = shortDateTime(startsAt, timeZone);
    const motif = shortReason(reason, "a votre demande");
    return phoneText(
      "call-cancelled",
      firmName,
      (f) => `Premier échange de 15 min avec ${f} le ${when} annulé (motif: ${motif}). Autre créneau: ${link}`,
      (f) => [f, when, motif, link],
    );
  },
};

/** How many segments a phone text takes (the fake provider and the tests count the same way). */
export const segmentsOf = (text: PhoneText) => countSegments(text.body).segments;
