import type { LinkedQuote } from "@common/functions/answers";
import { invokeFunction, readFunction } from "~/lib/invoke-function";

export interface QuoteAnswer {
  decision: "accept" | "decline";
  name: string;
  role: string;
  confirmed: boolean;
}

const options = { fallbackMessage: "Le devis est injoignable pour le moment. Réessayez dans un instant." };

/** The quote of a link, without a password (the first read marks it viewed). */
export const loadLinkedQuote = (token: string) =>
  readFunction<"quote-response", LinkedQuote>("quote-response", { token }, options);

/** The client's answer: accepted or declined, once, with their name and role. */
export const answerLinkedQuote = (token: string, answer: QuoteAnswer) =>
  invokeFunction("quote-response", { token, ...answer }, options);

/** The quote's PDF, from its link. */
export const linkedQuotePdf = (token: string) =>
  readFunction<"quote-response", Blob>(
    "quote-response",
    { token, format: "pdf" },
    { ...options, responseType: "blob" },
  );
