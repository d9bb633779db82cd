import { contractAnswer, type ContractBody } from "../_shared/contract.ts";
import type { Database } from "@common/database.types";
import { z } from "zod";
import { field } from "../_shared/body.ts";
import { DatabaseRefusal, asCaller, asService } from "../_shared/clients.ts";
import { idField, optionalText, text } from "../_shared/content/fields.ts";
import { renderArticleBody } from "../_shared/content/sanitize.ts";
import { canonicalEmbedUrl } from "./learning-embed.ts";
import { functionError} from "../_shared/responses.ts";
import { userFunction } from "../_shared/user-function.ts";

const KINDS = ["text", "file", "video", "embed", "link"] as const;
const positiveInteger = (max: number) => (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= max ? (value as number) : null;

const lessonBody = z.object({
  id: idField("Leçon inconnue (id)."),
  module_id: field(positiveInteger(Number.MAX_SAFE_INTEGER), "invalid_lesson", "Choisissez le module de la leçon."),
  title: field(text(200, true), "invalid_lesson", "Donnez un titre à la leçon (200 caractères au plus)."),
  kind: field(
    (value) => (KINDS.includes(value as (typeof KINDS)[number]) ? (value as (typeof KINDS)[number]) : null),
    "invalid_lesson",
    "Le type de leçon est texte, fichier, vidéo, vidéo intégrée ou lien.",
  ),
  position: field(
    (value) => (value === undefined ? 0 : Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 10000 ? (value as number) : null),
    "invalid_lesson",
    "La position est un entier de 0 à 10 000.",
  ),
  minutes: field(
    (value) => (value === undefined ? 5 : positiveInteger(600)(value)),
    "invalid_lesson",
    "La durée est de 1 à 600 minutes.",
  ),
  body: field(text(200_000), "invalid_lesson", "Le texte de la leçon est trop long."),
  file_path: field(optionalText(300), "invalid_lesson", "Le fichier de la leçon est mal nommé."),
  file_name: field(optionalText(200), "invalid_lesson", "Le nom du fichier tient en 200 caractères."),
  file_type: field(optionalText(120), "invalid_lesson", "Le type du fichier est mal écrit."),
  file_size: field(
    (value) =>
      value === undefined || value === null
        ? { value: null }
        : Number.isSafeInteger(value) && (value as number) >= 0
          ? { value: value as number }
          : null,
    "invalid_lesson",
    "La taille du fichier est un nombre d'octets.",
  ),
  embed_url: field(optionalText(2000), "invalid_lesson", "L'adresse de la vidéo est trop longue."),
  link_url: field(optionalText(2000), "invalid_lesson", "Le lien est trop long."),
}) satisfies ContractBody<"learning-lesson">;

type LessonInput = z.output<typeof lessonBody>;

/** The formation of a module, read as the caller (RLS: only its authors and learners see it), or null. */
async function moduleFormation(request: Request, moduleId: number): Promise<number | null> {
  const { data, error } = await asCaller(request)
    .from("learning_modules")
    .select("formation_id")
    .eq("id", moduleId)
    .maybeSingle();
  if (error) throw new DatabaseRefusal(error.code, error.message);
  return data ? Number((data as { formation_id: number }).formation_id) : null;
}

async function canAuthor(request: Request, formationId: number): Promise<boolean> {
  const { data, error } = await asCaller(request).rpc("can_author_learning", { p_formation: formationId });
  if (error) throw new DatabaseRefusal(error.code, error.message);
  return data === true;
}

/** The columns a lesson of its kind keeps (the others emptied), or a 422 saying what is missing. */
function lessonColumns(input: LessonInput, formationId: number): Record<string, unknown> | Response {
  const { body, html } = renderArticleBody(input.body);
  const columns: Record<string, unknown> = {
    module_id: input.module_id,
    title: input.title,
    kind: input.kind,
    position: input.position,
    minutes: input.minutes,
    body,
    body_html: html,
    file_path: null,
    file_name: null,
    file_type: null,
    file_size: null,
    embed_url: null,
    link_url: null,
  };
  if (input.kind === "file" || input.kind === "video") {
    const path = input.file_path.value;
    if (!path || !path.startsWith(`${formationId}/`) || path.includes(".."))
      return functionError(422, "invalid_lesson", "Déposez d'abord le fichier de la leçon (dans le dossier de la formation).");
    columns.file_path = path;
    columns.file_name = input.file_name.value ?? path.split("/").pop();
    columns.file_type = input.file_type.value;
    columns.file_size = input.file_size.value;
  }
  if (input.kind === "embed") {
    const url = input.embed_url.value ? canonicalEmbedUrl(input.embed_url.value) : null;
    if (!url)
      return functionError(422, "invalid_embed_url", "Seules les vidéos YouTube et Vimeo s'intègrent (adresse https).");
    columns.embed_url = url;
  }
  if (input.kind === "link") {
    const url = input.link_url.value;
    if (!url || !/^https:\/\/[^\s]+$/.test(url))
      return functionError(422, "invalid_lesson", "Le lien commence par https://.");
    columns.link_url = url;
  }
  return columns;
}

/**
 * POST /functions/v1/learning-lesson: an author (editor, admin, a trainer of the formation) creates (no `id`, 201) or
 * changes (200) a lesson. Its text is stored without raw HTML and rendered to sanitised HTML here, exactly as an
 * article's (decision 0891); nobody writes learning_lessons directly. 403 for anyone else, 404 when the module or the
 * lesson is gone, 422 with a French message for a refused field.
 */
export const learningLesson = userFunction({
  body: lessonBody,
  refusal(error) {
    if (!(error instanceof DatabaseRefusal)) return null;
    if (error.code === "23514" || error.code === "23503")
      return functionError(422, "invalid_lesson", "Un champ de la leçon n'est pas accepté.");
    return null;
  },
  async handler({ request, claims, body }) {
    const formationId = await moduleFormation(request, body.module_id);
    if (formationId === null) return functionError(404, "learning_lesson_not_found", "Ce module n'existe plus.");
    if (!(await canAuthor(request, formationId)))
      return functionError(403, "not_an_author", "Seuls les formateurs de la formation et les rédacteurs écrivent ses leçons.");
    const columns = lessonColumns(body, formationId);
    if (columns instanceof Response) return columns;
    const id = body.id.value;
    const rows = asService().from("learning_lessons");
    if (id !== null) {
      // The lesson must be one its author may change: the module it is in now, too.
      const { data: current } = await asCaller(request).from("learning_lessons").select("module_id").eq("id", id).maybeSingle();
      if (!current) return functionError(404, "learning_lesson_not_found", "Cette leçon n'existe plus.");
      const currentFormation = await moduleFormation(request, Number((current as { module_id: number }).module_id));
      if (currentFormation !== formationId)
        return functionError(422, "invalid_lesson", "Une leçon reste dans sa formation.");
    }
    const written = { ...columns, updated_by: claims.sub } as Database["public"]["Tables"]["learning_lessons"]["Insert"];
    const { data, error } =
      id === null
        ? await rows.insert(written).select("id, module_id, title, kind, position, updated_at")
        : await rows.update(written).eq("id", id).select("id, module_id, title, kind, position, updated_at");
    if (error) throw new DatabaseRefusal(error.code, error.message);
    const row = (data as Record<string, unknown>[])[0];
    if (!row) return functionError(404, "learning_lesson_not_found", "Cette leçon n'existe plus.");
    return contractAnswer("learning-lesson", { ...row, id: Number(row.id), module_id: Number(row.module_id) }, id === null ? 201 : 200);
  },
});
