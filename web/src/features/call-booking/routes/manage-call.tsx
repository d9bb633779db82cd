import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldAlert } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { site } from "~/config/site";
import { BookingError, cancelCall, managedCallQuery, rescheduleCall, slotsQuery } from "../api/call-booking";
import { SlotPicker } from "../components/slot-picker";
import { browserTimeZone, slotLabel, type Office } from "../lib/slots";

export function meta() {
  return [
    { title: `Votre premier échange | ${site.name}` },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

function NewTime({ token, office, onDone }: { token: string; office: Office; onDone: () => void }) {
  const timeZone = browserTimeZone();
  const slots = useQuery(slotsQuery(office));
  const [slot, setSlot] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const move = async () => {
    if (!slot) return setProblem("Choisissez un créneau.");
    setBusy(true);
    try {
      await rescheduleCall(token, slot);
      onDone();
    } catch (failure) {
      setProblem(failure instanceof BookingError ? failure.message : "Le changement n'a pas abouti.");
      void slots.refetch();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-3">
      <h2 className="text-lg font-semibold">Choisir un autre créneau</h2>
      {slots.data ? (
        <SlotPicker slots={slots.data} timeZone={timeZone} value={slot} onChange={setSlot} name="new-slot" />
      ) : (
        <p role="status">Chargement des créneaux…</p>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <Button type="button" disabled={busy} onClick={() => void move()}>
        Confirmer ce nouvel horaire
      </Button>
    </div>
  );
}

/** /rendez-vous/gerer/<token>: the visitor's link from the e-mails, to move or cancel their call (decision 1021). */
export default function ManageCallRoute() {
  const { token = "" } = useParams();
  const queryClient = useQueryClient();
  const call = useQuery({ ...managedCallQuery(token), retry: false });
  const [moving, setMoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const timeZone = browserTimeZone();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["call-booking", token] });

  if (call.isPending)
    return (
      <p role="status" className="p-10 text-center text-muted-foreground">
        Chargement du rendez-vous…
      </p>
    );
  if (call.isError || !call.data)
    return (
      <Card role="alert" className="mx-auto my-10 flex max-w-md flex-row items-start gap-3 p-6">
        <ShieldAlert className="size-10 shrink-0 text-destructive" aria-hidden="true" />
        <p>Ce lien de rendez-vous est introuvable. Vérifiez l'adresse reçue par e-mail.</p>
      </Card>
    );
  const booking = call.data;
  const cancel = async () => {
    try {
      await cancelCall(token);
      refresh();
    } catch (failure) {
      setProblem(failure instanceof BookingError ? failure.message : "L'annulation n'a pas abouti.");
    }
  };
  return (
    <Container className="grid max-w-2xl gap-6 py-10">
      <h1 className="text-3xl font-bold text-primary">Votre premier échange</h1>
      <Card className="grid gap-2 p-6">
        <p>
          <strong>{slotLabel(booking.starts_at, timeZone)}</strong> (votre heure), 15 minutes avec {booking.consultant}{" "}
          (bureau de {booking.office}).
        </p>
        <p className="text-sm text-muted-foreground">Sujet : {booking.subject}</p>
        <p role="status" className="font-medium">
          {booking.status === "cancelled" ? "Ce rendez-vous est annulé." : "Ce rendez-vous est confirmé."}
        </p>
      </Card>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      {booking.status === "booked" &&
        (moving ? (
          <NewTime token={token} office={booking.office} onDone={() => (setMoving(false), refresh())} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => setMoving(true)}>
              Changer d'horaire
            </Button>
            <Button type="button" variant="outline" onClick={() => void cancel()}>
              Annuler le rendez-vous
            </Button>
          </div>
        ))}
    </Container>
  );
}
