import type { Context } from "hono";
import { z } from "zod";
import { functionError, type FunctionContext } from "../functions/edge-function";
import { field } from "../functions/user-function";
import { defineContentFunction, idField, optionalText, slugField, text, textList } from "./fields";

const DEPARTMENTS = ["direction", "formation", "conseil", "operations"] as const;

const teamMemberBody = z.object({
  id: idField("Membre inconnu (id)."),
  name: field(text(120, true), "invalid_name", "Donnez le nom (120 caractères au plus)."),
  slug: slugField(
    "L'identifiant ne contient que des minuscules sans accent, des chiffres et des tirets (120 caractères au plus).",
  ),
  position: field(text(160), "invalid_position", "La fonction tient en 160 caractères."),
  department: field(
    (value) => (DEPARTMENTS.includes(value as (typeof DEPARTMENTS)[number]) ? (value as string) : null),
    "invalid_department",
    "Équipe inconnue : direction, formation, conseil ou opérations.",
  ),
  offices: field(textList(10, 60), "invalid_offices", "Au plus 10 bureaux de 60 caractères."),
  bio: field(text(2000), "invalid_bio", "La présentation tient en 2 000 caractères."),
  expertise: field(textList(20, 80), "invalid_expertise", "Au plus 20 expertises de 80 caractères."),
  photo: field(optionalText(24), "invalid_photo", "Photo inconnue."),
  photo_alt: field(optionalText(300), "invalid_photo_alt", "Le texte alternatif tient en 300 caractères."),
  sort_order: field(
    (value) =>
      value === undefined || value === null
        ? 100
        : Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 10_000
          ? (value as number)
          : null,
    "invalid_sort_order",
    "L'ordre est un nombre entier de 0 à 10 000.",
  ),
  published: field(
    (value) => (value === undefined ? false : typeof value === "boolean" ? value : null),
    "invalid_published",
    "Publié : oui ou non.",
  ),
});

type TeamMemberInput = z.output<typeof teamMemberBody>;

const COLUMNS = [
  "slug",
  "name",
  "position",
  "department",
  "offices",
  "bio",
  "expertise",
  "photo",
  "photo_alt",
  "sort_order",
  "published",
  "updated_by",
];

async function saveTeamMember(c: Context, context: FunctionContext, userId: string, input: TeamMemberInput) {
  if (input.photo.value && !input.photo_alt.value) {
    return functionError(c, 422, "photo_alt_required", "Décrivez la photo (texte alternatif).");
  }
  const values = [
    input.slug,
    input.name,
    input.position,
    input.department,
    input.offices,
    input.bio,
    input.expertise,
    input.photo.value,
    input.photo.value ? input.photo_alt.value : null,
    input.sort_order,
    input.published,
    userId,
  ];
  const returning = "returning id::integer as id, slug, name, published, updated_at";
  const id = input.id.value;
  if (id === null) {
    const { rows } = await context.db.query(
      `insert into public.team_members (${COLUMNS.join(", ")})
       values (${COLUMNS.map((_, i) => `$${i + 1}`).join(", ")}) ${returning}`,
      values,
    );
    return c.json(rows[0], 201);
  }
  const { rows } = await context.db.query(
    `update public.team_members set ${COLUMNS.map((column, i) => `${column} = $${i + 1}`).join(", ")}
     where id = $${COLUMNS.length + 1} ${returning}`,
    [...values, id],
  );
  if (!rows[0]) return functionError(c, 404, "team_member_not_found", "Ce membre de l'équipe n'existe plus.");
  return c.json(rows[0]);
}

/**
 * POST /functions/v1/content-team-member: an editor or an admin adds or changes a member of « Notre équipe »
 * (`id` absent: a new one), published or not. A photo is an image the content-image function made (its id) and
 * needs its alternative text. 201/200 with the member, 403 for anyone else, 409 when the identifier is taken, 422
 * with a French message.
 */
export const contentTeamMember = defineContentFunction({
  body: teamMemberBody,
  slugTaken: "Cet identifiant est déjà celui d'un autre membre.",
  unknownImage: { code: "invalid_photo", message: "Photo inconnue : envoyez-la de nouveau." },
  invalidRow: { code: "invalid_team_member", message: "Un champ n'est pas accepté." },
  save: saveTeamMember,
});
