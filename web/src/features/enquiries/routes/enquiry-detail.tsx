import { ENQUIRY_KIND_LABELS } from "@common/enquiry-kinds";
import { Inbox } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, href, useParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Skeleton } from "~/components/ui/skeleton";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, isEnquiryStatus, type EnquiryStatus } from "~/domain/enquiry";
import { AdminPage } from "~/components/back-office/admin-page";
import { BackLink } from "~/components/back-office/back-link";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { adminMeta } from "~/components/back-office/admin-meta";
import { paths } from "~/lib/paths";
import { type InboxEnquiry, useAddNote, useEnquiry, useEnquiryEvents, useStaff, useUpdateEnquiry } from "../api/inbox";
import { CvDownloadButton } from "../components/cv-download-button";
import { EnquiryHistory } from "../components/enquiry-history";
import { EnquiryStatusBadge } from "../components/enquiry-status-badge";
import { detailText } from "../lib/enquiries-csv";
import { explainInboxError } from "../lib/inbox-errors";
import { DETAIL_LABELS, formatEnquiryDate } from "../lib/labels";
import { ENQUIRY_LIMITS } from "../lib/limits";

export function meta() {
  return adminMeta("Demande", "Le détail d'une demande reçue par le site, son suivi et son historique.");
}

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** What the visitor sent. Every value is theirs: shown as React text (escaped), line breaks kept, no HTML. */
function SentContent({ enquiry }: { enquiry: InboxEnquiry }) {
  const details = Object.entries(enquiry.details ?? {}).filter(([key]) => key !== "cv_path" && key !== "cv_name");
  const cvPath = typeof enquiry.details?.cv_path === "string" ? enquiry.details.cv_path : null;
  const cvName = typeof enquiry.details?.cv_name === "string" ? enquiry.details.cv_name : "cv";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Ce que la personne a envoyé</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Nom">{enquiry.full_name}</Field>
          <Field label="Email">
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`mailto:${encodeURIComponent(enquiry.email).replace("%40", "@")}`}
            >
              {enquiry.email}
            </a>
          </Field>
          {enquiry.phone && <Field label="Téléphone">{enquiry.phone}</Field>}
          {enquiry.organisation && <Field label="Organisation">{enquiry.organisation}</Field>}
          {details.map(([key, value]) => (
            <Field key={key} label={DETAIL_LABELS[key] ?? key}>
              {detailText(key, value) || "—"}
            </Field>
          ))}
          <Field label="Envoyée depuis">{enquiry.source_path ?? "—"}</Field>
        </dl>
        {enquiry.subject && (
          <dl>
            <Field label="Objet">{enquiry.subject}</Field>
          </dl>
        )}
        <div className="grid gap-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Message</p>
          <p
            data-testid="enquiry-message"
            className="rounded-md border bg-muted/30 p-3 whitespace-pre-wrap break-words"
          >
            {enquiry.message ?? "(aucun message)"}
          </p>
        </div>
        {cvPath && (
          <div className="flex flex-wrap items-center gap-3">
            <CvDownloadButton path={cvPath} fileName={cvName} />
            <span className="text-sm text-muted-foreground">{cvName}</span>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function FollowUp({ enquiry }: { enquiry: InboxEnquiry }) {
  const update = useUpdateEnquiry(enquiry.id);
  const staff = useStaff();
  const statusId = useId();
  const assigneeId = useId();

  const change = (patch: { status: EnquiryStatus } | { assignee_id: string | null }, done: string) =>
    update.mutate(patch, {
      onSuccess: () => toast({ title: done }),
      onError: (error) => toast({ title: "Erreur", description: explainInboxError(error), variant: "destructive" }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Suivi</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={statusId}>Statut</Label>
          <select
            id={statusId}
            className={selectClass}
            value={enquiry.status}
            disabled={update.isPending}
            onChange={(event) => {
              if (isEnquiryStatus(event.target.value)) change({ status: event.target.value }, "Statut mis à jour");
            }}
          >
            {ENQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ENQUIRY_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={assigneeId}>Assignée à</Label>
          <select
            id={assigneeId}
            className={selectClass}
            value={enquiry.assignee_id ?? ""}
            disabled={update.isPending || staff.isPending}
            onChange={(event) => change({ assignee_id: event.target.value || null }, "Assignation mise à jour")}
          >
            <option value="">Personne</option>
            {(staff.data ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.full_name || member.email} ({member.role === "admin" ? "administrateur" : "formateur"})
              </option>
            ))}
          </select>
        </div>
      </CardContent>
    </Card>
  );
}

function Notes({ enquiryId }: { enquiryId: string }) {
  const addNote = useAddNote(enquiryId);
  const [note, setNote] = useState("");
  const noteId = useId();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = note.trim();
    if (!text) return;
    addNote.mutate(text, {
      onSuccess: () => {
        setNote("");
        toast({ title: "Note ajoutée" });
      },
      onError: (error) => toast({ title: "Erreur", description: explainInboxError(error), variant: "destructive" }),
    });
  };
  return (
    <form method="post" onSubmit={submit} className="grid gap-2" aria-label="Ajouter une note interne">
      <Label htmlFor={noteId}>Note interne</Label>
      <Textarea
        id={noteId}
        rows={3}
        maxLength={ENQUIRY_LIMITS.message}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div>
        <Button type="submit" variant="outline" disabled={addNote.isPending || note.trim() === ""}>
          Ajouter la note
        </Button>
      </div>
    </form>
  );
}

function History({ enquiry }: { enquiry: InboxEnquiry }) {
  const events = useEnquiryEvents(enquiry.id);
  const staff = useStaff();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Historique et notes</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {events.isError ? (
          <p role="alert" className="text-sm text-destructive">
            L'historique n'a pas pu être chargé.
          </p>
        ) : events.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <EnquiryHistory receivedAt={enquiry.created_at} events={events.data} staff={staff.data ?? []} />
        )}
        <Notes enquiryId={enquiry.id} />
      </CardContent>
    </Card>
  );
}

/** Opening an unread enquiry marks it read (once), which updates the sidebar and dashboard counts. */
function useMarkRead(enquiry: InboxEnquiry | null | undefined) {
  const update = useUpdateEnquiry(enquiry?.id ?? "");
  const marked = useRef<string | null>(null);
  const { mutate } = update;
  useEffect(() => {
    if (!enquiry || enquiry.read_at !== null || marked.current === enquiry.id) return;
    marked.current = enquiry.id;
    mutate({ read_at: new Date().toISOString() });
  }, [enquiry, mutate]);
}

function EnquiryScreen({ id }: { id: string }) {
  const query = useEnquiry(id);
  useMarkRead(query.data);

  if (query.isPending)
    return (
      <div role="status" aria-label="Chargement de la demande" className="grid gap-4">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  if (query.isError)
    return <LoadError message="Impossible de charger cette demande" onRetry={() => void query.refetch()} />;
  const enquiry = query.data;
  if (!enquiry)
    return (
      <EmptyState icon={Inbox} title="Cette demande n'existe pas ou plus">
        <Button asChild variant="outline">
          <Link to={paths.enquiries()}>Retour aux demandes</Link>
        </Button>
      </EmptyState>
    );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{ENQUIRY_KIND_LABELS[enquiry.kind] ?? enquiry.kind}</span>
        <EnquiryStatusBadge status={enquiry.status} />
        <span>Reçue le {formatEnquiryDate(enquiry.created_at)}</span>
        {enquiry.kind === "quote" && (
          <Button asChild size="sm">
            <Link to={`${href("/gestion-devis/nouveau")}?demande=${encodeURIComponent(enquiry.id)}`}>
              Préparer un devis
            </Link>
          </Button>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <SentContent enquiry={enquiry} />
          <History enquiry={enquiry} />
        </div>
        <div className="grid content-start gap-6">
          <FollowUp enquiry={enquiry} />
        </div>
      </div>
    </div>
  );
}

export default function EnquiryDetailRoute() {
  const { id = "" } = useParams();
  return (
    <AdminPage
      title="Demande"
      description="Ce que la personne a envoyé, le suivi (statut, assignation) et l'historique de chaque changement."
      actions={<BackLink to={paths.enquiries()}>Toutes les demandes</BackLink>}
    >
      <EnquiryScreen id={id} />
    </AdminPage>
  );
}
