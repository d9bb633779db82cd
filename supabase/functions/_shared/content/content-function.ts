import type { SavedContent } from "@common/functions/answers";
import { contractAnswer } from "../contract.ts";
import type { FunctionErrorCode } from "@common/errors/functions";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { z } from "zod";
import { DatabaseRefusal, asCaller, asService } from "../clients.ts";
import { functionError } from "../responses.ts";
import { userFunction } from "../user-function.ts";
import { statusFor, type Action } from "./fields.ts";

/** A refusal answered with its code and French message. */
export interface Refusal {
  code: FunctionErrorCode;
  message: string;
}

/** Whether the caller is an editor or an admin, as the database says (`is_content_editor()`, asked as the caller). */
async function isContentEditor(request: Request): Promise<boolean> {
  const { data, error } = await asCaller(request).rpc("is_content_editor");
  if (error) throw new DatabaseRefusal(error.code, error.message);
  return data === true;
}

/**
 * A content function (content-article, content-job-offer…): POST only, the body checked by `body`, editors and
 * admins only (403 otherwise), then `save`; the database's refusals become French answers — 409 when the slug is
 * taken, 422 for an unknown image (when the content has one) or a field a constraint refuses.
 *
 * Nobody writes the content tables through the API (the roles have no INSERT or UPDATE): `save` writes as the
 * service role once the caller is known to be an editor, in one statement whose triggers record the revision and
 * the slug's redirect in the same transaction.
 */
export function contentFunction<S extends z.ZodType>(spec: {
  body: S;
  /** « Cette adresse est déjà celle d'un autre article. » */
  slugTaken: string;
  /** A foreign key refused: the image the row names is gone. */
  unknownImage?: Refusal;
  /** A check constraint refused a field. */
  invalidRow: Refusal;
  save(input: z.output<S>, userId: string): Promise<Response>;
}): (request: Request) => Promise<Response> {
  const serve = userFunction({
    body: spec.body,
    refusal(error) {
      if (!(error instanceof DatabaseRefusal)) return null;
      if (error.code === "23505") return functionError(409, "slug_taken", spec.slugTaken);
      if (error.code === "23503" && spec.unknownImage)
        return functionError(422, spec.unknownImage.code, spec.unknownImage.message);
      if (error.code === "23514") return functionError(422, spec.invalidRow.code, spec.invalidRow.message);
      return null;
    },
    async handler({ request, claims, body }) {
      if (!(await isContentEditor(request)))
        return functionError(403, "not_an_editor", "Seuls les rédacteurs et les administrateurs modifient le contenu.");
      return spec.save(body, claims.sub);
    },
  });
  return async (request) =>
    request.method === "POST" ? serve(request) : functionError(400, "method_not_allowed", "Utilisez POST.");
}

/** 422 when a cover image comes without its alternative text, else null. */
export function coverAltMissing(input: {
  cover_image: { value: string | null };
  cover_alt: { value: string | null };
}): Response | null {
  if (!input.cover_image.value || input.cover_alt.value) return null;
  return functionError(422, "cover_alt_required", "Décrivez l'image de couverture (texte alternatif).");
}

/** A saved row as the function answers it: its id a number, its dates as JavaScript writes them (ISO, UTC). */
export function savedRow<T extends Record<string, unknown>>(row: T): T {
  const answer: Record<string, unknown> = { ...row, id: Number(row.id) };
  for (const column of ["published_at", "updated_at"]) {
    if (typeof answer[column] === "string") answer[column] = new Date(answer[column] as string).toISOString();
  }
  return answer as T;
}

/** Inserts (`id` null) or updates a row as the service role: the saved row, or null when the row to update is gone. */
export async function writeRow<Row extends object = Record<string, unknown>>(
  table: string,
  id: number | null,
  values: Record<string, unknown>,
  returning: string,
): Promise<Row | null> {
  // One writer for every content table, named by its spec: the row is checked by the spec's schema and the database.
  const rows = (asService() as SupabaseClient).from(table);
  const { data, error } =
    id === null
      ? await rows.insert(values).select(returning)
      : await rows.update(values).eq("id", id).select(returning);
  if (error) throw new DatabaseRefusal(error.code, error.message);
  const row = (data as unknown as Record<string, unknown>[])[0];
  return row ? (savedRow(row) as Row) : null;
}

/**
 * Creates (no `id`: a new draft, 201) or changes (200; 404 `notFound` when the row is gone) a publishable content —
 * an article, a case study, a job offer: its slug and title, the content's own `columns`, who changed it, and the
 * status and publication date its `action` sets (publish now or at `publish_at`: scheduled; unpublish: back to
 * draft; save: unchanged).
 */
/** The function that saves each table's rows, whose contract answer the saved row is. */
const FUNCTION_OF = {
  articles: "content-article",
  case_studies: "content-case-study",
  job_offers: "content-job-offer",
} as const;

export async function savePublishable(spec: {
  table: "articles" | "case_studies" | "job_offers";
  input: {
    id: { value: number | null };
    action: Action;
    publish_at: { value: Date | null };
    slug: string;
    title: string;
  };
  userId: string;
  /** The content's other columns and their values (a jsonb column's value as it is: PostgREST stores the JSON). */
  columns: Record<string, unknown>;
  notFound: Refusal;
}): Promise<Response> {
  const { input } = spec;
  const { status, publishedAt } = statusFor(input.action, input.publish_at.value);
  const id = input.id.value;
  const written: Record<string, unknown> = {
    slug: input.slug,
    title: input.title,
    ...spec.columns,
    updated_by: spec.userId,
  };
  // A save leaves the status and the date as they are; a new row starts as a draft unless published at once.
  if (status !== null || id === null) {
    written.status = status ?? "draft";
    written.published_at = publishedAt?.toISOString() ?? null;
  }
  const row = await writeRow<SavedContent>(spec.table, id, written, "id, slug, title, status, published_at, updated_at");
  if (!row) return functionError(404, spec.notFound.code, spec.notFound.message);
  return contractAnswer(FUNCTION_OF[spec.table], row, id === null ? 201 : 200);
}
