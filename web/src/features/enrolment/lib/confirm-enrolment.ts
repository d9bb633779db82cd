import type { ToastOptions } from "~/components/ui/toast";
import type { Enrollment, Formation, PaymentMethod } from "~/lib/database.types";
import type { CreateEnrollmentInput } from "../api/create-enrollment";
import { EnrolError } from "../api/enrol-in-session";
import { paymentMethods, type PaymentProvider } from "../payment";

export interface ConfirmEnrolmentDeps {
  /** The signed-in user at the moment of confirming, or null if the session has gone. */
  user: { id: string } | null;
  formation: Pick<Formation, "id" | "title" | "price" | "price_currency">;
  method: PaymentMethod;
  createEnrollment: (input: CreateEnrollmentInput) => Promise<Enrollment>;
  provider: PaymentProvider;
  notify: (options: ToastOptions) => void;
  closeDialog: () => void;
  /** Step 7 of spec §4: the page's own handler when there is no user (the course page goes to /auth). */
  onSignedOut?: () => void;
  /** The database refused a second enrolment in this course (another tab, a double click). */
  onAlreadyEnrolled?: () => void;
  /** Opens a hosted payment page (a real gateway's card payment). */
  openPaymentPage?: (url: string) => void;
}

export type EnrolmentResult = "signed-out" | "failed" | "already-enrolled" | "enrolled";

/** PostgreSQL's unique violation: the database keeps one active enrolment per learner and course. */
const UNIQUE_VIOLATION = "23505";

export const alreadyEnrolledNotice: ToastOptions = {
  title: "Déjà inscrit",
  description: "Vous êtes déjà inscrit à cette formation. Retrouvez votre inscription dans « Mes formations ».",
};

/** Spec §4, steps 4 to 7, once the person confirms the payment dialog. */
export async function confirmEnrolment(deps: ConfirmEnrolmentDeps): Promise<EnrolmentResult> {
  const { user, formation, method, notify } = deps;
  if (!user) {
    notify({ title: "Connexion requise", description: "Veuillez vous connecter pour finaliser votre inscription", variant: "destructive" });
    deps.closeDialog();
    deps.onSignedOut?.();
    return "signed-out";
  }

  let enrollment: Enrollment;
  try {
    enrollment = await deps.createEnrollment({ formation, userId: user.id, paymentMethod: method });
  } catch (error) {
    if ((error as { code?: string } | null)?.code === UNIQUE_VIOLATION) {
      deps.closeDialog();
      notify(alreadyEnrolledNotice);
      deps.onAlreadyEnrolled?.();
      return "already-enrolled";
    }
    // The server's refusals (session full, closed…) carry their own French message.
    const refused = error instanceof EnrolError && error.code !== "unknown";
    if (!refused) console.error("Inscription impossible", error);
    notify({
      title: refused && error.code === "session_full" ? "Session complète" : "Erreur lors de l'inscription",
      description: refused ? error.message : "Une erreur est survenue. Veuillez réessayer plus tard.",
      variant: "destructive",
    });
    return "failed";
  }

  deps.closeDialog();
  const { label, nextStep } = paymentMethods[method];
  notify({
    title: "Inscription confirmée !",
    description: `Votre inscription à «\u00a0${formation.title}\u00a0» est enregistrée. Moyen de paiement\u00a0: ${label}.`,
  });
  notify(nextStep);

  try {
    const outcome = await deps.provider.startPayment({ method, enrollment });
    if (outcome.notice) notify(outcome.notice);
    if (outcome.status === "redirect") deps.openPaymentPage?.(outcome.url);
  } catch (error) {
    console.error("Paiement impossible à lancer", error);
    notify({
      title: "Paiement non lancé",
      description: "Votre inscription est enregistrée ; notre équipe vous contactera pour finaliser le paiement.",
      variant: "destructive",
    });
  }
  return "enrolled";
}
