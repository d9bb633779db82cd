/** An image of the public site in its responsive variants (server/src/content/images.ts makes them). */
export interface ResponsiveImage {
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
