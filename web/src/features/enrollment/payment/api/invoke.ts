import { invokeFunction as invoke } from "~/lib/invoke-function";

export { FunctionCallError } from "~/lib/invoke-function";

const UNREACHABLE = "Le service de paiement est injoignable. Vérifiez votre connexion puis réessayez.";

/** Calls a payment or document function (web/src/lib/invoke-function.ts), with the payment service's own fallback. */
export function invokeFunction<T>(
  name: string,
  body: Record<string, unknown>,
  responseType: "json" | "blob" = "json",
): Promise<T> {
  return invoke<T>(name, body, { fallbackMessage: UNREACHABLE, responseType });
}
