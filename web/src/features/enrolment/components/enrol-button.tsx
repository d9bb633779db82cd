import { GraduationCapIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useAuth } from "~/lib/auth";
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
 */
export function EnrolButton({ formation, onSignedOut, className, size = "lg" }: EnrolButtonProps) {
  const { user, loading, ensureReady } = useAuth();
  const [open, setOpen] = useState(false);
  const [clickPending, setClickPending] = useState(false);

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
