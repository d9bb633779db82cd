import { restError } from "../errors/catalogue";

/** The `Prefer` values this server understands (RFC 7240, as PostgREST reads them). */
const KNOWN = {
  return: ["minimal", "headers-only", "representation"],
  count: ["exact", "planned", "estimated"],
  tx: ["commit", "rollback"],
  resolution: ["merge-duplicates", "ignore-duplicates"],
  missing: ["default", "null"],
  handling: ["strict", "lenient"],
} as const;

export type PreferenceName = keyof typeof KNOWN | "max-affected";

export interface Preferences {
  return?: (typeof KNOWN.return)[number];
  count?: (typeof KNOWN.count)[number];
  tx?: (typeof KNOWN.tx)[number];
  resolution?: (typeof KNOWN.resolution)[number];
  missing?: (typeof KNOWN.missing)[number];
  handling?: (typeof KNOWN.handling)[number];
  maxAffected?: number;
  /** The `Preference-Applied` header: the honoured preferences, as given. */
  applied(): string | undefined;
}

/**
 * Reads `Prefer` for a request that can honour `honoured` (a GET cannot honour `return=`). Unknown or unfulfillable
 * preferences are ignored, unless `handling=strict` asks for 400 PGRST122 as PostgREST does.
 */
export function preferencesOf(header: string | undefined, honoured: PreferenceName[]): Preferences {
  const applied: string[] = [];
  const invalid: string[] = [];
  const prefs: Omit<Preferences, "applied"> = {};
  const tokens = (header ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  for (const token of tokens) {
    const [name, value = ""] = token.split("=").map((s) => s.trim()) as [string, string?];
    const key = name.toLowerCase();
    if (key === "max-affected" && /^\d{1,9}$/.test(value)) {
      prefs.maxAffected = Number(value);
      if (honoured.includes("max-affected")) applied.push(`max-affected=${value}`);
      continue;
    }
    const values = Object.hasOwn(KNOWN, key) ? (KNOWN as Record<string, readonly string[]>)[key] : undefined;
    if (!values || !values.includes(value)) {
      invalid.push(token);
      continue;
    }
    (prefs as Record<string, string>)[key] = value;
    if (key === "handling" || honoured.includes(key as PreferenceName)) applied.push(`${key}=${value}`);
  }
  if (prefs.handling === "strict" && invalid.length > 0) {
    throw restError("PGRST122", { details: `Invalid preferences: ${invalid.join(", ")}` });
  }
  return { ...prefs, applied: () => (applied.length === 0 ? undefined : applied.join(", ")) };
}
