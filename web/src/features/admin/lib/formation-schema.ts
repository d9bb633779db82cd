import { z } from "~/lib/validation/zod-jitless";
import { FORMATION_THEMES } from "~/content/formations";
import type { FormationFormat, Currency, Formation } from "@common/database";

export const FORMATION_FORMATS = ["Présentiel", "En ligne", "Hybride"] as const satisfies readonly FormationFormat[];
export const CURRENCIES = ["XOF", "CAD"] as const satisfies readonly Currency[];
/** The trainer select's value for a formation without a trainer account. */
export const NO_TRAINER = "none";
/** numeric(12, 2) in the database. */
const MAX_PRICE = 9_999_999_999.99;

/** '950 000', '1950,50' → number; empty → null; anything else → NaN. */
export function parsePrice(raw: string): number | null {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  if (compact === "") return null;
  return /^\d+(\.\d{1,2})?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** The formation form mirrors the database's checks on formations, with French messages. */
export const formationFormSchema = z.object({
  title: z.string().trim().min(1, "Le titre est obligatoire").max(200, "200 caractères au maximum"),
  theme: z.enum(FORMATION_THEMES, { error: "Choisissez un thème de la liste" }),
  description: z.string().trim().max(2000, "2 000 caractères au maximum"),
  duration: z.string().trim().min(1, "Indiquez la durée, par exemple « 3 jours »").max(60, "60 caractères au maximum"),
  formats: z.array(z.enum(FORMATION_FORMATS)).min(1, "Choisissez au moins un format"),
  expert: z.string().trim().min(1, "Le nom de l'expert est obligatoire").max(120, "120 caractères au maximum"),
  price: z.string().refine((raw) => {
    const price = parsePrice(raw);
    return price === null || (Number.isFinite(price) && price >= 0 && price <= MAX_PRICE);
  }, "Saisissez un montant positif (deux décimales au plus), ou laissez vide pour « Sur demande »"),
  price_currency: z.enum(CURRENCIES, { error: "Choisissez XOF ou CAD" }),
  /** A trainer account's id, or NO_TRAINER. */
  trainer_id: z.string().min(1),
});

export type FormationFormValues = z.input<typeof formationFormSchema>;
export type FormationInput = Omit<Formation, "id" | "created_at" | "updated_at" | "min_attendance_percent">;

export const emptyFormationValues: FormationFormValues = {
  title: "",
  theme: "Leadership",
  description: "",
  duration: "",
  formats: ["Présentiel"],
  expert: "",
  price: "",
  price_currency: "XOF",
  trainer_id: NO_TRAINER,
};

export function formationToFormValues(formation: Formation): FormationFormValues {
  return {
    title: formation.title,
    theme: (FORMATION_THEMES as readonly string[]).includes(formation.theme)
      ? (formation.theme as FormationFormValues["theme"])
      : emptyFormationValues.theme,
    description: formation.description,
    duration: formation.duration,
    formats: formation.formats.filter((f) => (FORMATION_FORMATS as readonly string[]).includes(f)),
    expert: formation.expert,
    price: formation.price === null ? "" : String(formation.price),
    price_currency: formation.price_currency,
    trainer_id: formation.trainer_id ?? NO_TRAINER,
  };
}

/** Valid form values → the row sent to the database; formats keep the catalogue's order. */
export function formValuesToFormation(values: FormationFormValues): FormationInput {
  return {
    title: values.title.trim(),
    theme: values.theme,
    description: values.description.trim(),
    duration: values.duration.trim(),
    formats: FORMATION_FORMATS.filter((f) => values.formats.includes(f)),
    expert: values.expert.trim(),
    price: parsePrice(values.price),
    price_currency: values.price_currency,
    trainer_id: values.trainer_id === NO_TRAINER ? null : values.trainer_id,
  };
}
