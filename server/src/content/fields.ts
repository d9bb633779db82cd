import { functionError, type FunctionContext } from "../functions/edge-function";
import type { Context } from "hono";
import { field } from "../functions/user-function";

/** The checks every content function shares (articles, job offers…): text fields, slug, id, action, dates. */

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

/** The row's id (absent: a new one), what to do with it, its slug and its publication date: every content's fields. */
export const publicationFields = (unknownIdMessage: string) => ({
  id: field(
    (value) =>
      value === undefined || value === null
        ? { value: null }
        : Number.isSafeInteger(value) && (value as number) > 0
          ? { value: value as number }
          : null,
    "invalid_id",
    unknownIdMessage,
  ),
  action: field(
    (value) => (value === undefined ? "save" : ACTIONS.includes(value as Action) ? (value as Action) : null),
    "invalid_action",
    "Action inconnue : enregistrer, publier ou dépublier.",
  ),
  slug: field(
    (value) => (typeof value === "string" && SLUG.test(value) && value.length <= 120 ? value : null),
    "invalid_slug",
    "L'adresse ne contient que des minuscules sans accent, des chiffres et des tirets (120 caractères au plus).",
  ),
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

/** The status and publication date an action sets (null: unchanged). */
export function statusFor(
  action: Action,
  publishAt: Date | null,
): { status: "draft" | "published" | null; publishedAt: Date | null } {
  if (action === "publish") return { status: "published", publishedAt: publishAt ?? new Date() };
  if (action === "unpublish") return { status: "draft", publishedAt: null };
  return { status: null, publishedAt: null };
}

export async function isContentEditor(context: FunctionContext): Promise<boolean> {
  const { rows } = await context.asCaller((tx) => tx.query<{ ok: boolean }>("select public.is_content_editor() as ok"));
  return rows[0]?.ok === true;
}

/** 403 for anyone but editors and admins. */
export const notAnEditor = (c: Context) =>
  functionError(c, 403, "not_an_editor", "Seuls les rédacteurs et les administrateurs modifient le contenu.");
