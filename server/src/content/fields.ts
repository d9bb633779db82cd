import type { Context } from "hono";
import type { z } from "zod";
import { functionError, type EdgeFunction, type FunctionContext } from "../functions/edge-function";
import { defineUserFunction, field } from "../functions/user-function";
import type { PublicationStatus } from "@common/database";

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

export async function isContentEditor(context: FunctionContext): Promise<boolean> {
  const { rows } = await context.asCaller((tx) => tx.query<{ ok: boolean }>("select public.is_content_editor() as ok"));
  return rows[0]?.ok === true;
}

/** 403 for anyone but editors and admins. */
export const notAnEditor = (c: Context) =>
  functionError(c, 403, "not_an_editor", "Seuls les rédacteurs et les administrateurs modifient le contenu.");

/** A refusal answered with its code and French message. */
interface Refusal {
  code: string;
  message: string;
}

/**
 * A content function (content-article, content-job-offer…): POST only, the body checked by `body`, editors and
 * admins only (403 otherwise), then `save`; the database's refusals become French answers — 409 when the slug is
 * taken, 422 for an unknown image (when the content has one) or a field a constraint refuses.
 */
export function defineContentFunction<S extends z.ZodType>(spec: {
  body: S;
  /** « Cette adresse est déjà celle d'un autre article. » */
  slugTaken: string;
  /** A foreign key refused: the image the row names is gone. */
  unknownImage?: Refusal;
  /** A check constraint refused a field. */
  invalidRow: Refusal;
  save(c: Context, context: FunctionContext, userId: string, input: z.output<S>): Promise<Response>;
}): EdgeFunction {
  return defineUserFunction({
    postOnly: true,
    body: spec.body,
    refusal(c, error) {
      const code = (error as { code?: string }).code;
      if (code === "23505") return functionError(c, 409, "slug_taken", spec.slugTaken);
      if (code === "23503" && spec.unknownImage)
        return functionError(c, 422, spec.unknownImage.code, spec.unknownImage.message);
      if (code === "23514") return functionError(c, 422, spec.invalidRow.code, spec.invalidRow.message);
      return null;
    },
    async handler({ c, context, userId, body }) {
      if (!(await isContentEditor(context))) return notAnEditor(c);
      return spec.save(c, context, userId, body);
    },
  });
}

/** What a content function answers after a save of a publishable content (the back office's `SavedContent`). */
export interface SavedPublishable {
  id: number;
  slug: string;
  title: string;
  status: PublicationStatus;
  published_at: string | null;
  updated_at: string;
}

/** 422 when a cover image comes without its alternative text, else null. */
export function coverAltMissing(
  c: Context,
  input: { cover_image: { value: string | null }; cover_alt: { value: string | null } },
): Response | null {
  if (!input.cover_image.value || input.cover_alt.value) return null;
  return functionError(c, 422, "cover_alt_required", "Décrivez l'image de couverture (texte alternatif).");
}

/**
 * Creates (no `id`: a new draft, 201) or changes (200; 404 `notFound` when the row is gone) a publishable content —
 * an article, a case study, a job offer: its slug and title, the content's own `columns`, who changed it, and the
 * status and publication date its `action` sets (publish now or at `publish_at`: scheduled; unpublish: back to
 * draft; save: unchanged).
 */
export async function savePublishable(
  c: Context,
  context: FunctionContext,
  spec: {
    table: "articles" | "case_studies" | "job_offers";
    input: {
      id: { value: number | null };
      action: Action;
      publish_at: { value: Date | null };
      slug: string;
      title: string;
    };
    userId: string;
    /** The content's other columns and their values (a value for a jsonb column is sent as JSON text). */
    columns: Record<string, unknown>;
    /** Columns stored as jsonb. */
    jsonColumns?: readonly string[];
    notFound: Refusal;
  },
): Promise<Response> {
  const { input } = spec;
  const written = { slug: input.slug, title: input.title, ...spec.columns, updated_by: spec.userId };
  const columns = Object.keys(written);
  const values = Object.values(written);
  const { status, publishedAt } = statusFor(input.action, input.publish_at.value);
  const n = columns.length;
  const placeholder = (column: string, i: number) =>
    spec.jsonColumns?.includes(column) ? `$${i + 1}::jsonb` : `$${i + 1}`;
  // node-postgres reads a bigint as a string (PGlite as a number): the id goes back as the number the editor sends.
  const returning = "returning id::integer as id, slug, title, status, published_at, updated_at";
  const id = input.id.value;
  if (id === null) {
    const { rows } = await context.db.query<SavedPublishable>(
      `insert into public.${spec.table} (${columns.join(", ")}, status, published_at)
       values (${columns.map(placeholder).join(", ")}, coalesce($${n + 1}, 'draft'), $${n + 2}) ${returning}`,
      [...values, status, publishedAt],
    );
    return c.json(rows[0], 201);
  }
  const { rows } = await context.db.query<SavedPublishable>(
    `update public.${spec.table} set ${columns.map((column, i) => `${column} = ${placeholder(column, i)}`).join(", ")},
       status = coalesce($${n + 1}, status),
       published_at = case when $${n + 1}::text is null then published_at else $${n + 2} end
     where id = $${n + 3} ${returning}`,
    [...values, status, publishedAt, id],
  );
  if (!rows[0]) return functionError(c, 404, spec.notFound.code, spec.notFound.message);
  return c.json(rows[0]);
}
