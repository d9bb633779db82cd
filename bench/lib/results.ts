// Results of every bench script land in one file per day, bench/results/<YYYY-MM-DD>.json, merged by key.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./server";

export function resultsFile(date = new Date()): string {
  return path.join(ROOT, "bench/results", `${date.toISOString().slice(0, 10)}.json`);
}

export function machine() {
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    loadAverage1m: Number(os.loadavg()[0]!.toFixed(2)),
    memoryGiB: Number((os.totalmem() / 2 ** 30).toFixed(1)),
  };
}

/** Writes `value` under `key` in today's results file, keeping what other scripts wrote there. */
export function saveResult(key: string, value: unknown): string {
  const file = resultsFile();
  mkdirSync(path.dirname(file), { recursive: true });
  const current = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : {};
  current[key] = { measuredAt: new Date().toISOString(), machine: machine(), ...(value as object) };
  writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
  return file;
}

/**
 * A key for one run among several of a day: `base` and the UTC time (`sign-in-pglite-0757`), so a later run of the same
 * bench is written beside the earlier ones instead of over them (a before and an after stay side by side).
 */
export function runKey(base: string, date = new Date()): string {
  return `${base}-${date.toISOString().slice(11, 16).replace(":", "")}`;
}

/** A plain-text table, columns right-aligned except the first. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  return [line(cells[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
