import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { saveAvailability, useCallsAdminMutation, type Availability, type Consultant } from "../api/calls-admin";
import { WEEKDAYS, initialAvailability } from "../lib/availability";
import { failed } from "../lib/failure-toast";
import { DaysOff } from "./days-off";

/** A consultant's weekly hours, buffer, notice, video link and whether they offer calls; then their days off. */
export function ConsultantAvailability({ consultant }: { consultant: Consultant }) {
  const [availability, setAvailability] = useState(() => initialAvailability(consultant));
  const save = useCallsAdminMutation((value: Availability) => saveAvailability(consultant.id, value));
  const setHours = (weekday: number, span: [string, string] | null) =>
    setAvailability((current) => ({ ...current, hours: { ...current.hours, [weekday]: span } }));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync(availability);
      toast({ title: "Disponibilité enregistrée", description: consultant.full_name });
    } catch (failure) {
      failed(failure);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          {consultant.full_name} — {consultant.office}
        </CardTitle>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          Heures dans le fuseau du bureau ({consultant.time_zone}). {consultant.email}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          method="post"
          onSubmit={submit}
          className="grid gap-4"
          aria-label={`Disponibilité de ${consultant.full_name}`}
        >
          <div className="grid gap-2">
            {WEEKDAYS.map((label, index) => {
              const weekday = index + 1;
              const span = availability.hours[weekday];
              return (
                <div key={weekday} className="flex flex-wrap items-center gap-2">
                  <label className="flex w-32 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={span !== null}
                      onChange={(event) => setHours(weekday, event.target.checked ? ["09:00", "17:00"] : null)}
                    />
                    {label}
                  </label>
                  {span && (
                    <>
                      <Input
                        type="time"
                        aria-label={`${label} : début`}
                        value={span[0]}
                        onChange={(event) => setHours(weekday, [event.target.value, span[1]])}
                        className="w-32"
                      />
                      <Input
                        type="time"
                        aria-label={`${label} : fin`}
                        value={span[1]}
                        onChange={(event) => setHours(weekday, [span[0], event.target.value])}
                        className="w-32"
                      />
                    </>
                  )}
                </div>
              );
            })}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Battement entre deux appels (minutes)">
              <Input
                type="number"
                min={0}
                max={120}
                value={availability.buffer_minutes}
                onChange={(event) => setAvailability((c) => ({ ...c, buffer_minutes: Number(event.target.value) }))}
              />
            </FormField>
            <FormField label="Préavis minimal (heures)">
              <Input
                type="number"
                min={0}
                max={336}
                value={availability.notice_hours}
                onChange={(event) => setAvailability((c) => ({ ...c, notice_hours: Number(event.target.value) }))}
              />
            </FormField>
            <FormField label="Lien de visioconférence">
              <Input
                type="url"
                value={availability.video_url ?? ""}
                onChange={(event) => setAvailability((c) => ({ ...c, video_url: event.target.value.trim() || null }))}
              />
            </FormField>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={availability.active}
              onChange={(event) => setAvailability((c) => ({ ...c, active: event.target.checked }))}
            />
            Propose des créneaux
          </label>
          <div>
            <Button type="submit" disabled={save.isPending}>
              Enregistrer la disponibilité
            </Button>
          </div>
        </form>
        <DaysOff consultant={consultant} />
      </CardContent>
    </Card>
  );
}
