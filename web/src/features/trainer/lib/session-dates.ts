import { FRENCH_MONTH_NAMES } from "@common/format";
/**
 * Structured dates of the built-in sessions, read from their French date texts (content/sessions.ts), so the text
 * stays the one source: '11 – 15 janvier 2027', '28 février – 2 mars 2027', '30 décembre 2026 – 3 janvier 2027',
 * '5 mai 2027'. A text this cannot read gives null (the session is listed without a place in the month view).
 */
export interface DateRange {
  /** ISO dates 'YYYY-MM-DD', inclusive. */
  start: string;
  end: string;
}

const MONTHS: readonly string[] = FRENCH_MONTH_NAMES;

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

function validDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day;
}

interface Part {
  day: number;
  month?: number;
  year?: number;
}

function parsePart(text: string): Part | null {
  const match = /^(\d{1,2})(?:er)?(?:\s+(\p{L}+))?(?:\s+(\d{4}))?$/u.exec(text.trim());
  if (!match) return null;
  const month = match[2] === undefined ? undefined : MONTHS.indexOf(match[2].toLowerCase());
  if (month === -1) return null;
  return { day: Number(match[1]), month, year: match[3] === undefined ? undefined : Number(match[3]) };
}

export function parseSessionDates(text: string): DateRange | null {
  const pieces = text.split(/\s+[–—-]\s+|\s+au\s+/);
  if (pieces.length > 2) return null;
  const end = parsePart(pieces[pieces.length - 1]);
  const start = pieces.length === 2 ? parsePart(pieces[0]) : end;
  if (!start || !end || end.month === undefined || end.year === undefined) return null;
  const startMonth = start.month ?? end.month;
  const startYear = start.year ?? (startMonth > end.month ? end.year - 1 : end.year);
  if (!validDay(startYear, startMonth, start.day) || !validDay(end.year, end.month, end.day)) return null;
  const range = { start: iso(startYear, startMonth, start.day), end: iso(end.year, end.month, end.day) };
  return range.start <= range.end ? range : null;
}
