import { ATTENDANCE_STATUS_LABELS } from "@common/attendance-labels";
import { useQueryClient } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import * as React from "react";
import { useParams } from "react-router";
import { LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Button } from "~/components/ui/button";
import { DataTable, type DataTableColumn } from "~/components/data-table/data-table";
import { Card } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import { formatTime } from "@common/format";
import { site } from "~/config/site";
import { useProfile } from "~/domain/profile";
import { useAuth } from "~/lib/auth";
import {
  attendanceKeys,
  downloadSessionPdf,
  useSessionAttendance,
  ATTENDANCE_REFRESH_MS,
  type SessionAttendance,
} from "../api/session-attendance";
import { useIssueCompletionCertificates } from "../api/completion-certificates";
import { useAttendanceQueue } from "../api/offline-attendance";
import { IssuedCertificates } from "../components/issued-certificates";
import { MarkDialog, type MarkTarget } from "../components/mark-dialog";
import type { QueuedItem, QueuedMark } from "../lib/offline-queue";
import { SlotPanel } from "../components/slot-panel";
import { SlotTimes } from "../components/slot-times";
import { VenuePosition } from "../components/venue-position";
import { currentSlot, flagSummary, formatHours, slotLabel, type AttendanceStatus } from "../lib/attendance-labels";
import { SpaceHeader } from "~/components/back-office/space-header";

export function meta() {
  return [
    { title: `Émargement | ${site.name}` },
    { name: "description", content: "L'émargement par demi-journée d'une session." },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

function useNow(everyMs = 30_000) {
  const [now, setNow] = React.useState(() => new Date());
  React.useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

type LearnerHours = SessionAttendance["learners"][number];

const hoursColumns: DataTableColumn<LearnerHours>[] = [
  { key: "learner", header: "Apprenant", cell: (learner) => learner.learner_name },
  {
    key: "hours",
    header: "Suivies / prévues",
    align: "end",
    cell: (learner) => (
      <span className="tabular-nums">
        {formatHours(learner.attended_minutes)} / {formatHours(learner.planned_minutes)} ({learner.attendance_percent}{" "}
        %)
      </span>
    ),
  },
];

function Hours({ data }: { data: SessionAttendance }) {
  return (
    <DataTable
      caption="Heures suivies"
      columns={hoursColumns}
      rows={data.learners}
      rowKey={(learner) => learner.enrollment_id}
    />
  );
}

function Corrections({ data }: { data: SessionAttendance }) {
  if (data.corrections.length === 0) return null;
  const name = new Map(data.learners.map((learner) => [learner.enrollment_id, learner.learner_name]));
  const label = new Map(data.slots.map((slot) => [slot.id, slotLabel(slot)]));
  const status = (value: string | null) =>
    value ? (ATTENDANCE_STATUS_LABELS[value as AttendanceStatus] ?? value) : "—";
  return (
    <Card className="gap-2 p-4">
      <h2 className="font-semibold">Historique des corrections</h2>
      <ul className="grid gap-1 text-sm">
        {data.corrections.map((row, index) => (
          <li key={index}>
            {new Date(row.corrected_at).toLocaleString("fr-FR")} — {name.get(row.enrollment_id)},{" "}
            {label.get(row.slot_id)} : {status(row.old_status)} → {status(row.new_status)} (« {row.reason} »)
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * Learners' own signatures that stood out (far from the venue, no position, no device, a phone shared with another
 * learner), all half-days together: staff and the trainer check them and correct or relieve if need be.
 */
function Flagged({ data }: { data: SessionAttendance }) {
  const rows = data.marks.filter((mark) => ["signature", "tap"].includes(mark.method) && mark.flags?.length);
  if (rows.length === 0) return null;
  const name = new Map(data.learners.map((learner) => [learner.enrollment_id, learner.learner_name]));
  const slots = new Map(data.slots.map((slot) => [slot.id, slot]));
  return (
    <Card className="gap-2 border-destructive/50 p-4" role="region" aria-labelledby="flagged-title">
      <h2 id="flagged-title" className="font-semibold">
        Émargements à vérifier ({rows.length})
      </h2>
      <ul className="grid gap-1 text-sm">
        {rows.map((mark) => {
          const slot = slots.get(mark.slot_id);
          return (
            <li key={`${mark.slot_id}:${mark.enrollment_id}`} data-testid="flagged-attendance">
              {name.get(mark.enrollment_id) ?? "Apprenant"}, {slot ? slotLabel(slot) : "demi-journée"} :{" "}
              {flagSummary(mark)}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** /emargement/:sessionId — the trainer's attendance on the day (phone first), and staff's view with corrections. */
/** The trainer's marks waiting for the network, and those the server refused (with its reason). */
function QueuedMarks({
  items,
  onDismiss,
  onRetry,
}: {
  items: readonly QueuedItem[];
  onDismiss(ref: string): void;
  onRetry(): void;
}) {
  const marks = items.filter((item): item is QueuedMark => item.kind === "mark");
  if (marks.length === 0) return null;
  const waiting = marks.filter((mark) => !mark.refusal);
  return (
    <Card role="status" className="grid gap-2 p-4 text-sm">
      {waiting.length > 0 && (
        <p>
          {waiting.length === 1 ? "1 relevé attend" : `${waiting.length} relevés attendent`} le retour du réseau :{" "}
          {waiting.map((mark) => `${mark.learnerName} (${ATTENDANCE_STATUS_LABELS[mark.status]})`).join(", ")}.{" "}
          <Button type="button" variant="link" className="h-auto p-0" onClick={onRetry}>
            Réessayer l'envoi
          </Button>
        </p>
      )}
      {marks
        .filter((mark) => mark.refusal)
        .map((mark) => (
          <p key={mark.ref} role="alert">
            Relevé de {mark.learnerName} refusé : {mark.refusal}{" "}
            <Button type="button" variant="link" className="h-auto p-0" onClick={() => onDismiss(mark.ref)}>
              J'ai compris
            </Button>
          </p>
        ))}
    </Card>
  );
}

export default function SessionAttendanceRoute() {
  const sessionId = Number(useParams().sessionId);
  const { data: profile } = useProfile();
  const as = profile?.role === "admin" ? "staff" : "trainer";
  const attendance = useSessionAttendance(sessionId);
  const issue = useIssueCompletionCertificates(sessionId);
  const now = useNow();
  const [chosen, setChosen] = React.useState<number | null>(null);
  const [target, setTarget] = React.useState<MarkTarget | null>(null);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // The trainer's marks made without a network, sent when it returns (decision 1017).
  const queue = useAttendanceQueue(as === "trainer" ? user?.id : undefined, () =>
    queryClient.invalidateQueries({ queryKey: attendanceKeys.session(sessionId) }),
  );

  if (attendance.isError)
    return <LoadError message={attendance.error.message} onRetry={() => void attendance.refetch()} />;
  if (attendance.isPending) return <TableSkeleton label="Chargement de l'émargement" rows={4} />;
  const data = attendance.data;
  const slot = data.slots.find((row) => row.id === chosen) ?? currentSlot(data.slots, now);
  const download = (name: "attendance-sheet" | "quality-report", filename: string) =>
    downloadSessionPdf(name, sessionId, filename).catch((error: Error) =>
      toast({ title: "Téléchargement impossible", description: error.message, variant: "destructive" }),
    );

  return (
    <div className="mx-auto grid max-w-5xl gap-5">
      <SpaceHeader title="Émargement">
        {data.session.title} — {data.session.city}
        {data.session.venue ? `, ${data.session.venue}` : ""}
      </SpaceHeader>
      <nav aria-label="Demi-journées" className="flex flex-wrap gap-2">
        {data.slots.map((row) => (
          <Button
            key={row.id}
            type="button"
            size="sm"
            variant={row.id === slot?.id ? "default" : "outline"}
            aria-current={row.id === slot?.id ? "true" : undefined}
            onClick={() => setChosen(row.id)}
          >
            {slotLabel(row)}
          </Button>
        ))}
      </nav>
      <p className="text-xs text-muted-foreground" data-testid="attendance-freshness">
        Liste à jour à{" "}
        {formatTime(
          new Date(attendance.dataUpdatedAt),
          slot?.time_zone ?? data.slots[0]?.time_zone ?? "America/Toronto",
        )}
        {" "}: elle se met à jour toute seule toutes les {ATTENDANCE_REFRESH_MS / 1000} secondes.
      </p>
      <QueuedMarks items={queue.items} onDismiss={(ref) => void queue.dismiss(ref)} onRetry={() => void queue.send()} />
      <Flagged data={data} />
      {slot ? (
        <SlotPanel data={data} slot={slot} as={as} now={now} onMark={setTarget} onSigned={setChosen} />
      ) : (
        <Card className="p-6">Cette session n'a pas de demi-journée.</Card>
      )}
      {as === "staff" && slot && <SlotTimes key={slot.id} sessionId={sessionId} slot={slot} />}
      {as === "staff" && <VenuePosition session={data.session} />}
      <Hours data={data} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => void download("attendance-sheet", `emargement-session-${sessionId}.pdf`)}
        >
          <FileDown aria-hidden="true" />
          Feuille d'émargement (PDF)
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => void download("quality-report", `bilan-qualite-session-${sessionId}.pdf`)}
        >
          <FileDown aria-hidden="true" />
          Bilan qualité (PDF)
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={issue.isPending}
          aria-describedby={issue.isError ? "issue-refused" : undefined}
          onClick={() => issue.mutate()}
        >
          Délivrer les certificats de réalisation
        </Button>
      </div>
      {issue.isError && (
        // Kept in the page like the issued panel (decision 1118): a refusal that fades away is read as « done ».
        <p
          id="issue-refused"
          role="alert"
          className="border-destructive text-destructive rounded-md border p-3 text-sm"
        >
          {`Certificats pas encore délivrés\u00a0: ${issue.error.message}`}
        </p>
      )}
      {issue.data !== undefined && <IssuedCertificates sessionId={sessionId} issued={issue.data} />}
      {as === "staff" && <Corrections data={data} />}
      <MarkDialog
        key={target ? `${target.slotId}:${target.enrollmentId}` : "none"}
        sessionId={sessionId}
        as={as}
        target={target}
        onClose={() => setTarget(null)}
        queueOffline={as === "trainer" ? queue.add : undefined}
        userId={user?.id}
      />
    </div>
  );
}
