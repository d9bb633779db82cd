import { rgb, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";
import { ATTENDANCE_STATUS_LABELS } from "@common/attendance-labels";
import { firm } from "@common/firm";
import { formatHours, frenchSlotLabel } from "./hours.ts";
import { formatDateRange } from "@common/format";
import { A4_LANDSCAPE, INK, brandedDocument } from "./pdf/page.ts";
import { pdfSafe } from "./pdf/text.ts";
import { boundedSignaturePng } from "./png-size.ts";
import type { AttendanceStatus } from "@common/database";

export interface SheetSlot {
  id: number;
  /** ISO date-times, as the database's JSON writes them. */
  starts_at: string;
  ends_at: string;
  time_zone: string;
  trainer_signed_at: string | null;
  /** A PNG data URL. */
  trainer_signature: string | null;
}

export interface SheetMark {
  slot_id: number;
  enrollment_id: number;
  status: AttendanceStatus;
  method: string;
  signature: string | null;
  recorded_at: string;
}

export interface SheetLearner {
  enrollment_id: number;
  learner_name: string;
  planned_minutes: number;
  attended_minutes: number;
}

/** Everything the sheet prints (public.function_attendance_sheet's answer). */
export interface AttendanceSheet {
  session: {
    id: number;
    formation_title: string;
    starts_on: string;
    ends_on: string;
    city: string;
    venue: string;
    trainer_name: string;
  };
  slots: SheetSlot[];
  learners: SheetLearner[];
  marks: SheetMark[];
}

const PAGE: [number, number] = [A4_LANDSCAPE.width, A4_LANDSCAPE.height];
const MARGIN = 36;
const NAME_WIDTH = 150;
const TOTAL_WIDTH = 80;
const ROW_HEIGHT = 38;
const GREY = rgb(0.45, 0.47, 0.5);


/** The session's attendance sheet: one row per learner, one column per half-day, signatures, trainer's row, totals. */
export async function renderAttendanceSheetPdf(sheet: AttendanceSheet): Promise<Uint8Array> {
  const { pdf, fonts } = await brandedDocument({
    title: `Feuille d'émargement — ${sheet.session.formation_title}`,
    author: firm.legalName,
  });
  const { regular, bold } = fonts;
  const images = new Map<string, PDFImage | null>();
  // A signature is embedded only when its PNG header announces the pad's size at most (decision 0985): a larger one,
  // stored before the database checked it, is left out (the cell keeps its caption) rather than decoded.
  const image = async (dataUrl: string) => {
    if (!images.has(dataUrl)) {
      const bytes = boundedSignaturePng(dataUrl);
      try {
        images.set(dataUrl, bytes ? await pdf.embedPng(bytes) : null);
      } catch {
        images.set(dataUrl, null);
      }
    }
    return images.get(dataUrl) ?? null;
  };
  const text = (page: PDFPage, value: string, x: number, y: number, font: PDFFont, size = 8, maxWidth?: number) =>
    page.drawText(pdfSafe(value), {
      x,
      y,
      size,
      font,
      color: INK,
      ...(maxWidth ? { maxWidth, lineHeight: size + 1 } : {}),
    });

  const slotCount = Math.max(1, sheet.slots.length);
  const slotsPerPage = Math.min(slotCount, 10);
  const slotWidth = (PAGE[0] - 2 * MARGIN - NAME_WIDTH - TOTAL_WIDTH) / slotsPerPage;
  const rowsPerPage = Math.floor((PAGE[1] - 2 * MARGIN - 120) / ROW_HEIGHT) - 1;
  const markOf = new Map(sheet.marks.map((mark) => [`${mark.slot_id}:${mark.enrollment_id}`, mark]));

  const slotPages = Math.max(1, Math.ceil(sheet.slots.length / slotsPerPage));
  const learnerPages = Math.max(1, Math.ceil(sheet.learners.length / rowsPerPage));
  for (let sp = 0; sp < slotPages; sp++) {
    const slots = sheet.slots.slice(sp * slotsPerPage, (sp + 1) * slotsPerPage);
    for (let lp = 0; lp < learnerPages; lp++) {
      const learners = sheet.learners.slice(lp * rowsPerPage, (lp + 1) * rowsPerPage);
      const page = pdf.addPage(PAGE);
      let y = PAGE[1] - MARGIN;
      text(page, `${firm.fullName} — Feuille d'émargement`, MARGIN, y - 4, bold, 14);
      text(page, sheet.session.formation_title, MARGIN, y - 22, bold, 11);
      const dates = formatDateRange(sheet.session.starts_on, sheet.session.ends_on);
      text(
        page,
        `Session ${dates} — ${[sheet.session.venue, sheet.session.city].filter(Boolean).join(", ")} — Formateur : ${sheet.session.trainer_name}`,
        MARGIN,
        y - 36,
        regular,
        9,
      );
      text(
        page,
        `Page ${sp * learnerPages + lp + 1} / ${slotPages * learnerPages}`,
        PAGE[0] - MARGIN - 60,
        y - 4,
        regular,
        8,
      );
      y -= 60;
      const header = y;
      text(page, "Apprenant", MARGIN + 4, header - 14, bold, 9);
      slots.forEach((slot, index) =>
        text(
          page,
          frenchSlotLabel(slot.starts_at, slot.ends_at, slot.time_zone),
          MARGIN + NAME_WIDTH + index * slotWidth + 3,
          header - 10,
          bold,
          7,
          slotWidth - 6,
        ),
      );
      text(page, "Heures suivies", MARGIN + NAME_WIDTH + slots.length * slotWidth + 4, header - 14, bold, 8);
      const tableRight = MARGIN + NAME_WIDTH + slots.length * slotWidth + TOTAL_WIDTH;
      const line = (yy: number) =>
        page.drawLine({ start: { x: MARGIN, y: yy }, end: { x: tableRight, y: yy }, thickness: 0.5, color: GREY });
      line(header);
      y = header - 26;
      line(y);
      const rows = [...learners.map((learner) => ({ learner })), { learner: null }];
      for (const { learner } of rows) {
        const top = y;
        y -= ROW_HEIGHT;
        text(
          page,
          learner ? learner.learner_name : "Formateur",
          MARGIN + 4,
          top - 14,
          learner ? regular : bold,
          9,
          NAME_WIDTH - 8,
        );
        for (const [index, slot] of slots.entries()) {
          const x = MARGIN + NAME_WIDTH + index * slotWidth;
          const mark = learner ? markOf.get(`${slot.id}:${learner.enrollment_id}`) : undefined;
          const signature = learner ? mark?.signature : slot.trainer_signature;
          const drawn = signature ? await image(signature) : null;
          if (drawn) {
            const scale = Math.min((slotWidth - 8) / drawn.width, (ROW_HEIGHT - 14) / drawn.height);
            page.drawImage(drawn, { x: x + 4, y: y + 10, width: drawn.width * scale, height: drawn.height * scale });
          }
          const caption = learner
            ? mark
              ? `${ATTENDANCE_STATUS_LABELS[mark.status]}${mark.method === "tap" ? " (confirmé)" : mark.method === "trainer" ? " (formateur)" : mark.method === "staff" ? " (corrigé)" : ""}`
              : "—"
            : slot.trainer_signed_at
              ? "Signé"
              : "Non signé";
          text(page, caption, x + 3, y + 3, regular, 6.5, slotWidth - 6);
        }
        if (learner)
          text(
            page,
            `${formatHours(learner.attended_minutes)} / ${formatHours(learner.planned_minutes)}`,
            MARGIN + NAME_WIDTH + slots.length * slotWidth + 4,
            top - 14,
            regular,
            9,
          );
        line(y);
      }
      for (let i = 0; i <= slots.length; i++) {
        const x = MARGIN + NAME_WIDTH + i * slotWidth;
        page.drawLine({ start: { x, y: header }, end: { x, y }, thickness: 0.5, color: GREY });
      }
      page.drawLine({ start: { x: MARGIN, y: header }, end: { x: MARGIN, y }, thickness: 0.5, color: GREY });
      page.drawLine({ start: { x: tableRight, y: header }, end: { x: tableRight, y }, thickness: 0.5, color: GREY });
      text(
        page,
        "Signatures recueillies électroniquement : chaque apprenant signe depuis son compte, l'heure et le lieu sont enregistrés par le serveur.",
        MARGIN,
        MARGIN - 10,
        regular,
        7,
      );
    }
  }
  return pdf.save();
}
