/** A refusal of the database as supabase-js reports it (PostgREST shape). */
interface BackendError {
  code?: string;
  message?: string;
}

/**
 * A failed organisation read or write, carrying the French sentence to show: the database's own for its `PA…` codes
 * (migration 20261206400000, decision 0995), a fixed one for the rest.
 */
export class OrganisationError extends Error {
  readonly code: string | undefined;
  constructor(error: BackendError) {
    super(explainOrganisationError(error));
    this.name = "OrganisationError";
    this.code = error.code;
  }
}

export function explainOrganisationError(error: BackendError): string {
  const code = error.code ?? "";
  if (/^PA\d{3}$/.test(code) && error.message) return error.message;
  if (code === "42501") return "Votre compte n'a pas le droit de faire cette modification.";
  if (code === "PGRST116") return "Cette organisation n'existe plus ou ne vous est pas accessible. Actualisez la page.";
  return "Une erreur est survenue. Veuillez réessayer plus tard.";
}

/** The sentence of any error a screen catches. */
export function organisationErrorMessage(error: unknown): string {
  return error instanceof OrganisationError ? error.message : explainOrganisationError({});
}
