import * as React from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import { useSignSlot, type SessionAttendance } from "../api/attendance";
import {
  flagSummary,
  METHOD_LABELS,
  PHASE_LABELS,
  STATUS_LABELS,
  slotLabel,
  slotPhase,
  type Slot,
} from "../lib/attendance-labels";
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

function TrainerSignature({
  sessionId,
  slotId,
  onSigned,
}: {
  sessionId: number;
  slotId: number;
  onSigned(slotId: number): void;
}) {
  const sign = useSignSlot(sessionId);
  const [signature, setSignature] = React.useState<string | null>(null);
  return (
    <div className="grid gap-3 border-t pt-4">
      <h3 className="font-semibold">Signer la demi-journée</h3>
      <p className="text-sm text-muted-foreground">
        Votre signature clôt l'émargement : les apprenants non relevés seront notés absents.
      </p>
      <SignaturePad label="Signature du formateur" onChange={setSignature} />
      <Button
        type="button"
        className="justify-self-start"
        disabled={!signature || sign.isPending}
        onClick={() =>
          sign.mutate(
            { slotId, signature: signature! },
            {
              onSuccess: () => {
                onSigned(slotId);
                toast({ title: "Demi-journée signée" });
              },
              onError: (error) =>
                toast({ title: "Signature refusée", description: error.message, variant: "destructive" }),
            },
          )
        }
      >
        Signer et clore
      </Button>
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
                    ? `${STATUS_LABELS[mark.status]} — ${METHOD_LABELS[mark.method] ?? mark.method}${mark.reason ? ` (${mark.reason})` : ""}`
                    : "Pas encore émargé"}
                </span>
                {flagged && (
                  <span className="text-sm font-medium text-destructive" data-testid="attendance-flag">
                    À vérifier : {flagged}
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
        <TrainerSignature sessionId={data.session.id} slotId={slot.id} onSigned={onSigned} />
      )}
    </Card>
  );
}
