import { DEFAULT_MAX_COST, DEFAULT_READ_TIMEOUT_MS } from "../rest/cost-limit";
import { DEFAULT_LIMITS, type Limits } from "../rest/limits";
import { HOUR, integer } from "./read";

/** /rest/v1 (PostgREST's settings): read when the REST routes and the schema cache are built. */

/**
 * The schemas /rest/v1 exposes, as PostgREST's `db-schemas` (Supabase's "Exposed schemas"): REST_DB_SCHEMAS, a
 * comma-separated list, `public` by default. The first is the one used when a request names none.
 */
export function exposedSchemas(env: NodeJS.ProcessEnv = process.env): string[] {
  const names = (env.REST_DB_SCHEMAS ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!/^[A-Za-z_][A-Za-z0-9_$]*$/.test(name)) {
      throw new Error(`REST_DB_SCHEMAS: "${name}" is not a schema name (expected e.g. "public,personal")`);
    }
  }
  return names.length > 0 ? [...new Set(names)] : ["public"];
}

// ─── Query cost: what one /rest/v1 request may return (docs/backend.md, "Limits") ──────────────────────────
/** REST_MAX_ROWS, REST_MAX_EMBED_DEPTH, REST_MAX_RESPONSE_BYTES, read when the REST routes are built. */
export function restLimits(env: NodeJS.ProcessEnv = process.env): Limits {
  return {
    maxRows: integer(env, "REST_MAX_ROWS", DEFAULT_LIMITS.maxRows, 1, Number.MAX_SAFE_INTEGER),
    maxEmbedDepth: integer(env, "REST_MAX_EMBED_DEPTH", DEFAULT_LIMITS.maxEmbedDepth, 1, 1_000),
    maxResponseBytes: integer(
      env,
      "REST_MAX_RESPONSE_BYTES",
      DEFAULT_LIMITS.maxResponseBytes,
      1,
      Number.MAX_SAFE_INTEGER,
    ),
    readTimeoutMs: integer(env, "REST_READ_TIMEOUT_MS", DEFAULT_READ_TIMEOUT_MS, 100, HOUR),
    // Planner cost units (decision 0770); the service role (the server's own code) is not checked.
    maxCost: {
      anon: integer(env, "REST_MAX_COST_ANON", DEFAULT_MAX_COST.anon, 1, Number.MAX_SAFE_INTEGER),
      authenticated: integer(
        env,
        "REST_MAX_COST_AUTHENTICATED",
        DEFAULT_MAX_COST.authenticated,
        1,
        Number.MAX_SAFE_INTEGER,
      ),
    },
  };
}
