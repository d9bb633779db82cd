import { SendIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ConsentNotice, type ConsentPurpose } from "./consent-notice";
import { HoneypotField } from "./honeypot-field";
import { SendFailureAlert } from "./send-failure-alert";

export interface EnquiryFormFooterProps {
  /** From useSendState: the honeypot's ref and the failure message of the last send. */
  honeypot: React.Ref<HTMLInputElement>;
  failure: string | null;
  isSubmitting: boolean;
  submitLabel: string;
  consentPurpose?: ConsentPurpose;
  /** Says what the asterisks mean, for forms whose required fields are not all obvious. */
  requiredNote?: boolean;
}

/** The end of every enquiry page form: honeypot, consent notice, send failure and the submit button. */
export function EnquiryFormFooter({
  honeypot,
  failure,
  isSubmitting,
  submitLabel,
  consentPurpose,
  requiredNote = false,
}: EnquiryFormFooterProps) {
  return (
    <>
      <HoneypotField ref={honeypot} />
      {requiredNote && (
        <p className="text-sm text-muted-foreground">
          Les champs marqués d'un{" "}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
          <span className="sr-only">astérisque</span> sont obligatoires.
        </p>
      )}
      <ConsentNotice purpose={consentPurpose} />
      <SendFailureAlert message={failure} />
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          <SendIcon aria-hidden="true" />
          {isSubmitting ? "Envoi en cours..." : submitLabel}
        </Button>
      </div>
    </>
  );
}
