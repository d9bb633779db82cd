// How much wider or narrower Inter's weights set the site's French text than the local fallback faces do, measured
// in Chromium (canvas text widths): the figures scripts/inter-fallback.ts keeps as each fallback's `weightWidths`
// (decision 0982).
// Needs the fallbacks installed locally: Liberation Sans (Arial's metric twin, Debian's fonts-liberation) and Roboto
// (fonts-roboto-unhinted). Reads the text of the built home page and catalogue (`npm run build` first).
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";
import { ROOT } from "./lib/server";

const FALLBACKS = [
  { name: "Arial (Liberation Sans)", family: "Liberation Sans" },
  { name: "Roboto", family: "Roboto" },
];
/** Inter's weight, and the fallback face that sets it (a face of 600 is Arial Bold or Roboto Bold). */
const WEIGHTS = [
  { inter: 400, face: 400 },
  { inter: 600, face: 700 },
  { inter: 700, face: 700 },
];

const inter = readFileSync(`${ROOT}/web/src/assets/fonts/inter-french-wght.woff2`).toString("base64");
const text = ["index.html", "formations/index.html"]
  .map((page) => readFileSync(`${ROOT}/build/client/${page}`, "utf8"))
  .join(" ")
  .replace(/<(style|script)[\s\S]*?<\/\1>/g, " ")
  .replace(/<[^>]+>/g, " ")
  .replace(/&#x27;/g, "'")
  .replace(/&[a-z]+;/g, " ")
  .replace(/\s+/g, " ");

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.setContent(
  `<style>@font-face{font-family:Inter;src:url(data:font/woff2;base64,${inter});font-weight:100 900}</style>`,
);
// A string, not a function: tsx's helpers do not exist in the page.
const widths = (await page.evaluate(`(async () => {
  const text = ${JSON.stringify(text)};
  const context = document.createElement("canvas").getContext("2d");
  const width = (font) => { context.font = font; return context.measureText(text).width; };
  await Promise.all([400, 600, 700].map((weight) => document.fonts.load(weight + " 20px Inter")));
  const result = {};
  for (const fallback of ${JSON.stringify(FALLBACKS)})
    for (const weight of ${JSON.stringify(WEIGHTS)})
      result[fallback.name + " " + weight.inter] =
        width(weight.inter + " 100px Inter") / width(weight.face + ' 100px "' + fallback.family + '"');
  return result;
})()`)) as Record<string, number>;
await browser.close();

console.log(`${text.length} characters of French text; Inter's width over the fallback's, and relative to weight 400:`);
for (const { name } of FALLBACKS)
  for (const { inter: weight } of WEIGHTS) {
    const ratio = widths[`${name} ${weight}`]!;
    console.log(`${name} ${weight}: ${ratio.toFixed(4)} (× ${(ratio / widths[`${name} 400`]!).toFixed(4)})`);
  }
