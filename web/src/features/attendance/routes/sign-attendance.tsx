import { CheckCircle2 } from "lucide-react";
import * as React from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatTime } from "@common/format";
import { site } from "~/config/site";
import { useAuth } from "~/lib/auth";
import { InstallableApp } from "~/app/pwa/installable-app";
import { signAttendance } from "../api/sign-attendance";
import { currentHalfDay, useAttendanceQueue, useMyHalfDays, type MyHalfDay } from "../api/offline-attendance";
import { SignaturePad } from "../components/signature-pad";
import { deviceId } from "../lib/device-id";
import { isNetworkFailure, type QueuedSignature } from "../lib/offline-queue";
import { FLAG_LABELS, normaliseCode, type AttendanceFlag, type AttendanceStatus } from "../lib/attendance-labels";

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

/** « 15 h 29 » in the half-day's zone (French typography, decision 1049). */
const timeOf = (iso: string, timeZone: string) => formatTime(iso, timeZone);
/** The phone's own zone, for a time said without its half-day. */
const phoneZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const dayOf = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString("fr-FR", { weekday: "long", day: "numeric", month: "long", timeZone });

/** « Piloter un projet » · « jeudi 6 décembre, 15 h 29 à 18 h 59 » · « Plateau, Abidjan »: what is being signed. */
function HalfDayNamed({ slot }: { slot: MyHalfDay }) {
  return (
    <p className="grid gap-0.5 text-sm" data-testid="half-day-named">
      <span className="font-medium">{slot.title}</span>
      <span>
        {dayOf(slot.starts_at, slot.time_zone)}, {timeOf(slot.starts_at, slot.time_zone)} à{" "}
        {timeOf(slot.ends_at, slot.time_zone)}
      </span>
      {(slot.venue || slot.city) && (
        <span className="text-muted-foreground">{[slot.venue, slot.city].filter(Boolean).join(", ")}</span>
      )}
    </p>
  );
}

/**
 * The half-day under way by the learner's own timetable, named before they sign (review 2026-12-06 finding 20); the
 * code decides which half-day is signed, so nothing is said when the timetable has none under way.
 */
function UnderWay({ halfDays }: { halfDays: readonly MyHalfDay[] | undefined }) {
  const slot = currentHalfDay(halfDays ?? []);
  if (!slot) return null;
  return (
    <div className="grid gap-1 rounded-md border bg-muted/40 p-3">
      <p className="text-sm text-muted-foreground">Vous émargez pour la demi-journée en cours :</p>
      <HalfDayNamed slot={slot} />
    </div>
  );
}

/** The learner's coming half-days with their place: read online, kept by the service worker for offline. */
function MyTimetable({ halfDays }: { halfDays: readonly MyHalfDay[] }) {
  const [now] = React.useState(() => Date.now());
  const coming = halfDays.filter((slot) => Date.parse(slot.ends_at) >= now).slice(0, 6);
  if (coming.length === 0) return null;
  return (
    <section aria-labelledby="timetable-title" className="grid gap-2">
      <h2 id="timetable-title" className="font-semibold">
        Vos prochaines demi-journées
      </h2>
      <ul className="grid gap-2 text-sm">
        {coming.map((slot) => (
          <li key={slot.id} className="rounded-md border p-3">
            <p className="font-medium">{slot.title}</p>
            <p>
              {dayOf(slot.starts_at, slot.time_zone)}, {timeOf(slot.starts_at, slot.time_zone)} à{" "}
              {timeOf(slot.ends_at, slot.time_zone)}
            </p>
            <p className="text-muted-foreground">{[slot.venue, slot.city].filter(Boolean).join(", ")}</p>
          </li>
        ))}
      </ul>
    </section>
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
  const [done, setDone] = React.useState<{
    status: AttendanceStatus;
    at: string;
    flags: AttendanceFlag[];
    slotId?: number;
  } | null>(null);
  const halfDays = useMyHalfDays(user?.id);
  // Signatures made without a network (decision 1017): sent when it returns; the answer shows here.
  const queue = useAttendanceQueue(user?.id, (result) => {
    const accepted = result.accepted.find((item) => item.kind === "signature");
    if (accepted && accepted.kind === "signature")
      setDone({ status: "present", at: new Date().toISOString(), flags: [], slotId: accepted.slotId });
  });
  const waiting = queue.items.filter((item): item is QueuedSignature => item.kind === "signature" && !item.refusal);
  const refused = queue.items.filter((item): item is QueuedSignature => item.kind === "signature" && !!item.refusal);

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
    const signedAt = new Date().toISOString();
    const drawn = mode === "signature" ? signature : null;
    let position: { latitude: number; longitude: number } | null = null;
    try {
      position = withPlace ? await currentPosition() : null;
      if (typeof navigator !== "undefined" && navigator.onLine === false) throw new TypeError("Failed to fetch");
      const result = await signAttendance({ code, signature: drawn, position });
      setDone({ status: result.status, at: result.recorded_at, flags: result.flags ?? [], slotId: result.slot_id });
    } catch (failure) {
      if (!isNetworkFailure(failure)) {
        setError((failure as Error).message);
      } else {
        // No network: the signature is kept on this phone for the half-day under way, and sent when it returns.
        const slot = currentHalfDay(halfDays.data ?? []);
        if (!slot) {
          setError(
            "Pas de réseau, et aucune demi-journée en cours d'après l'horaire gardé sur ce téléphone : émargez dès le retour du réseau.",
          );
        } else {
          await queue.add({
            kind: "signature",
            ref: crypto.randomUUID(),
            userId: user.id,
            slotId: slot.id,
            code,
            signature: drawn,
            position,
            device: deviceId(),
            signedAt,
          });
        }
      }
    } finally {
      setPending(false);
    }
  };

  if (done) {
    const slot = halfDays.data?.find((halfDay) => halfDay.id === done.slotId) ?? currentHalfDay(halfDays.data ?? []);
    const zone = slot?.time_zone ?? phoneZone();
    return (
      <div className="mx-auto my-10 grid max-w-md px-4">
        <Card role="status" className="grid justify-items-center gap-3 p-6 text-center">
          <InstallableApp />
          <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Présence enregistrée</h1>
          {slot && <HalfDayNamed slot={slot} />}
          <p>
            {done.status === "late"
              ? `Enregistrée à ${formatTime(done.at, zone)}, après le début de la demi-journée : elle est notée en retard.`
              : `Enregistrée à ${formatTime(done.at, zone)}.`}
          </p>
          {done.flags.length > 0 && (
            <p className="text-sm text-muted-foreground">
              Votre formateur vérifiera cet émargement ({done.flags.map((flag) => FLAG_LABELS[flag]).join(", ")}).
            </p>
          )}
          <Button asChild variant="outline">
            <Link to="/mes-formations">Mes formations</Link>
          </Button>
        </Card>
      </div>
    );
  }

  if (waiting.length > 0) {
    const slot = halfDays.data?.find((halfDay) => halfDay.id === waiting[0].slotId);
    return (
      <Card role="status" className="mx-auto my-10 grid max-w-md gap-3 p-6 text-center">
        <InstallableApp />
        <h1 className="text-2xl font-bold">Signature gardée sur ce téléphone</h1>
        <p>
          Pas de réseau : votre signature
          {slot ? ` de la demi-journée de ${timeOf(slot.starts_at, slot.time_zone)}` : ""}, faite à{" "}
          {formatTime(waiting[0].signedAt, slot?.time_zone ?? phoneZone())}, sera envoyée dès le retour du réseau.
          Gardez cette page ou l'application ouverte, ou rouvrez-la plus tard.
        </p>
        <Button type="button" variant="outline" onClick={() => void queue.send()}>
          Réessayer l'envoi
        </Button>
      </Card>
    );
  }

  return (
    <div className="mx-auto my-6 grid max-w-md gap-5 px-4">
      <InstallableApp />
      <h1 className="text-2xl font-bold text-primary">Émarger</h1>
      <UnderWay halfDays={halfDays.data} />
      {refused.map((item) => (
        <div key={item.ref} role="alert" className="grid gap-2 rounded-md border border-destructive p-3 text-sm">
          <p>
            Votre signature faite hors ligne à {formatTime(item.signedAt, phoneZone())} a été refusée : {item.refusal}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => void queue.dismiss(item.ref)}>
            J'ai compris
          </Button>
        </div>
      ))}
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
        Joindre ma position (comparée au lieu de la formation ; sans elle, votre émargement est signalé au formateur
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
      <MyTimetable halfDays={halfDays.data ?? []} />
    </div>
  );
}
