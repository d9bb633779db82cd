import { saveFile } from "~/lib/save-file";

/**
 * CSV for Excel users in French: UTF-8 with a byte-order mark (without it Excel reads the accents as Windows-1252),
 * ';' between cells (the list separator of French-language Excel), CRLF between rows.
 */
export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";

/** First characters a spreadsheet reads as a formula (OWASP "CSV injection"), tab and carriage return included. */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One cell: a visitor's value starting like a formula gets a leading apostrophe so the spreadsheet shows it as text
 * instead of running it; cells holding the separator, quotes or line breaks are quoted.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header row, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

/** Offers the text as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(new Blob([csv], { type: "text/csv;charset=utf-8" }), fileName);
}
