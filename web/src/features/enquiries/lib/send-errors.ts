/** The two messages a visitor can get when a form could not be stored (contract: « Errors the front end shows »). */
export const SEND_FAILURE_MESSAGES = {
  rateLimited: "Trop de demandes envoyées depuis votre connexion. Réessayez dans quelques minutes.",
  failed: "Votre message n'a pas pu être envoyé. Vérifiez votre connexion et réessayez.",
  cvRefused: "Le CV a été refusé : seuls les fichiers PDF, DOC ou DOCX de 5 Mo au plus sont acceptés.",
} as const;

/** Thrown by the public api modules when the backend did not store what the visitor sent. */
export class SendFailedError extends Error {
  readonly rateLimited: boolean;
  constructor(status: number | undefined, cause?: unknown, message: string = SEND_FAILURE_MESSAGES.failed) {
    const rateLimited = status === 429;
    super(rateLimited ? SEND_FAILURE_MESSAGES.rateLimited : message, { cause });
    this.name = "SendFailedError";
    this.rateLimited = rateLimited;
  }
}

/** The French sentence for any failure of a public form (a thrown chunk download or network error included). */
export function sendFailureMessage(error: unknown): string {
  return error instanceof SendFailedError ? error.message : SEND_FAILURE_MESSAGES.failed;
}
