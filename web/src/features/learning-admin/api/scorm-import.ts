import type { FunctionQuery, FunctionResponse } from "@common/functions/contract";
import { FunctionCallError, functionAddress } from "~/lib/invoke-function";
import { loadRuntimeConfig } from "~/lib/runtime-config";
import { getSupabase } from "~/lib/supabase";

/** The package's upper size, as learning-scorm checks it (SCORM_LIMITS.maxPackageBytes): refused before sending. */
export const SCORM_MAX_BYTES = 100 * 1024 * 1024;

/** Why a package is refused before it leaves the browser (null when it may be sent). */
export function scormFileProblem(file: File): string | null {
  if (!/\.zip$/i.test(file.name)) return "Choisissez l'archive .zip du paquet SCORM 1.2.";
  if (file.size === 0) return "Ce fichier est vide.";
  if (file.size > SCORM_MAX_BYTES) return "Le paquet SCORM dépasse 100 Mo.";
  return null;
}

/** The French message of a failed import: the function's own reason (422, 413…), else one that says what to do. */
export function scormImportError(status: number, responseText: string): FunctionCallError {
  let payload: { error?: unknown; code?: unknown } | null = null;
  try {
    payload = JSON.parse(responseText) as { error?: unknown; code?: unknown };
  } catch {
    payload = null;
  }
  const message =
    typeof payload?.error === "string" && payload.error
      ? payload.error
      : status === 413
        ? "Le paquet SCORM dépasse 100 Mo."
        : status === 0
          ? "Le paquet n'a pas pu être envoyé : vérifiez la connexion et réessayez."
          : "L'import du paquet a échoué. Réessayez dans un instant.";
  const code = typeof payload?.code === "string" ? payload.code : status === 0 ? "unreachable" : "unknown";
  return new FunctionCallError(message, code as FunctionCallError["code"], status);
}

/**
 * Sends a SCORM 1.2 package to learning-scorm as a new lesson of the module (decision 1025), reporting the upload's
 * progress (0 to 1) as it goes: XMLHttpRequest, since fetch reports no upload progress.
 */
export async function importScormPackage(
  input: { moduleId: number; file: File; title: string; position: number },
  onProgress: (fraction: number) => void,
): Promise<FunctionResponse<"learning-scorm">> {
  const [{ supabaseUrl, supabaseAnonKey }, client] = await Promise.all([loadRuntimeConfig(), getSupabase()]);
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new FunctionCallError("Votre session a expiré : reconnectez-vous.", "unknown", 401);
  const asked: FunctionQuery<"learning-scorm"> = { module_id: input.moduleId, position: input.position };
  if (input.title.trim()) asked.title = input.title.trim();
  const query = new URLSearchParams(Object.entries(asked).map(([key, value]) => [key, String(value)]));
  const url = functionAddress(supabaseUrl, "learning-scorm", `?${query.toString()}`);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("apikey", supabaseAnonKey);
    request.setRequestHeader("authorization", `Bearer ${token}`);
    request.setRequestHeader("content-type", "application/zip");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        onProgress(1);
        resolve(JSON.parse(request.responseText) as FunctionResponse<"learning-scorm">);
      } else reject(scormImportError(request.status, request.responseText));
    };
    request.onerror = () => reject(scormImportError(0, ""));
    request.send(input.file);
  });
}
