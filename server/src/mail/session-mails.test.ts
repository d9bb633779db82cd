import { describe, expect, it } from "vitest";
import { convocationMail, promotionMail, reminderMail, sessionDates, type SessionMailFacts } from "./session-mails";

const facts: SessionMailFacts = {
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
  courseUrl: "https://example.org/formations/22",
  accountUrl: "https://example.org/mes-formations",
};

describe("session e-mails", () => {
  it("writes the dates in French, one day or several", () => {
    expect(sessionDates("2027-01-11", "2027-01-15")).toBe("du 11 janvier 2027 au 15 janvier 2027");
    expect(sessionDates("2027-02-04", "2027-02-04")).toBe("le 4 février 2027");
  });

  it("the convocation gives date, place and programme, and escapes the learner's name in HTML", () => {
    const mail = convocationMail(facts);
    expect(mail.subject).toBe(
      "Convocation : Préparation à la certification PMP®, du 11 janvier 2027 au 15 janvier 2027",
    );
    expect(mail.text).toContain("Lieu : Immeuble Alpha 2000, Plateau, Abidjan");
    expect(mail.text).toContain("Cinq jours pour réussir l'examen.");
    expect(mail.text).toContain("https://example.org/formations/22");
    expect(mail.html).toContain("Awa &lt;Koné&gt;");
    expect(mail.html).not.toContain("<Koné>");
  });

  it("the reminder and the promotion say what they are for; an online session names no city", () => {
    expect(reminderMail(facts).subject).toBe("Rappel : Préparation à la certification PMP® commence dans 48 heures");
    const promoted = promotionMail({ ...facts, format: "En ligne", city: "En ligne", venue: "Classe virtuelle" });
    expect(promoted.subject).toBe("Une place s'est libérée : Préparation à la certification PMP®");
    expect(promoted.text).toContain("réservée jusqu'au 25 novembre 2026");
    expect(promoted.text).toContain("Lieu : En ligne — Classe virtuelle");
    expect(promoted.text).toContain("https://example.org/mes-formations");
  });
});
