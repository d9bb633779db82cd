/**
 * The drawn portraits of the demo people (decision 1170): one SVG per team member and testimonial person of the demo
 * content, plus the neutral one shown for anyone else, in DiceBear's « Notionists » style (design by Zoish, CC0 1.0),
 * written to web/public/portraits/ and served as plain files (`/portraits/<key>.svg`). An uploaded photo always wins.
 * DiceBear runs here only, never in the site: the committed SVG files are the output.
 *
 *   npm install --no-save @dicebear/core@9.4.3 @dicebear/notionists@9.4.3
 *   node scripts/draw-portraits.mjs [output folder]
 *
 * The keys are the people's names as slugs (`portraitKey` in web/src/features/marketing/components/team/drawn-portrait.tsx,
 * which lists them too): the team members' slugs in the seed, the testimonials' names.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createAvatar } from "@dicebear/core";
import * as notionists from "@dicebear/notionists";

const OUT = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../web/public/portraits"));

/** The site's pale blue wall (scripts/draw-site-pictures.ts), behind every portrait. */
const BACKGROUND = "e4ecf6";

/** key → whether the person is a woman (no beard then). The seed is the key: the same key, the same drawing. */
const PEOPLE = {
  // Team members (supabase/migrations/20261127100300_seed_team_members.sql; the blog's authors are among them).
  "marie-claire-tremblay": true,
  "amadou-diallo": false,
  "sophie-lavoie": true,
  "aicha-kone": true,
  "mariam-traore": true,
  "nathalie-bouchard": true,
  "serge-kouassi": false,
  "jean-francois-gagnon": false,
  "ousmane-sow": false,
  "esther-mensah": true,
  "patrick-obiang": false,
  "awa-sylla": true,
  // Clients' testimonials (web/src/content/home.ts) and employees' (web/src/content/careers.ts).
  "aminata-traore": true,
  "koffi-mensah": false,
  "fatou-ndiaye": true,
  "koffi-yao": false,
  "julien-bergeron": false,
  // The formations' experts (web/src/content/formations.ts; the formation page's « Expert » tab), without « Dr ».
  "aminata-kone": true,
  "marie-claude-tremblay": true,
  "ousmane-diallo": false,
};

/**
 * DiceBear's SVG without its metadata block (the licence is in CREDITS.md beside the files), line breaks or decimals:
 * one unit of its 1744-wide view box is a thirtieth of a pixel at the largest size shown (64 px).
 */
const compact = (svg) =>
  svg
    .replace(/<metadata[\s\S]*?<\/metadata>/, "")
    .replace(/>\s+</g, "><")
    .replace(/-?\d*\.\d+/g, (number, at, text) => {
      const rounded = String(Math.round(Number(number)) || 0);
      // "1.5.5" is two numbers: the second, rounded, must stay apart from the first.
      return /\d/.test(text[at - 1] ?? "") ? ` ${rounded}` : rounded;
    })
    .trim();

const variants = (...numbers) => numbers.map((number) => `variant${String(number).padStart(2, "0")}`);
/** Long hair, buns, ponytails and headscarves for the women; short cuts for the men (no spikes, hats or ears). */
const WOMEN_HAIR = variants(2, 4, 8, 10, 23, 28, 36, 37, 39, 41, 45, 46, 47, 48, 58, 62, 63);
const MEN_HAIR = variants(1, 3, 5, 6, 7, 9, 12, 13, 16, 17, 19, 20, 21, 24, 25, 33, 34, 35, 38, 40, 44, 49, 54, 55, 56);
/** Office clothes: jackets, shirts and plain tops; none of the t-shirts with a planet, a lightning bolt or dots. */
const BODIES = variants(5, 7, 10, 11, 13, 14, 16, 19, 20, 21, 23);
/** Calm mouths: smiles and closed lips, no tongue, teeth or « o ». */
const LIPS = variants(3, 5, 6, 13, 14, 15, 19, 20, 21, 22, 23, 24, 25);

function draw(seed, woman, neutral = false) {
  return compact(
    createAvatar(notionists, {
      seed,
      size: 96,
      backgroundColor: [BACKGROUND],
      hair: neutral ? variants(5) : woman ? WOMEN_HAIR : MEN_HAIR,
      body: neutral ? variants(11) : BODIES,
      lips: neutral ? variants(14) : LIPS,
      beardProbability: woman || neutral ? 0 : 30,
      glassesProbability: 0,
      gestureProbability: 0,
      bodyIconProbability: 0,
    }).toString(),
  );
}

await mkdir(OUT, { recursive: true });
for (const [key, woman] of Object.entries(PEOPLE)) {
  await writeFile(path.join(OUT, `${key}.svg`), `${draw(key, woman)}\n`);
}
await writeFile(path.join(OUT, "personne.svg"), `${draw("personne", false, true)}\n`);
console.log(`${Object.keys(PEOPLE).length + 1} portraits in ${OUT}`);
