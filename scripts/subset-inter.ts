/**
 * Writes web/src/assets/fonts/inter-french-wght.woff2: Inter's variable Latin face cut to the characters, weights and
 * default features the site uses (about half the bytes of the Fontsource file). Run `npm run fonts:subset` after
 * changing web/src/assets/fonts/inter-french-subset.ts or upgrading @fontsource-variable/inter; a test keeps the
 * checked-in file current.
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { KEPT_FEATURES, WEIGHT_RANGE, frenchCharacters } from "../web/src/assets/fonts/inter-french-subset";

export const SUBSET_FONT_PATH = fileURLToPath(
  new URL("../web/src/assets/fonts/inter-french-wght.woff2", import.meta.url),
);

export async function buildFrenchInterSubset(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const source = await readFile(require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));
  return subsetFont(source, frenchCharacters(), {
    targetFormat: "woff2",
    variationAxes: { wght: { ...WEIGHT_RANGE } },
    keepFeatures: [...KEPT_FEATURES],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await buildFrenchInterSubset();
  await writeFile(SUBSET_FONT_PATH, font);
  console.log(`${SUBSET_FONT_PATH}: ${font.length} bytes`);
}
