import type { Context } from "hono";

/** A positive whole number named `name`, from the JSON body (POST, as supabase.functions.invoke sends) or the query. */
export async function readIdParameter(c: Context, name: string): Promise<number | null> {
  let raw: unknown = c.req.query(name);
  if (c.req.method === "POST") raw = ((await c.req.json().catch(() => ({}))) as Record<string, unknown>)[name];
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(bytes as BlobPart, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
}
