import { invokeFunction } from "~/lib/invoke-function";
import type { SaveAction, SavedContent } from "../components/use-content-draft";

/** Shown when a content function gave no French message of its own. */
export const SAVE_FAILED_MESSAGE = "L'enregistrement a échoué. Réessayez dans un instant.";

/** Calls a content function; a refusal is thrown with its French message (FunctionCallError). */
export const invokeContentFunction = <T>(name: string, body: Record<string, unknown>): Promise<T> =>
  invokeFunction<T>(name, body, { fallbackMessage: SAVE_FAILED_MESSAGE });

/** Sends a draft to its content function (content-article, content-job-offer…), which sanitises and stores it. */
export function saveContent(
  name: string,
  draft: object,
  action: SaveAction,
  publishAt?: string,
): Promise<SavedContent> {
  return invokeContentFunction<SavedContent>(name, { ...draft, action, publish_at: publishAt ?? null });
}
