import { contractAnswer, contractQuery } from "../_shared/contract.ts";
import { signedInCaller } from "../_shared/caller.ts";
import { DatabaseRefusal, asCaller, asService, callRpc } from "../_shared/clients.ts";
import { functionError} from "../_shared/responses.ts";
import { SCORM_LIMITS, readScormPackage, safeEntryPath, scormContentType, scormFolder } from "./scorm-package.ts";

const BUCKET = "learning-files";

const positiveInteger = (value: string | null, max: number): number | null => {
  if (value === null || !/^[0-9]{1,15}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 && number <= max ? number : null;
};

/**
 * POST /functions/v1/learning-scorm?module_id=<id>[&title=…][&position=…][&minutes=…], the body the package's zip
 * (application/zip): an author of the module's formation imports a SCORM 1.2 package as a new lesson of kind « scorm »
 * (201). The package is read whole before anything is written (scorm-package.ts: size, entry count, paths, manifest);
 * its files go to learning-files under « <formation>/scorm/<lesson>/ »; when storing fails the lesson is removed again.
 * 401 without a signed-in caller, 403 for someone who does not author the formation, 404 for an unknown module, 413 for
 * a package over the limit, 422 with the reason for a package refused.
 */
export async function importScorm(request: Request): Promise<Response> {
  const claims = await signedInCaller(request);
  if (claims instanceof Response) return claims;
  const url = new URL(request.url);
  const moduleId = positiveInteger(contractQuery(url, "learning-scorm", "module_id"), Number.MAX_SAFE_INTEGER);
  if (moduleId === null) return functionError(422, "invalid_lesson", "Choisissez le module de la leçon.");
  const title = (contractQuery(url, "learning-scorm", "title") ?? "").trim();
  if (title.length > 200) return functionError(422, "invalid_lesson", "Le titre tient en 200 caractères.");
  const position = url.searchParams.has("position") ? Number(contractQuery(url, "learning-scorm", "position")) : 0;
  if (!Number.isSafeInteger(position) || position < 0 || position > 10000)
    return functionError(422, "invalid_lesson", "La position est un entier de 0 à 10 000.");
  const minutes = url.searchParams.has("minutes") ? positiveInteger(contractQuery(url, "learning-scorm", "minutes"), 600) : 15;
  if (minutes === null) return functionError(422, "invalid_lesson", "La durée est de 1 à 600 minutes.");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > SCORM_LIMITS.maxPackageBytes)
    return functionError(413, "scorm_package_too_large", "Le paquet SCORM dépasse 100 Mo.");

  const { data: module, error: moduleError } = await asCaller(request)
    .from("learning_modules")
    .select("formation_id")
    .eq("id", moduleId)
    .maybeSingle();
  if (moduleError) throw new DatabaseRefusal(moduleError.code, moduleError.message);
  if (!module) return functionError(404, "learning_lesson_not_found", "Ce module n'existe plus.");
  const formationId = Number((module as { formation_id: number }).formation_id);
  const { data: author, error: authorError } = await asCaller(request).rpc("can_author_learning", {
    p_formation: formationId,
  });
  if (authorError) throw new DatabaseRefusal(authorError.code, authorError.message);
  if (author !== true)
    return functionError(403, "not_an_author", "Seuls les formateurs de la formation et les rédacteurs écrivent ses leçons.");

  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > SCORM_LIMITS.maxPackageBytes)
    return functionError(413, "scorm_package_too_large", "Le paquet SCORM dépasse 100 Mo.");
  const scormPackage = readScormPackage(bytes);
  if ("refused" in scormPackage) return functionError(422, "invalid_scorm_package", scormPackage.refused);

  const { data: inserted, error: insertError } = await asService()
    .from("learning_lessons")
    .insert({
      module_id: moduleId,
      title: title || scormPackage.title || "Module SCORM",
      kind: "scorm",
      position,
      minutes,
      scorm_launch: scormPackage.launch,
      updated_by: claims.sub,
    })
    .select("id, module_id, title, kind, position, scorm_launch, updated_at")
    .single();
  if (insertError) throw new DatabaseRefusal(insertError.code, insertError.message);
  const lesson = inserted as { id: number };
  const folder = scormFolder(formationId, Number(lesson.id));
  const stored: string[] = [];
  try {
    for (const [path, content] of scormPackage.files) {
      const name = `${folder}/${path}`;
      const { error } = await asService()
        .storage.from(BUCKET)
        .upload(name, content, { contentType: scormContentType(path), upsert: true });
      if (error) throw new Error(`${name}: ${error.message}`);
      stored.push(name);
    }
  } catch (error) {
    if (stored.length > 0) await asService().storage.from(BUCKET).remove(stored);
    await asService().from("learning_lessons").delete().eq("id", lesson.id);
    throw error;
  }
  return contractAnswer("learning-scorm", { ...inserted, files: stored.length }, 201);
}

/** The parts of a file URL: /learning-scorm/<lesson id>/<token>/<path in the package>. */
export function scormFileRequest(pathname: string): { lessonId: number; token: string; path: string } | null {
  const match = /\/learning-scorm\/([0-9]{1,15})\/([0-9a-f]{64})\/(.+)$/.exec(pathname);
  if (!match) return null;
  let path: string;
  try {
    path = decodeURIComponent(match[3]!);
  } catch {
    return null;
  }
  if (safeEntryPath(path) === null) return null;
  return { lessonId: Number(match[1]), token: match[2]!, path };
}

/**
 * The headers of a package's file: framed by the site's own pages only (the lesson page that holds the SCORM API),
 * never cached by a shared cache, no Referer carrying the token elsewhere. The package's own scripts and styles run
 * (inline ones included: authored packages are full of them), but it reaches no other origin (decision 1025).
 */
export const SCORM_FILE_HEADERS: Record<string, string> = {
  "content-security-policy":
    "default-src 'self' data: blob:; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'; form-action 'none'; object-src 'none'",
  "x-frame-options": "SAMEORIGIN",
  "cache-control": "private, max-age=300",
  "referrer-policy": "no-referrer",
};

/**
 * GET /functions/v1/learning-scorm/<lesson>/<token>/<path>: a file of a SCORM lesson's package, for the learner who
 * launched it (public.scorm_launch gave the token, valid eight hours while the enrollment stays confirmed). No
 * Authorization header (an iframe's requests carry none): the token in the path is the credential, and relative URLs
 * inside the package keep it. 404 for anything else, never saying which part was wrong.
 */
export async function serveScormFile(request: Request): Promise<Response> {
  const notFound = () => new Response("Fichier introuvable ou lien expiré.", { status: 404 });
  const parts = scormFileRequest(new URL(request.url).pathname);
  if (!parts) return notFound();
  const rows = await callRpc("function_scorm_file", {
    p_token: parts.token,
    p_lesson: parts.lessonId,
  });
  const formationId = rows[0]?.formation_id;
  if (formationId === undefined || formationId === null) return notFound();
  const { data, error } = await asService()
    .storage.from(BUCKET)
    .download(`${scormFolder(Number(formationId), parts.lessonId)}/${parts.path}`);
  if (error || !data) return notFound();
  return new Response(request.method === "HEAD" ? null : data, {
    status: 200,
    headers: { ...SCORM_FILE_HEADERS, "content-type": scormContentType(parts.path) },
  });
}
