import { getSupabase } from "~/lib/supabase";
import type { SaveAction, SavedContent } from "../components/use-content-draft";

/** The French message a content function answered with, or a generic one. */
export async function functionMessage(error: unknown): Promise<string> {
  const context = (error as { context?: Response }).context;
  try {
    const body = (await context?.json()) as { error?: string } | undefined;
    if (body?.error) return body.error;
  } catch {
    // not JSON: the generic message below
  }
  return "L'enregistrement a échoué. Réessayez dans un instant.";
}

/** Sends a draft to its content function (content-article, content-job-offer…), which sanitises and stores it. */
export async function saveContent(
  name: string,
  draft: object,
  action: SaveAction,
  publishAt?: string,
): Promise<SavedContent> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke(name, {
    body: { ...draft, action, publish_at: publishAt ?? null },
  });
  if (error) throw new Error(await functionMessage(error));
  return data as SavedContent;
}
