/**
 * What one REST request may cost. PostgREST's `db-max-rows` (Supabase's default is 1000) caps the rows of the top
 * level and, here, of every embedded to-many list too; the embedding depth and the response size are capped so that
 * one request cannot make the server build an unbounded body. Read from REST_MAX_ROWS, REST_MAX_EMBED_DEPTH and
 * REST_MAX_RESPONSE_BYTES by config/rest.ts (docs/backend.md, "Limits").
 */
export interface Limits {
  /** Most rows one level returns: the top-level read and every embedded to-many list (PostgREST's db-max-rows). */
  maxRows: number;
  /** Most nested embedding levels (`a(b(c))` is 2). */
  maxEmbedDepth: number;
  /** Largest response body; a bigger one is refused instead of sent. */
  maxResponseBytes: number;
  /** Per role, the highest planned cost of one statement (cost-limit.ts); a role left out is not checked. */
  maxCost?: Partial<Record<string, number>>;
  /** On PGlite, most milliseconds one statement of a read by anon or authenticated may run (cost-limit.ts). */
  readTimeoutMs?: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxRows: 1000,
  maxEmbedDepth: 3,
  maxResponseBytes: 10 * 1024 * 1024,
};
