import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { site } from "~/config/site";
import { useAuth } from "~/lib/auth";
import { paths } from "~/lib/paths";
import { signInErrorMessage } from "../lib/auth-error-message";
import { signInSchema, type SignInValues } from "../lib/auth-schemas";
import { PasswordInput } from "./password-input";

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useAuth();
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    const { error } = await signIn(email, password);
    if (error) {
      toast({ title: "Erreur de connexion", description: signInErrorMessage(error), variant: "destructive" });
      return;
    }
    toast({ title: "Connexion réussie", description: `Bienvenue sur ${site.name}` });
    onSignedIn();
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="grid gap-4" aria-label="Connexion">
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" placeholder="vous@entreprise.com" {...form.register("email")} />
      </FormField>
      <FormField label="Mot de passe" error={errors.password?.message} required>
        <PasswordInput autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <div className="-mt-1 text-right text-sm">
        <Link to={paths.forgotPassword()} className="font-medium text-primary underline-offset-4 hover:underline">
          Mot de passe oublié ?
        </Link>
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Connexion en cours..." : "Se connecter"}
      </Button>
    </form>
  );
}
