const formatter = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-10-20" → "20 octobre 2026" (UTC, so the prerendered page and the browser agree). */
export function formatArticleDate(isoDate: string): string {
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}
