import { isRefusal } from "@common/errors/database";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toE164, type OfficeCountry } from "@common/phone";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { Textarea } from "~/components/ui/textarea";
import { bookCall, BookingError, slotsQuery } from "../api/call-booking";
import { browserTimeZone, guessOffice, OFFICES, slotLabel, type Office } from "../lib/slots";
import { DescribedCheckbox } from "~/components/ui/described-checkbox";
import { SlotPicker } from "./slot-picker";

/** The boxes' exact words, recorded with the booking (private.call_phone_consent_wording says the same: decision 1066). */
export const CALL_SMS_CONSENT_WORDING = "Recevoir la confirmation et les rappels de ce rendez-vous par SMS";
export const CALL_WHATSAPP_CONSENT_WORDING = "Recevoir la confirmation et les rappels de ce rendez-vous par WhatsApp";

const OFFICE_COUNTRY: Record<Office, OfficeCountry> = { Montréal: "CA", Abidjan: "CI", Dakar: "SN" };

type Errors = Partial<Record<"slot" | "fullName" | "email" | "phone" | "subject", string>>;

/** The booking of the 15-minute call (issue 44 item 5, decision 1021): an office, a free slot, who and why. */
export function BookingForm({ timeZone = browserTimeZone() }: { timeZone?: string }) {
  const queryClient = useQueryClient();
  const ids = { office: useId(), problem: useId() };
  const [office, setOffice] = useState<Office>(() => guessOffice(timeZone));
  const [slot, setSlot] = useState<string | null>(null);
  const [fields, setFields] = useState({ fullName: "", email: "", phone: "", subject: "" });
  const [smsReminder, setSmsReminder] = useState(false);
  const [whatsappReminder, setWhatsappReminder] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<{ startsAt: string; email: string } | null>(null);
  const slots = useQuery(slotsQuery(office));

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phone = toE164(fields.phone, OFFICE_COUNTRY[office]);
    const found: Errors = {
      slot: slot ? undefined : "Choisissez un créneau.",
      fullName: fields.fullName.trim() ? undefined : "Indiquez votre nom.",
      email: /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(fields.email.trim()) ? undefined : "Indiquez une adresse e-mail valide.",
      phone: phone.ok ? undefined : phone.message,
      subject: fields.subject.trim() ? undefined : "Dites-nous en quelques mots le sujet de l'échange.",
    };
    setErrors(found);
    setProblem(null);
    if (Object.values(found).some(Boolean) || !slot || !phone.ok) return;
    setBusy(true);
    try {
      await bookCall({
        office,
        startsAt: slot,
        fullName: fields.fullName.trim(),
        email: fields.email.trim(),
        phone: phone.e164,
        subject: fields.subject.trim(),
        timeZone,
        smsReminder,
        whatsappReminder,
      });
      setBooked({ startsAt: slot, email: fields.email.trim() });
    } catch (failure) {
      const message = failure instanceof BookingError ? failure.message : "La réservation n'a pas abouti.";
      setProblem(message);
      if (failure instanceof BookingError && isRefusal(failure, "PA409")) {
        setSlot(null);
        void queryClient.invalidateQueries({ queryKey: ["call-slots", office] });
      }
    } finally {
      setBusy(false);
    }
  };

  if (booked)
    return (
      <div role="status" className="grid justify-items-center gap-3 rounded-xl border bg-card p-6 text-center">
        <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
        <h2 className="text-xl font-bold">Votre premier échange est réservé</h2>
        <p>
          Le {slotLabel(booked.startsAt, timeZone)} (votre heure), 15 minutes avec un consultant du bureau de {office}.
        </p>
        <p className="text-sm text-muted-foreground">
          Une confirmation vient d'être envoyée à {booked.email}, avec l'invitation pour votre agenda, le lien de
          l'appel et un lien pour changer d'horaire ou annuler.
        </p>
      </div>
    );

  return (
    <form method="post" onSubmit={submit} noValidate className="grid gap-6" aria-label="Réserver un premier échange">
      <fieldset className="grid gap-2">
        <legend id={ids.office} className="mb-1 text-sm font-medium">
          Bureau
        </legend>
        <div className="flex flex-wrap gap-2">
          {OFFICES.map((name) => (
            <label key={name} className="relative">
              <input
                type="radio"
                name="office"
                value={name}
                checked={office === name}
                onChange={() => (setOffice(name), setSlot(null))}
                className="peer sr-only"
              />
              <span className="block cursor-pointer rounded-md border px-3 py-2 text-sm peer-checked:border-primary peer-checked:bg-primary/10 peer-checked:font-semibold peer-focus-visible:ring-2 peer-focus-visible:ring-ring">
                {name}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-2">
        <h2 className="text-lg font-semibold">Choisissez un créneau</h2>
        <p className="text-sm text-muted-foreground">Heures affichées dans votre fuseau horaire ({timeZone}).</p>
        {slots.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : slots.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Les créneaux n'ont pas pu être chargés.{" "}
            <button type="button" className="underline" onClick={() => void slots.refetch()}>
              Réessayer
            </button>
          </p>
        ) : (
          <SlotPicker slots={slots.data} timeZone={timeZone} value={slot} onChange={setSlot} />
        )}
        {errors.slot && <p className="text-sm font-medium text-destructive">{errors.slot}</p>}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Nom complet" required error={errors.fullName}>
          <Input autoComplete="name" value={fields.fullName} onChange={set("fullName")} />
        </FormField>
        <FormField label="E-mail" required error={errors.email}>
          <Input type="email" autoComplete="email" value={fields.email} onChange={set("email")} />
        </FormField>
        <FormField label="Téléphone" required error={errors.phone} hint="Pour vous joindre si la connexion coupe.">
          <Input type="tel" autoComplete="tel" value={fields.phone} onChange={set("phone")} />
        </FormField>
      </div>
      <FormField label="Sujet de l'échange" required error={errors.subject}>
        <Textarea rows={3} value={fields.subject} onChange={set("subject")} maxLength={1000} />
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Sur votre téléphone (facultatif)</legend>
        <DescribedCheckbox
          label={CALL_SMS_CONSENT_WORDING}
          description="Au numéro ci-dessus, avec le lien pour changer d'horaire ou annuler. Répondre STOP les arrête."
          checked={smsReminder}
          onChange={setSmsReminder}
        />
        <DescribedCheckbox
          label={CALL_WHATSAPP_CONSENT_WORDING}
          description="Les mêmes messages sur WhatsApp ; s'il n'arrive pas, le SMS prend le relais."
          checked={whatsappReminder}
          onChange={setWhatsappReminder}
        />
      </fieldset>

      {problem && (
        <p id={ids.problem} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Réservation..." : "Réserver ce créneau"}
      </Button>
    </form>
  );
}
