import { describe, expect, it } from "vitest";
import { certificateIssuedMail } from "../../../supabase/functions/process-jobs/mail/certificate-mails.ts";
import {
  enrollmentCancelledMail,
  holdLapsedMail,
  holdReminderMail,
  sessionCancelledMail,
  sessionMovedMail,
  waitlistJoinedMail,
  waitlistSessionCancelledMail,
} from "../../../supabase/functions/process-jobs/mail/change-mails.ts";
import { duplicatePaymentMail, refundPaidMail } from "../../../supabase/functions/process-jobs/mail/refund-mails.ts";
import { composeMail } from "../../../supabase/functions/_shared/mail/compose.ts";
import { facts } from "./session-mails.test";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const others = [
  {
    startsOn: "2027-06-01",
    endsOn: "2027-06-05",
    format: "Présentiel",
    city: "Dakar",
    venue: "Rue Carnot",
    seatsLeft: 4,
  },
  { startsOn: "2027-09-13", endsOn: "2027-09-17", format: "En ligne", city: "En ligne", venue: "", seatsLeft: 0 },
];
const refund = { amount: "950\u202f000\u00a0F CFA", status: "due" as const, recordedAt: "2027-01-02T09:00:00Z" };

describe("the branded layout", () => {
  it("frames every e-mail with the wordmark, the signature, the three offices and the legal footer, in both parts", () => {
    const mail = composeMail({ subject: "Essai", text: ["Bonjour,"], html: ["<p>Bonjour,</p>"] });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Pont Atlantique Conseil");
      expect(part).toContain("Montréal");
      expect(part).toContain("Abidjan");
      expect(part).toContain("Dakar");
      expect(part).toContain("Pont Atlantique Conseil inc., société par actions");
    }
    expect(mail.html).toContain("CONSEIL");
    expect(mail.html).not.toMatch(/<img|url\(/);
  });
});

describe("change e-mails", () => {
  it("waitlist joined: the position, in French ordinal", () => {
    const mail = waitlistJoinedMail({ ...facts, position: 1 });
    expect(mail.subject).toContain("1re position");
    expect(mail.text).toContain("en 1re position");
    expect(waitlistJoinedMail({ ...facts, position: 3 }).text).toContain("en 3e position");
  });

  it("hold reminder: the deadline with its zone, the amount and the payment link", () => {
    const mail = holdReminderMail(facts);
    expect(mail.subject).toContain("24 heures");
    expect(plain(mail.text)).toContain("25 novembre 2026 à 10 h 30 (heure d'Abidjan)");
    expect(plain(mail.text)).toContain("Réglez 950 000 F CFA");
    expect(mail.text).toContain(facts.payUrl);
  });

  it("hold lapsed: the seat is released and the other sessions are offered", () => {
    const mail = holdLapsedMail(facts, others);
    expect(mail.text).toContain("libérée");
    expect(plain(mail.text)).toContain("du 1er au 5 juin 2027 — Rue Carnot, Dakar");
    expect(mail.text).toContain("(complète : liste d'attente)");
  });

  it("hold lapsed: the deadline that passed is in the brackets, never an empty « () » (finding 29)", () => {
    const told = holdLapsedMail(facts, []);
    expect(plain(told.text)).toContain(
      "Le délai de paiement de votre place est passé (25 novembre 2026 à 10 h 30 (heure d'Abidjan)) : elle a été libérée",
    );
    const unknown = holdLapsedMail({ ...facts, holdExpiresAt: null }, []);
    expect(unknown.text).not.toContain("()");
    expect(unknown.text).toContain("Le délai de paiement de votre place est passé : elle a été libérée");
    // With no other session, the HTML still leads back to the formation.
    expect(unknown.html).toContain('href="https://example.org/formations/22"');
  });

  it("session cancelled by staff with a reason: « Motif : » in every part, the waiting list's e-mail too", () => {
    const mail = sessionCancelledMail(facts, { refund, others, reason: "Formateur indisponible" });
    expect(mail.text).toContain("Motif : Formateur indisponible");
    expect(mail.html).toContain("Motif : Formateur indisponible");
    const waiting = waitlistSessionCancelledMail({ ...facts, position: 2 }, [], "Formateur indisponible");
    expect(waiting.text).toContain("Motif : Formateur indisponible");
    expect(waitlistSessionCancelledMail({ ...facts, position: 2 }, []).text).not.toContain("Motif");
  });

  it("a payment received twice: said so, with the amount, how and by when it is paid back", () => {
    const mail = duplicatePaymentMail({
      learnerName: "Mariam Coulibaly",
      formationTitle: "Préparation à la certification PMP®",
      amount: "880\u202f000\u00a0F CFA",
      expectedOn: "2026-12-20",
      means: "par transfert Mobile Money",
      paymentReference: "PAC-2026-000005",
      myTrainingsUrl: "https://example.org/mes-formations",
    });
    expect(plain(mail.subject)).toBe("Paiement reçu en double : Préparation à la certification PMP®");
    expect(plain(mail.text)).toContain(
      "Votre paiement de 880 000 F CFA pour « Préparation à la certification PMP® » a été reçu en double",
    );
    expect(plain(mail.text)).toContain(
      "Nous vous remboursons ce second paiement par transfert Mobile Money, avant le 20 décembre 2026.",
    );
    expect(mail.text).toContain("PAC-2026-000005");
    expect(mail.text).not.toMatch(/aucun montant/i);
    expect(mail.html).toContain('href="https://example.org/mes-formations"');
  });

  it("cancelled by staff: the reason, the refund owed and by when", () => {
    const mail = enrollmentCancelledMail(facts, { cause: "staff", reason: "Dossier incomplet", refund, others: [] });
    expect(mail.text).toContain("Notre équipe a annulé votre inscription.");
    expect(mail.text).toContain("Motif : Dossier incomplet");
    expect(plain(mail.text)).toContain("Nous vous remboursons 950 000 F CFA");
    expect(plain(mail.text)).toContain("au plus tard le 16 janvier 2027");
    expect(mail.text).toContain("Aucune autre session");
  });

  it("cancelled by the learner without payment: nothing to pay", () => {
    const mail = enrollmentCancelledMail(facts, { cause: "learner", reason: null, refund: null, others });
    expect(mail.text).toContain("Nous avons bien enregistré l'annulation");
    expect(mail.text).toContain("vous n'avez rien à régler");
  });

  it("session cancelled: the refund and the formation's other sessions", () => {
    const mail = sessionCancelledMail(facts, { refund, others });
    expect(plain(mail.subject)).toBe("Session annulée : Préparation à la certification PMP®, du 11 au 15 janvier 2027");
    expect(plain(mail.text)).toContain("Nous vous remboursons 950 000 F CFA");
    expect(mail.text).toContain("Autres sessions de cette formation");
    expect(mail.html).toContain('href="https://example.org/formations/22"');
  });

  it("session moved: before and after", () => {
    const mail = sessionMovedMail(
      { ...facts, startsOn: "2027-02-01", endsOn: "2027-02-05" },
      { startsOn: "2027-01-11", endsOn: "2027-01-15", format: "Présentiel", city: "Abidjan", venue: "Plateau" },
      others,
    );
    expect(plain(mail.text)).toContain("Avant : du 11 au 15 janvier 2027 — Plateau, Abidjan");
    expect(plain(mail.text)).toContain("Désormais : du 1er au 5 février 2027");
  });

  it("certificate issued: the download and verification links", () => {
    const mail = certificateIssuedMail({
      learnerName: "Awa Koné",
      formationTitle: "PMP",
      number: "PAC-2027-0001",
      issuedAt: "2027-03-01T10:00:00Z",
      certificatesUrl: "https://example.org/certificats",
      verifyUrl: "https://example.org/certificats/verifier/PAC-2027-0001",
    });
    expect(plain(mail.text)).toContain("Délivrée le : 1er mars 2027");
    expect(mail.text).toContain("https://example.org/certificats/verifier/PAC-2027-0001");
  });

  it("refund paid out: the amount, the date, how it went back and the credit note to download", () => {
    const mail = refundPaidMail({
      learnerName: "Awa Koné",
      formationTitle: "PMP",
      amount: "1 950,00 $ CA",
      refundedAt: "2027-03-02T15:00:00Z",
      means: "sur la carte bancaire utilisée",
      creditNote: "AV-2027-000004",
      myTrainingsUrl: "https://example.org/mes-formations",
    });
    expect(mail.subject).toBe("Remboursement effectué — avoir AV-2027-000004");
    expect(plain(mail.text)).toContain(
      "Nous vous avons remboursé 1 950,00 $ CA sur la carte bancaire utilisée pour « PMP ».",
    );
    expect(plain(mail.text)).toContain("Remboursé le : 2 mars 2027");
    expect(mail.text).toContain("Avoir : AV-2027-000004");
    expect(mail.html).toContain('href="https://example.org/mes-formations"');
  });

  it("refund paid out without an invoice: no credit note named, and no empty greeting", () => {
    const mail = refundPaidMail({
      learnerName: "",
      formationTitle: "PMP",
      amount: "950 000 F CFA",
      refundedAt: "2027-03-02T15:00:00Z",
      means: "par transfert Mobile Money",
      creditNote: null,
      myTrainingsUrl: "https://example.org/mes-formations",
    });
    expect(mail.subject).toBe("Remboursement effectué : PMP");
    expect(mail.text).not.toContain("Avoir");
    expect(mail.text.startsWith("Bonjour,")).toBe(true);
  });
});
