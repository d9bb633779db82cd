import { useId, useState } from "react";
import { cancellationTermsOf } from "@common/cancellation-policy";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import type { CourseSession } from "@common/database";
import { formatSessionDates, seatCountLabel, sessionPlace } from "~/lib/session-format";
import { cn } from "~/lib/utils";

interface SessionPickerProps {
  sessions: CourseSession[];
  value: number | null;
  onChange: (sessionId: number) => void;
}

/**
 * « Choisissez votre session »: dates, place and seats left of each open session; a full one says so; and the
 * cancellation terms of each (« Annulation gratuite jusqu'au … » or « Non annulable : … », decision 1030).
 */
export function SessionPicker({ sessions, value, onChange }: SessionPickerProps) {
  const idPrefix = useId();
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold">Choisissez votre session</legend>
      <RadioGroup
        value={value === null ? "" : String(value)}
        onValueChange={(next) => onChange(Number(next))}
        aria-label="Session"
      >
        {sessions.map((session) => {
          const itemId = `${idPrefix}-${session.id}`;
          const full = session.seats_left <= 0;
          const terms = cancellationTermsOf(session.starts_on, today);
          return (
            <label
              key={session.id}
              htmlFor={itemId}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent",
                value === session.id && "border-primary bg-secondary",
              )}
            >
              <RadioGroupItem value={String(session.id)} id={itemId} className="mt-0.5" />
              <span className="grid gap-0.5">
                <span className="font-semibold text-foreground">
                  {formatSessionDates(session.starts_on, session.ends_on)}
                </span>
                <span className="text-muted-foreground">
                  {sessionPlace(session)} ·{" "}
                  {full ? (
                    <strong className="text-red-700 dark:text-red-300">Complet</strong>
                  ) : (
                    seatCountLabel(session.seats_left, session.capacity)
                  )}
                </span>
                <span
                  className={cn("text-xs", terms.free ? "text-muted-foreground" : "font-medium text-destructive")}
                  data-testid="session-terms"
                >
                  {terms.text}
                </span>
              </span>
            </label>
          );
        })}
      </RadioGroup>
    </fieldset>
  );
}
