import { describe, expect, it } from "vitest";
import {
  convocationMail,
  promotionMail,
  reminderMail,
  sessionDates,
  type SessionMailFacts,
} from "../../../supabase/functions/process-jobs/mail/session-mails.ts";

/** Reads a text with its no-break spaces as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

export const facts: SessionMailFacts = {
  enrollmentId: 42,
  learnerName: "Awa <Koné>",
  formationTitle: "Préparation à la certification PMP®",
  formationDescription: "Cinq jours pour réussir l'examen.",
  duration: "5 jours",
  startsOn: "2027-01-11",
  endsOn: "2027-01-15",
  format: "Présentiel",
  city: "Abidjan",
  venue: "Immeuble Alpha 2000, Plateau",
  paymentReference: "PAC-2026-000042",
  holdExpiresAt: "2026-11-25T10:30:00.000Z",
  amount: "950\u202f000\u00a0F CFA",
  timeZone: "Africa/Abidjan",
  formationUrl: "https://example.org/formations/22",
  accountUrl: "https://example.org/mes-formations",
  payUrl: "https://example.org/mes-formations?payer=42",
};

describe("session e-mails", () => {
  it("writes the dates in French, one day or several, the first of the month « 1er »", () => {
    expect(plain(sessionDates("2027-01-11", "2027-01-15"))).toBe("du 11 au 15 janvier 2027");
    expect(plain(sessionDates("2027-02-04", "2027-02-04"))).toBe("le 4 février 2027");
    expect(plain(sessionDates("2027-06-01", "2027-06-03"))).toBe("du 1er au 3 juin 2027");
  });

  it("the convocation gives date, place and programme, and escapes the learner's name in HTML", () => {
    const mail = convocationMail(facts);
    expect(plain(mail.subject)).toBe("Convocation : Préparation à la certification PMP®, du 11 au 15 janvier 2027");
    expect(mail.text).toContain("Lieu : Immeuble Alpha 2000, Plateau, Abidjan");
    expect(mail.text).toContain("Cinq jours pour réussir l'examen.");
    expect(mail.text).toContain("https://example.org/formations/22");
    expect(mail.html).toContain("Awa &lt;Koné&gt;");
    expect(mail.html).not.toContain("<Koné>");
  });

  it("the promotion gives the amount, the deadline in the learner's zone (named) and the payment link", () => {
    expect(reminderMail(facts).subject).toBe("Rappel : Préparation à la certification PMP® commence dans 48 heures");
    const promoted = promotionMail({ ...facts, format: "En ligne", city: "En ligne", venue: "Classe virtuelle" });
    expect(promoted.subject).toBe("Une place s'est libérée : Préparation à la certification PMP®");
    expect(plain(promoted.text)).toContain("réservée jusqu'au 25 novembre 2026 à 10 h 30 (heure d'Abidjan)");
    expect(plain(promoted.text)).toContain("réglez 950 000 F CFA avant cette date");
    expect(promoted.text).toContain("Lieu : En ligne — Classe virtuelle");
    expect(promoted.text).toContain("https://example.org/mes-formations?payer=42");
    expect(promoted.html).toContain('href="https://example.org/mes-formations?payer=42"');
    const montreal = promotionMail({ ...facts, timeZone: "America/Toronto" });
    expect(plain(montreal.text)).toContain("jusqu'au 25 novembre 2026 à 5 h 30 (heure de Montréal)");
  });
});
