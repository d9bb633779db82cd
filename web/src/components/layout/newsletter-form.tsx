import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Footer newsletter sign-up. Nothing is transmitted (spec §7); the visitor gets the same
 * acknowledgement as the course-page newsletter box (see docs/decisions/0101).
 */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState("");

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      toast({ title: "Erreur", description: "Veuillez saisir votre adresse email", variant: "destructive" });
      return;
    }
    if (!EMAIL_PATTERN.test(value)) {
      toast({ title: "Erreur", description: "Veuillez saisir une adresse email valide", variant: "destructive" });
      return;
    }
    toast({
      title: "Merci pour votre inscription!",
      description: "Vous recevrez prochainement nos actualités et nos prochaines sessions de formation.",
      duration: 5000,
    });
    setEmail("");
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row md:flex-col xl:flex-row" aria-label="Inscription à la newsletter">
      <label htmlFor={inputId} className="sr-only">
        Adresse email pour la newsletter
      </label>
      <Input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Votre email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="border-white/30 bg-white/10 text-white placeholder:text-band-muted focus-visible:ring-offset-band"
      />
      <Button type="submit" variant="accent" className="shrink-0">
        S'inscrire
      </Button>
    </form>
  );
}
