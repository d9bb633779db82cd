import { formatDate as frenchDate, formatDateTime as frenchDateTime } from "@common/format";

/** The zone the back office is read in: the browser's (each office's staff see their own time). */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** '12 mars 2027', '1er mars 2027' (common/format.ts), in the reader's zone. */
export function formatDate(iso: string): string {
  return frenchDate(iso, { timeZone: localZone() });
}

/** '12 mars 2027 à 9 h 05' in the reader's zone (French typography writes hours with 'h'). */
export function formatDateTime(iso: string): string {
  return frenchDateTime(iso, localZone(), { zone: false });
}
