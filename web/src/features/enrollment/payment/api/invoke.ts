import { getSupabase } from "~/lib/supabase";

/** A function's refusal, with its French message ready to show and its code for the screen's decisions. */
export class FunctionCallError extends Error {
  override name = "FunctionCallError";
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const UNREACHABLE = "Le service de paiement est injoignable. Vérifiez votre connexion puis réessayez.";

/** Calls /functions/v1/<name> with the signed-in person's token; a 4xx/5xx becomes a FunctionCallError. */
export async function invokeFunction<T>(
  name: string,
  body: Record<string, unknown>,
  responseType: "json" | "blob" = "json",
): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke(name, {
    body,
    ...(responseType === "blob" ? { headers: { accept: "application/pdf" } } : {}),
  });
  if (!error) return data as T;
  const response = (error as { context?: unknown }).context;
  if (response instanceof Response) {
    const payload = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new FunctionCallError(payload?.error ?? UNREACHABLE, payload?.code ?? "unknown", response.status);
  }
  throw new FunctionCallError(UNREACHABLE, "unreachable", 0);
}
