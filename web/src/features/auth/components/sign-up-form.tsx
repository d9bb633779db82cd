import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { useAuth } from "~/lib/auth";
import { paths } from "~/lib/paths";
import { PASSWORD_RULE_HINT } from "@common/password-rule";
import { signUpErrorMessage } from "../lib/auth-error-message";
import { signUpSchema, type SignUpValues } from "../lib/auth-schemas";
import { PasswordInput } from "./password-input";

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { signUp } = useAuth();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: "", email: "", company: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const { error } = await signUp(values);
    if (error) {
      toast({ title: "Erreur lors de l'inscription", description: signUpErrorMessage(error), variant: "destructive" });
      return;
    }
    toast({
      title: "Compte créé avec succès",
      description: "Votre compte est actif et vous êtes connecté : aucun e-mail de confirmation n'est nécessaire.",
    });
    onSignedUp();
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="grid gap-4" aria-label="Inscription">
      <FormField label="Nom complet" error={errors.fullName?.message} required>
        <Input autoComplete="name" placeholder="Prénom Nom" {...form.register("fullName")} />
      </FormField>
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" placeholder="vous@entreprise.com" {...form.register("email")} />
      </FormField>
      <FormField label="Entreprise (facultatif)" error={errors.company?.message}>
        <Input autoComplete="organization" {...form.register("company")} />
      </FormField>
      <FormField label="Mot de passe" hint={PASSWORD_RULE_HINT} error={errors.password?.message} required>
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <p className="text-sm text-muted-foreground">
        En créant un compte, vous acceptez nos{" "}
        <Link to={paths.legalNotice()} className="font-medium text-primary underline-offset-4 hover:underline">
          conditions d'utilisation
        </Link>{" "}
        et notre{" "}
        <Link to={paths.privacy()} className="font-medium text-primary underline-offset-4 hover:underline">
          politique de confidentialité
        </Link>
        .
      </p>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Création en cours..." : "Créer un compte"}
      </Button>
    </form>
  );
}
