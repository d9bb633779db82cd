import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { useProfile } from "~/domain/profile";
import { useAuth } from "~/lib/auth";
import { useUpdateProfile } from "../api/update-profile";
import { profileSchema, toProfileChanges, type ProfileFormValues } from "../lib/profile-schema";

export function ProfileForm() {
  const { user } = useAuth();
  const { data: profile } = useProfile();
  const metadataName = typeof user?.user_metadata?.full_name === "string" ? user.user_metadata.full_name : "";
  const metadataCompany = typeof user?.user_metadata?.company === "string" ? user.user_metadata.company : "";
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      full_name: profile?.full_name ?? metadataName,
      company: profile?.company ?? metadataCompany,
      position: profile?.position ?? "",
      country: profile?.country ?? "",
    },
  });
  const save = useUpdateProfile(user?.id);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toProfileChanges(values));
    } catch {
      toast({
        title: "Erreur",
        description: "Une erreur est survenue lors de l'enregistrement",
        variant: "destructive",
      });
      return;
    }
    toast({ title: "Profil mis à jour", description: "Vos informations ont été enregistrées avec succès" });
  });

  const busy = save.isPending;
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label="Informations personnelles"
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormField label="Nom complet" required error={errors.full_name?.message}>
        <Input autoComplete="name" {...form.register("full_name")} />
      </FormField>
      <FormField label="Entreprise" error={errors.company?.message}>
        <Input autoComplete="organization" {...form.register("company")} />
      </FormField>
      <FormField label="Poste" error={errors.position?.message}>
        <Input autoComplete="organization-title" {...form.register("position")} />
      </FormField>
      <FormField label="Pays" error={errors.country?.message}>
        <Input autoComplete="country-name" placeholder="Côte d'Ivoire" {...form.register("country")} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Enregistrement..." : "Enregistrer"}
        </Button>
      </div>
    </form>
  );
}
