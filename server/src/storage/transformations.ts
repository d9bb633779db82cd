import sharp from "sharp";
import { StorageError } from "./errors";

/**
 * Supabase Storage's image transformations (`/render/image/…`, the `transform` option of supabase-js's `download`,
 * `getPublicUrl` and `createSignedUrl`), done with sharp instead of Storage's imgproxy. Decision 0942.
 */
export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: "cover" | "contain" | "fill";
  quality?: number;
  format?: "origin" | "webp" | "avif";
}

/** Storage's limits: each side at most 2500 px (larger values are brought down to it), sources up to 50 MP. */
export const MAX_SIDE = 2500;
const MAX_INPUT_PIXELS = 50_000_000;
const DEFAULT_QUALITY = 80;

const RESIZE_MODES = ["cover", "contain", "fill"] as const;
const FORMATS = ["origin", "webp", "avif"] as const;
/** Storage's resize modes in imgproxy's words, as its X-Transformations header reports them. */
const RESIZING_TYPE = { cover: "fill", contain: "fit", fill: "force" } as const;
/** How sharp fits the image for each mode (contain keeps the whole image inside the box, without padding). */
const SHARP_FIT = { cover: "cover", contain: "inside", fill: "fill" } as const;

/** The formats sharp reads here, and the one a `format=origin` answer keeps. SVG is not rendered. */
const READABLE = { jpeg: "jpeg", png: "png", webp: "webp", gif: "gif", tiff: "tiff", heif: "avif" } as const;
type Output = "jpeg" | "png" | "webp" | "gif" | "tiff" | "avif";
const CONTENT_TYPE: Record<Output, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  tiff: "image/tiff",
  avif: "image/avif",
};

const invalid = (message: string) => new StorageError(400, "InvalidRequest", message);

/** A whole number from a query string ("200") or a JSON body (200); anything else is refused. */
function integer(value: unknown, name: string): number {
  const number = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number < 0)
    throw invalid(`${name} must be a whole number of pixels, 0 or more`);
  return number;
}

/**
 * The transformation asked for, from the render endpoints' query or the `transform` object of a signed URL's body.
 * Other keys (token, download, cacheNonce…) are ignored. Bad values → 400; widths and heights above the limit are
 * brought down to it, as Storage does; 0 means "not given".
 */
export function parseTransform(input: Record<string, unknown>): TransformOptions {
  const options: TransformOptions = {};
  for (const side of ["width", "height"] as const) {
    if (input[side] === undefined) continue;
    const pixels = integer(input[side], side);
    if (pixels > 0) options[side] = Math.min(pixels, MAX_SIDE);
  }
  if (input.resize !== undefined) {
    if (!RESIZE_MODES.includes(input.resize as never)) throw invalid("resize must be cover, contain or fill");
    options.resize = input.resize as TransformOptions["resize"];
  }
  if (input.quality !== undefined) {
    const quality = integer(input.quality, "quality");
    if (quality < 20 || quality > 100) throw invalid("quality must be a whole number from 20 to 100");
    options.quality = quality;
  }
  if (input.format !== undefined) {
    if (!FORMATS.includes(input.format as never)) throw invalid("format must be origin, webp or avif");
    options.format = input.format as TransformOptions["format"];
  }
  return options;
}

/** The X-Transformations header as Storage sends it (e.g. `height:200,width:200,resizing_type:fill,quality:60`). */
export function transformationSegments(options: TransformOptions): string[] {
  const segments: string[] = [];
  if (options.height) segments.push(`height:${options.height}`);
  if (options.width) segments.push(`width:${options.width}`);
  if (options.width || options.height) segments.push(`resizing_type:${RESIZING_TYPE[options.resize ?? "cover"]}`);
  if (options.quality) segments.push(`quality:${options.quality}`);
  if (options.format && options.format !== "origin") segments.push(`format:${options.format}`);
  return segments;
}

const notAnImage = () =>
  new StorageError(
    422,
    "InvalidRequest",
    "The object is not an image that can be transformed (JPEG, PNG, WebP, AVIF, GIF or TIFF)",
  );

/**
 * The transformed image. Without `format`, WebP when the client accepts it (`Accept: image/webp`, as browsers send),
 * otherwise the original's format; `format=origin` always keeps the original's. Never enlarged, turned upright from
 * its EXIF orientation, metadata stripped.
 */
export async function renderImage(
  bytes: Uint8Array,
  options: TransformOptions,
  accept: string | undefined,
): Promise<{ bytes: Buffer; contentType: string }> {
  let format: keyof typeof READABLE;
  try {
    const metadata = await sharp(bytes).metadata();
    if (!(metadata.format in READABLE)) throw notAnImage();
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS)
      throw new StorageError(422, "InvalidRequest", "The image is larger than 50 megapixels");
    format = metadata.format as keyof typeof READABLE;
  } catch (error) {
    if (error instanceof StorageError) throw error;
    throw notAnImage();
  }
  const original: Output = READABLE[format];
  const output: Output =
    options.format === "webp" || options.format === "avif"
      ? options.format
      : options.format !== "origin" && /\bimage\/webp\b/i.test(accept ?? "")
        ? "webp"
        : original;

  let image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  if (options.width || options.height)
    image = image.resize({
      width: options.width,
      height: options.height,
      fit: SHARP_FIT[options.resize ?? "cover"],
      withoutEnlargement: true,
    });
  const quality = options.quality ?? DEFAULT_QUALITY;
  if (output === "jpeg") image = image.jpeg({ quality });
  else if (output === "webp") image = image.webp({ quality });
  else if (output === "avif") image = image.avif({ quality, effort: 2 });
  else image = image.toFormat(output);
  try {
    return { bytes: await image.toBuffer(), contentType: CONTENT_TYPE[output] };
  } catch {
    throw notAnImage();
  }
}
