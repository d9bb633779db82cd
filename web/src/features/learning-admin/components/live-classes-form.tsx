import { useState } from "react";
import { formatDateTime, formatTime } from "@common/format";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useLiveSettings, useSetLiveUrl, useToggleLiveClass } from "../api/session-learning";

/** The session's video-call link and which of its half-days are live classes. */
export function LiveClassesForm({ sessionId, format }: { sessionId: number; format: string }) {
  const live = useLiveSettings(sessionId);
  const setUrl = useSetLiveUrl(sessionId);
  const toggle = useToggleLiveClass(sessionId);
  const [url, setUrlText] = useState<string | null>(null);
  if (!live.data) return null;
  const allOnline = format === "En ligne";
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <h2 className="text-lg font-semibold">Classes virtuelles</h2>
      <form
        method="post"
        className="grid gap-3 sm:flex sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setUrl.mutate(url ?? live.data.live_url ?? "");
        }}
      >
        <FormField
          label="Lien de la visioconférence"
          hint="Montré aux apprenants 15 minutes avant chaque classe, jusqu'à sa fin."
          className="sm:flex-1"
        >
          <Input type="url" value={url ?? live.data.live_url ?? ""} onChange={(e) => setUrlText(e.target.value)} />
        </FormField>
        <Button type="submit" variant="outline" disabled={setUrl.isPending}>
          Enregistrer le lien
        </Button>
      </form>
      {setUrl.isError ? (
        <p role="alert" className="text-destructive">
          {setUrl.error.message}
        </p>
      ) : null}
      {setUrl.isSuccess ? (
        <p role="status" className="text-sm text-muted-foreground">
          Lien enregistré.
        </p>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold">Demi-journées en ligne</legend>
        {allOnline ? (
          <p className="text-sm text-muted-foreground">
            Session en ligne : toutes ses demi-journées sont des classes virtuelles.
          </p>
        ) : null}
        {live.data.slots.map((slot) => (
          <div key={slot.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              id={`live-${slot.id}`}
              className="size-4"
              checked={allOnline || slot.online}
              disabled={allOnline || toggle.isPending}
              onChange={(e) => toggle.mutate({ slotId: slot.id, online: e.target.checked })}
            />
            <label htmlFor={`live-${slot.id}`}>
              {formatDateTime(slot.starts_at, slot.time_zone, { zone: false })} à{" "}
              {formatTime(slot.ends_at, slot.time_zone)}
            </label>
          </div>
        ))}
      </fieldset>
    </Card>
  );
}
