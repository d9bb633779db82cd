import type { FunctionErrorBody, FunctionErrorCode } from "@common/errors/functions";
import type { Questionnaire } from "@common/evaluation-questionnaire";
import { getSupabase } from "~/lib/supabase";

export type { Questionnaire };

export class QuestionnaireError extends Error {
  constructor(
    message: string,
    readonly code: FunctionErrorCode | "unreachable",
  ) {
    super(message);
  }
}

async function call<T>(body: Record<string, unknown>): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke("evaluation", { body });
  if (!error) return data as T;
  const response = (error as { context?: unknown }).context;
  const payload =
    response instanceof Response ? ((await response.json().catch(() => null)) as FunctionErrorBody | null) : null;
  throw new QuestionnaireError(
    payload?.error ?? "Le questionnaire est injoignable pour le moment. Réessayez dans un instant.",
    payload?.code ?? "unreachable",
  );
}

/** What the form shows, from the link's token alone (no password). */
export const loadQuestionnaire = (token: string) => call<Questionnaire>({ token });

export const submitQuestionnaire = (token: string, answers: Record<string, unknown>) =>
  call<{ answered: true }>({ token, ...answers });
