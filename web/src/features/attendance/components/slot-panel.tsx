import { ATTENDANCE_STATUS_LABELS } from "@common/attendance-labels";
import * as React from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { plural } from "@common/format";
import { useSignSlot } from "../api/attendance-changes";
import type { SessionAttendance } from "../api/session-attendance";
import { flagSummary, METHOD_LABELS, PHASE_LABELS, slotLabel, slotPhase, type Slot } from "../lib/attendance-labels";
import type { MarkTarget } from "./mark-dialog";
import { SignaturePad } from "./signature-pad";
import { SlotCode } from "./slot-code";

interface SlotPanelProps {
  data: SessionAttendance;
  slot: Slot;
  as: "trainer" | "staff";
  now: Date;
  onMark(target: MarkTarget): void;
  /** The trainer signed this half-day: the page keeps it on screen rather than moving to the next one to sign. */
  onSigned(slotId: number): void;
}

/**
 * The trainer's signature closes the half-day: asked first, naming who will be marked absent (review 2026-12-06
 * finding 22).
 */
function TrainerSignature({
  sessionId,
  slotId,
  label,
  unmarked,
  onSigned,
}: {
  sessionId: number;
  slotId: number;
  label: string;
  /** The learners not marked yet: the database marks them absent when the half-day is signed. */
  unmarked: readonly string[];
  onSigned(slotId: number): void;
}) {
  const sign = useSignSlot(sessionId);
  const [signature, setSignature] = React.useState<string | null>(null);
  const [asking, setAsking] = React.useState(false);
  const close = () =>
    sign.mutate(
      { slotId, signature: signature! },
      {
        onSuccess: () => {
          setAsking(false);
          onSigned(slotId);
          toast({ title: "Demi-journée signée" });
        },
        onError: (error) => {
          setAsking(false);
          toast({ title: "Signature refusée", description: error.message, variant: "destructive" });
        },
      },
    );
  return (
    <div className="grid gap-3 border-t pt-4">
      <h3 className="font-semibold">Signer la demi-journée</h3>
      <p className="text-sm text-muted-foreground">
        Votre signature clôt l'émargement : les apprenants non relevés seront notés absents.
      </p>
      <SignaturePad label="Signature du formateur" onChange={setSignature} />
      <Button
        type="button"
        className="justify-self-start"
        disabled={!signature || sign.isPending}
        onClick={() => setAsking(true)}
      >
        Signer et clore
      </Button>
      <Dialog open={asking} onOpenChange={(open) => !open && !sign.isPending && setAsking(false)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Clore cette demi-journée ?</DialogTitle>
            <DialogDescription>
              <span className="first-letter:uppercase">{label}</span>.{" "}
              {unmarked.length === 0
                ? "Tous les apprenants sont relevés."
                : unmarked.length === 1
                  ? `Pas encore de relevé pour ${unmarked[0]} : son absence sera notée.`
                  : `Pas encore de relevé pour ${plural(unmarked.length, "apprenant", "apprenants")} (${unmarked.join(", ")}) : leur absence sera notée.`}{" "}
              Vous ne pourrez plus relever personne ensuite ; seul le cabinet pourra corriger.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={sign.isPending} onClick={() => setAsking(false)}>
              Revenir
            </Button>
            <Button type="button" disabled={sign.isPending} onClick={close}>
              Signer et clore
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** One half-day: its code while open (trainer), each learner's status, and the trainer's signature. */
export function SlotPanel({ data, slot, as, now, onMark, onSigned }: SlotPanelProps) {
  const phase = slotPhase(slot, now);
  const label = slotLabel(slot);
  const markOf = new Map(
    data.marks.filter((mark) => mark.slot_id === slot.id).map((mark) => [mark.enrollment_id, mark]),
  );
  const mayMark = as === "staff" || phase === "open" || phase === "over";
  return (
    <Card className="gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold first-letter:uppercase">{label}</h2>
        <Badge variant={phase === "signed" ? "secondary" : "default"}>{PHASE_LABELS[phase]}</Badge>
      </div>
      {as === "trainer" && phase === "open" && <SlotCode slotId={slot.id} />}
      <ul className="grid gap-2" aria-label={`Apprenants, ${label}`}>
        {data.learners.map((learner) => {
          const mark = markOf.get(learner.enrollment_id);
          // A flag concerns the learner's own signature; once the trainer or staff recorded the row, it is settled.
          const flagged = mark && ["signature", "tap"].includes(mark.method) ? flagSummary(mark) : null;
          return (
            <li
              key={learner.enrollment_id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <div className="grid min-w-0">
                <span className="font-medium break-words">{learner.learner_name}</span>
                <span className="text-sm text-muted-foreground">
                  {mark
                    ? `${ATTENDANCE_STATUS_LABELS[mark.status]} — ${METHOD_LABELS[mark.method] ?? mark.method}${mark.reason ? ` (${mark.reason})` : ""}`
                    : "Pas encore émargé"}
                </span>
                {flagged && (
                  <span className="text-sm font-medium text-destructive" data-testid="attendance-flag">
                    À vérifier : {flagged}
                  </span>
                )}
              </div>
              {mayMark &&
                (as === "staff" || (phase !== "signed" && !["signature", "tap"].includes(mark?.method ?? ""))) && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() =>
                      onMark({
                        slotId: slot.id,
                        slotLabel: label,
                        enrollmentId: learner.enrollment_id,
                        learnerName: learner.learner_name,
                        status: mark?.status,
                      })
                    }
                  >
                    {as === "staff" ? "Corriger" : "Relever"}
                    <span className="sr-only"> {learner.learner_name}</span>
                  </Button>
                )}
            </li>
          );
        })}
      </ul>
      {as === "trainer" && (phase === "open" || phase === "over") && (
        <TrainerSignature
          sessionId={data.session.id}
          slotId={slot.id}
          label={label}
          unmarked={data.learners
            .filter((learner) => !markOf.has(learner.enrollment_id))
            .map((learner) => learner.learner_name)}
          onSigned={onSigned}
        />
      )}
    </Card>
  );
}
