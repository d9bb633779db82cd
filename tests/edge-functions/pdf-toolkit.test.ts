import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderAttendanceSheetPdf } from "../../supabase/functions/_shared/attendance-sheet-pdf.ts";
import { wrap } from "../../supabase/functions/_shared/pdf/text.ts";
import { pdfTextLines } from "../integration/pdf-text";

describe("the documents' PDF toolkit (decision 1109)", () => {
  it("wraps one way, its options naming what the documents need: paragraphs, any white space, long words cut", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const plain = (text: string) => text;
    const width = font.widthOfTextAtSize("aaaa bbbb", 10);
    expect(wrap("aaaa bbbb cccc", font, 10, width, { safe: plain })).toEqual(["aaaa bbbb", "cccc"]);
    // A line break is a paragraph only when asked; an empty paragraph keeps its blank line.
    expect(wrap("aaaa\n\nbbbb", font, 10, width, { safe: plain, paragraphs: true })).toEqual(["aaaa", "", "bbbb"]);
    expect(wrap("aaaa\nbbbb", font, 10, width, { safe: plain, between: /\s+/ })).toEqual(["aaaa bbbb"]);
    // A word longer than the line overflows on its own line, or is cut across lines.
    const long = "x".repeat(40);
    expect(wrap(`aaaa ${long}`, font, 10, width, { safe: plain })).toEqual(["aaaa", long]);
    const cut = wrap(`aaaa ${long}`, font, 10, width, { safe: plain, breakWords: true });
    expect(cut[0]).toBe("aaaa");
    expect(cut.slice(1).join("")).toBe(long);
    expect(cut.every((line) => font.widthOfTextAtSize(line, 10) <= width)).toBe(true);
  });

  it("the attendance sheet says the screens' status nouns, with its short method captions", async () => {
    const slot = {
      id: 1,
      starts_at: "2027-02-01T14:00:00Z",
      ends_at: "2027-02-01T17:00:00Z",
      time_zone: "America/Toronto",
      trainer_signed_at: null,
      trainer_signature: null,
    };
    const mark = (enrollment_id: number, status: "present" | "late" | "absent" | "excused", method: string) => ({
      slot_id: 1,
      enrollment_id,
      status,
      method,
      signature: null,
      recorded_at: "2027-02-01T15:00:00Z",
    });
    const lines = pdfTextLines(
      await renderAttendanceSheetPdf({
        session: {
          id: 7,
          formation_title: "Gestion de projet Agile",
          starts_on: "2027-02-01",
          ends_on: "2027-02-01",
          city: "Montréal",
          venue: "Centre-ville",
          trainer_name: "Luc Roy",
        },
        slots: [slot],
        learners: [1, 2, 3, 4].map((id) => ({
          enrollment_id: id,
          learner_name: `Apprenant ${id}`,
          planned_minutes: 180,
          attended_minutes: 180,
        })),
        marks: [
          mark(1, "present", "tap"),
          mark(2, "late", "trainer"),
          mark(3, "absent", "code"),
          mark(4, "excused", "staff"),
        ],
      }),
    );
    expect(lines).toEqual(
      expect.arrayContaining(["Présence (confirmé)", "Retard (formateur)", "Absence", "Absence excusée (corrigé)"]),
    );
    expect(lines.join("\n")).not.toMatch(/Présent\b|Excusé|En retard/);
  });
});
