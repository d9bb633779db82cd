import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { HoneypotField, NEWSLETTER_CONSENT_TEXT } from "~/features/enquiries";
import { useNewsletterSignup } from "~/features/newsletter";

/**
 * Footer newsletter sign-up: a double opt-in (the visitor confirms by the link mailed to them), same behaviour as the
 * formation-page box (decision 0832 supersedes 0101's "nothing is transmitted").
 */
export function NewsletterForm() {
  const inputId = useId();
  const noticeId = useId();
  const { email, setEmail, sending, honeypot, onSubmit } = useNewsletterSignup();

  return (
    <form
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-2"
      aria-label="Inscription à la newsletter"
    >
      <div className="flex flex-col gap-2 sm:flex-row md:flex-col xl:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Adresse email pour la newsletter
        </label>
        <Input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Votre email"
          maxLength={254}
          aria-describedby={noticeId}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="border-white/30 bg-white/10 text-white placeholder:text-band-muted focus-visible:ring-offset-band"
        />
        <Button type="submit" variant="accent" className="shrink-0" disabled={sending}>
          {sending ? "Envoi..." : "S'inscrire"}
        </Button>
      </div>
      <HoneypotField ref={honeypot} />
      <p id={noticeId} className="text-xs text-band-muted">
        {NEWSLETTER_CONSENT_TEXT}
      </p>
    </form>
  );
}
