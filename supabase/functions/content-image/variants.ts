import { orientedSize, readImageHeader } from "./formats.ts";

/** The widths made of every image (never wider than the original). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/**
 * Larger images are refused before anything decodes them: 25 megapixels is a 6000 × 4000 camera photo, and each
 * variant Storage renders decodes the whole original (100 MB of pixels at this size).
 */
export const MAX_PIXELS = 25_000_000;
/** The variants' qualities, as decision 0979 chose them for the codecs: AVIF 55, WebP 75, the placeholder 40. */
const QUALITY = { avif: 55, webp: 75, placeholder: 40 } as const;

export interface VariantFile {
  /** `<id>-<width>.<avif|webp>`: the name under the bucket's variants/ folder and under /images/contenu. */
  name: string;
  contentType: "image/avif" | "image/webp";
  bytes: Uint8Array;
}

export interface ImageVariants {
  id: string;
  width: number;
  height: number;
  placeholder: string;
  widths: number[];
  files: VariantFile[];
}

/** An upload refused as the editor's mistake, with the code and French message the function answers. */
export class ImageRefused extends Error {
  constructor(
    message: string,
    readonly code: "not_an_image" | "image_too_large" = "not_an_image",
  ) {
    super(message);
  }
}

/**
 * Renders the original at `width` pixels wide in `format` — Storage's image transformations
 * (`/storage/v1/render/image/…`, supabase-js's `download` with `transform`): the platform decodes and encodes,
 * outside the function's CPU time and memory (issue 42 item 3, decision 0994). Throws ImageRefused when Storage
 * cannot read the original as an image.
 */
export type RenderVariant = (width: number, format: "avif" | "webp", quality: number) => Promise<Uint8Array>;

export const NOT_AN_IMAGE = "Ce fichier n'est pas une image lisible (JPEG, PNG, WebP, AVIF ou GIF).";
const TOO_LARGE = "Cette image est trop grande : envoyez-la en 25 mégapixels au plus (6000 × 4000 pixels, par exemple).";

/** The widths of an image `width` pixels wide: each standard width below it, and itself up to the largest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  widths.push(Math.min(width, VARIANT_WIDTHS.at(-1)!));
  return [...new Set(widths)].sort((a, b) => a - b);
}

async function contentId(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return [...digest.subarray(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Checks from its first bytes that `original` is an image of a format read here and not too large (whatever name or
 * type it came with), then has Storage render its AVIF and WebP variants at each width up to the original's, named by
 * the content's hash so they never change (served immutable), and a 16-pixel WebP placeholder. The variants are
 * re-encoded pixels: no EXIF, no position. A JPEG's size is the upright one, as Storage turns it by its orientation.
 */
export async function makeVariants(original: Uint8Array, render: RenderVariant): Promise<ImageVariants> {
  const header = readImageHeader(original);
  if (!header || header.width < 1 || header.height < 1) throw new ImageRefused(NOT_AN_IMAGE);
  if (header.width * header.height > MAX_PIXELS) throw new ImageRefused(TOO_LARGE, "image_too_large");
  const { width, height } = header.format === "jpeg" ? orientedSize(header) : header;
  const id = await contentId(original);
  const widths = variantWidths(width);
  const files: VariantFile[] = [];
  // One width at a time: Storage decodes the original for each rendering.
  for (const variantWidth of widths) {
    for (const format of ["avif", "webp"] as const) {
      files.push({
        name: `${id}-${variantWidth}.${format}`,
        contentType: `image/${format}`,
        bytes: await render(variantWidth, format, QUALITY[format]),
      });
    }
  }
  const tiny = await render(Math.min(16, width), "webp", QUALITY.placeholder);
  return { id, width, height, placeholder: `data:image/webp;base64,${base64(tiny)}`, widths, files };
}
