import { MailIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";

export const NEWSLETTER_TOAST_MS = 5000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The course page's newsletter box (spec §5): checked in the browser, nothing is sent. */
export function NewsletterBox() {
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
      description: "Vous recevrez prochainement nos actualités sur les formations",
      duration: NEWSLETTER_TOAST_MS,
    });
    setEmail("");
  };

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <MailIcon className="size-4 text-warm" aria-hidden="true" />
          Restez informé
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form method="post" noValidate onSubmit={onSubmit} aria-label="Newsletter des formations" className="grid gap-3">
          <p className="text-sm text-muted-foreground">Nouvelles sessions, nouveaux programmes : recevez nos actualités.</p>
          <Label htmlFor={inputId}>Adresse email</Label>
          <Input
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder="Votre email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit">S'abonner</Button>
        </form>
      </CardContent>
    </Card>
  );
}
