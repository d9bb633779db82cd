import { blur, decodeImage, decoderReady, resize, toAvif, toWebp, type Pixels } from "./codecs.ts";
import { orientedSize, readImageHeader } from "./formats.ts";

/** The widths made of every image (never wider than the original). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** Larger images are refused before being decoded (a 40-megapixel image already takes 160 MB decoded). */
export const MAX_PIXELS = 40_000_000;

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

export class ImageRefused extends Error {}

const NOT_AN_IMAGE = "Ce fichier n'est pas une image lisible (JPEG, PNG, WebP, AVIF ou GIF).";

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

/** Decodes, refusing what is not an image of a format read here, or too large, as the caller's mistake. */
async function decode(bytes: Uint8Array): Promise<Pixels> {
  const header = readImageHeader(bytes);
  if (!header || header.width < 1 || header.height < 1 || header.width * header.height > MAX_PIXELS) {
    throw new ImageRefused(NOT_AN_IMAGE);
  }
  await decoderReady(header.format);
  let image: Pixels;
  try {
    image = await decodeImage(bytes, header.format);
  } catch {
    throw new ImageRefused(NOT_AN_IMAGE);
  }
  // The pixels are those the header announced (its size was checked against MAX_PIXELS); libavif checks its own.
  const expected = header.format === "jpeg" ? orientedSize(header) : header;
  if (header.format !== "avif" && (image.width !== expected.width || image.height !== expected.height)) {
    throw new ImageRefused(NOT_AN_IMAGE);
  }
  return image;
}

/**
 * Checks that `bytes` are an image by decoding them (whatever name or type they came with) and makes its AVIF and
 * WebP variants at each width up to the original's, named by the content's hash so they never change (served
 * immutable), with a blurred 16-pixel placeholder. The caller stores the files.
 */
export async function makeVariants(bytes: Uint8Array): Promise<ImageVariants> {
  const image = await decode(bytes);
  const id = await contentId(bytes);
  const widths = variantWidths(image.width);
  const files: VariantFile[] = [];
  // From the largest down, each variant resized from the one above it: Lanczos from twice the size loses nothing
  // visible, and the original is read once.
  let source = image;
  for (const width of [...widths].reverse()) {
    source = await resize(source, width);
    files.push({ name: `${id}-${width}.avif`, contentType: "image/avif", bytes: await toAvif(source) });
    files.push({ name: `${id}-${width}.webp`, contentType: "image/webp", bytes: await toWebp(source) });
  }
  const tiny = await toWebp(blur(await resize(source, Math.min(16, source.width))), 40);
  return {
    id,
    width: image.width,
    height: image.height,
    placeholder: `data:image/webp;base64,${base64(tiny)}`,
    widths,
    files: files.reverse(),
  };
}
