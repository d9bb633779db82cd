import { useState, type FormEvent } from "react";
import { formatPhone, officeCountryOf, toE164 } from "@common/phone";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { formatDateTime } from "@common/format";
import { DescribedCheckbox } from "~/components/ui/described-checkbox";
import { usePhoneChoice, usePhoneContact, type PhoneContact } from "../api/phone-preferences";

import { PHONE_CONSENT_WORDING } from "../lib/phone-consent";

export { PHONE_CONSENT_WORDING };

function PhoneForm({ userId, saved, country }: { userId: string; saved: PhoneContact | null; country: string | null }) {
  const office = officeCountryOf(country);
  const [phone, setPhone] = useState(saved ? formatPhone(saved.phone) : "");
  const [sms, setSms] = useState(saved?.sms ?? true);
  const [whatsapp, setWhatsapp] = useState(saved?.whatsapp ?? false);
  const [consent, setConsent] = useState(Boolean(saved?.consent_at && (saved.sms || saved.whatsapp)));
  const [error, setError] = useState<string | undefined>();
  const [consentError, setConsentError] = useState<string | undefined>();
  const { save, remove } = usePhoneChoice(userId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = toE164(phone, office);
    setError(checked.ok ? undefined : checked.message);
    const wantsMessages = sms || whatsapp;
    setConsentError(wantsMessages && !consent ? "Cochez l'accord pour recevoir ces messages." : undefined);
    if (!checked.ok || (wantsMessages && !consent)) return;
    try {
      await save.mutateAsync({ phone: checked.e164, sms, whatsapp });
    } catch (failure) {
      toast({
        title: "Erreur",
        description: failure instanceof Error ? failure.message : String(failure),
        variant: "destructive",
      });
      return;
    }
    setPhone(formatPhone(checked.e164));
    toast({
      title: "Numéro enregistré",
      description: wantsMessages
        ? "Vos messages pratiques arriveront aussi sur votre téléphone."
        : "Aucun message ne sera envoyé sur ce numéro.",
    });
  };

  const forget = async () => {
    try {
      await remove.mutateAsync();
    } catch (failure) {
      toast({
        title: "Erreur",
        description: failure instanceof Error ? failure.message : String(failure),
        variant: "destructive",
      });
      return;
    }
    setPhone("");
    setConsent(false);
    toast({ title: "Numéro retiré", description: "Plus aucun message ne sera envoyé sur votre téléphone." });
  };

  const busy = save.isPending || remove.isPending;
  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Messages sur le téléphone" className="grid gap-4">
      <FormField
        label="Numéro de mobile"
        hint={`Sans indicatif, il est lu comme un numéro ${office === "CA" ? "canadien (+1)" : office === "SN" ? "sénégalais (+221)" : "ivoirien (+225)"}.`}
        error={error}
      >
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Recevoir aussi sur ce numéro</legend>
        <DescribedCheckbox
          label="Par SMS"
          description="Convocation, rappels, paiement, changements : un lien par message."
          checked={sms}
          onChange={setSms}
        />
        <DescribedCheckbox
          label="Par WhatsApp"
          description="Les mêmes messages sur WhatsApp ; s'il n'arrive pas, le SMS prend le relais."
          checked={whatsapp}
          onChange={setWhatsapp}
        />
      </fieldset>
      {saved?.sms_stopped_at ? (
        <p className="text-sm text-muted-foreground" role="status">
          Vous avez répondu STOP aux SMS le {formatDateTime(saved.sms_stopped_at, "Africa/Abidjan", { zone: false })} :
          cochez « Par SMS » et enregistrez pour les recevoir à nouveau.
        </p>
      ) : null}
      <div className="grid gap-1">
        <DescribedCheckbox
          label="J'accepte"
          description={PHONE_CONSENT_WORDING}
          checked={consent}
          onChange={setConsent}
        />
        {consentError ? (
          <p className="text-sm text-destructive" role="alert">
            {consentError}
          </p>
        ) : null}
      </div>
      {saved?.consent_at ? (
        <p className="text-sm text-muted-foreground">
          Accord enregistré le {formatDateTime(saved.consent_at, "Africa/Abidjan", { zone: false })} (
          {saved.consent_method}).
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {save.isPending ? "Enregistrement..." : "Enregistrer le numéro"}
        </Button>
        {saved ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => void forget()}>
            Retirer mon numéro
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** « Mon profil »: the learner's mobile number, the channels they choose and their consent (decision 1008). */
export function PhonePreferences({ userId, country }: { userId: string; country: string | null }) {
  const { data, isPending } = usePhoneContact(userId);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug">Messages sur votre téléphone</h2>
        <CardDescription>
          Les e-mails restent envoyés ; ces messages courts les doublent le jour où ils comptent.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? null : (
          <PhoneForm key={data?.phone ?? "none"} userId={userId} saved={data ?? null} country={country} />
        )}
      </CardContent>
    </Card>
  );
}
