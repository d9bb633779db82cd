import * as React from "react";
import { formatDateRange } from "@common/format";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import {
  nameTrainee,
  removeTrainee,
  replaceTrainee,
  useAgreementMutation,
  type AgreementWithParts,
} from "../api/agreements";

/** « Remplacer » : the colleague's name and address, in place of the trainee's line. */
function ReplaceForm({
  traineeName,
  pending,
  onReplace,
  onCancel,
}: {
  traineeName: string;
  pending: boolean;
  onReplace: (colleague: { fullName: string; email: string }) => void;
  onCancel: () => void;
}) {
  const [fullName, setFullName] = React.useState("");
  const [email, setEmail] = React.useState("");
  return (
    <form
      method="post"
      aria-label={`Remplacer ${traineeName}`}
      className="grid w-full gap-2 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onReplace({ fullName, email });
      }}
    >
      <FormField label="Nom du remplaçant" required>
        <Input value={fullName} maxLength={120} onChange={(event) => setFullName(event.target.value)} />
      </FormField>
      <FormField label="Son adresse e-mail" required>
        <Input type="email" value={email} maxLength={254} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <Button type="submit" disabled={pending}>
        Remplacer
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Annuler
      </Button>
    </form>
  );
}

/**
 * The trainees of each session of an agreement, named now or later (staff or the training manager), up to the seats
 * bought, before the session starts. A trainee with an account is enrolled at once and receives their convocation.
 */
export function TraineesPanel({ agreement }: { agreement: AgreementWithParts }) {
  const name = useAgreementMutation(nameTrainee);
  const remove = useAgreementMutation(removeTrainee);
  const replace = useAgreementMutation(replaceTrainee);
  const [replacing, setReplacing] = React.useState<number | null>(null);
  const [drafts, setDrafts] = React.useState<Record<number, { fullName: string; email: string }>>({});
  const [error, setError] = React.useState<string | null>(null);
  if (agreement.status === "cancelled") return null;
  return (
    <Card className="grid gap-4 p-4">
      <h2 className="font-semibold">Stagiaires</h2>
      {error && (
        <p role="alert" className="font-medium text-destructive">
          {error}
        </p>
      )}
      {agreement.agreement_sessions.map((line) => {
        const trainees = agreement.agreement_trainees.filter(
          (trainee) => trainee.session_id === line.session_id && trainee.status === "named",
        );
        const draft = drafts[line.session_id] ?? { fullName: "", email: "" };
        const session = line.course_sessions;
        return (
          <section key={line.id} className="grid gap-2" aria-label={`Stagiaires de la session ${line.session_id}`}>
            <h3 className="font-medium">
              {session?.formations?.title ?? "Session"}
              {session ? ` — ${formatDateRange(session.starts_on, session.ends_on)}` : ""} ({trainees.length}/
              {line.seats})
            </h3>
            <ul className="grid gap-1 text-sm">
              {trainees.map((trainee) => (
                <li key={trainee.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {trainee.full_name} — <span className="break-all">{trainee.email}</span>
                    {trainee.enrollment_id ? " (inscrit)" : " (inscrit dès la création de son compte)"}
                  </span>
                  {replacing === trainee.id ? (
                    <ReplaceForm
                      traineeName={trainee.full_name}
                      pending={replace.isPending}
                      onCancel={() => setReplacing(null)}
                      onReplace={(colleague) => {
                        setError(null);
                        replace.mutate(
                          { traineeId: trainee.id, ...colleague },
                          { onSuccess: () => setReplacing(null), onError: (failure) => setError(failure.message) },
                        );
                      }}
                    />
                  ) : (
                    <span className="flex gap-2">
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-label={`Remplacer ${trainee.full_name}`}
                        onClick={() => setReplacing(trainee.id)}
                      >
                        Remplacer
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={remove.isPending}
                        onClick={() => {
                          setError(null);
                          remove.mutate(trainee.id, { onError: (failure) => setError(failure.message) });
                        }}
                      >
                        Retirer
                      </Button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
            {agreement.status !== "draft" && trainees.length < line.seats && (
              <form
                method="post"
                className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
                onSubmit={(event) => {
                  event.preventDefault();
                  setError(null);
                  name.mutate(
                    { id: agreement.id, sessionId: line.session_id, ...draft },
                    {
                      onSuccess: () => setDrafts((all) => ({ ...all, [line.session_id]: { fullName: "", email: "" } })),
                      onError: (failure) => setError(failure.message),
                    },
                  );
                }}
              >
                <FormField label="Nom du stagiaire" required>
                  <Input
                    value={draft.fullName}
                    maxLength={120}
                    onChange={(event) =>
                      setDrafts((all) => ({ ...all, [line.session_id]: { ...draft, fullName: event.target.value } }))
                    }
                  />
                </FormField>
                <FormField label="Son adresse e-mail" required>
                  <Input
                    type="email"
                    value={draft.email}
                    maxLength={254}
                    onChange={(event) =>
                      setDrafts((all) => ({ ...all, [line.session_id]: { ...draft, email: event.target.value } }))
                    }
                  />
                </FormField>
                <Button type="submit" disabled={name.isPending}>
                  Désigner
                </Button>
              </form>
            )}
          </section>
        );
      })}
    </Card>
  );
}
