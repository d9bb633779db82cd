import type { FunctionRequest } from "@common/functions/contract";
import type { Questionnaire } from "@common/evaluation-questionnaire";
import { invokeFunction } from "~/lib/invoke-function";

export type { Questionnaire };

const options = { fallbackMessage: "Le questionnaire est injoignable pour le moment. Réessayez dans un instant." };

/** What the form shows, from the link's token alone (no password). */
export const loadQuestionnaire = (token: string) =>
  invokeFunction<"evaluation", Questionnaire>("evaluation", { token }, options);

export const submitQuestionnaire = (token: string, answers: Omit<FunctionRequest<"evaluation">, "token">) =>
  invokeFunction<"evaluation", { answered: true }>("evaluation", { ...answers, token }, options);
