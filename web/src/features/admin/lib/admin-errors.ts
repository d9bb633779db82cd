import { isRefusal } from "@common/errors/database";
import { POSTGREST_ERRORS } from "@common/errors/postgrest";

/** A backend error as supabase-js reports it (PostgREST shape). */
export interface BackendError {
  code?: string;
  message?: string;
}

/** Thrown by the api modules so screens can explain the failure in French. */
export class AdminApiError extends Error {
  readonly code: string | undefined;
  constructor(error: BackendError) {
    super(error.message ?? "Erreur inconnue");
    this.name = "AdminApiError";
    this.code = error.code;
  }
}

function codeOf(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error
    ? String((error as BackendError).code)
    : undefined;
}

/** French explanation of a failed back-office operation, by SQLSTATE / PostgREST code. */
export function explainAdminError(
  error: unknown,
  context: "formation" | "formation-delete" | "status" | "role" | "expert",
): string {
  const code = codeOf(error);
  if (code === "42501" || code === POSTGREST_ERRORS.jwtInvalid.code) {
    return "Action réservée aux administrateurs : votre compte n'a pas les droits nécessaires.";
  }
  // ON DELETE RESTRICT raises 23001 (restrict_violation); a NO ACTION key would raise 23503.
  if ((code === "23001" || code === "23503") && context === "formation-delete") {
    return "Cette formation a des inscriptions : elle ne peut pas être supprimée. Modifiez-la plutôt, ou traitez d'abord ses inscriptions.";
  }
  const message =
    typeof error === "object" && error !== null && "message" in error ? String((error as BackendError).message) : "";
  // The database's own French refusal of a cancellation without its reason (decision 1040), answered 422.
  if (isRefusal({ code }, "PT422") && message) return message;
  // The database's own French refusal of a completion before the session's last day (decision 0843).
  if (code === "23514" && context === "status" && message.startsWith("Formation pas encore terminée")) return message;
  if (code === "23514" && context === "status" && message.startsWith("Confirmer une inscription sans paiement")) {
    return "Indiquez pourquoi cette place est confirmée sans paiement : la base de données refuse de la confirmer sans raison.";
  }
  if (code === "23514" && context === "status") {
    return "Ce changement de statut n'est pas permis : une inscription passe de « En attente » à « Confirmée » puis « Terminée », ou est annulée avant la fin.";
  }
  if ((code === "23514" || code === "22023") && context === "formation") {
    return "Les données de la formation ne respectent pas les règles du catalogue (thème, formats, prix ou devise).";
  }
  if (code === "22023" && context === "expert") return "Le nouveau nom d'expert est invalide.";
  if (code === "P0002") return "Utilisateur introuvable.";
  if (code === POSTGREST_ERRORS.notOneRow.code) return "L'élément demandé n'existe plus. Actualisez la page.";
  return "Une erreur est survenue. Veuillez réessayer plus tard.";
}
