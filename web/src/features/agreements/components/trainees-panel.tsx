import * as React from "react";
import { formatDateRange } from "@common/format";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { nameTrainee, removeTrainee, useAgreementMutation, type AgreementWithParts } from "../api/agreements";

/**
 * The trainees of each session of an agreement, named now or later (staff or the training manager), up to the seats
 * bought, before the session starts. A trainee with an account is enrolled at once and receives their convocation.
 */
export function TraineesPanel({ agreement }: { agreement: AgreementWithParts }) {
  const name = useAgreementMutation(nameTrainee);
  const remove = useAgreementMutation(removeTrainee);
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
