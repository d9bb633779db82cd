import type { FunctionErrorBody, FunctionErrorCode } from "@common/errors/functions";
import type {
  FunctionName,
  FunctionQuery,
  FunctionRead,
  FunctionRequest,
  FunctionResponse,
  ReadFunctionName,
} from "@common/functions/contract";
import { saveFile } from "./save-file";
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
  /** "blob" for a PDF or a ZIP (sent with `Accept: application/pdf`). */
  responseType?: "json" | "blob";
}

type Init = { method: "GET" } | { method: "POST"; body: unknown };

/** The one call to /functions/v1 (supabase-js, with the signed-in person's token when there is one). */
async function call<T>(path: string, init: Init, { fallbackMessage, responseType = "json" }: InvokeOptions) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke(path, {
    ...(init as { method: "POST"; body: Record<string, unknown> }),
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

/**
 * Calls the function `name` of common/functions/contract.ts with its body (POST); its answer is the contract's
 * `response`, or `Answer`, one of its cases, for a function answering per action. A 4xx/5xx becomes a
 * FunctionCallError carrying the function's French `error` and its code (common/errors/functions.ts).
 */
export function invokeFunction<N extends FunctionName, Answer extends FunctionResponse<N> = FunctionResponse<N>>(
  name: N,
  body: FunctionRequest<N>,
  options: InvokeOptions,
): Promise<Answer> {
  return call<Answer>(name, { method: "POST", body }, options);
}

/** Reads a function a link opens without an account (GET with the contract's `query`; "blob" for its PDF). */
export function readFunction<N extends ReadFunctionName, Answer extends FunctionRead<N> = FunctionRead<N>>(
  name: N,
  query: FunctionQuery<N>,
  options: InvokeOptions,
): Promise<Answer> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>))
    if (value !== undefined) search.set(key, String(value));
  return call<Answer>(`${name}?${search.toString()}`, { method: "GET" }, options);
}

/** A PDF made by a function, handed to the browser as a download named `filename`. */
export async function downloadFunctionPdf<N extends FunctionName>(
  name: N,
  body: FunctionRequest<N>,
  filename: string,
  fallbackMessage: string,
): Promise<void> {
  saveFile(await call<Blob>(name, { method: "POST", body }, { fallbackMessage, responseType: "blob" }), filename);
}

/**
 * Where the browser itself reaches a function (an upload with progress, a player's frame, a calendar's feed):
 * the backend's URL, /functions/v1, the function's name and what follows it (a path or a query).
 */
export function functionAddress(supabaseUrl: string, name: FunctionName | "calendar-feed", rest = ""): string {
  return `${supabaseUrl.replace(/\/+$/, "")}/functions/v1/${name}${rest}`;
}
