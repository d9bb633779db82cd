/**
 * The edited content's images (public.content_images) as the site links to them: one spelling shared by the
 * content-image Edge Function (which answers an upload with them), the site server and the front end.
 */

/** Where the site serves the variants (server/src/content/images.ts, from the content-images bucket). */
export const IMAGE_PATH = "/images/contenu";

/** The content-images bucket's folder of variants: `variants/<id>-<width>.<avif|webp>` (decision 0979). */
export const VARIANTS_FOLDER = "variants";

/** A variant's file name: the original's hash (24 hex digits), its width, its format. */
export const VARIANT_FILE = /^[0-9a-f]{24}-\d{1,5}\.(avif|webp)$/;

/** An image of the public site in its responsive variants (one name on both sides). */
export interface ResponsiveImageSources {
  alt: string;
  width: number;
  height: number;
  /** The largest WebP variant: the fallback `src`. */
  src: string;
  avifSrcSet: string;
  webpSrcSet: string;
  /** A tiny blurred WebP as a data: URL, shown while the image loads. */
  placeholder?: string;
}

/** An image's description (public.content_images) as the sources of a `<picture>`. */
export function responsiveImage(
  row: { id: string; width: number; height: number; placeholder: string; widths: number[] },
  alt: string,
): ResponsiveImageSources {
  const srcSet = (ext: string) => row.widths.map((w) => `${IMAGE_PATH}/${row.id}-${w}.${ext} ${w}w`).join(", ");
  return {
    alt,
    width: row.width,
    height: row.height,
    src: `${IMAGE_PATH}/${row.id}-${row.widths.at(-1)}.webp`,
    avifSrcSet: srcSet("avif"),
    webpSrcSet: srcSet("webp"),
    placeholder: row.placeholder,
  };
}
