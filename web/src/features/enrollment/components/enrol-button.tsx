import { useQueryClient } from "@tanstack/react-query";
import { CircleCheckIcon, CreditCardIcon, GraduationCapIcon, HourglassIcon, ListPlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { enrollmentKeys } from "~/domain/enrollment";
import { useAuth } from "~/lib/auth";
import { useHydrated } from "~/lib/hydration";
import { isEnrollable, useUpcomingSessions } from "~/lib/formation-sessions";
import { paths } from "~/lib/paths";
import { cn } from "~/lib/utils";
import { useActiveEnrollment, useWaitingPlace, type ActiveEnrollment } from "../api/active-enrollment";
import { FunctionCallError } from "~/lib/invoke-function";
import { joinWaitlist, leaveWaitlist } from "../api/enrol-in-session";
import { formatDeadline, waitlistPosition } from "../lib/hold-deadline";
import { PaymentDialog, type PaymentDialogProps } from "./payment-dialog";
import { SessionPicker } from "./session-picker";

export interface EnrolButtonProps {
  formation: PaymentDialogProps["formation"];
  /** The page's handler when nobody is signed in (spec §4 step 7): the formation page sends the visitor to /auth. */
  onSignedOut?: () => void;
  /**
   * The id of a native « Connexion requise » `<dialog>` in the page (decision 1072): while nobody is known to be signed
   * in, the button opens it through the platform (`commandfor`), from the HTML; a signed-out tap the island decides on
   * opens it too, instead of `onSignedOut`.
   */
  signedOutDialog?: string;
  className?: string;
  size?: ButtonProps["size"];
}

/**
 * "S'inscrire à cette formation" (spec §4 steps 1–3, issue 13): the learner first picks one of the formation's open
 * sessions; signed out → 'Connexion requise' and nothing opens; signed in → the payment dialog for that session. A full
 * session offers « Complet — rejoindre la liste d'attente » instead. A click made before the sign-in state is known
 * waits for it instead of guessing. A learner with an enrollment sees its state (issue 23): « Reprendre le paiement »
 * for an unpaid hold, « Vous êtes sur la liste d'attente » (with leave) for a waiting place, « Inscrit » only once the
 * seat is confirmed.
 */
export function EnrolButton({ formation, onSignedOut, signedOutDialog, className, size = "lg" }: EnrolButtonProps) {
  const { user, loading, ensureReady } = useAuth();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [clickPending, setClickPending] = useState(false);
  const active = useActiveEnrollment(user?.id, formation.id);
  const sessions = useUpcomingSessions();
  const queryClient = useQueryClient();
  const enrollable = (sessions.data ?? []).filter((s) => s.formation_id === formation.id && isEnrollable(s));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = enrollable.find((s) => s.id === chosenId) ?? enrollable.find((s) => s.seats_left > 0) ?? enrollable[0];
  const full = chosen !== undefined && chosen.seats_left <= 0;
  const [waiting, setWaiting] = useState<{ sessionId: number; position: number } | null>(null);
  const waitingPlace = useWaitingPlace(
    user?.id,
    formation.id,
    enrollable.map((s) => s.id),
  );
  const place = waitingPlace.data ?? waiting;

  useEffect(() => ensureReady(), [ensureReady]);

  const enterWaitlist = async (sessionId: number) => {
    try {
      const { position } = await joinWaitlist(sessionId);
      setWaiting({ sessionId, position });
      void queryClient.invalidateQueries({ queryKey: enrollmentKeys.mineInFormation(user?.id, formation.id) });
      toast({
        title: "Inscrit sur la liste d'attente",
        description: `Vous êtes n° ${position} sur la liste d'attente. Si une place se libère, elle vous est réservée et vous recevez un e-mail.`,
      });
    } catch (error) {
      toast({
        title: "Liste d'attente indisponible",
        description:
          error instanceof FunctionCallError ? error.message : "Une erreur est survenue. Veuillez réessayer plus tard.",
        variant: "destructive",
      });
      sessions.refetch();
    }
  };

  const decide = (signedIn: boolean) => {
    if (signedIn) {
      if (!chosen) return;
      if (full) void enterWaitlist(chosen.id);
      else setOpen(true);
      return;
    }
    if (signedOutDialog) {
      const dialog = document.getElementById(signedOutDialog);
      if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      return;
    }
    toast({
      title: "Connexion requise",
      description: "Veuillez vous connecter pour vous inscrire à cette formation",
      variant: "destructive",
    });
    onSignedOut?.();
  };

  // A signed-in person's click also waits for the sessions, so that it opens the chosen one instead of being lost.
  const sessionsPending = user !== null && sessions.isPending;
  useEffect(() => {
    if (!clickPending || loading || sessionsPending) return;
    // A click held while the session or sessions were loading is acted on once they settle.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setClickPending(false);
    decide(user !== null);
    // decide() reads the latest props; running it once per settled click is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clickPending, loading, sessionsPending, user]);

  const onClick = () => {
    if (loading) {
      ensureReady();
      setClickPending(true);
      return;
    }
    decide(user !== null);
  };

  if (user && active.data?.status === "pending") {
    return <UnpaidHold formation={formation} enrollment={active.data} className={className} />;
  }
  if (user && active.data) return <AlreadyEnrolled className={className} />;
  if (user && place) {
    return (
      <OnWaitlist
        position={place.position}
        className={className}
        onLeave={async () => {
          await leaveWaitlist(place.sessionId);
          setWaiting(null);
          await queryClient.invalidateQueries({ queryKey: enrollmentKeys.mineInFormation(user.id, formation.id) });
          toast({ title: "Vous avez quitté la liste d'attente" });
        }}
      />
    );
  }
  if (sessions.data && !chosen) {
    return (
      <p
        className={cn("rounded-md bg-muted px-4 py-3 text-sm text-muted-foreground", className)}
        data-testid="no-open-session"
      >
        Aucune session n'est ouverte aux inscriptions pour le moment.{" "}
        <Link to={paths.contact()} className="font-medium text-primary underline underline-offset-4">
          Demandez une session
        </Link>
        .
      </p>
    );
  }

  return (
    <div className={cn("grid gap-3", className)}>
      {enrollable.length > 0 && (
        <SessionPicker sessions={enrollable} value={chosen?.id ?? null} onChange={setChosenId} />
      )}
      <Button
        size={size}
        variant={full ? "outline" : "accent"}
        className="h-auto w-full py-2 whitespace-normal"
        onClick={onClick}
        disabled={user !== null && !chosen}
        aria-busy={clickPending || (user !== null && !chosen) || undefined}
        {...(signedOutDialog && !user && !(hydrated && loading)
          ? // React's types do not know the invoker commands yet; React and Preact write them as given.
            ({ commandfor: signedOutDialog, command: "show-modal", "data-when-signed-out": "" } as Record<
              string,
              string
            >)
          : {})}
      >
        {full ? <ListPlusIcon aria-hidden="true" /> : <GraduationCapIcon aria-hidden="true" />}
        {full ? "Complet — rejoindre la liste d'attente" : "S'inscrire à cette formation"}
      </Button>
      {chosen && (
        <PaymentDialog
          formation={{ ...formation, session_id: chosen.id, session: chosen } as PaymentDialogProps["formation"]}
          open={open}
          onOpenChange={setOpen}
          onSignedOut={onSignedOut}
        />
      )}
    </div>
  );
}

function AlreadyEnrolled({ className }: { className?: string }) {
  return (
    <div className={cn("grid gap-2", className)} data-testid="already-enrolled">
      <p className="flex items-center justify-center gap-2 rounded-md bg-muted px-4 py-2 font-semibold text-primary">
        <CircleCheckIcon className="size-5" aria-hidden="true" />
        Inscrit
      </p>
      <Button asChild variant="outline" className="h-auto py-2 text-center whitespace-normal">
        <Link to={paths.myTrainings()}>Voir mon inscription dans « Mes formations »</Link>
      </Button>
    </div>
  );
}

/** An unpaid hold: when it ends, and « Reprendre le paiement » on the same enrollment. */
function UnpaidHold({
  formation,
  enrollment,
  className,
}: {
  formation: EnrolButtonProps["formation"];
  enrollment: ActiveEnrollment;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const priced = enrollment.payment_amount !== null && enrollment.payment_currency !== null;
  return (
    <div className={cn("grid gap-2", className)} data-testid="unpaid-hold">
      <p className="rounded-md bg-warm-subtle px-4 py-2 text-center text-sm font-semibold text-warm-subtle-foreground">
        {enrollment.hold_expires_at
          ? `Place réservée jusqu'au ${formatDeadline(enrollment.hold_expires_at)}, en attente de paiement`
          : "Place réservée, en attente de paiement"}
      </p>
      {priced && (
        <Button
          variant="accent"
          size="lg"
          className="h-auto w-full py-2 whitespace-normal"
          onClick={() => setOpen(true)}
        >
          <CreditCardIcon aria-hidden="true" />
          Reprendre le paiement
        </Button>
      )}
      <Button asChild variant="outline" className="h-auto py-2 text-center whitespace-normal">
        <Link to={paths.myTrainings()}>Voir mon inscription dans « Mes formations »</Link>
      </Button>
      {priced && (
        <PaymentDialog
          formation={{
            id: formation.id,
            title: formation.title,
            price: enrollment.payment_amount,
            price_currency: enrollment.payment_currency!,
          }}
          enrollmentId={enrollment.id}
          initialMethod={enrollment.payment_method ?? undefined}
          open={open}
          onOpenChange={setOpen}
        />
      )}
    </div>
  );
}

/** A waiting place in this formation's full session: its position, and leave. */
function OnWaitlist({
  position,
  onLeave,
  className,
}: {
  position: number;
  onLeave: () => Promise<void>;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    try {
      await onLeave();
    } catch (error) {
      toast({
        title: "Impossible de quitter la liste d'attente",
        description: error instanceof FunctionCallError ? error.message : "Réessayez dans un instant.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={cn("grid gap-2", className)} data-testid="on-waitlist">
      <p
        className="flex items-center justify-center gap-2 rounded-md bg-muted px-4 py-2 text-center font-semibold"
        role="status"
      >
        <HourglassIcon className="size-5 shrink-0" aria-hidden="true" />
        Vous êtes sur la liste d'attente ({waitlistPosition(position)})
      </p>
      <Button variant="outline" onClick={() => void leave()} disabled={busy}>
        {busy ? "Un instant…" : "Quitter la liste d'attente"}
      </Button>
    </div>
  );
}
