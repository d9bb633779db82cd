import { ConfigError, refuseCleartext } from "./read";

/**
 * A hosted Supabase project (SUPABASE_URL and SUPABASE_ANON_KEY): the site is served against it, no local backend runs.
 */
export interface HostedConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** The hosted project when either setting is present (then both are required); undefined for the local backend. */
export function hostedConfig(env: NodeJS.ProcessEnv, production: boolean): HostedConfig | undefined {
  if (!env.SUPABASE_URL && !env.SUPABASE_ANON_KEY) return undefined;
  const missing = ["SUPABASE_URL", "SUPABASE_ANON_KEY"].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(`Hosted Supabase configuration is incomplete: ${missing.join(" and ")} is missing`);
  }
  try {
    new URL(env.SUPABASE_URL!);
  } catch {
    throw new ConfigError(`SUPABASE_URL is not a valid URL: "${env.SUPABASE_URL}"`);
  }
  if (production) refuseCleartext("SUPABASE_URL", env.SUPABASE_URL!);
  return { supabaseUrl: env.SUPABASE_URL!, supabaseAnonKey: env.SUPABASE_ANON_KEY! };
}
