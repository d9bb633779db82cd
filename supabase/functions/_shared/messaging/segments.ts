/**
 * How many SMS segments a text takes (3GPP TS 23.038): in the GSM 7-bit default alphabet, 160 characters in one
 * segment, 153 per segment once concatenated (the user data header takes 7), the extension table's characters
 * (€ [ ] { } ~ ^ \ |) counting two; any other character makes the whole text UCS-2: 70, then 67 per segment, in
 * UTF-16 code units (an emoji counts two). Decision 1008: every text of ours stays within two segments.
 */
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENSION = "^{}\\[~]|€\f";

const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

export interface SegmentCount {
  encoding: "GSM-7" | "UCS-2";
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

export function isGsm7(text: string): boolean {
  for (const char of text) if (!BASIC.has(char) && !EXTENSION.has(char)) return false;
  return true;
}

export function countSegments(text: string): SegmentCount {
  if (isGsm7(text)) {
    let units = 0;
    for (const char of text) units += EXTENSION.has(char) ? 2 : 1;
    return { encoding: "GSM-7", units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length;
  return { encoding: "UCS-2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/** Letters outside GSM-7 that French uses, written with the nearest GSM-7 letter so a text stays 160 a segment. */
const TO_GSM7: Record<string, string> = {
  â: "a", ê: "e", ë: "e", î: "i", ï: "i", ô: "o", û: "u", ç: "c", À: "A", Â: "A", È: "E", Ê: "E", Ë: "E",
  Î: "I", Ï: "I", Ô: "O", Û: "U", Ù: "U", œ: "oe", Œ: "OE", "’": "'", "‘": "'", "«": '"', "»": '"', "–": "-", "—": "-",
  "…": "...", "\u00a0": " ", "\u202f": " ",
};

/** The text with the French letters GSM-7 lacks replaced (« Tête » → « Tete »), so it is not sent as UCS-2. */
export function toGsm7(text: string): string {
  const quoted = text.replace(/«[\s\u00a0\u202f]*/g, '"').replace(/[\s\u00a0\u202f]*»/g, '"');
  return [...quoted].map((char) => TO_GSM7[char] ?? char).join("");
}

/**
 * Fits a text built around one variable part (a formation's title) within `maxSegments`: the text is first made
 * GSM-7 where it can be, then the variable part is shortened with « ... » until the whole fits.
 */
export function fitSegments(build: (variable: string) => string, variable: string, maxSegments = 2): string {
  const whole = [...toGsm7(variable)];
  let text = toGsm7(build(whole.join("")));
  for (let keep = whole.length - 1; countSegments(text).segments > maxSegments && keep >= 8; keep -= 1) {
    text = toGsm7(build(`${whole.slice(0, keep).join("").trimEnd()}...`));
  }
  return text;
}
