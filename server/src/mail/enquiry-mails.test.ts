import { describe, expect, it } from "vitest";
import {
  enquiryAcknowledgementMail,
  enquiryNotificationMail,
  enquirySummary,
  type EnquiryForMail,
} from "../../../supabase/functions/process-jobs/mail/enquiry-mails.ts";

const quote: EnquiryForMail = {
  id: "7d9f0c1e-0000-4000-8000-000000000001",
  kind: "quote",
  full_name: "Awa <b>Koné</b>\r\nBcc: victime@example.com",
  email: "awa@example.com",
  phone: null,
  organisation: "Orange CI",
  subject: null,
  message: "Ligne 1\n<script>alert(1)</script>",
  details: { participants: 12, formation_ids: [3, 7], city: "Thiès", cv_path: "applications/x/cv.pdf" },
  source_path: "/formations/3",
  created_at: new Date("2026-11-24T10:00:00Z"),
};

describe("enquiry mails", () => {
  it("summarises what was sent with French labels, without internal paths", () => {
    expect(enquirySummary(quote)).toEqual([
      ["Type de demande", "Demande de devis"],
      ["Nom", quote.full_name],
      ["Courriel", "awa@example.com"],
      ["Organisation", "Orange CI"],
      ["Nombre de participants", "12"],
      ["Formation(s)", "3, 7"],
      ["Ville", "Thiès"],
      ["Message", quote.message],
    ]);
  });

  it("escapes every visitor value in HTML and keeps subjects on one line", () => {
    const notification = enquiryNotificationMail(quote, "https://site.example");
    const ack = enquiryAcknowledgementMail(quote);
    expect(notification.link).toBe(`https://site.example/demandes/${quote.id}`);
    expect(notification.subject).not.toMatch(/[\r\n]/);
    expect(notification.subject).toContain("Demande de devis");
    expect(notification.html).not.toContain("<script>");
    expect(notification.html).not.toContain("<b>Koné");
    expect(notification.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(notification.text).toContain("<script>alert(1)</script>");
    expect(ack.html).not.toContain("applications/x/cv.pdf");
  });

  it("quotes nothing the sender typed in the acknowledgement: the address typed is not proven theirs", () => {
    const ack = enquiryAcknowledgementMail(quote);
    for (const body of [ack.subject, ack.text, ack.html]) {
      expect(body).not.toContain("Koné");
      expect(body).not.toContain("alert(1)");
      expect(body).not.toContain("Thiès"); // the city typed (the firm's offices, Abidjan among them, are in the footer)
      if (quote.subject) expect(body).not.toContain(quote.subject);
    }
    expect(ack.text).toContain("Bonjour,");
    expect(ack.text).toContain("Type de demande : Demande de devis.");
  });
});
