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
        <NewsletterEmailInput
          id={inputId}
          name="email"
          noticeId={noticeId}
          email={email}
          onEmailChange={setEmail}
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

interface NewsletterEmailInputProps {
  id: string;
  name?: string;
  /** The id of the consent notice the input is described by. */
  noticeId: string;
  email: string;
  onEmailChange: (email: string) => void;
  className?: string;
}

/** The email input of a newsletter sign-up (the footer's and the formation pages' box), described by its consent notice. */
export function NewsletterEmailInput({
  id,
  name,
  noticeId,
  email,
  onEmailChange,
  className,
}: NewsletterEmailInputProps) {
  return (
    <Input
      id={id}
      type="email"
      name={name}
      autoComplete="email"
      placeholder="Votre email"
      maxLength={254}
      required
      aria-describedby={noticeId}
      value={email}
      onChange={(event) => onEmailChange(event.target.value)}
      className={className}
    />
  );
}
