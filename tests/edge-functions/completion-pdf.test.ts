import { PDFDocument, PDFName, PDFDict, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  certificateHoursLine,
  renderCompletionCertificatePdf,
  type CompletionCertificate,
} from "../../supabase/functions/_shared/completion-pdf.ts";
import { LOGO_PNG } from "../../supabase/functions/_shared/pdf/brand.generated.ts";
import { pdfText } from "../integration/pdf-text";

const certificate: CompletionCertificate = {
  number: "PR-6B6Y-ZVM1-JSQ0-TMMX",
  learner_name: "Fatou Ndiaye",
  formation_title: "Automatiser ses processus avec l'IA",
  objectives:
    "Repérez les tâches automatisables, choisissez les bons outils et déployez vos premières automatisations.",
  // As private.issue_completion_certificates writes it (private.french_dates, a no-break space inside the date).
  session_label: "du 5 au 6\u00a0décembre 2026, Abidjan",
  planned_minutes: 420,
  attended_minutes: 390,
  issued_at: "2026-12-06T15:00:00Z",
  session: { starts_on: "2026-12-05", ends_on: "2026-12-06", city: "Abidjan", trainer_name: "Koffi Mensah" },
};
const url = "https://www.example.org/certificats/verifier/PR-6B6Y-ZVM1-JSQ0-TMMX";

/** The images drawn on the document's first page, as their pixel sizes. */
async function pageImages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const resources = pdf.getPage(0).node.Resources()!;
  const objects = resources.lookup(PDFName.of("XObject"), PDFDict);
  return objects
    .keys()
    .map((key) => objects.lookup(key))
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
    .filter((stream) => stream.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"))
    .map(
      (stream) => `${String(stream.dict.get(PDFName.of("Width")))}×${String(stream.dict.get(PDFName.of("Height")))}`,
    );
}

describe("the certificate of completion (issue 48 item 5, decision 1048)", () => {
  it("reads as a diploma: the learner, the formation, written dates, the trainer, the hours and the signatory", async () => {
    const text = pdfText(await renderCompletionCertificatePdf(certificate, url));
    expect(text).toContain("CERTIFICAT DE RÉALISATION");
    expect(text).toContain("Fatou Ndiaye");
    expect(text).toContain("du 5 au 6 décembre 2026 à Abidjan, animée par Koffi Mensah");
    expect(text).toContain("Assiduité : 6 h 30 suivies sur 7 h prévues (92 %)");
    expect(text).toContain("Fait à Montréal, le 6 décembre 2026");
    expect(text).toContain("Aïcha Koné");
    expect(text).toContain("N° PR-6B6Y-ZVM1-JSQ0-TMMX");
    expect(text).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it("keeps French spacing inside the hours (pdfText reads every space as a plain one)", () => {
    expect(certificateHoursLine(certificate)).toBe("6\u00a0h\u00a030 suivies sur 7\u00a0h prévues (92\u00a0%)");
  });

  it("embeds the logo mark and the QR code as images, and the site's font", async () => {
    const bytes = await renderCompletionCertificatePdf(certificate, url);
    // The logo mark is the shipped 256 × 256 PNG; the QR code is drawn at 240 pixels.
    expect((await pageImages(bytes)).sort()).toEqual(["240×240", "256×256"]);
    const pdf = await PDFDocument.load(bytes);
    const fonts = pdf.getPage(0).node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
    const names = fonts.keys().map((key) => key.asString());
    expect(names.every((name) => name.startsWith("/Inter-"))).toBe(true);
    expect(new Set(fonts.values().map(String)).size).toBe(2);
    expect(Buffer.from(LOGO_PNG, "base64").subarray(1, 4).toString()).toBe("PNG");
  });

  it("falls back to the stored label for a certificate whose session is gone", async () => {
    const text = pdfText(await renderCompletionCertificatePdf({ ...certificate, session: null }, url));
    expect(text).toContain("Session du 5 au 6 décembre 2026, Abidjan");
    expect(text).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(text).not.toContain("animée par");
  });
});
