import type { FunctionResponse } from "@common/functions/contract";
import { contractAnswer, type ContractBody } from "../_shared/contract.ts";
import { z } from "zod";
import { field } from "../_shared/body.ts";
import { functionError} from "../_shared/responses.ts";
import { contentFunction, writeRow } from "../_shared/content/content-function.ts";
import { idField, optionalText, slugField, text, textList } from "../_shared/content/fields.ts";

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
}) satisfies ContractBody<"content-team-member">;

/**
 * POST /functions/v1/content-team-member: an editor or an admin adds or changes a member of « Notre équipe »
 * (`id` absent: a new one), published or not. A photo is an image the content-image function made (its id) and
 * needs its alternative text. 201/200 with the member, 403 for anyone else, 409 when the identifier is taken, 422
 * with a French message.
 */
export const contentTeamMember = contentFunction({
  body: teamMemberBody,
  slugTaken: "Cet identifiant est déjà celui d'un autre membre.",
  unknownImage: { code: "invalid_photo", message: "Photo inconnue : envoyez-la de nouveau." },
  invalidRow: { code: "invalid_team_member", message: "Un champ n'est pas accepté." },
  async save(input, userId) {
    if (input.photo.value && !input.photo_alt.value) {
      return functionError(422, "photo_alt_required", "Décrivez la photo (texte alternatif).");
    }
    const id = input.id.value;
    const row = await writeRow<FunctionResponse<"content-team-member">>(
      "team_members",
      id,
      {
        slug: input.slug,
        name: input.name,
        position: input.position,
        department: input.department,
        offices: input.offices,
        bio: input.bio,
        expertise: input.expertise,
        photo: input.photo.value,
        photo_alt: input.photo.value ? input.photo_alt.value : null,
        sort_order: input.sort_order,
        published: input.published,
        updated_by: userId,
      },
      "id, slug, name, published, updated_at",
    );
    if (!row) return functionError(404, "team_member_not_found", "Ce membre de l'équipe n'existe plus.");
    return contractAnswer("content-team-member", row, id === null ? 201 : 200);
  },
});
