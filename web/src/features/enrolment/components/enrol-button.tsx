import { CircleCheckIcon, GraduationCapIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useAuth } from "~/lib/auth";
import { paths } from "~/lib/paths";
import { cn } from "~/lib/utils";
import { useActiveEnrollment } from "../api/active-enrollment";
import { PaymentDialog, type PaymentDialogProps } from "./payment-dialog";

export interface EnrolButtonProps {
  formation: PaymentDialogProps["formation"];
  /** The page's handler when nobody is signed in (spec §4 step 7): the course page sends the visitor to /auth. */
  onSignedOut?: () => void;
  className?: string;
  size?: ButtonProps["size"];
}

/**
 * "S'inscrire à cette formation" (spec §4 steps 1–3): signed out → 'Connexion requise' and nothing opens;
 * signed in → the payment dialog. A click made before the session is known waits for it instead of guessing.
 * A learner who already holds an active enrolment in the course sees 'Déjà inscrit' and a link to it instead.
 */
export function EnrolButton({ formation, onSignedOut, className, size = "lg" }: EnrolButtonProps) {
  const { user, loading, ensureReady } = useAuth();
  const [open, setOpen] = useState(false);
  const [clickPending, setClickPending] = useState(false);
  const active = useActiveEnrollment(user?.id, formation.id);

  useEffect(() => ensureReady(), [ensureReady]);

  const decide = (signedIn: boolean) => {
    if (signedIn) {
      setOpen(true);
      return;
    }
    toast({ title: "Connexion requise", description: "Veuillez vous connecter pour vous inscrire à cette formation", variant: "destructive" });
    onSignedOut?.();
  };

  useEffect(() => {
    if (!clickPending || loading) return;
    setClickPending(false);
    decide(user !== null);
    // decide() reads the latest props; running it once per settled click is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clickPending, loading, user]);

  const onClick = () => {
    if (loading) {
      ensureReady();
      setClickPending(true);
      return;
    }
    decide(user !== null);
  };

  if (user && active.data) return <AlreadyEnrolled className={className} />;

  return (
    <>
      <Button size={size} variant="accent" className={className} onClick={onClick} aria-busy={clickPending || undefined}>
        <GraduationCapIcon aria-hidden="true" />
        S'inscrire à cette formation
      </Button>
      <PaymentDialog formation={formation} open={open} onOpenChange={setOpen} onSignedOut={onSignedOut} />
    </>
  );
}

function AlreadyEnrolled({ className }: { className?: string }) {
  return (
    <div className={cn("grid gap-2", className)} data-testid="already-enrolled">
      <p className="flex items-center justify-center gap-2 rounded-md bg-muted px-4 py-2 font-semibold text-primary">
        <CircleCheckIcon className="size-5" aria-hidden="true" />
        Déjà inscrit
      </p>
      <Button asChild variant="outline" className="h-auto py-2 text-center whitespace-normal">
        <Link to={paths.myTrainings()}>Voir mon inscription dans « Mes formations »</Link>
      </Button>
    </div>
  );
}
