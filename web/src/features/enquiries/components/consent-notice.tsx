import { Link } from "react-router";
import { paths } from "~/lib/paths";
import { cn } from "~/lib/utils";

/** Purposes named in the consent wording (Law 25 / GDPR: say why the data is collected and for how long). */
const PURPOSES = {
  enquiry: "pour répondre à votre demande",
  application: "pour étudier votre candidature",
} as const;
export type ConsentPurpose = keyof typeof PURPOSES;

/**
 * The consent wording shown right above a form's submit button: what is collected, why, who sees it, how long it is
 * kept, and the rights of the person. Sending the form is the consent (decision 0831).
 */
export function ConsentNotice({ purpose = "enquiry", className }: { purpose?: ConsentPurpose; className?: string }) {
  return (
    <p className={cn("text-xs text-muted-foreground", className)} data-testid="consent-notice">
      En envoyant ce formulaire, vous consentez à ce que Pont Atlantique Conseil utilise les informations saisies{" "}
      {PURPOSES[purpose]}. Seule notre équipe y a accès ; elles sont conservées deux ans après notre dernier échange,
      puis supprimées. Vous pouvez y accéder, les faire corriger ou supprimer à tout moment :{" "}
      <Link to={paths.privacy()} className="underline underline-offset-2">
        politique de confidentialité
      </Link>
      .
    </p>
  );
}

/** Wording under the newsletter boxes: double opt-in, one-click unsubscribe, no other use of the address. */
export const NEWSLETTER_CONSENT_TEXT =
  "En vous inscrivant, vous acceptez de recevoir notre infolettre (formations et actualités). Vous confirmerez par un lien envoyé par e-mail et pourrez vous désinscrire en un clic dans chaque envoi.";
