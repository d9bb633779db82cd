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

  it("prints the firm, the learner, the formation, the duration and the French date", () => {
    expect(textOf(doc, "firm")).toBe("PONT ATLANTIQUE CONSEIL");
    expect(textOf(doc, "learner")).toBe("Fatou Ndiaye");
    expect(textOf(doc, "formation")).toBe("Leadership transformationnel pour dirigeants");
    expect(textOf(doc, "duration")).toBe("Durée : 3 jours");
    expect(textOf(doc, "date")).toBe("Délivré le 12 mars 2027");
  });

  it("prints the unique number and the public verification address that the QR code encodes", () => {
    expect(textOf(doc, "number")).toBe("Certificat n° PA-2026-000001-7F3A");
    expect(doc.verificationUrl).toBe("https://www.exemple.test/certificats/verifier/PA-2026-000001-7F3A");
    expect(textOf(doc, "verify-url")).toBe(doc.verificationUrl);
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
