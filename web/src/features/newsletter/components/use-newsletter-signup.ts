import { useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { ENQUIRY_LIMITS, sendFailureMessage } from "~/features/enquiries";
import { useWarmUpAtIdle } from "~/lib/warm-up";
import { subscribeNewsletter, warmNewsletterClient } from "../api/newsletter";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NEWSLETTER_TOAST_MS = 5000;

const fail = (description: string) => toast({ title: "Erreur", description, variant: "destructive" });

/**
 * The state and submit of a newsletter box (footer and formation pages): checks the address, drops a robot's sign-up
 * (honeypot filled), asks for the double opt-in, and only then thanks; a failure keeps the address typed.
 */
export function useNewsletterSignup() {
  useWarmUpAtIdle(warmNewsletterClient);
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return fail("Veuillez saisir votre adresse email");
    if (value.length > ENQUIRY_LIMITS.email || !EMAIL_PATTERN.test(value)) {
      return fail("Veuillez saisir une adresse email valide");
    }
    setSending(true);
    try {
      // A filled honeypot is a robot: it gets the same answer, and nothing is asked of the backend.
      if (!honeypot.current?.value) await subscribeNewsletter(value);
    } catch (error) {
      fail(sendFailureMessage(error));
      return;
    } finally {
      setSending(false);
    }
    toast({
      title: "Confirmez votre inscription",
      description:
        "Nous venons d'envoyer un lien de confirmation à cette adresse (si elle n'est pas déjà inscrite) : cliquez-le pour recevoir notre infolettre.",
      duration: NEWSLETTER_TOAST_MS,
    });
    setEmail("");
  };

  return { email, setEmail, sending, honeypot, onSubmit };
}
