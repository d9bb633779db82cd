import type { Limits } from "./sql";

/**
 * What one REST request may cost. PostgREST's `db-max-rows` (Supabase's default is 1000) caps the rows of the top
 * level and, here, of every embedded to-many list too; the embedding depth and the response size are capped so that
 * one request cannot make the server build an unbounded body. Settings: REST_MAX_ROWS, REST_MAX_EMBED_DEPTH,
 * REST_MAX_RESPONSE_BYTES (docs/backend.md, "Limits").
 */
export const DEFAULT_LIMITS: Limits = {
  maxRows: 1000,
  maxEmbedDepth: 3,
  maxResponseBytes: 10 * 1024 * 1024,
};

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer (got "${raw}")`);
  return value;
}

export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): Limits {
  return {
    maxRows: positiveInteger("REST_MAX_ROWS", env.REST_MAX_ROWS, DEFAULT_LIMITS.maxRows),
    maxEmbedDepth: positiveInteger("REST_MAX_EMBED_DEPTH", env.REST_MAX_EMBED_DEPTH, DEFAULT_LIMITS.maxEmbedDepth),
    maxResponseBytes: positiveInteger("REST_MAX_RESPONSE_BYTES", env.REST_MAX_RESPONSE_BYTES, DEFAULT_LIMITS.maxResponseBytes),
  };
}
