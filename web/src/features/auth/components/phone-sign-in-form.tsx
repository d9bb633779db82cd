import { officeCountryOf, toE164, type OfficeCountry } from "@common/phone";
import { useId, useState } from "react";
import { PHONE_CONSENT_WORDING, PHONE_SIGN_UP_CONSENT_METHOD, registerSignInPhone } from "~/features/account";
import { Button } from "~/components/ui/button";
import { DescribedCheckbox } from "~/components/ui/described-checkbox";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { site } from "~/config/site";
import { getSupabase } from "~/lib/supabase";

const COUNTRIES: { value: OfficeCountry; label: string }[] = [
  { value: "CI", label: "Côte d'Ivoire (+225)" },
  { value: "SN", label: "Sénégal (+221)" },
  { value: "CA", label: "Canada (+1)" },
];

/** French words for the phone routes' refusals (decision 1015). */
export function phoneErrorMessage(error: { code?: string; status?: number; message?: string }): string {
  switch (error.code) {
    case "otp_expired":
      return "Ce code est incorrect ou a expiré. Vérifiez-le ou demandez un nouveau code.";
    case "over_sms_send_rate_limit":
      return "Un code vient déjà d'être envoyé à ce numéro. Patientez une minute avant d'en demander un autre.";
    case "over_request_rate_limit":
      return "Trop de tentatives. Patientez quelques minutes avant de réessayer.";
    case "phone_provider_disabled":
    case "sms_send_failed":
      return "L'envoi du SMS n'a pas abouti. Réessayez plus tard ou connectez-vous par e-mail.";
    case "validation_failed":
      return "Ce numéro n'est pas valide : écrivez-le au format international, par exemple +225 07 07 12 34 56.";
    default:
      return "La connexion par téléphone n'a pas abouti. Réessayez dans un instant.";
  }
}

/**
 * Sign-in (and sign-up) by phone (issue 44 item 2): the number in E.164 with the office's country by default, then
 * the six-digit code received by SMS (supabase-js signInWithOtp / verifyOtp, decision 1015). A box, unticked, with
 * the words of « Mon profil »: once signed in, the number is registered for the formations' messages by SMS
 * (set_phone_preferences, the consent recorded with its words, time and « Inscription par téléphone (site) »,
 * decision 1068) — for a learner without e-mail, the only way their convocation and reminders reach them.
 */
export function PhoneSignInForm({ onSignedIn, country }: { onSignedIn: () => void; country?: string | null }) {
  const [defaultCountry, setDefaultCountry] = useState<OfficeCountry>(officeCountryOf(country));
  const [number, setNumber] = useState("");
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState(false);
  const ids = { country: useId(), number: useId(), code: useId(), problem: useId() };

  const sendCode = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = toE164(number, defaultCountry);
    if (!checked.ok) return setProblem(checked.message);
    setBusy(true);
    setProblem(null);
    const { error } = await (await getSupabase()).auth.signInWithOtp({ phone: checked.e164 });
    setBusy(false);
    if (error) return setProblem(phoneErrorMessage(error));
    setPhone(checked.e164);
    setCode("");
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!phone) return;
    if (!/^\d{6}$/.test(code.trim())) return setProblem("Le code reçu par SMS compte 6 chiffres.");
    setBusy(true);
    setProblem(null);
    const { data, error } = await (await getSupabase()).auth.verifyOtp({ phone, token: code.trim(), type: "sms" });
    if (error) {
      setBusy(false);
      return setProblem(phoneErrorMessage(error));
    }
    if (messages && data.user) {
      try {
        await registerSignInPhone(data.user.id, phone, PHONE_SIGN_UP_CONSENT_METHOD);
      } catch {
        toast({
          title: "Numéro non enregistré pour les messages",
          description: "Vous êtes connecté : ajoutez votre numéro dans « Mon profil » pour recevoir vos messages.",
          variant: "destructive",
        });
      }
    }
    setBusy(false);
    toast({ title: "Connexion réussie", description: `Bienvenue sur ${site.name}` });
    onSignedIn();
  };

  const error = problem ? (
    <p id={ids.problem} role="alert" className="text-sm font-medium text-destructive">
      {problem}
    </p>
  ) : null;

  if (phone)
    return (
      <form method="post" onSubmit={verify} noValidate className="grid gap-4" aria-label="Vérification du code SMS">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Un code à 6 chiffres a été envoyé par SMS au {phone}. Il est valable 5 minutes.
        </p>
        <div className="grid gap-2">
          <label htmlFor={ids.code} className="text-sm font-medium">
            Code reçu par SMS
          </label>
          <Input
            id={ids.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.problem : undefined}
            required
          />
        </div>
        {error}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Vérification..." : "Valider le code"}
        </Button>
        <Button type="button" variant="ghost" onClick={() => (setPhone(null), setProblem(null))}>
          Changer de numéro ou renvoyer un code
        </Button>
      </form>
    );

  return (
    <form method="post" onSubmit={sendCode} noValidate className="grid gap-4" aria-label="Connexion par téléphone">
      <div className="grid gap-2">
        <label htmlFor={ids.country} className="text-sm font-medium">
          Pays
        </label>
        <select
          id={ids.country}
          value={defaultCountry}
          onChange={(event) => setDefaultCountry(event.target.value as OfficeCountry)}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          {COUNTRIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <label htmlFor={ids.number} className="text-sm font-medium">
          Numéro de mobile
        </label>
        <Input
          id={ids.number}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="07 07 12 34 56"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.problem : undefined}
          required
        />
      </div>
      <DescribedCheckbox
        label="Recevoir les messages de mes formations par SMS"
        description={PHONE_CONSENT_WORDING}
        checked={messages}
        onChange={setMessages}
      />
      {error}
      <p className="text-xs text-muted-foreground">
        Sans compte, un compte est créé à la validation du code. Un SMS vous est envoyé.
      </p>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? "Envoi du code..." : "Recevoir un code par SMS"}
      </Button>
    </form>
  );
}
