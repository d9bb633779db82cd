/**
 * A learner's mobile number in E.164 (decision 1008): typed as they write it (« 07 07 12 34 56 », « +225 07… »,
 * « 00221 77… », « (514) 555-0123 »), with the country of their office when they leave out the prefix, and checked
 * against the numbering plans of the offices' countries (Côte d'Ivoire since 2021: 10 digits; Sénégal: 9 digits;
 * Canada in the North American plan: area code and exchange not starting with 0 or 1). Other countries: E.164's
 * length only (8 to 15 digits). libphonenumber-js is not in the packages this project may install (decision 1008).
 */
export type OfficeCountry = "CI" | "SN" | "CA";

export const COUNTRY_CODES: Record<OfficeCountry, string> = { CI: "225", SN: "221", CA: "1" };

/** The office country of a profile's free-text country (« Côte d'Ivoire », « Sénégal », « Canada »…); CI otherwise. */
export function officeCountryOf(country: string | null | undefined): OfficeCountry {
  const plain = (country ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  if (/senegal|dakar|\bsn\b/.test(plain)) return "SN";
  if (/canada|quebec|montreal|\bca\b/.test(plain)) return "CA";
  return "CI";
}

export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string };

/** The national number's shape per office country (digits after the country code). */
const NATIONAL: Record<OfficeCountry, { pattern: RegExp; example: string }> = {
  // Côte d'Ivoire: 10 digits since 31 January 2021 — 01/05/07 mobiles, 21/25/27 fixed lines.
  CI: { pattern: /^(01|05|07|21|25|27)\d{8}$/, example: "+225 07 07 12 34 56" },
  // Sénégal: 9 digits — 70/71/75/76/77/78 mobiles, 33 fixed lines.
  SN: { pattern: /^(70|71|75|76|77|78|33)\d{7}$/, example: "+221 77 123 45 67" },
  // North American Numbering Plan: NXX NXX XXXX.
  CA: { pattern: /^[2-9]\d{2}[2-9]\d{6}$/, example: "+1 514 555 0123" },
};

/** Checks and normalises a number to E.164 (« +22507… »); without a prefix it is read in `defaultCountry`. */
export function toE164(input: string, defaultCountry: OfficeCountry): PhoneCheck {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, message: "Indiquez votre numéro de mobile." };
  if (/[^\d\s+().\-/]/.test(trimmed)) return { ok: false, message: "Un numéro ne contient que des chiffres." };
  let digits = trimmed.replace(/[^\d+]/g, "");
  if (digits.startsWith("00")) digits = `+${digits.slice(2)}`;
  if (digits.lastIndexOf("+") > 0) return { ok: false, message: "Le signe + ne peut figurer qu'au début." };
  let international: string;
  if (digits.startsWith("+")) {
    international = digits.slice(1);
  } else if (defaultCountry === "CA" && /^1\d{10}$/.test(digits)) {
    international = digits;
  } else {
    international = COUNTRY_CODES[defaultCountry] + digits;
  }
  if (!/^[1-9]\d{7,14}$/.test(international)) {
    return { ok: false, message: "Ce numéro n'a pas la longueur d'un numéro international (8 à 15 chiffres)." };
  }
  for (const country of ["CI", "SN", "CA"] as const) {
    const code = COUNTRY_CODES[country];
    if (!international.startsWith(code)) continue;
    const { pattern, example } = NATIONAL[country];
    if (!pattern.test(international.slice(code.length))) {
      return { ok: false, message: `Ce numéro n'existe pas dans ce pays : écrivez-le par exemple ${example}.` };
    }
  }
  return { ok: true, e164: `+${international}` };
}

/** A number shown to a person: « +225 07 07 12 34 56 », grouped by two after the country code (three for +1). */
export function formatPhone(e164: string): string {
  for (const code of Object.values(COUNTRY_CODES)) {
    if (!e164.startsWith(`+${code}`)) continue;
    const national = e164.slice(code.length + 1);
    if (code === "1") return `+1 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
    if (code === "221")
      return `+221 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
    return `+${code} ${national.replace(/(\d{2})(?=\d)/g, "$1 ")}`;
  }
  return e164;
}
