import path from "node:path";
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { functionError } from "../functions/edge-function";
import { defineUserFunction, field } from "../functions/user-function";
import { isContentEditor } from "./fields";
import { ImageRefused, makeVariants, responsiveImage } from "./images";

/** The public Storage bucket the back office uploads originals to (migration 20261126600100). */
export const CONTENT_IMAGES_BUCKET = "content-images";

export interface ImageDirs {
  /** Where Storage keeps the bucket's files. */
  storage: string;
  /** Where the variants go. */
  variants: string;
}

/**
 * Each server's directories, keyed by its database (`mountContent` registers them): several servers may run in one
 * process (the integration tests run one on PGlite and one on PostgreSQL), so nothing here is process-wide.
 */
const dirsByDatabase = new WeakMap<object, ImageDirs>();

export function registerImageDirs(db: object, dirs: ImageDirs): void {
  dirsByDatabase.set(db, dirs);
}

/**
 * POST /functions/v1/content-image { object, alt }: after the back office uploaded an original to the content-images
 * bucket, checks it is an image by decoding it and makes its variants (images.ts). The alt text is required.
 * 201 with the image's id and its responsive sources; 403 for anyone but editors and admins; 422 otherwise.
 */
export const contentImage = defineUserFunction({
  postOnly: true,
  body: z.object({
    object: field(
      (value) => (typeof value === "string" && /^originals\/[\w.-]{1,200}$/.test(value) ? value : null),
      "invalid_object",
      "Image envoyée inconnue.",
    ),
    alt: field(
      (value) => (typeof value === "string" && value.trim() && value.trim().length <= 300 ? value.trim() : null),
      "alt_required",
      "Décrivez l'image en quelques mots (texte alternatif, 300 caractères au plus).",
    ),
  }),
  async handler({ c, context, userId, body }) {
    if (!(await isContentEditor(context))) {
      return functionError(c, 403, "not_an_editor", "Seuls les rédacteurs et les administrateurs ajoutent des images.");
    }
    const { rows } = await context.db.query<{ id: string }>(
      "select id::text as id from storage.objects where bucket_id = $1 and name = $2",
      [CONTENT_IMAGES_BUCKET, body.object],
    );
    if (!rows[0])
      return functionError(c, 404, "object_not_found", "Image envoyée introuvable : envoyez-la de nouveau.");
    let variants;
    try {
      const dirs = dirsByDatabase.get(context.db);
      if (!dirs) throw new Error("content images: mountContent was not called for this server's database");
      const bytes = await readFile(path.join(dirs.storage, CONTENT_IMAGES_BUCKET, rows[0].id));
      variants = await makeVariants(bytes, dirs.variants);
    } catch (error) {
      if (error instanceof ImageRefused) return functionError(c, 422, "not_an_image", error.message);
      throw error;
    }
    await context.db.query(
      `insert into public.content_images (id, width, height, placeholder, widths, alt, original, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (id) do update set alt = excluded.alt`,
      [
        variants.id,
        variants.width,
        variants.height,
        variants.placeholder,
        variants.widths,
        body.alt,
        body.object,
        userId,
      ],
    );
    return c.json({ id: variants.id, image: responsiveImage(variants, body.alt) }, 201);
  },
});
