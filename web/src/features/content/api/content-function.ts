import type { SavedContent } from "@common/functions/answers";
import type { SaveAction } from "../components/use-content-draft";
import { invokeFunction } from "~/lib/invoke-function";

/** Shown when a content function gave no French message of its own. */
export const SAVE_FAILED_MESSAGE = "L'enregistrement a échoué. Réessayez dans un instant.";

/** Sends a draft to its content function, which sanitises and stores it; a refusal is thrown with its French message. */
export function saveContent(
  name: "content-article" | "content-job-offer" | "content-case-study",
  draft: object,
  action: SaveAction,
  publishAt?: string,
): Promise<SavedContent> {
  return invokeFunction(
    name,
    { ...draft, action, publish_at: publishAt ?? null },
    { fallbackMessage: SAVE_FAILED_MESSAGE },
  );
}
