/**
 * The one way the site writes money, counts, dates and times in French — on the screens, in the PDFs, the e-mails
 * and the CSV exports (decision 0866). Thousands are grouped with narrow no-break spaces (U+202F), a no-break space
 * (U+00A0) joins a number to its unit, the first day of a month is « 1er », and a time always names its zone.
 */

import type { Currency } from "./payment-channels.ts";

export type { Currency };

/** Narrow no-break space: the French thousands separator. */
export const NNBSP = "\u202f";
/** No-break space: between a number and its unit, before « : ». */
export const NBSP = "\u00a0";

/**
 * How each currency is written after an amount: « 950 000 F CFA », « 1 950,00 $ CA ». The label's own space is a
 * no-break space too, so « F CFA » never breaks over two lines (issue 48, decision 1049).
 */
export const CURRENCY_LABELS: Record<Currency, string> = { XOF: "F\u00a0CFA", CAD: "$\u00a0CA" };

/** The currency's name in a sentence (« Montant exprimé en francs CFA »). */
export const CURRENCY_NAMES: Record<Currency, string> = { XOF: "francs CFA", CAD: "dollars canadiens" };

const isCurrency = (value: unknown): value is Currency => value === "XOF" || value === "CAD";

/**
 * One value made per key and kept: building an Intl formatter costs far more than using one (the catalogue built one
 * per price, 60 in one hydration: docs/performance.md), and the keys here (precisions, time zones) are few.
 */
export function madeOncePer<Key, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new Map<Key, Value>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

const groupingFormat = madeOncePer(
  (decimals: number) =>
    new Intl.NumberFormat("fr-FR", { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
);

/**
 * The digits of |value| rounded to `decimals` places, half away from zero, from its shortest decimal writing (2.675
 * gives 2,68, as Intl rounds it and as a person reads it); null when that writing has an exponent.
 */
function roundedDigits(value: number, decimals: number): { whole: string; fraction: string } | null {
  const written = String(Math.abs(value));
  if (written.includes("e")) return null;
  const [whole, fraction = ""] = written.split(".");
  if (fraction.length <= decimals) return { whole, fraction: fraction.padEnd(decimals, "0") };
  let digits = whole + fraction.slice(0, decimals);
  if (fraction[decimals] >= "5") digits = (BigInt(digits) + 1n).toString().padStart(digits.length, "0");
  return { whole: digits.slice(0, digits.length - decimals) || "0", fraction: digits.slice(digits.length - decimals) };
}

/**
 * « 1 234 567,89 »: what Intl.NumberFormat("fr-FR") writes, written here (decision 0984). A page's first Intl number
 * format loads the locale's data: 85–138 ms at CPU ×4 in the middle of hydrating a price (docs/performance.md). The
 * unit test compares the two over thousands of values. Intl still writes what has an exponent, infinities and NaN.
 */
function groupNumber(value: number, decimals: number): string {
  const digits = Number.isFinite(value) ? roundedDigits(value, decimals) : null;
  if (!digits)
    return groupingFormat(decimals)
      .format(value)
      .replace(/[\u00a0\u202f ]/g, NNBSP);
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const whole = digits.whole.replace(/\B(?=(\d{3})+$)/g, NNBSP);
  return digits.fraction ? `${sign}${whole},${digits.fraction}` : `${sign}${whole}`;
}

/** A plain number with French grouping: 1234567 → « 1 234 567 ». */
export function formatNumber(value: number | string, decimals = 0): string {
  return groupNumber(Number(value), decimals);
}

/**
 * An amount in its currency: francs CFA in whole francs (« 950 000 F CFA »), Canadian dollars with their cents
 * (« 1 950,00 $ CA »). Amounts may come as PostgreSQL numeric strings. An unknown currency keeps its code.
 */
export function formatMoney(amount: number | string, currency: Currency | string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return "";
  if (!isCurrency(currency)) return `${groupNumber(value, 2)}${NBSP}${currency}`;
  const text = currency === "XOF" ? groupNumber(Math.round(value), 0) : groupNumber(value, 2);
  return `${text}${NBSP}${CURRENCY_LABELS[currency]}`;
}

/**
 * French spacing of a text written with plain spaces (an editor's title, a summary): the space before « : » becomes a
 * no-break space, before « ; ! ? » a narrow no-break space, and inside « » a no-break space — so a colon never starts a
 * line (issue 48, decision 1049). A « : » with no space before it (an address, « 16:30 ») is left alone.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ :/g, () => `${NBSP}:`)
    .replace(/ ([;!?])/g, (_space, mark: string) => `${NNBSP}${mark}`)
    .replace(/« /g, () => `«${NBSP}`)
    .replace(/ »/g, () => `${NBSP}»`);
}

/** The day of the month as French writes it: « 1er », « 2 », … « 31 ». */
export const ordinalDay = (day: number) => (day === 1 ? "1er" : String(day));

/** « 1re » / « 1er » and « 2e », « 3e »… for a rank (a waitlist position). */
export function ordinal(rank: number, feminine = true): string {
  if (rank === 1) return feminine ? "1re" : "1er";
  return `${rank}e`;
}

/**
 * A count with its noun, French style: 0 and 1 take the singular (« 0 inscrit », « 1 place libre »), 2 and more the
 * plural (given, or the singular plus « s »). The number is grouped and joined to the noun by a no-break space.
 */
export function plural(count: number, singular: string, pluralForm = pluralOf(singular)): string {
  return `${formatNumber(count)}${NBSP}${Math.abs(count) < 2 ? singular : pluralForm}`;
}

/** A first letter before which French elides « de » into « d' » (vowels, accented or not; h and y are left whole). */
const ELIDES = /^[aeiouàâäéèêëîïôöùûüœæ]/i;

/** « d'Awa Diop », « de Jean-Marc Tremblay »: the possessive « de » before a name, elided before a vowel. */
export const ofName = (name: string) => (ELIDES.test(name.trim()) ? `d'${name.trim()}` : `de ${name.trim()}`);

/** The plural of a noun phrase: each word that is not a particle takes an « s » (« place libre » → « places libres »). */
function pluralOf(singular: string): string {
  return singular
    .split(" ")
    .map((word) => (/^(de|du|des|d'|à|en|sur|la|le|les)$/.test(word) || /[sxz]$/.test(word) ? word : `${word}s`))
    .join(" ");
}

export const FRENCH_MONTH_NAMES = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;

// ─── Time zones ────────────────────────────────────────────────────────────────────────────────────────
/** The firm's offices and their time zones. Montréal keeps Eastern time (America/Toronto, as IANA names it). */
export const OFFICE_TIME_ZONES = {
  Montréal: "America/Toronto",
  Abidjan: "Africa/Abidjan",
  Dakar: "Africa/Dakar",
} as const;
export type Office = keyof typeof OFFICE_TIME_ZONES;
export type OfficeTimeZone = (typeof OFFICE_TIME_ZONES)[Office];

const ZONE_NAMES: Record<string, string> = {
  "America/Toronto": "heure de Montréal",
  "America/Montreal": "heure de Montréal",
  "Africa/Abidjan": "heure d'Abidjan",
  "Africa/Dakar": "heure de Dakar",
  UTC: "UTC",
};

/** « heure de Montréal », « heure d'Abidjan »… (the zone's own IANA name for any other zone). */
export const timeZoneName = (timeZone: string) => ZONE_NAMES[timeZone] ?? timeZone;

const normalise = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * The time zone in which to tell someone a time: the session's city when it is one of the offices', else the
 * person's country (Canada → Montréal, Sénégal → Dakar), else the currency (CAD → Montréal), else Abidjan.
 */
export function timeZoneFor({
  city,
  country,
  currency,
}: {
  city?: string | null;
  country?: string | null;
  currency?: string | null;
}): OfficeTimeZone {
  const place = normalise(city ?? "");
  if (place.includes("montreal")) return OFFICE_TIME_ZONES.Montréal;
  if (place.includes("dakar")) return OFFICE_TIME_ZONES.Dakar;
  if (place.includes("abidjan")) return OFFICE_TIME_ZONES.Abidjan;
  const land = normalise(country ?? "");
  if (land.includes("canada") || land.includes("quebec")) return OFFICE_TIME_ZONES.Montréal;
  if (land.includes("senegal")) return OFFICE_TIME_ZONES.Dakar;
  if (currency === "CAD") return OFFICE_TIME_ZONES.Montréal;
  return OFFICE_TIME_ZONES.Abidjan;
}

// ─── Dates ─────────────────────────────────────────────────────────────────────────────────────────────
interface DayParts {
  day: number;
  month: number;
  year: number;
}

/** Day, month and year of an instant in a zone (a time zone the platform does not know throws a RangeError). */
const calendarDayFormat = madeOncePer(
  (timeZone: string) =>
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "numeric", day: "numeric" }),
);

/** Hours and minutes, 24-hour clock, in a zone. */
const clockFormat = madeOncePer(
  (timeZone: string) =>
    new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
);

/** A calendar date ('2027-06-01', a Date or an ISO instant) as day, month and year in a zone (UTC by default). */
function dayParts(value: Date | string, timeZone = "UTC"): DayParts | null {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split("-").map(Number);
    return { day, month, year };
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = calendarDayFormat(timeZone)
    .formatToParts(date)
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return { day: parts.day, month: parts.month, year: parts.year };
}

const dayMonth = ({ day, month }: DayParts) => `${ordinalDay(day)}${NBSP}${FRENCH_MONTH_NAMES[month - 1]}`;

/** « 1er juin 2027 » (a calendar date is taken as is; an instant is read in `timeZone`, UTC by default). */
export function formatDate(value: Date | string, { timeZone = "UTC", year = true } = {}): string {
  const parts = dayParts(value, timeZone);
  if (!parts) return "";
  return year ? `${dayMonth(parts)} ${parts.year}` : dayMonth(parts);
}

/**
 * « Montréal, le 6 décembre 2026 »: where and on what day a document is made, the date written out (an instant read in
 * `timeZone`, UTC by default). The one place-and-date line of the documents (« Fait à … » on the certificates).
 */
export function formatPlaceAndDate(place: string, value: Date | string, { timeZone = "UTC" } = {}): string {
  return `${place}, le ${formatDate(value, { timeZone })}`;
}

/**
 * A session's dates: « le 4 février 2027 », « du 1er au 5 juin 2027 », « du 30 mai au 3 juin 2027 »,
 * « du 28 décembre 2026 au 2 janvier 2027 ».
 */
export function formatDateRange(start: Date | string, end: Date | string): string {
  const from = dayParts(start);
  const to = dayParts(end);
  if (!from || !to) return "";
  if (from.year === to.year && from.month === to.month && from.day === to.day) return `le ${formatDate(start)}`;
  if (from.year === to.year && from.month === to.month) return `du ${ordinalDay(from.day)} au ${formatDate(end)}`;
  if (from.year === to.year) return `du ${dayMonth(from)} au ${formatDate(end)}`;
  return `du ${formatDate(start)} au ${formatDate(end)}`;
}

/** « 16 h 39 », « 9 h » (French typography; 24-hour clock) in a zone. */
export function formatTime(value: Date | string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const parts = clockFormat(timeZone)
    .formatToParts(date)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  const hours = Number(parts.hour);
  return parts.minute === "00" ? `${hours}${NBSP}h` : `${hours}${NBSP}h${NBSP}${parts.minute}`;
}

/** « 3 décembre 2026 à 16 h 39 (heure de Montréal) »: an instant told in a zone, the zone named. */
export function formatDateTime(value: Date | string, timeZone: string, { zone = true } = {}): string {
  const date = formatDate(value, { timeZone });
  if (!date) return "";
  const time = formatTime(value, timeZone);
  return zone ? `${date} à ${time} (${timeZoneName(timeZone)})` : `${date} à ${time}`;
}
