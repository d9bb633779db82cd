import { CANCELLATION_POLICY_TEXT } from "@common/cancellation-policy";
import { useQueryClient } from "@tanstack/react-query";
import { GraduationCap } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toast";
import { enrollmentKeys } from "~/domain/enrollment";
import { formatMoney } from "@common/format";
import type { CancelResult } from "@common/functions/answers";
import { PaymentDialog, leaveWaitlist } from "~/features/enrollment";
import { FunctionCallError } from "~/lib/invoke-function";
import { useAuth } from "~/lib/auth";
import { paths } from "~/lib/paths";
import { useMyEnrollments, useMyWaitlist, type MyEnrollment, type MyWaitlistPlace } from "../api/my-enrollments";
import { CancelEnrollmentDialog } from "../components/cancel-enrollment-dialog";
import { EnrollmentCard } from "../components/enrollment-card";
import { WaitlistCard } from "../components/waitlist-card";
import { formatDay, viewOfEnrollment } from "../lib/enrollment-state";
import { signedInMeta } from "../lib/signed-in-meta";
import { SpaceHeader } from "~/components/back-office/space-header";
import { isSessionEndedError } from "~/lib/session-ended";

export const LOAD_TIMEOUT_MS = 10_000;

export function meta() {
  return signedInMeta("Mes formations", "Vos inscriptions aux formations, leur paiement et leurs documents.");
}

function LoadingRows() {
  return (
    <div role="status" aria-label="Chargement de vos formations" className="grid gap-4">
      {[0, 1, 2].map((index) => (
        <Card key={index} data-testid="enrollment-skeleton" className="flex gap-4 p-5">
          <div className="grid flex-1 gap-3">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
          <Skeleton className="h-10 w-24 self-center" />
        </Card>
      ))}
    </div>
  );
}

function NoEnrollment() {
  return (
    <EmptyState icon={GraduationCap} title="Vous n'êtes inscrit à aucune formation pour le moment" className="gap-4">
      <p className="max-w-prose text-muted-foreground">
        Parcourez notre catalogue de formations certifiantes et inscrivez-vous en quelques clics.
      </p>
      <Button asChild>
        <Link to={paths.catalogue()}>Découvrir nos formations</Link>
      </Button>
    </EmptyState>
  );
}

/** Turns a load still pending after the timeout into a failure (spec §4); once failed it stays failed. */
function useLoadTimeout(pending: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setTimedOut(true), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return timedOut;
}

/** The payment dialog's formation, priced as the enrollment (what is owed), not as the catalogue is today. */
const payingFormation = (enrollment: MyEnrollment) => ({
  id: enrollment.formation_id,
  title: enrollment.formations?.title ?? `Formation n° ${enrollment.formation_id}`,
  price: enrollment.payment_amount,
  price_currency: enrollment.payment_currency ?? "XOF",
  session: enrollment.course_sessions,
});

/**
 * « Mes formations », the learner's control centre (issue 23): every enrollment as a card — session, status in words,
 * reference, pay or resume, bank details, invoice and convocation, cancel under the policy — and the waitlist places.
 * `?payer=<enrollment id>` (the link of the promotion e-mail) opens the payment of that enrollment at once.
 */
export default function MyTrainingsRoute() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const query = useMyEnrollments(user?.id);
  const waitlist = useMyWaitlist(user?.id);
  const timedOut = useLoadTimeout(query.isPending);
  const failed = query.isError || timedOut;
  const [searchParams, setSearchParams] = useSearchParams();
  const [paying, setPaying] = useState<MyEnrollment | null>(null);
  const [cancelling, setCancelling] = useState<MyEnrollment | null>(null);

  // An ended session is no load error: the person is sent to sign in again, told why (decision 1033).
  const sessionEnded = query.isError && isSessionEndedError(query.error);
  useEffect(() => {
    if (!failed || sessionEnded) return;
    toast({
      title: "Erreur de chargement",
      description: "Impossible de charger vos inscriptions",
      variant: "destructive",
    });
  }, [failed, sessionEnded]);

  const requested = searchParams.get("payer");
  useEffect(() => {
    if (requested === null || !query.isSuccess) return;
    const enrollment = query.data.find((row) => String(row.id) === requested);
    const pay = enrollment ? viewOfEnrollment(enrollment).pay : null;
    if (enrollment && pay) {
      // The link's one job is to open this dialog, once the enrollments are known.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPaying(enrollment);
    } else {
      toast({
        title: "Rien à payer",
        description: enrollment
          ? "Cette inscription n'attend pas de paiement : son statut est indiqué ci-dessous."
          : "Cette inscription est introuvable dans votre espace.",
      });
    }
    const next = new URLSearchParams(searchParams);
    next.delete("payer");
    setSearchParams(next, { replace: true });
  }, [requested, query.isSuccess, query.data, searchParams, setSearchParams]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: enrollmentKeys.all });

  const onCancelled = (result: CancelResult, enrollment: MyEnrollment) => {
    setCancelling(null);
    refresh();
    toast({
      title: enrollment.status === "pending" ? "Place libérée" : "Inscription annulée",
      description: result.refund
        ? `Nous vous remboursons ${formatMoney(result.refund.amount, result.refund.currency)} au plus tard le ${formatDay(result.refund.due_on)}. Un e-mail vous le confirme.`
        : "C'est fait. Un e-mail vous le confirme.",
    });
  };

  const onLeave = async (place: MyWaitlistPlace) => {
    try {
      await leaveWaitlist(place.session_id);
      toast({ title: "Vous avez quitté la liste d'attente" });
      refresh();
    } catch (error) {
      toast({
        title: "Impossible de quitter la liste d'attente",
        description: error instanceof FunctionCallError ? error.message : "Réessayez dans un instant.",
        variant: "destructive",
      });
    }
  };

  let body: React.ReactNode;
  const places = waitlist.data ?? [];
  if (failed)
    body = (
      <LoadError
        message="Impossible de charger vos formations"
        onRetry={() => window.location.reload()}
        retryVariant="default"
      />
    );
  else if (query.isPending) body = <LoadingRows />;
  else if (query.data.length === 0 && places.length === 0) body = <NoEnrollment />;
  else
    body = (
      <ul className="grid gap-4">
        {places.map((place) => (
          <li key={`waitlist-${place.id}`}>
            <WaitlistCard place={place} onLeave={onLeave} />
          </li>
        ))}
        {query.data.map((enrollment) => (
          <li key={enrollment.id}>
            <EnrollmentCard enrollment={enrollment} onPay={setPaying} onCancel={setCancelling} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto grid max-w-5xl min-w-0 gap-6">
      <SpaceHeader title="Mes formations">
        Vos inscriptions, leur paiement, vos documents et vos annulations.
      </SpaceHeader>
      {body}
      <section aria-labelledby="cancellation-policy" className="grid gap-1 text-sm text-muted-foreground">
        <h2 id="cancellation-policy" className="font-semibold text-foreground">
          Conditions d'annulation
        </h2>
        <p>{CANCELLATION_POLICY_TEXT}</p>
      </section>
      {paying && (
        <PaymentDialog
          formation={payingFormation(paying)}
          enrollmentId={paying.id}
          initialMethod={paying.payment_method ?? undefined}
          open
          onOpenChange={(open) => {
            if (!open) {
              setPaying(null);
              refresh();
            }
          }}
        />
      )}
      <CancelEnrollmentDialog enrollment={cancelling} onClose={() => setCancelling(null)} onCancelled={onCancelled} />
    </div>
  );
}
