import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import type { SessionFormat } from "@common/database";
import { useSaveSession, type AdminSession, type SessionInput } from "../api/sessions";
import { sessionFormErrors, type SessionFormValues } from "../lib/session-form";
import { FormDialogFooter } from "~/components/back-office/form-dialog-footer";
import { getSupabase } from "~/lib/supabase";
import { FormationPicker } from "./formation-picker";

interface SessionFormDialogProps {
  /** The session being edited; null to create one. */
  session: AdminSession | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

const FORMATS: SessionFormat[] = ["Présentiel", "En ligne", "Hybride"];

function initialValues(session: AdminSession | null): SessionFormValues {
  return session
    ? {
        formation_id: String(session.formation_id),
        starts_on: session.starts_on,
        ends_on: session.ends_on,
        format: session.format,
        city: session.city,
        venue: session.venue,
        capacity: String(session.capacity),
        reserved_seats: String(session.reserved_seats),
        status: session.status === "planned" ? "planned" : "open",
        organisation_id: (session as { organisation_id?: string | null }).organisation_id ?? "",
      }
    : {
        formation_id: "",
        starts_on: "",
        ends_on: "",
        format: "Présentiel",
        city: "Abidjan",
        venue: "",
        capacity: "20",
        reserved_seats: "0",
        status: "open",
        organisation_id: "",
      };
}

/** The organisations an intra-company session may be reserved for (decision 0999). */
async function organisationChoices() {
  const client = await getSupabase();
  const { data, error } = await client.from("organisations").select("id, legal_name").order("legal_name");
  if (error) throw new Error(error.message);
  return data ?? [];
}

/** « Nouvelle session » / « Modifier la session »: dates, place, capacity; the database refuses an oversold capacity. */
export function SessionFormDialog({ session, open, onOpenChange }: SessionFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{session ? "Modifier la session" : "Nouvelle session"}</DialogTitle>
          <DialogDescription>
            Les places occupées se comptent à partir des inscriptions. Augmenter la capacité donne aussitôt les places
            nouvelles aux premiers de la liste d'attente.
          </DialogDescription>
        </DialogHeader>
        <SessionForm key={session?.id ?? "new"} session={session} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SessionForm({ session, onDone }: { session: AdminSession | null; onDone: () => void }) {
  const [values, setValues] = useState(() => initialValues(session));
  const [errors, setErrors] = useState<Partial<Record<keyof SessionFormValues, string>>>({});
  const save = useSaveSession();
  const organisations = useQuery({ queryKey: ["organisations", "session-choices"], queryFn: organisationChoices });
  const set = (field: keyof SessionFormValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = sessionFormErrors(values, session?.seats_held ?? 0, { savedEndsOn: session?.ends_on });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: SessionInput = {
      formation_id: Number(values.formation_id),
      starts_on: values.starts_on,
      ends_on: values.ends_on,
      format: values.format,
      city: values.format === "En ligne" ? "En ligne" : values.city.trim(),
      venue: values.venue.trim(),
      capacity: Number(values.capacity),
      reserved_seats: Number(values.reserved_seats),
      status: values.status,
      organisation_id: values.organisation_id || null,
    };
    save.mutate(
      { id: session?.id ?? null, input },
      {
        onSuccess: () => {
          toast({
            title: session ? "Session mise à jour" : "Session créée",
            description: "Le catalogue affiche déjà les nouvelles places.",
          });
          onDone();
        },
        onError: (error) =>
          // The database's own refusal of a date in the past (decision 0870) belongs under the field.
          error instanceof Error && /date de fin .* est passée/.test(error.message)
            ? setErrors({ ends_on: error.message })
            : toast({
                title: "Enregistrement impossible",
                description: error instanceof Error ? error.message : "Erreur inconnue",
                variant: "destructive",
              }),
      },
    );
  };

  return (
    <form method="post" className="grid gap-4" onSubmit={submit} noValidate>
      <FormationPicker
        value={values.formation_id}
        current={
          session
            ? { id: session.formation_id, title: session.formations?.title ?? `Formation ${session.formation_id}` }
            : null
        }
        disabled={session !== null}
        error={errors.formation_id}
        onChange={(id) => setValues((current) => ({ ...current, formation_id: id }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Premier jour" required error={errors.starts_on}>
          <Input type="date" value={values.starts_on} onChange={set("starts_on")} />
        </FormField>
        <FormField label="Dernier jour" required error={errors.ends_on}>
          <Input type="date" value={values.ends_on} onChange={set("ends_on")} />
        </FormField>
        <FormField label="Format" required>
          <select className={inputClasses} value={values.format} onChange={set("format")}>
            {FORMATS.map((format) => (
              <option key={format}>{format}</option>
            ))}
          </select>
        </FormField>
        <FormField label="Ville" required={values.format !== "En ligne"} error={errors.city}>
          <Input
            value={values.format === "En ligne" ? "En ligne" : values.city}
            onChange={set("city")}
            disabled={values.format === "En ligne"}
          />
        </FormField>
      </div>
      <FormField
        label="Session intra-entreprise"
        hint="Réservée à une organisation : absente du catalogue public, ses stagiaires sont inscrits par sa convention."
      >
        <select className={inputClasses} value={values.organisation_id ?? ""} onChange={set("organisation_id")}>
          <option value="">Non : session publique (interentreprises)</option>
          {(organisations.data ?? []).map((organisation) => (
            <option key={organisation.id} value={organisation.id}>
              {organisation.legal_name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Lieu précis" hint="Adresse, salle ou « Classe virtuelle »">
        <Input value={values.venue} onChange={set("venue")} maxLength={200} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Capacité" required error={errors.capacity}>
          <Input type="number" inputMode="numeric" min={1} value={values.capacity} onChange={set("capacity")} />
        </FormField>
        <FormField label="Places réservées hors site" error={errors.reserved_seats}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            value={values.reserved_seats}
            onChange={set("reserved_seats")}
          />
        </FormField>
        <FormField label="Statut">
          <select className={inputClasses} value={values.status} onChange={set("status")}>
            <option value="open">Inscriptions ouvertes</option>
            <option value="planned">Annoncée (inscriptions fermées)</option>
          </select>
        </FormField>
      </div>
      <FormDialogFooter onCancel={onDone} cancelDisabled={save.isPending} submitDisabled={save.isPending}>
        {save.isPending ? "Enregistrement…" : "Enregistrer la session"}
      </FormDialogFooter>
    </form>
  );
}
