import { ATTENDANCE_STATUS_LABELS } from "@common/attendance-labels";
import * as React from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { useMarkAttendance } from "../api/attendance-changes";
import { isNetworkFailure, type QueuedMark } from "../lib/offline-queue";
import type { AttendanceStatus } from "../lib/attendance-labels";
import { FormDialogFooter } from "~/components/back-office/form-dialog-footer";

export interface MarkTarget {
  slotId: number;
  slotLabel: string;
  enrollmentId: number;
  learnerName: string;
  status?: AttendanceStatus;
}

interface MarkDialogProps {
  sessionId: number;
  as: "trainer" | "staff";
  target: MarkTarget | null;
  onClose(): void;
  /** The trainer's offline queue (decision 1017): a mark made without a network is kept and sent later. */
  queueOffline?: (item: QueuedMark) => Promise<void>;
  userId?: string;
}

/** The trainer records a learner (present without a phone, late, absent, excused) or staff correct: always a reason. */
export function MarkDialog({ sessionId, as, target, onClose, queueOffline, userId }: MarkDialogProps) {
  const mark = useMarkAttendance(sessionId, as);
  // Keyed by its target in the parent: a new learner or half-day starts from a fresh form.
  const [status, setStatus] = React.useState<AttendanceStatus>(
    target?.status && as === "staff" ? target.status : "absent",
  );
  const [reason, setReason] = React.useState("");
  const [error, setError] = React.useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!target) return;
    if (reason.trim().length < 3) {
      setError("Indiquez la raison (3 caractères au moins).");
      return;
    }
    mark.mutate(
      { slotId: target.slotId, enrollmentId: target.enrollmentId, status, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({
            title: as === "staff" ? "Émargement corrigé" : "Relevé enregistré",
            description: target.learnerName,
          });
          onClose();
        },
        onError: (failure) => {
          if (!queueOffline || !userId || !isNetworkFailure(failure)) {
            setError(failure.message);
            return;
          }
          void queueOffline({
            kind: "mark",
            ref: crypto.randomUUID(),
            userId,
            sessionId,
            slotId: target.slotId,
            enrollmentId: target.enrollmentId,
            learnerName: target.learnerName,
            status,
            reason: reason.trim(),
            markedAt: new Date().toISOString(),
          }).then(() => {
            toast({
              title: "Relevé gardé sur cet appareil",
              description: `${target.learnerName} : envoyé dès le retour du réseau.`,
            });
            onClose();
          });
        },
      },
    );
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form method="post" onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{as === "staff" ? "Corriger l'émargement" : "Relever la présence"}</DialogTitle>
            <DialogDescription>
              {target?.learnerName} — {target?.slotLabel}
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Statut</legend>
            {(Object.keys(ATTENDANCE_STATUS_LABELS) as AttendanceStatus[]).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="status"
                  value={value}
                  checked={status === value}
                  onChange={() => setStatus(value)}
                  className="size-4 accent-primary"
                />
                {ATTENDANCE_STATUS_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <FormField label="Raison" required error={error} hint="Conservée avec l'émargement.">
            <Textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
          </FormField>
          <FormDialogFooter onCancel={onClose} submitDisabled={mark.isPending}>
            Enregistrer
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
