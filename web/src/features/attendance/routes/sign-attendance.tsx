import { CheckCircle2 } from "lucide-react";
import * as React from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { site } from "~/config/site";
import { useAuth } from "~/lib/auth";
import { signAttendance } from "../api/attendance";
import { SignaturePad } from "../components/signature-pad";
import {
  FLAG_LABELS,
  normaliseCode,
  STATUS_LABELS,
  type AttendanceFlag,
  type AttendanceStatus,
} from "../lib/attendance-labels";

export function meta() {
  return [
    { title: `Émarger | ${site.name}` },
    { name: "description", content: "Signez votre présence à une demi-journée de formation." },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (typeof navigator === "undefined" || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      { timeout: 5000, maximumAge: 60_000 },
    ),
  );
}

/**
 * /emarger?code=XXXXXX — the learner signs the half-day the trainer's code names, on their own phone and as their own
 * account: a drawn signature or a tap confirmation; time and place are recorded by the server.
 */
export default function SignAttendanceRoute() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const [code, setCode] = React.useState(() => normaliseCode(params.get("code") ?? ""));
  const [signature, setSignature] = React.useState<string | null>(null);
  const [withPlace, setWithPlace] = React.useState(true);
  const [error, setError] = React.useState<string | undefined>();
  const [pending, setPending] = React.useState(false);
  const [done, setDone] = React.useState<{ status: AttendanceStatus; at: string; flags: AttendanceFlag[] } | null>(
    null,
  );

  if (loading) return null;
  if (!user) {
    const back = `/emarger${code ? `?code=${code}` : ""}`;
    return (
      <Card className="mx-auto my-10 grid max-w-md gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold text-primary">Émarger</h1>
        <p>Connectez-vous avec votre compte d'apprenant pour signer votre présence.</p>
        <Button asChild>
          <Link to={`/auth?redirect=${encodeURIComponent(back)}`}>Se connecter</Link>
        </Button>
      </Card>
    );
  }

  const submit = async (mode: "signature" | "tap") => {
    setError(undefined);
    if (code.length !== 6) {
      setError("Saisissez les 6 caractères du code affiché par le formateur.");
      return;
    }
    setPending(true);
    try {
      const position = withPlace ? await currentPosition() : null;
      const result = await signAttendance({ code, signature: mode === "signature" ? signature : null, position });
      setDone({ status: result.status, at: result.recorded_at, flags: result.flags ?? [] });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <Card role="status" className="mx-auto my-10 grid max-w-md justify-items-center gap-3 p-6 text-center">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Présence enregistrée</h1>
        <p>
          {STATUS_LABELS[done.status]} — enregistré à{" "}
          {new Date(done.at).toLocaleTimeString("fr-FR", { hour: "2-digit", minute: "2-digit" })}.
        </p>
        {done.flags.length > 0 && (
          <p className="text-sm text-muted-foreground">
            Votre formateur vérifiera cet émargement ({done.flags.map((flag) => FLAG_LABELS[flag]).join(", ")}).
          </p>
        )}
      </Card>
    );
  }

  return (
    <div className="mx-auto my-6 grid max-w-md gap-5 px-4">
      <h1 className="text-2xl font-bold text-primary">Émarger</h1>
      <FormField label="Code d'émargement" required error={error} hint="6 caractères, affichés par le formateur.">
        <Input
          value={code}
          onChange={(event) => setCode(normaliseCode(event.target.value).slice(0, 6))}
          autoComplete="off"
          autoCapitalize="characters"
          inputMode="text"
          className="font-mono text-2xl tracking-[0.3em]"
        />
      </FormField>
      <section className="grid gap-2" aria-labelledby="signature-title">
        <h2 id="signature-title" className="font-semibold">
          Votre signature
        </h2>
        <SignaturePad label="Votre signature" onChange={setSignature} />
      </section>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-primary"
          checked={withPlace}
          onChange={(event) => setWithPlace(event.target.checked)}
        />
        Joindre ma position (comparée au lieu de la formation ; sans elle, votre émargement est signalé au formateur
        quand le lieu est renseigné)
      </label>
      <div className="grid gap-2">
        <Button type="button" disabled={pending || !signature} onClick={() => void submit("signature")}>
          Signer ma présence
        </Button>
        <Button type="button" variant="outline" disabled={pending} onClick={() => void submit("tap")}>
          Confirmer ma présence sans dessiner
        </Button>
      </div>
    </div>
  );
}
