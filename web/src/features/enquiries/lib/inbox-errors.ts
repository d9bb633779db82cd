import { POSTGREST_ERRORS } from "@common/errors/postgrest";

/** French explanation of a failed inbox action, by SQLSTATE / PostgREST code. */
export function explainInboxError(error: unknown): string {
  const code =
    typeof error === "object" && error !== null && "code" in error ? String((error as { code?: string }).code) : "";
  if (code === "42501" || code === POSTGREST_ERRORS.jwtInvalid.code)
    return "Action réservée aux administrateurs : votre compte n'a pas les droits nécessaires.";
  if (code === "23514")
    return "Cette valeur n'est pas permise (statut inconnu, note vide ou trop longue, ou personne qui n'est ni administratrice ni formatrice).";
  if (code === POSTGREST_ERRORS.notOneRow.code) return "Cette demande n'existe plus. Actualisez la page.";
  return "L'enregistrement a échoué. Vérifiez votre connexion et réessayez.";
}
