/**
 * The characters the French site writes, for the Inter subset every page uses (docs/decisions/0935, 0937).
 * Anything else (a learner's name in another script, a rare symbol) falls back to the full Fontsource faces
 * declared before the subset in app.css, which the browser fetches only when a page holds such a character.
 */
export const FRENCH_CODE_POINT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x007e], // ASCII
  [0x00a0, 0x00ff], // Latin-1: accents, « », non-breaking space, ©, °
  [0x0152, 0x0153], // Œ œ
  [0x2009, 0x2009], // thin space
  [0x2010, 0x2014], // hyphens and dashes
  [0x2018, 0x201e], // typographic quotes
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
  [0x202f, 0x202f], // narrow no-break space (French number and currency formatting)
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2191, 0x2193], // ↑ → ↓
  [0x2212, 0x2212], // minus sign
];

/** Weights the design uses (normal, medium, semibold, bold); the variable axis is cut to this range. */
export const WEIGHT_RANGE = { min: 400, max: 700 } as const;

/** OpenType features the browser applies by default, plus tabular figures (Tailwind's `tabular-nums`). */
export const KEPT_FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rvrn", "tnum"] as const;

export function isInFrenchSubset(codePoint: number): boolean {
  return FRENCH_CODE_POINT_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** The `unicode-range` descriptor of the subset's @font-face, as app.css must spell it. */
export function frenchUnicodeRange(): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
  return FRENCH_CODE_POINT_RANGES.map(([first, last]) =>
    first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
  ).join(", ");
}

export function frenchCharacters(): string {
  return FRENCH_CODE_POINT_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
  ).join("");
}
