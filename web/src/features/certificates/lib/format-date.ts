const longDate = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * A certificate date in French, e.g. '12 mars 2027', '1er mars 2027'. Read in UTC (the time of Abidjan and Dakar),
 * so the PDF and the verification page give the same day wherever they are opened.
 */
export function formatCertificateDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const parts = longDate.formatToParts(date);
  return parts
    .map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value))
    .join("")
    .replace(/\s+/g, " ");
}
