import { describe, expect, it } from "vitest";
import type { InboxEnquiry } from "../api/inbox";
import { enquiriesCsv, subscribersCsv } from "./enquiries-csv";

const row: InboxEnquiry = {
  id: "e1",
  kind: "quote",
  status: "en_cours",
  full_name: '=HYPERLINK("http://evil")',
  email: "aissatou@example.com",
  phone: "+221 77 000 00 00",
  organisation: "Société Générale Sénégal",
  subject: "Demande de devis",
  message: "Bonjour;\nnous sommes 12",
  details: { participants: 12, formation_ids: [1], city: "Thiès", cv_path: "applications/x/cv.pdf" },
  consent: true,
  source_path: "/devis",
  assignee_id: "a1",
  assignee: { full_name: "Admin Principal", email: "admin@example.com" },
  read_at: null,
  created_at: "2027-03-12T10:05:00Z",
  updated_at: "2027-03-12T10:05:00Z",
};

describe("enquiriesCsv", () => {
  it("writes one line per enquiry with French labels, accents intact and hostile values neutralised", () => {
    const csv = enquiriesCsv([row]);
    const [header, line] = csv.slice(1).split("\r\n");
    expect(header.split(";")[0]).toBe("Reçue le (UTC)");
    expect(line).toContain("2027-03-12 10:05;Devis;En cours;");
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain("'+221 77 000 00 00");
    expect(line).toContain("Société Générale Sénégal");
    expect(line).toContain(
      "Participants\u00a0: 12 | Formation(s)\u00a0: Leadership transformationnel pour dirigeants | Ville\u00a0: Thiès",
    );
    expect(line).not.toContain("cv_path");
    expect(csv).toContain('"Bonjour;\nnous sommes 12"');
  });
});

describe("subscribersCsv", () => {
  it("lists addresses with their state in French", () => {
    const csv = subscribersCsv([
      {
        id: "s1",
        email: "@evil.example",
        status: "confirmed",
        source_path: "/",
        consent_text: "…",
        created_at: "2027-03-01T08:00:00Z",
        confirmed_at: "2027-03-01T08:10:00Z",
        unsubscribed_at: null,
      },
    ]);
    expect(csv.slice(1).split("\r\n")[1]).toBe("'@evil.example;Confirmé;2027-03-01 08:00;2027-03-01 08:10;;/");
  });
});
