import { restError } from "../errors/catalogue";

export const OBJECT_MEDIA_TYPE = "application/vnd.pgrst.object+json";

/**
 * The response formats this server produces: a JSON array, one JSON object (asked for with Accept), CSV — and, not
 * negotiated but planned, the one row of a function returning a single row: its object, or `null` when filtered out.
 */
export type Media = "json" | "object" | "csv" | "single";

/** The response format from `Accept`, as PostgREST negotiates it (unknown types only: 406 PGRST107). */
export function mediaOf(accept: string | undefined): Media {
  if (!accept) return "json";
  const types = accept.split(",").map((part) => part.split(";")[0].trim().toLowerCase());
  for (const type of types) {
    if (type === OBJECT_MEDIA_TYPE) return "object";
    if (type === "text/csv") return "csv";
    if (["application/json", "application/*", "*/*", "application/vnd.pgrst.array+json"].includes(type)) return "json";
  }
  throw restError("PGRST107", { message: `None of these media types are available: ${accept}` });
}

/**
 * `Accept: application/vnd.pgrst.array+json;nulls=stripped` (or `object+json`): the rows' null values are left out
 * (PostgREST's stripped nulls, supabase-js's `stripNulls()`).
 */
export function stripsNulls(accept: string | undefined): boolean {
  return (accept ?? "").split(",").some((part) => {
    const [type, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const vendor = type === OBJECT_MEDIA_TYPE || type === "application/vnd.pgrst.array+json";
    return vendor && params.some((param) => param.replace(/\s/g, "") === "nulls=stripped");
  });
}

/**
 * The schema a request names, as PostgREST reads it: `Accept-Profile` on GET and HEAD, `Content-Profile` on the
 * other methods; undefined when it names none (the first exposed schema). Whether it is exposed is the schema
 * cache's question (SchemaCache.profile).
 */
export function profileOf(method: string, header: (name: string) => string | undefined): string | undefined {
  const name = method === "GET" || method === "HEAD" ? "accept-profile" : "content-profile";
  return header(name)?.trim() || undefined;
}
