import type { Context } from "hono";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { firm } from "@common/firm";
import { FORMATION_THEMES, themeLabel } from "@common/formation-themes";
import { FRENCH_MONTH_NAMES, ordinalDay } from "@common/format";
import { winAnsiSafe, wrap } from "../../../supabase/functions/_shared/pdf/text.ts";
import type { Queryable } from "../db/database";
import { formatMoney } from "@common/format";

export const CATALOGUE_PDF_PATH = "/catalogue.pdf";

export interface CatalogueFormation {
  id: number;
  theme: string;
  title: string;
  description: string;
  duration: string;
  formats: string[];
  expert: string;
  price: number | null;
  price_currency: "XOF" | "CAD";
  sessions: CatalogueSession[];
}

export interface CatalogueSession {
  starts_on: string;
  ends_on: string;
  format: string;
  city: string;
  seats_left: number;
}

/** Sessions shown per formation: the next ones, enough to plan with. */
const SESSIONS_PER_FORMATION = 3;

/** The published catalogue: every formation with its next sessions (open or full, not cancelled, not ended). */
export async function loadCatalogue(db: Queryable): Promise<CatalogueFormation[]> {
  const { rows } = await db.query<CatalogueFormation>(
    `select f.id::int as id, f.theme, f.title, f.description, f.duration, f.formats, f.expert,
            f.price::float8 as price, f.price_currency,
            coalesce((select json_agg(s order by s.starts_on, s.id)
                        from (select s.id, s.starts_on::text as starts_on, s.ends_on::text as ends_on, s.format, s.city,
                                     s.seats_left
                                from public.course_sessions s
                               where s.formation_id = f.id and s.status in ('open', 'full', 'planned')
                                 and s.organisation_id is null -- intra-company sessions are not public (0999)
                                 and s.ends_on >= current_date
                               order by s.starts_on, s.id
                               limit ${SESSIONS_PER_FORMATION}) s), '[]'::json) as sessions
       from public.formations f
      order by f.id`,
  );
  return rows.map((row) => ({
    ...row,
    sessions: typeof row.sessions === "string" ? JSON.parse(row.sessions) : row.sessions,
  }));
}

/** What the catalogue depends on, cheaply: the PDF is made again only when this changes (decision 0871). */
async function catalogueVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string }>(
    `select concat_ws('|',
       (select count(*) || ':' || coalesce(max(updated_at)::text, '') from public.formations),
       (select count(*) || ':' || coalesce(max(updated_at)::text, '') from public.course_sessions),
       current_date::text) as version`,
  );
  return rows[0]?.version ?? "";
}

// ─── Layout ─────────────────────────────────────────────────────────────────────────────────────────────
const day = (iso: string) => {
  const [year, month, date] = iso.split("-").map(Number);
  return { year, month: FRENCH_MONTH_NAMES[month - 1], day: ordinalDay(date) };
};

/** « 11 – 15 janvier 2027 », « 30 janvier – 2 février 2027 », « 4 février 2027 ». */
export function sessionDates(startsOn: string, endsOn: string): string {
  const start = day(startsOn);
  const end = day(endsOn);
  if (startsOn === endsOn) return `${start.day} ${start.month} ${start.year}`;
  if (start.year !== end.year) return `${start.day} ${start.month} ${start.year} – ${end.day} ${end.month} ${end.year}`;
  if (start.month !== end.month) return `${start.day} ${start.month} – ${end.day} ${end.month} ${end.year}`;
  return `${start.day} – ${end.day} ${end.month} ${end.year}`;
}

function sessionLine(session: CatalogueSession): string {
  const place =
    session.format === "En ligne"
      ? "En ligne"
      : session.format === "Hybride"
        ? `Hybride · ${session.city}`
        : session.city;
  const seats =
    session.seats_left <= 0
      ? "complet, liste d'attente"
      : `${session.seats_left} place${session.seats_left > 1 ? "s" : ""} disponible${session.seats_left > 1 ? "s" : ""}`;
  return `${sessionDates(session.starts_on, session.ends_on)} · ${place} · ${seats}`;
}

/**
 * The catalogue's text as the standard PDF fonts (WinAnsi) draw it, wrapped by the PDF toolkit's one `wrap`
 * (decisions 1109, 1125): thin and figure spaces become no-break spaces, and, as every space, part words, so a line
 * breaks wherever one does; anything WinAnsi lacks is « ? ».
 */
const catalogueText = (text: string) => winAnsiSafe(text.replace(/[\u2009\u2007]/g, "\u00a0")).trim();
const lines = (text: string, font: PDFFont, size: number, width: number) =>
  wrap(text, font, size, width, { safe: catalogueText, between: /\s+/ });

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.12, 0.2);
const MUTED = rgb(0.38, 0.4, 0.47);
const ACCENT = rgb(0.72, 0.42, 0.13);

/** Formations grouped by theme (the catalogue's own order), each with its price and next sessions. */
export async function renderCataloguePdf(
  formations: CatalogueFormation[],
  today: Date = new Date(),
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle("Catalogue des formations — Pont Atlantique Conseil");
  pdf.setAuthor(firm.legalName);
  pdf.setLanguage("fr-FR");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;

  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const write = (text: string, { font = regular, size = 10, color = INK, gap = 4 } = {}) => {
    for (const line of lines(text, font, size, width)) {
      ensure(size + gap);
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color });
      y -= size + gap;
    }
  };

  write(firm.legalName, { font: bold, size: 11, color: ACCENT });
  write("Catalogue des formations", { font: bold, size: 24, gap: 8 });
  const issued = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric" }).format(today);
  write(
    `Formations en gestion de projet, leadership, gouvernance, intelligence artificielle, conformité, communication et finance, en présentiel à Abidjan, Dakar et Montréal, en ligne ou en format hybride. Prix hors taxes, par participant. Édition du ${issued.replace(/^1 /, "1er ")}.`,
    { color: MUTED },
  );
  y -= 8;

  const known: string[] = [...FORMATION_THEMES];
  const themes = [...known, ...new Set(formations.map((c) => c.theme).filter((t) => !known.includes(t)))];
  for (const theme of themes) {
    const inTheme = formations.filter((formation) => formation.theme === theme);
    if (inTheme.length === 0) continue;
    ensure(60);
    y -= 10;
    write(themeLabel(theme), { font: bold, size: 16, color: ACCENT, gap: 6 });
    for (const formation of inTheme) {
      ensure(70);
      y -= 4;
      write(formation.title, { font: bold, size: 12 });
      const price =
        formation.price === null ? "Prix sur demande" : `${formatMoney(formation.price, formation.price_currency)} HT`;
      write(`${formation.duration} · ${formation.formats.join(", ")} · ${formation.expert} · ${price}`, {
        size: 9,
        color: MUTED,
      });
      write(formation.description, { size: 9.5 });
      if (formation.sessions.length === 0) {
        write("Prochaines sessions : sur demande (formation en entreprise ou nouvelle session).", {
          size: 9,
          color: MUTED,
        });
      } else {
        write("Prochaines sessions :", { font: bold, size: 9 });
        for (const session of formation.sessions) write(`•  ${sessionLine(session)}`, { size: 9 });
      }
      y -= 6;
    }
  }
  ensure(40);
  y -= 10;
  write(`Inscriptions et devis : ${firm.emails.contact} — ${firm.headOffice.phone}`, { size: 9, color: MUTED });
  return pdf.save();
}

/**
 * GET /catalogue.pdf — the PDF catalogue made from the database, kept in memory until a formation or a session changes
 * (or the day does: ended sessions drop out), checked by one cheap query per request.
 */
export function cataloguePdfRoute(db: Queryable) {
  let cached: { version: string; body: Promise<Uint8Array> } | undefined;
  return async (c: Context) => {
    const version = await catalogueVersion(db);
    if (!cached || cached.version !== version) {
      const body = loadCatalogue(db).then((formations) => renderCataloguePdf(formations));
      cached = { version, body };
      body.catch(() => {
        if (cached?.body === body) cached = undefined;
      });
    }
    const body = await cached.body;
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", 'inline; filename="catalogue-formations-pont-atlantique.pdf"');
    c.header("Cache-Control", "no-cache");
    return c.body(body as Uint8Array<ArrayBuffer>);
  };
}
