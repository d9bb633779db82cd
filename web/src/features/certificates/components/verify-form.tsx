import { zodResolver } from "@hookform/resolvers/zod";
import { Search } from "lucide-react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "~/lib/validation/zod-jitless";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { paths } from "~/lib/paths";
import { normaliseCertificateNumber } from "../lib/certificate-paths";

const schema = z.object({
  numero: z
    .string()
    .trim()
    .min(1, "Saisissez le numéro du certificat")
    .max(40, "Ce numéro est trop long (40 caractères au maximum)."),
});

type Values = z.infer<typeof schema>;

/** Checks another number: the answer is the verification page of that number (a shareable address). */
export function VerifyForm() {
  const navigate = useNavigate();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { numero: "" } });
  const submit = form.handleSubmit(({ numero }) => {
    form.reset();
    navigate(paths.verifyCertificate(normaliseCertificateNumber(numero)));
  });

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label="Vérifier un autre certificat"
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <FormField
        label="Numéro du certificat"
        hint="Par exemple : PA-7K3M-Q9XD-2FHB-W8RT"
        error={form.formState.errors.numero?.message}
        required
      >
        <Input autoComplete="off" spellCheck={false} className="font-mono uppercase" {...form.register("numero")} />
      </FormField>
      <Button type="submit" className="sm:mt-7">
        <Search aria-hidden="true" />
        Vérifier
      </Button>
    </form>
  );
}
