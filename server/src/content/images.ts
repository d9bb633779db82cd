import type { Context } from "hono";
import { IMAGE_PATH, VARIANTS_FOLDER, VARIANT_FILE, responsiveImage } from "@common/content-images";
import type { ResponsiveImage } from "~/domain/image";
import type { Database } from "../db/database";
import { rowsOf, type ContentApi } from "./api";
import { objectKey, type ObjectStore } from "../storage/object-store";

export { IMAGE_PATH, responsiveImage };

/**
 * The public Storage bucket of the edited content's images (migration 20261126600100): the back office's originals
 * under originals/, the variants the content-image Edge Function makes under variants/ (decision 0979).
 */
export const CONTENT_IMAGES_BUCKET = "content-images";

/** The responsive images of the given content_images ids (unknown or null ids are left out). */
export async function imagesOf(api: ContentApi, ids: (string | null)[]): Promise<Map<string, ResponsiveImage>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const images = new Map<string, ResponsiveImage>();
  if (wanted.length === 0) return images;
  const rows = rowsOf(
    await api.from("content_images").select("id, width, height, placeholder, widths, alt").in("id", wanted),
  );
  for (const row of rows) images.set(row.id, responsiveImage(row, row.alt));
  return images;
}

/** A variant's answer: cached for a year, its name changing with its content. */
function variantResponse(c: Context, file: string, body: Uint8Array | ReadableStream, length?: string | null) {
  c.header("Content-Type", file.endsWith(".avif") ? "image/avif" : "image/webp");
  c.header("Cache-Control", "public, max-age=31536000, immutable");
  if (length) c.header("Content-Length", length);
  return c.body(body as Uint8Array<ArrayBuffer>, 200);
}

/**
 * GET /images/contenu/<file> on the local backend: the variant as Storage keeps it (the bucket's object, read from
 * the storage directory). Images made before decision 0979 had their variants in a directory of their own: still
 * read from there.
 */
export function imageFiles(db: Pick<Database, "query">, store: Pick<ObjectStore, "read">) {
  return async (c: Context) => {
    const file = c.req.param("file") ?? "";
    if (!VARIANT_FILE.test(file)) return c.text("Introuvable", 404);
    const { rows } = await db.query<{ id: string }>(
      "select id::text as id from storage.objects where bucket_id = $1 and name = $2",
      [CONTENT_IMAGES_BUCKET, `${VARIANTS_FOLDER}/${file}`],
    );
    const key = rows[0] ? objectKey(CONTENT_IMAGES_BUCKET, rows[0].id) : `_content-image-variants/${file}`;
    const bytes = await store.read(key).catch(() => undefined);
    if (!bytes) return c.text("Introuvable", 404);
    return variantResponse(c, file, new Uint8Array(bytes), String(bytes.length));
  };
}

/**
 * GET /images/contenu/<file> against a hosted project: the variant is the public object of the content-images
 * bucket, fetched from Storage and answered here, so the pages' image URLs (and their Content-Security-Policy) stay
 * the site's own.
 */
export function hostedImageFiles(supabaseUrl: string) {
  const base = `${supabaseUrl.replace(/\/+$/, "")}/storage/v1/object/public/${CONTENT_IMAGES_BUCKET}/${VARIANTS_FOLDER}`;
  return async (c: Context) => {
    const file = c.req.param("file") ?? "";
    if (!VARIANT_FILE.test(file)) return c.text("Introuvable", 404);
    let upstream: Response;
    try {
      upstream = await fetch(`${base}/${file}`, { signal: AbortSignal.timeout(15_000) });
    } catch {
      return c.text("Stockage injoignable", 502);
    }
    if (!upstream.ok || !upstream.body) {
      await upstream.body?.cancel();
      return c.text("Introuvable", upstream.status >= 500 ? 502 : 404);
    }
    return variantResponse(c, file, upstream.body, upstream.headers.get("content-length"));
  };
}
