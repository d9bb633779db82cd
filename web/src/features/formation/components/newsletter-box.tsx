import { MailIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NewsletterEmailInput } from "~/components/layout/newsletter-form";
import { HoneypotField, NEWSLETTER_CONSENT_TEXT } from "~/features/enquiries";
import { useNewsletterSignup } from "~/features/newsletter";

/** The formation page's newsletter box (spec §5): a double opt-in sign-up, like the footer's. */
export function NewsletterBox() {
  const inputId = useId();
  const noticeId = useId();
  const { email, setEmail, sending, honeypot, onSubmit } = useNewsletterSignup();

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <MailIcon className="size-4 text-warm" aria-hidden="true" />
          Restez informé
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          method="post"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label="Newsletter des formations"
          className="grid gap-3"
        >
          <p className="text-sm text-muted-foreground">
            Nouvelles sessions, nouveaux programmes : recevez nos actualités.
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
      </CardContent>
    </Card>
  );
}
