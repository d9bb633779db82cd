import { describe, expect, it } from "vitest";
import { certificateDocument, PAGE, toPdfText } from "./certificate-document";

const certificate = {
  number: "PA-2026-000001-7F3A",
  learner_name: "Fatou Ndiaye",
  formation_title: "Leadership transformationnel pour dirigeants",
  formation_duration: "3 jours",
  issued_at: "2027-03-12T10:00:00Z",
};
const options = {
  origin: "https://www.exemple.test/",
  firmName: "Pont Atlantique Conseil",
  firmTagline: "Conseil et formation",
};

const textOf = (doc: ReturnType<typeof certificateDocument>, key: string) => doc.lines.find((l) => l.key === key)?.text;

describe("certificateDocument", () => {
  const doc = certificateDocument(certificate, options);

  it("names the file after the certificate number", () => {
    expect(doc.fileName).toBe("certificat-PA-2026-000001-7F3A.pdf");
  });

  // Issue 48 (decision 1091): the wording and layout of the certificate of completion drawn by the server.
  it("reads as the diploma: lockup, heading, who attests, the learner, the formation, place and date, signatory", () => {
    expect(textOf(doc, "firm")).toBe("Pont Atlantique");
    expect(textOf(doc, "firm-suffix")).toBe("C O N S E I L");
    expect(textOf(doc, "heading")).toBe("CERTIFICAT DE FORMATION");
    expect(textOf(doc, "awarded")).toBe("Le cabinet Pont Atlantique Conseil atteste que");
    expect(textOf(doc, "learner")).toBe("Fatou Ndiaye");
    expect(textOf(doc, "completed")).toBe("a suivi avec succès la formation");
    expect(textOf(doc, "formation")).toBe("Leadership transformationnel pour dirigeants");
    expect(textOf(doc, "duration")).toBe("Durée : 3 jours");
    expect(textOf(doc, "date")).toBe("Fait à Montréal, le 12 mars 2027");
    expect(textOf(doc, "signatory")).toBe("Aïcha Koné");
    expect(textOf(doc, "signatory-position")).toBe("Directrice pédagogique, pour Pont Atlantique Conseil");
    expect(doc.signature.path).toMatch(/^M0 22 C/);
  });

  it("prints the unique number beside the QR code and the public verification address it encodes", () => {
    expect(textOf(doc, "number")).toBe("N° PA-2026-000001-7F3A");
    expect(textOf(doc, "verify-label")).toBe("Vérifiez ce certificat");
    expect(doc.verificationUrl).toBe("https://www.exemple.test/certificats/verifier/PA-2026-000001-7F3A");
    expect(textOf(doc, "address")).toContain(doc.verificationUrl);
    expect(textOf(doc, "address")).toMatch(/^Pont Atlantique Conseil inc\. — /);
  });

  it("keeps every line and the QR code inside the page margins, top to bottom without overlap", () => {
    for (const line of doc.lines) {
      expect(line.y).toBeGreaterThan(PAGE.margin);
      expect(line.y).toBeLessThan(PAGE.height - PAGE.margin);
    }
    expect(doc.qr.x + doc.qr.size).toBeLessThanOrEqual(PAGE.width - PAGE.margin);
    expect(doc.qr.y).toBeGreaterThanOrEqual(PAGE.margin);
    const centred = doc.lines.filter((l) => l.align === "center").map((l) => l.y);
    expect(centred).toEqual([...centred].sort((a, b) => b - a));
    expect(new Set(centred).size).toBe(centred.length);
  });
});

describe("toPdfText", () => {
  it("keeps French letters and typography that the standard fonts draw", () => {
    expect(toPdfText("Éthique numérique – l'été à Sévaré, œuvre n° 3 « réussie »")).toBe(
      "Éthique numérique – l'été à Sévaré, œuvre n° 3 « réussie »",
    );
  });

  it("turns narrow no-break spaces into plain spaces", () => {
    expect(toPdfText("950\u202f000\u00a0XOF")).toBe("950 000 XOF");
  });

  it("drops a diacritic the fonts lack and replaces what cannot be drawn", () => {
    expect(toPdfText("Dvořák")).toBe("Dvorák");
    expect(toPdfText("Ngozi 李")).toBe("Ngozi ?");
  });
});
