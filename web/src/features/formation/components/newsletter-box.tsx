import { MailIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NewsletterEmailInput } from "~/components/layout/newsletter-form";
import { HoneypotField, NEWSLETTER_CONSENT_TEXT } from "~/features/enquiries";
import { useNewsletterSignup } from "~/features/newsletter";
import { SideBox } from "./side-box";

/** The formation page's newsletter box (spec §5): a double opt-in sign-up, like the footer's. */
export function NewsletterBox() {
  const inputId = useId();
  const noticeId = useId();
  const { email, setEmail, sending, honeypot, onSubmit } = useNewsletterSignup();

  return (
    <SideBox icon={MailIcon} title="Restez informé">
      <form
        method="post"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Newsletter des formations"
        className="grid gap-3"
      >
        <p className="text-sm text-muted-foreground">
          Nouvelles sessions, nouveaux programmes : recevez nos actualités.
        </p>
        <Label htmlFor={inputId}>Adresse email</Label>
        <NewsletterEmailInput id={inputId} noticeId={noticeId} email={email} onEmailChange={setEmail} />
        <HoneypotField ref={honeypot} />
        <Button type="submit" disabled={sending}>
          {sending ? "Envoi..." : "S'abonner"}
        </Button>
        <p id={noticeId} className="text-xs text-muted-foreground">
          {NEWSLETTER_CONSENT_TEXT}
        </p>
      </form>
    </SideBox>
  );
}
