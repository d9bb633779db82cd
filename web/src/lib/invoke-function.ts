import type { FunctionErrorBody, FunctionErrorCode } from "@common/errors/functions";
import { getSupabase } from "./supabase";

/** What a failed call says: a function's code, "unknown" when its answer had none, "unreachable" without an answer. */
export type FunctionCallErrorCode = FunctionErrorCode | "unknown" | "unreachable";

/** A function's refusal, with its French message ready to show and its code for the screen's decisions. */
export class FunctionCallError extends Error {
  override name = "FunctionCallError";
  constructor(
    message: string,
    readonly code: FunctionCallErrorCode,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface InvokeOptions {
  /** The French message shown when the function gave none (no answer, or an answer without `error`). */
  fallbackMessage: string;
  /** "blob" for a PDF (sent with `Accept: application/pdf`). */
  responseType?: "json" | "blob";
}

/**
 * Calls /functions/v1/<name> with the signed-in person's token (supabase-js); a 4xx/5xx becomes a FunctionCallError
 * carrying the function's French `error` and its code (common/errors/functions.ts).
 */
export async function invokeFunction<T>(
  name: string,
  body: Record<string, unknown>,
  { fallbackMessage, responseType = "json" }: InvokeOptions,
): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke(name, {
    body,
    ...(responseType === "blob" ? { headers: { accept: "application/pdf" } } : {}),
  });
  if (!error) return data as T;
  const response = (error as { context?: unknown }).context;
  if (response instanceof Response) {
    const payload = (await response.json().catch(() => null)) as FunctionErrorBody | null;
    throw new FunctionCallError(payload?.error ?? fallbackMessage, payload?.code ?? "unknown", response.status);
  }
  throw new FunctionCallError(fallbackMessage, "unreachable", 0);
}
