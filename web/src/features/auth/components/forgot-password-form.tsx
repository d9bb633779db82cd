import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { BackToSignIn } from "./back-to-sign-in";
import { requestPasswordReset } from "../api/request-password-reset";
import { RATE_LIMIT_MESSAGE } from "../lib/auth-error-message";
import { forgotPasswordSchema, type ForgotPasswordValues } from "../lib/auth-schemas";

const isRateLimited = (error: unknown) => (error as { status?: number } | null)?.status === 429;

/** Asks for the reset link; says « if an account exists » whatever the answer. The page's island (0802). */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    const { error } = await requestPasswordReset(email);
    if (error) {
      toast({
        title: "Erreur",
        description: isRateLimited(error)
          ? RATE_LIMIT_MESSAGE
          : "Impossible d'envoyer la demande pour le moment. Veuillez réessayer plus tard.",
        variant: "destructive",
      });
      return;
    }
    setSentTo(email);
  });

  return (
    <Container className="flex justify-center py-12 md:py-20">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-primary">Mot de passe oublié</h1>
          <CardDescription>
            Indiquez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {sentTo ? (
            <div role="status" className="flex gap-3 rounded-md border bg-muted/40 p-4 text-sm">
              <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <p>
                Si un compte existe pour l'adresse <strong className="break-all">{sentTo}</strong>, vous recevrez dans
                quelques minutes un email contenant un lien de réinitialisation. Pensez à vérifier vos courriers
                indésirables.
              </p>
            </div>
          ) : (
            <form
              method="post"
              onSubmit={submit}
              noValidate
              className="grid gap-4"
              aria-label="Réinitialiser le mot de passe"
            >
              <FormField label="Email" error={errors.email?.message} required>
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder="vous@entreprise.com"
                  {...form.register("email")}
                />
              </FormField>
              <Button type="submit" disabled={isSubmitting} className="w-full">
                {isSubmitting ? "Envoi en cours..." : "Envoyer le lien de réinitialisation"}
              </Button>
            </form>
          )}
          <BackToSignIn />
        </CardContent>
      </Card>
    </Container>
  );
}
