import { GoTrueErrorCode } from "@common/errors/gotrue";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, LinkIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "~/lib/validation/zod-jitless";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { FormField } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { site } from "~/config/site";
import { paths } from "~/lib/paths";
import { getSupabase } from "~/lib/supabase";
import { PASSWORD_RULE_HINT, PASSWORD_RULE_MESSAGE, passwordProblem } from "@common/password-rule";
import { BackToSignIn } from "../components/back-to-sign-in";
import { PasswordInput } from "../components/password-input";

export function meta() {
  return [
    { title: `Nouveau mot de passe | ${site.name}` },
    { name: "description", content: "Choisissez un nouveau mot de passe pour votre compte." },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export const resetPasswordSchema = z
  .object({
    password: z.string().superRefine((password, context) => {
      const problem = passwordProblem(password);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
    confirmation: z.string().min(1, "Confirmez le nouveau mot de passe"),
  })
  .refine((values) => values.password === values.confirmation, {
    path: ["confirmation"],
    message: "Les deux mots de passe ne correspondent pas.",
  });

type ResetValues = z.infer<typeof resetPasswordSchema>;
type LinkState = "checking" | "ready" | "invalid";

/**
 * The e-mailed link lands here with the recovery session in the URL fragment (or an error such as otp_expired).
 * supabase-js consumes the fragment when the client starts (detectSessionInUrl); getSession() waits for that.
 */
function useRecoveryLink(): LinkState {
  const [state, setState] = useState<LinkState>("checking");
  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    if (
      fragment.has("error") ||
      fragment.has("error_code") ||
      fragment.get("type") !== "recovery" ||
      !fragment.has("access_token")
    ) {
      // The link's fragment exists only in the browser: read once after mount, then the page says it is invalid.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState("invalid");
      return;
    }
    let active = true;
    let unsubscribe = () => {};
    getSupabase()
      .then(async (client) => {
        const { data } = client.auth.onAuthStateChange((event, session) => {
          if (active && event === "PASSWORD_RECOVERY" && session) setState("ready");
        });
        unsubscribe = () => data.subscription.unsubscribe();
        const { data: current } = await client.auth.getSession();
        if (active) setState(current.session ? "ready" : "invalid");
      })
      .catch((error: unknown) => {
        console.error("Lien de réinitialisation illisible", error);
        if (active) setState("invalid");
      });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return state;
}

function updateErrorMessage(error: { code?: string; status?: number }): string {
  if (error.code === GoTrueErrorCode.samePassword) return "Le nouveau mot de passe doit être différent de l'ancien.";
  if (error.code === GoTrueErrorCode.weakPassword) return PASSWORD_RULE_MESSAGE;
  return "Le mot de passe n'a pas pu être modifié. Veuillez réessayer.";
}

function ResetForm() {
  const navigate = useNavigate();
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const client = await getSupabase();
      const { error } = await client.auth.updateUser({ password });
      if (error) {
        toast({ title: "Erreur", description: updateErrorMessage(error), variant: "destructive" });
        return;
      }
    } catch {
      toast({
        title: "Erreur",
        description: "Le service est momentanément indisponible. Veuillez réessayer.",
        variant: "destructive",
      });
      return;
    }
    toast({
      title: "Mot de passe modifié",
      description: "Votre nouveau mot de passe est enregistré. Vous êtes connecté.",
    });
    navigate(paths.dashboard(), { replace: true });
  });

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label="Choisir un nouveau mot de passe"
    >
      <FormField label="Nouveau mot de passe" hint={PASSWORD_RULE_HINT} error={errors.password?.message} required>
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label="Confirmer le mot de passe" error={errors.confirmation?.message} required>
        <PasswordInput autoComplete="new-password" {...form.register("confirmation")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Enregistrement..." : "Enregistrer le nouveau mot de passe"}
      </Button>
    </form>
  );
}

function InvalidLink() {
  return (
    <div role="alert" className="grid gap-4">
      <div className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm">
        <LinkIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold">Ce lien de réinitialisation n'est plus valide</p>
          <p>
            Il a peut-être expiré (il est valable une heure) ou a déjà été utilisé : chaque lien ne sert qu'une fois.
            Demandez un nouveau lien pour choisir votre mot de passe.
          </p>
        </div>
      </div>
      <Button asChild className="w-full">
        <Link to={paths.forgotPassword()}>Demander un nouveau lien</Link>
      </Button>
    </div>
  );
}

function Checking() {
  return (
    <p role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
      <span
        className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent motion-reduce:animate-none"
        aria-hidden="true"
      />
      Vérification du lien en cours…
    </p>
  );
}

export default function ResetPasswordRoute() {
  const state = useRecoveryLink();
  return (
    <Container className="flex justify-center py-12 md:py-20">
      <Card className="w-full max-w-md">
        <CardHeader>
          <KeyRound className="size-8 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight text-primary">Nouveau mot de passe</h1>
          <CardDescription>Choisissez le nouveau mot de passe de votre compte.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {state === "checking" && <Checking />}
          {state === "ready" && <ResetForm />}
          {state === "invalid" && <InvalidLink />}
          <BackToSignIn />
        </CardContent>
      </Card>
    </Container>
  );
}
