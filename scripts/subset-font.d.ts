// subset-font 2.9 ships no types and @types/subset-font (2.3) predates `keepFeatures`: the options this repo uses.
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
