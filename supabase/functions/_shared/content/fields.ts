import type { PublicationStatus } from "@common/database";
import { field } from "../body.ts";

/**
 * The checks every content function shares (articles, case studies, job offers, team members): text fields, slug, id,
 * action, dates. No Deno or database here: the Node server reads SLUG from this module too.
 */

/** A trimmed string of at most `max` characters ('' when absent unless `required`); null refuses it. */
export const text =
  (max: number, required = false) =>
  (value: unknown) => {
    if (value === undefined || value === null) return required ? null : "";
    if (typeof value !== "string") return null;
    const trimmed = value.trim();
    if (required && !trimmed) return null;
    return trimmed.length <= max ? trimmed : null;
  };

/** A trimmed string of at most `max` characters or `{ value: null }` when absent or empty. */
export const optionalText = (max: number) => (value: unknown) => {
  if (value === undefined || value === null || value === "") return { value: null };
  return typeof value === "string" && value.trim().length <= max ? { value: value.trim() || null } : null;
};

/** A list of at most `maxItems` non-empty texts of at most `maxLength` characters each (missing: an empty list). */
export const textList = (maxItems: number, maxLength: number) => (value: unknown) => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > maxItems) return null;
  const items = value.map((item) => (typeof item === "string" ? item.trim() : ""));
  return items.every((item) => item.length > 0 && item.length <= maxLength) ? items : null;
};

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const ACTIONS = ["save", "publish", "unpublish"] as const;
export type Action = (typeof ACTIONS)[number];

/** The row's id: absent for a new one. */
export const idField = (unknownIdMessage: string) =>
  field(
    (value) =>
      value === undefined || value === null
        ? { value: null }
        : Number.isSafeInteger(value) && (value as number) > 0
          ? { value: value as number }
          : null,
    "invalid_id",
    unknownIdMessage,
  );

/** The address (or identifier) a content is found at: lowercase words joined by dashes. */
export const slugField = (
  message = "L'adresse ne contient que des minuscules sans accent, des chiffres et des tirets (120 caractères au plus).",
) =>
  field(
    (value) => (typeof value === "string" && SLUG.test(value) && value.length <= 120 ? value : null),
    "invalid_slug",
    message,
  );

/** The row's id (absent: a new one), what to do with it, its slug and its publication date: every content's fields. */
export const publicationFields = (unknownIdMessage: string) => ({
  id: idField(unknownIdMessage),
  action: field(
    (value) => (value === undefined ? "save" : ACTIONS.includes(value as Action) ? (value as Action) : null),
    "invalid_action",
    "Action inconnue : enregistrer, publier ou dépublier.",
  ),
  slug: slugField(),
  publish_at: field(
    (value) => {
      if (value === undefined || value === null || value === "") return { value: null };
      const date = typeof value === "string" ? new Date(value) : null;
      return date && !Number.isNaN(date.getTime()) ? { value: date } : null;
    },
    "invalid_publish_at",
    "Date de publication invalide.",
  ),
});

/** A cover image (the id the content-image function gave it, at most `maxId` characters) and its alternative text. */
export const coverFields = (maxId: number) => ({
  cover_image: field(optionalText(maxId), "invalid_cover", "Image de couverture inconnue."),
  cover_alt: field(optionalText(300), "invalid_cover_alt", "Le texte alternatif tient en 300 caractères."),
});

/** The title and description search engines show (empty: the content's own title and summary). */
export const seoFields = () => ({
  seo_title: field(
    optionalText(200),
    "invalid_seo_title",
    "Le titre pour les moteurs de recherche tient en 200 caractères.",
  ),
  seo_description: field(
    optionalText(320),
    "invalid_seo_description",
    "La description pour les moteurs de recherche tient en 320 caractères.",
  ),
});

/** The status and publication date an action sets (null: unchanged). */
export function statusFor(
  action: Action,
  publishAt: Date | null,
): { status: PublicationStatus | null; publishedAt: Date | null } {
  if (action === "publish") return { status: "published", publishedAt: publishAt ?? new Date() };
  if (action === "unpublish") return { status: "draft", publishedAt: null };
  return { status: null, publishedAt: null };
}
