/**
 * The site's demo pictures (decision 1084): one illustrated style drawn for the firm, written here as SVG and
 * rendered by sharp into the AVIF and WebP files committed in web/src/assets/pictures/ (480 and 960 px wide, 4:3),
 * or kept as SVG where that weighs less (`svg: true`).
 * Nothing is fetched: the drawings are this file's own shapes, so their licence is the repository's.
 *
 *   npx tsx scripts/draw-site-pictures.ts [name…]  # rewrites every file, or those of the pictures named
 *
 * The style: flat shapes in the site's palette (navy band, amber accent, pale blue walls), people as faceless
 * figures in varied skin tones, seen at work (a training room, a meeting, a reception desk), and the four cities of
 * the firm's offices by their skylines. No photographs of invented people, no text in the pictures.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const W = 960;
const H = 720;
const PICTURE_WIDTHS = [480, 960] as const;
const OUT = path.resolve(import.meta.dirname, "../web/src/assets/pictures");

const c = {
  navy: "#0b3a6e",
  deep: "#072a50",
  blue: "#2f5f98",
  sky: "#d3e0f2",
  pale: "#eaf0f7",
  paper: "#f7f9fc",
  amber: "#f2a541",
  rust: "#c2620a",
  teal: "#2f8f83",
  green: "#4c8c4a",
  sand: "#e9d8b4",
  wood: "#b07a4a",
  woodDark: "#8a5a33",
  grey: "#9aa8ba",
  white: "#ffffff",
};
const skins = ["#5c3a1e", "#8d5524", "#c68642", "#e0ac69", "#f1c27d", "#7a4a26"];
const hairs = ["#1b1b1b", "#2e1a0e", "#4a2c16", "#1b1b1b", "#6b4a2b", "#2a2a2a"];

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const circle = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
const poly = (points: number[], fill: string) => `<polygon points="${points.join(" ")}" fill="${fill}"/>`;
const pathOf = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (d: string, stroke: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`;

/** A standing figure, feet at (x, y), about 300 px tall; `arm` raised points to the right. */
function standing(x: number, y: number, skin: string, hair: string, shirt: string, legs: string, arm: "down" | "up") {
  const s: string[] = [];
  s.push(rect(x - 26, y - 130, 22, 130, legs, 8), rect(x + 4, y - 130, 22, 130, legs, 8));
  s.push(rect(x - 32, y - 8, 30, 10, c.deep, 4), rect(x + 2, y - 8, 30, 10, c.deep, 4));
  s.push(rect(x - 36, y - 250, 72, 132, shirt, 22));
  s.push(rect(x - 8, y - 268, 16, 24, skin, 4));
  s.push(circle(x, y - 288, 26, skin));
  s.push(pathOf(`M${x - 27} ${y - 290}a27 27 0 0 1 54 0c-10-10-34-12-54 0z`, hair));
  s.push(line(`M${x - 30} ${y - 232}l-8 96`, shirt, 18));
  s.push(circle(x - 38, y - 134, 9, skin));
  if (arm === "up") {
    s.push(line(`M${x + 30} ${y - 232}l58 -58`, shirt, 18));
    s.push(circle(x + 92, y - 294, 9, skin));
  } else {
    s.push(line(`M${x + 30} ${y - 232}l8 96`, shirt, 18));
    s.push(circle(x + 38, y - 134, 9, skin));
  }
  return s.join("");
}

/** Someone seated, seen from behind, their shoulders at `y` (the table in front hides the rest). */
function seatedBack(x: number, y: number, skin: string, hair: string, shirt: string, long = false) {
  return [
    rect(x - 44, y, 88, 90, shirt, 30),
    rect(x - 9, y - 14, 18, 20, skin, 4),
    circle(x, y - 34, 28, long ? hair : skin),
    long ? rect(x - 28, y - 34, 56, 42, hair, 14) : pathOf(`M${x - 28} ${y - 36}a28 28 0 0 1 56 0z`, hair),
  ].join("");
}

/** Someone seated facing us behind a table top at `y`. */
function seatedFront(x: number, y: number, skin: string, hair: string, shirt: string) {
  return [
    rect(x - 42, y - 96, 84, 100, shirt, 28),
    rect(x - 8, y - 112, 16, 20, skin, 4),
    circle(x, y - 132, 26, skin),
    pathOf(`M${x - 27} ${y - 134}a27 27 0 0 1 54 0c-12-8-36-10-54 0z`, hair),
  ].join("");
}

function laptop(x: number, y: number, facing: "away" | "us") {
  return facing === "us"
    ? rect(x - 34, y - 44, 68, 44, c.grey, 4) + circle(x, y - 22, 5, c.white)
    : rect(x - 34, y - 44, 68, 44, c.deep, 4) + rect(x - 28, y - 39, 56, 34, c.blue, 2);
}

function plant(x: number, y: number, size = 1) {
  const k = size;
  return [
    pathOf(`M${x} ${y - 40 * k}c-40-20-50-70-30-100 10 30 26 60 30 100z`, c.green),
    pathOf(`M${x} ${y - 40 * k}c30-30 60-40 70-80-30 10-60 40-70 80z`, c.teal),
    pathOf(`M${x} ${y - 40 * k}c-10-40 0-80 20-110 6 40 0 80-20 110z`, c.green),
    poly([x - 26 * k, y - 44 * k, x + 26 * k, y - 44 * k, x + 18 * k, y, x - 18 * k, y], c.rust),
  ].join("");
}

function windowWithView(x: number, y: number, w: number, h: number, view: string) {
  return [
    rect(x - 8, y - 8, w + 16, h + 16, c.white, 4),
    `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${rect(0, 0, w, h, "#bcd4ee")}${view}</svg>`,
    rect(x + w / 2 - 4, y, 8, h, c.white),
    rect(x, y + h / 2 - 4, w, 8, c.white),
  ].join("");
}

function palm(x: number, y: number, h: number) {
  return [
    line(`M${x} ${y}c4-${h / 2} -6-${h * 0.8} 6-${h}`, c.woodDark, 10),
    pathOf(`M${x + 6} ${y - h}c-30-10-60 0-80 24 30-6 54-10 80-24z`, c.green),
    pathOf(`M${x + 6} ${y - h}c30-14 60-6 78 16-28-4-52-6-78-16z`, c.green),
    pathOf(`M${x + 6} ${y - h}c-10-26-4-46 14-60-2 20-6 40-14 60z`, c.teal),
  ].join("");
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

/** Gantt bars on a board. */
function ganttBoard(x: number, y: number, w: number, h: number) {
  const rows = [
    [0.05, 0.35, c.navy],
    [0.25, 0.6, c.navy],
    [0.45, 0.8, c.amber],
    [0.6, 0.95, c.amber],
  ] as const;
  return [
    rect(x - 10, y - 10, w + 20, h + 20, c.grey, 6),
    rect(x, y, w, h, c.white, 2),
    ...rows.map(([from, to, color], i) =>
      rect(x + w * from, y + 30 + i * ((h - 60) / 4), w * (to - from), 22, color, 6),
    ),
    line(`M${x + w * 0.7} ${y + 14}v${h - 28}`, c.rust, 3, 'stroke-dasharray="8 8"'),
  ].join("");
}

/** A training room with tables, a screen and a flip chart; its wall colour and the view from its window vary by city. */
function trainingRoom(wall: string, view: string) {
  return svg(
    [
      rect(0, 0, W, H, wall),
      rect(0, 480, W, 240, c.sky),
      rect(300, 70, 360, 220, c.white, 4),
      rect(320, 90, 320, 180, c.navy, 2),
      rect(350, 120, 150, 16, c.amber, 6),
      rect(350, 156, 240, 12, "#5c86bd", 6),
      rect(350, 186, 200, 12, "#5c86bd", 6),
      rect(350, 216, 220, 12, "#5c86bd", 6),
      rect(720, 150, 130, 170, c.white, 4),
      line("M740 190h90M740 220h70M740 250h80", c.rust, 6),
      line("M740 320l-20 170M830 320l20 170", c.grey, 8),
      windowWithView(50, 110, 170, 230, view),
      pathOf("M140 500h680v30H140z", c.wood),
      pathOf("M140 500h30v180h-30zM790 500h30v180h-30z", c.wood),
      rect(250, 560, 460, 28, c.wood, 4),
      ...[0, 1, 2, 3].map((i) => rect(280 + i * 110, 520, 60, 40, c.navy, 6)),
      ...[0, 1, 2, 3].map((i) => rect(290 + i * 110, 588, 12, 132, c.woodDark)),
      laptop(330, 500, "away"),
      laptop(630, 500, "away"),
      plant(900, 720, 1.1),
    ].join(""),
  );
}

/**
 * `svg: true`: the drawing is shipped as it is, one SVG file, where it weighs less than its AVIF (the home hero's:
 * 1.1 KiB gzip against 3.8 for its 480 px AVIF, issue 46's bytes before idle).
 */
const pictures: Record<string, { draw: () => string; svg?: boolean }> = {
  /** Home: a trainer before a project schedule, learners at their tables. */
  "home-training-room": {
    svg: true,
    draw: () =>
      svg(
        [
          rect(0, 0, W, H, c.pale),
          rect(0, 520, W, 200, c.sky),
          windowWithView(
            60,
            120,
            200,
            240,
            palm(60, 240, 150) + rect(120, 150, 60, 90, c.white) + rect(0, 200, 200, 40, c.sand),
          ),
          ganttBoard(340, 110, 380, 250),
          standing(800, 560, skins[1], hairs[1], c.amber, c.deep, "up"),
          rect(40, 560, 700, 22, c.wood, 4),
          rect(60, 582, 14, 138, c.woodDark),
          rect(700, 582, 14, 138, c.woodDark),
          seatedBack(130, 480, skins[3], hairs[0], c.teal, true),
          seatedBack(300, 470, skins[0], hairs[3], c.navy),
          seatedBack(470, 480, skins[4], hairs[4], c.rust),
          seatedBack(640, 476, skins[2], hairs[2], c.blue, true),
          laptop(215, 560, "away"),
          laptop(555, 560, "away"),
          plant(900, 720, 1.2),
        ].join(""),
      ),
  },
  /** Formations: learners at work on their laptops, a certificate on the wall. */
  "formations-learners": {
    draw: () =>
      svg(
        [
          rect(0, 0, W, H, "#e4ecf6"),
          rect(0, 540, W, 180, c.sky),
          rect(80, 90, 220, 160, c.amber, 6),
          rect(96, 106, 188, 128, c.paper, 2),
          rect(130, 130, 120, 12, c.navy, 4),
          rect(150, 156, 80, 8, c.grey, 4),
          rect(150, 172, 80, 8, c.grey, 4),
          circle(190, 210, 14, c.rust),
          rect(380, 80, 500, 20, c.woodDark, 4),
          ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
            rect(392 + i * 54, 100 - (i % 3) * 6, 40, 100 + (i % 3) * 6, [c.navy, c.teal, c.rust][i % 3], 3),
          ),
          rect(380, 200, 500, 16, c.woodDark, 4),
          seatedFront(210, 520, skins[0], hairs[0], c.navy),
          seatedFront(480, 520, skins[3], hairs[4], c.amber),
          seatedFront(750, 520, skins[5], hairs[1], c.teal),
          rect(60, 520, 840, 24, c.wood, 4),
          rect(90, 544, 14, 176, c.woodDark),
          rect(856, 544, 14, 176, c.woodDark),
          laptop(210, 520, "us"),
          laptop(480, 520, "us"),
          laptop(750, 520, "us"),
          rect(300, 500, 60, 20, c.white, 3),
          circle(640, 508, 12, c.rust),
        ].join(""),
      ),
  },
  /** Services: consultants and a client around a table, a roadmap on the wall. */
  "services-meeting": {
    draw: () =>
      svg(
        [
          rect(0, 0, W, H, c.pale),
          rect(0, 500, W, 220, c.sky),
          rect(120, 80, 720, 230, c.white, 8),
          line("M170 200h620", c.grey, 6),
          ...[0, 1, 2, 3, 4].map((i) => circle(190 + i * 145, 200, 18, i < 3 ? c.navy : c.amber)),
          ...[0, 1, 2, 3, 4].map((i) => rect(160 + i * 145, i % 2 ? 226 : 130, 60, 40, i < 3 ? c.sky : "#fde3bd", 4)),
          line("M760 140l20 -20 20 20", c.rust, 6),
          seatedFront(250, 540, skins[2], hairs[2], c.navy),
          seatedFront(480, 520, skins[0], hairs[0], c.rust),
          seatedFront(710, 540, skins[4], hairs[4], c.teal),
          pathOf("M100 540h760l-60 60H160z", c.wood),
          rect(200, 600, 14, 120, c.woodDark),
          rect(746, 600, 14, 120, c.woodDark),
          rect(360, 520, 90, 14, c.white, 2),
          rect(540, 516, 70, 20, c.paper, 2),
          circle(300, 526, 11, c.rust),
          plant(60, 720, 1.1),
        ].join(""),
      ),
  },
  /** À propos: a bridge over the Atlantic from a northern city to a West African coast. */
  "about-bridge": {
    draw: () =>
      svg(
        [
          rect(0, 0, W, H, "#f6e7cf"),
          circle(700, 170, 70, c.amber),
          rect(0, 460, W, 260, c.blue),
          line("M0 520c80-14 160 14 240 0s160-14 240 0 160 14 240 0 160-14 240 0", "#5c86bd", 6),
          line("M0 600c80-14 160 14 240 0s160-14 240 0 160 14 240 0 160-14 240 0", "#5c86bd", 6),
          rect(30, 250, 60, 210, c.navy),
          rect(100, 190, 70, 270, c.deep),
          rect(180, 290, 50, 170, c.navy),
          poly([100, 190, 135, 150, 170, 190], c.deep),
          ...[0, 1, 2, 3, 4, 5].map((i) => rect(116, 214 + i * 36, 38, 14, "#5c86bd")),
          pathOf("M700 460c20-40 60-50 120-50s100 20 140 50z", c.sand),
          rect(760, 380, 60, 60, c.white),
          poly([752, 384, 790, 350, 828, 384], c.rust),
          rect(830, 400, 50, 40, c.white),
          palm(900, 440, 140),
          line("M240 460c120-170 360-170 480 0", c.amber, 12),
          rect(240, 400, 480, 14, c.deep),
          ...[0, 1, 2, 3, 4, 5, 6].map((i) =>
            line(`M${300 + i * 60} 400v-${[40, 80, 104, 112, 104, 80, 40][i]}`, c.amber, 5),
          ),
          rect(280, 414, 14, 70, c.deep),
          rect(666, 414, 14, 70, c.deep),
        ].join(""),
      ),
  },
  /** Contact: an adviser on the phone at her desk. */
  "contact-desk": {
    draw: () =>
      svg(
        [
          rect(0, 0, W, H, "#e4ecf6"),
          rect(0, 560, W, 160, c.sky),
          rect(560, 90, 300, 140, c.white, 24),
          poly([600, 226, 640, 226, 596, 270], c.white),
          rect(600, 130, 220, 16, c.sky, 8),
          rect(600, 166, 160, 16, c.sky, 8),
          rect(140, 150, 220, 110, c.amber, 24),
          poly([320, 256, 290, 256, 330, 296], c.amber),
          circle(200, 205, 12, c.white),
          circle(250, 205, 12, c.white),
          circle(300, 205, 12, c.white),
          seatedFront(380, 540, skins[1], hairs[0], c.teal),
          line("M352 406c0-40 56-40 56 0", c.deep, 6),
          circle(352, 410, 9, c.deep),
          rect(120, 540, 720, 24, c.wood, 4),
          rect(150, 564, 14, 156, c.woodDark),
          rect(796, 564, 14, 156, c.woodDark),
          rect(540, 400, 190, 130, c.deep, 6),
          rect(552, 412, 166, 106, c.blue, 2),
          rect(620, 530, 30, 10, c.deep),
          rect(760, 500, 40, 40, c.white, 6),
          plant(900, 720, 1),
        ].join(""),
      ),
  },
  /** L'entreprise: the firm's office building. */
  "company-building": {
    draw: () =>
      svg(
        [
          rect(0, 0, W, H, "#cfe0f3"),
          circle(150, 130, 60, c.amber),
          rect(40, 300, 140, 340, "#a9bfd9"),
          rect(780, 260, 150, 380, "#a9bfd9"),
          rect(250, 90, 460, 560, c.navy),
          ...Array.from({ length: 9 }, (_, row) =>
            Array.from({ length: 6 }, (_, col) =>
              rect(280 + col * 70, 120 + row * 52, 50, 34, row % 3 === 1 && col % 2 ? c.amber : "#5c86bd", 2),
            ).join(""),
          ),
          rect(410, 580, 140, 70, c.deep),
          rect(420, 590, 56, 60, "#5c86bd"),
          rect(484, 590, 56, 60, "#5c86bd"),
          rect(0, 640, W, 80, c.grey),
          rect(0, 650, W, 10, "#b7c3d2"),
          standing(230, 700, skins[0], hairs[0], c.rust, c.deep, "down"),
          standing(720, 700, skins[4], hairs[4], c.teal, c.navy, "down"),
          plant(600, 650, 0.8),
        ].join(""),
      ),
  },
  /** Montréal: the mountain, the towers and the river. */
  "office-montreal": {
    draw: () =>
      svg(
        [
          rect(0, 0, W, H, "#d7e6f5"),
          pathOf("M0 420c120-120 300-170 480-120s220 60 480 20v400H0z", c.green),
          line("M250 250v60M230 270h40", c.white, 6),
          rect(140, 300, 80, 240, c.navy),
          rect(240, 240, 70, 300, c.deep),
          rect(330, 320, 90, 220, c.blue),
          rect(440, 200, 80, 340, c.navy),
          poly([440, 200, 480, 160, 520, 200], c.navy),
          rect(540, 280, 70, 260, c.deep),
          rect(630, 330, 100, 210, c.blue),
          rect(750, 260, 70, 280, c.navy),
          ...[0, 1, 2, 3, 4, 5].map((i) => rect(456, 230 + i * 44, 48, 16, c.amber)),
          rect(0, 540, W, 180, c.blue),
          line("M0 600c100-12 200 12 300 0s200-12 300 0 200 12 360 0", "#5c86bd", 6),
          line("M600 540l120-80 120 80M660 500v40M780 500v40", c.grey, 8),
        ].join(""),
      ),
  },
  /** Abidjan: the Plateau's towers over the lagoon. */
  "office-abidjan": {
    draw: () =>
      svg(
        [
          rect(0, 0, W, H, "#fbe7c8"),
          circle(780, 150, 64, c.amber),
          rect(160, 260, 90, 260, c.navy),
          poly([280, 520, 340, 200, 400, 520], c.deep),
          rect(420, 170, 80, 350, c.blue),
          rect(520, 240, 110, 280, c.navy),
          rect(650, 300, 80, 220, c.deep),
          ...[0, 1, 2, 3, 4, 5, 6].map((i) => rect(436, 196 + i * 44, 48, 14, c.amber)),
          ...[0, 1, 2, 3, 4].map((i) => rect(540, 264 + i * 50, 70, 14, "#5c86bd")),
          rect(0, 520, W, 200, c.teal),
          line("M0 580c100-12 200 12 300 0s200-12 300 0 200 12 360 0", "#5fb3a8", 6),
          line("M0 650c100-12 200 12 300 0s200-12 300 0 200 12 360 0", "#5fb3a8", 6),
          palm(80, 540, 200),
          palm(880, 540, 170),
          pathOf("M420 610h120l-20 24h-80z", c.rust),
          line("M480 610v-50", c.deep, 4),
          poly([484, 564, 484, 604, 520, 604], c.white),
        ].join(""),
      ),
  },
  /** Dakar: the corniche, a lighthouse on its hill, white houses by the ocean. */
  "office-dakar": {
    draw: () =>
      svg(
        [
          rect(0, 0, W, H, "#f8dfc0"),
          circle(200, 160, 56, c.amber),
          pathOf("M520 420c60-110 200-140 440-110v110z", c.sand),
          rect(760, 250, 36, 90, c.white),
          rect(754, 236, 48, 20, c.rust),
          poly([760, 236, 778, 214, 796, 236], c.rust),
          rect(0, 380, 560, 60, c.sand),
          ...[0, 1, 2, 3, 4, 5].map((i) => rect(40 + i * 86, 300 - (i % 2) * 40, 70, 100 + (i % 2) * 40, c.white)),
          ...[0, 1, 2, 3, 4, 5].map((i) => rect(58 + i * 86, 330 - (i % 2) * 40, 34, 20, i % 2 ? c.teal : c.blue)),
          rect(0, 420, W, 300, c.blue),
          line("M0 480c100-12 200 12 300 0s200-12 300 0 200 12 360 0", "#5c86bd", 6),
          line("M0 560c100-12 200 12 300 0s200-12 300 0 200 12 360 0", "#5c86bd", 6),
          pathOf("M600 520h140l-24 28h-92z", c.amber),
          line("M670 520v-70", c.deep, 4),
          poly([674, 454, 674, 514, 720, 514], c.white),
          palm(620, 410, 150),
        ].join(""),
      ),
  },
  /** Libreville: the seafront and its palms, the estuary beyond. */
  "office-libreville": {
    draw: () =>
      svg(
        [
          rect(0, 0, W, H, "#dcebf2"),
          circle(760, 140, 50, c.amber),
          pathOf("M0 360c200-60 400-40 960-10v100H0z", c.green),
          rect(200, 230, 90, 190, c.navy),
          rect(310, 270, 70, 150, c.blue),
          rect(400, 200, 100, 220, c.deep),
          rect(520, 260, 80, 160, c.navy),
          ...[0, 1, 2, 3].map((i) => rect(416, 226 + i * 44, 68, 14, c.amber)),
          rect(0, 420, W, 40, c.sand),
          rect(0, 460, W, 260, c.teal),
          line("M0 520c100-12 200 12 300 0s200-12 300 0 200 12 360 0", "#5fb3a8", 6),
          line("M0 600c100-12 200 12 300 0s200-12 300 0 200 12 360 0", "#5fb3a8", 6),
          palm(100, 440, 170),
          palm(700, 440, 190),
          palm(860, 440, 150),
        ].join(""),
      ),
  },
  /** Each city's training room, ready for its learners: the picture of a room that has no photograph yet. */
  "training-room-montreal": {
    draw: () =>
      trainingRoom(
        c.pale,
        rect(0, 120, 170, 110, c.green) +
          rect(20, 70, 34, 160, c.navy) +
          rect(70, 40, 40, 190, c.deep) +
          rect(120, 90, 30, 140, c.blue),
      ),
  },
  "training-room-abidjan": {
    draw: () => trainingRoom("#f5ecdc", palm(40, 230, 130) + rect(0, 190, 170, 40, c.sand)),
  },
  "training-room-dakar": {
    draw: () =>
      trainingRoom(
        "#e6f0ec",
        rect(0, 150, 170, 80, c.blue) +
          rect(110, 70, 20, 60, c.white) +
          rect(106, 60, 28, 12, c.rust) +
          rect(0, 130, 170, 20, c.sand),
      ),
  },
};

async function main() {
  await mkdir(OUT, { recursive: true });
  // `npx tsx scripts/draw-site-pictures.ts office-dakar` redraws the pictures named, all of them without a name.
  const only = process.argv.slice(2);
  let drawn = 0;
  for (const [name, picture] of Object.entries(pictures)) {
    if (only.length > 0 && !only.includes(name)) continue;
    drawn += 1;
    const source = Buffer.from(picture.draw());
    if (picture.svg) {
      await writeFile(path.join(OUT, `${name}.svg`), source);
      continue;
    }
    for (const width of PICTURE_WIDTHS) {
      const image = sharp(source, { density: (72 * width) / W }).resize(width, (width * H) / W);
      await writeFile(
        path.join(OUT, `${name}-${width}.avif`),
        await image.clone().avif({ quality: 55, effort: 6 }).toBuffer(),
      );
      await writeFile(
        path.join(OUT, `${name}-${width}.webp`),
        await image.clone().webp({ quality: 78, effort: 6 }).toBuffer(),
      );
    }
  }
  console.log(`${drawn} pictures written to ${path.relative(process.cwd(), OUT)}`);
}

await main();
