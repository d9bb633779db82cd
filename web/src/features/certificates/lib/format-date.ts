import { formatDate } from "@common/format";

/**
 * A certificate date in French, e.g. '12 mars 2027', '1er mars 2027'. Read in UTC (the time of Abidjan and Dakar),
 * so the PDF and the verification page give the same day wherever they are opened. Plain spaces: the certificate's
 * PDF fonts have no narrow no-break space.
 */
export function formatCertificateDate(iso: string): string {
  return formatDate(iso, { timeZone: "UTC" }).replace(/[\u00a0\u202f]/g, " ");
}
