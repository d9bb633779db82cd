import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  renderAttendanceSheetPdf,
  type AttendanceSheet,
} from "../../supabase/functions/_shared/attendance-sheet-pdf.ts";
import { boundedSignaturePng, pngSize } from "../../supabase/functions/_shared/png-size.ts";
import { dataUrl, onebitPng } from "../integration/png-images";

describe("signature images are judged by the size their PNG header announces (decision 0985)", () => {
  it("reads the header's width and height without decoding the image", () => {
    expect(pngSize(onebitPng(300, 120))).toEqual({ width: 300, height: 120 });
    expect(pngSize(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(pngSize(Buffer.from("GIF89a this is not a PNG at all....."))).toBeNull();
  });

  it("keeps a pad-sized signature and leaves out a bomb, a non-PNG and a broken data URL", () => {
    expect(boundedSignaturePng(dataUrl(onebitPng(300, 120)))).not.toBeNull();
    expect(boundedSignaturePng(dataUrl(onebitPng(600, 240)))).not.toBeNull();
    const bomb = dataUrl(onebitPng(16000, 16000));
    expect(bomb.length).toBeLessThan(120_000); // small enough to pass a length check: the reason for this rule
    expect(boundedSignaturePng(bomb)).toBeNull();
    expect(boundedSignaturePng(dataUrl(onebitPng(601, 120)))).toBeNull();
    expect(boundedSignaturePng(dataUrl(onebitPng(300, 241)))).toBeNull();
    expect(
      boundedSignaturePng(`data:image/png;base64,${Buffer.from("hello, not a png").toString("base64")}`),
    ).toBeNull();
    expect(boundedSignaturePng("data:image/png;base64,@@@@")).toBeNull();
    expect(boundedSignaturePng("data:image/jpeg;base64,AAAA")).toBeNull();
  });

  it("the attendance sheet embeds a pad-sized signature and skips a 16000 × 16000 one, without decoding it", async () => {
    const bomb = dataUrl(onebitPng(16000, 16000));
    const fine = dataUrl(onebitPng(300, 120));
    const sheet: AttendanceSheet = {
      session: {
        id: 1,
        formation_title: "Sécurité",
        starts_on: "2026-12-01",
        ends_on: "2026-12-01",
        city: "Abidjan",
        venue: "Plateau",
        trainer_name: "Koffi",
      },
      slots: [
        {
          id: 10,
          starts_at: "2026-12-01T09:00:00Z",
          ends_at: "2026-12-01T12:30:00Z",
          time_zone: "Africa/Abidjan",
          trainer_signed_at: "2026-12-01T12:40:00Z",
          trainer_signature: bomb,
        },
      ],
      learners: [
        { enrollment_id: 1, learner_name: "Aïcha", planned_minutes: 210, attended_minutes: 210 },
        { enrollment_id: 2, learner_name: "Moussa", planned_minutes: 210, attended_minutes: 210 },
      ],
      marks: [
        {
          slot_id: 10,
          enrollment_id: 1,
          status: "present",
          method: "signature",
          signature: bomb,
          recorded_at: "2026-12-01T09:01:00Z",
        },
        {
          slot_id: 10,
          enrollment_id: 2,
          status: "present",
          method: "signature",
          signature: fine,
          recorded_at: "2026-12-01T09:02:00Z",
        },
      ],
    };
    const started = performance.now();
    const bytes = await renderAttendanceSheetPdf(sheet);
    expect(performance.now() - started).toBeLessThan(3_000);
    const pdf = await PDFDocument.load(bytes);
    const images = pdf.context
      .enumerateIndirectObjects()
      .filter(([, object]) =>
        String((object as { dict?: { get(name: unknown): unknown } }).dict?.toString?.() ?? "").includes(
          "/Subtype /Image",
        ),
      );
    expect(images.map(([, object]) => String((object as unknown as { dict: object }).dict))).toEqual([
      expect.stringMatching(/\/Width 300[\s\S]*\/Height 120|\/Height 120[\s\S]*\/Width 300/),
    ]);
  }, 20_000);
});
