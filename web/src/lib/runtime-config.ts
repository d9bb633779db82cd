/**
 * Where the browser finds its backend. The server publishes it at run time (GET /runtime-config.json), so the
 * same build runs on any port or against a hosted Supabase project. A static host may instead bake
 * VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY in at build time.
 */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

// A plain check rather than a zod schema: this module is on the path of every page that reads the backend,
// and zod would add ~37 KiB gzip before first interaction (docs/performance.md).
function stringField(input: unknown, key: keyof RuntimeConfig): string | undefined {
  if (typeof input !== "object" || input === null) return undefined;
  const value = (input as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
}

export class MissingConfigError extends Error {
  constructor(readonly missing: string[]) {
    super(`Configuration du backend incomplète : ${missing.join(", ")} manquant(e)`);
    this.name = "MissingConfigError";
  }
}

/** Checks both values are present and names the missing one(s) otherwise. */
export function validateRuntimeConfig(input: unknown): RuntimeConfig {
  const value = {
    supabaseUrl: stringField(input, "supabaseUrl"),
    supabaseAnonKey: stringField(input, "supabaseAnonKey"),
  };
  const missing = [!value.supabaseUrl && "SUPABASE_URL", !value.supabaseAnonKey && "SUPABASE_ANON_KEY"].filter(
    (name): name is string => Boolean(name),
  );
  if (missing.length > 0) throw new MissingConfigError(missing);
  return { supabaseUrl: value.supabaseUrl!, supabaseAnonKey: value.supabaseAnonKey! };
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const baked = {
    supabaseUrl: import.meta.env.VITE_SUPABASE_URL as string | undefined,
    supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined,
  };
  if (baked.supabaseUrl || baked.supabaseAnonKey) return validateRuntimeConfig(baked);
  const response = await fetchImpl("/runtime-config.json", { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
  return validateRuntimeConfig(await response.json());
}
