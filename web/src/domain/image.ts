/**
 * An image of the public site in its responsive variants: the shape the content-image Edge Function answers and the
 * site server renders, written once in common/content-images.ts.
 */
export type { ResponsiveImageSources as ResponsiveImage } from "@common/content-images";
