import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Context } from "hono";
import sharp from "sharp";
import { IMAGE_PATH, responsiveImage, type ResponsiveImage } from "~/features/blog/lib/article";

export { IMAGE_PATH, responsiveImage };
import type { Database } from "../db/database";

/** The widths made of every image (never wider than the original). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
const MAX_PIXELS = 40_000_000;

export interface ImageVariants {
  id: string;
  width: number;
  height: number;
  placeholder: string;
  widths: number[];
}

export class ImageRefused extends Error {}

/**
 * Checks that `bytes` are an image by decoding them (whatever name or type they came with) and writes its AVIF and
 * WebP variants at each width up to the original's, named by the content's hash so they never change (served
 * immutable), with a blurred 16-pixel placeholder. sharp does the work (decision 0892).
 */
export async function makeVariants(bytes: Uint8Array, dir: string): Promise<ImageVariants> {
  let metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new ImageRefused("Ce fichier n'est pas une image lisible (JPEG, PNG, WebP, AVIF ou GIF).");
  }
  if (
    !metadata.width ||
    !metadata.height ||
    !["jpeg", "png", "webp", "avif", "gif", "heif"].includes(metadata.format ?? "")
  ) {
    throw new ImageRefused("Ce fichier n'est pas une image lisible (JPEG, PNG, WebP, AVIF ou GIF).");
  }
  const oriented = metadata.orientation && metadata.orientation >= 5;
  const width = oriented ? metadata.height : metadata.width;
  const height = oriented ? metadata.width : metadata.height;
  const id = createHash("sha256").update(bytes).digest("hex").slice(0, 24);
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  widths.push(Math.min(width, VARIANT_WIDTHS.at(-1)!));
  const uniqueWidths = [...new Set(widths)].sort((a, b) => a - b);
  await mkdir(dir, { recursive: true });
  for (const w of uniqueWidths) {
    const resized = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width: w });
    await writeFile(
      path.join(dir, `${id}-${w}.avif`),
      await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
    );
    await writeFile(path.join(dir, `${id}-${w}.webp`), await resized.clone().webp({ quality: 75 }).toBuffer());
  }
  const tiny = await sharp(bytes).rotate().resize({ width: 16 }).blur().webp({ quality: 40 }).toBuffer();
  return { id, width, height, placeholder: `data:image/webp;base64,${tiny.toString("base64")}`, widths: uniqueWidths };
}

/** The responsive images of the given content_images ids (unknown or null ids are left out). */
export async function imagesOf(
  db: Pick<Database, "query">,
  ids: (string | null)[],
): Promise<Map<string, ResponsiveImage>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const images = new Map<string, ResponsiveImage>();
  if (wanted.length === 0) return images;
  const { rows } = await db.query<ImageVariants & { alt: string }>(
    "select id, width, height, placeholder, widths, alt from public.content_images where id = any($1::text[])",
    [wanted],
  );
  for (const row of rows) images.set(row.id, responsiveImage(row, row.alt));
  return images;
}

const FILE = /^[0-9a-f]{24}-\d{1,5}\.(avif|webp)$/;

/** GET /images/contenu/<file>: a variant, cached for a year (its name changes with its content). */
export function imageFiles(dir: string) {
  return async (c: Context) => {
    const file = c.req.param("file") ?? "";
    if (!FILE.test(file)) return c.text("Introuvable", 404);
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(dir, file));
    } catch {
      return c.text("Introuvable", 404);
    }
    c.header("Content-Type", file.endsWith(".avif") ? "image/avif" : "image/webp");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("Content-Length", String(bytes.length));
    return c.body(new Uint8Array(bytes), 200);
  };
}
