import * as React from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { useVenuePosition } from "../api/attendance-changes";
import type { SessionAttendance } from "../api/session-attendance";

const parse = (value: string) => (value.trim() === "" ? null : Number(value.trim().replace(",", ".")));

/**
 * Staff place the venue (latitude, longitude): a learner signing more than 1 km away, or without a position, is then
 * flagged (decision 0986). Both empty: positions are no longer compared.
 */
export function VenuePosition({ session }: { session: SessionAttendance["session"] }) {
  const save = useVenuePosition(session.id);
  const [latitude, setLatitude] = React.useState(session.venue_latitude?.toString() ?? "");
  const [longitude, setLongitude] = React.useState(session.venue_longitude?.toString() ?? "");
  const [error, setError] = React.useState<string | undefined>();
  return (
    <form
      method="post"
      className="flex flex-wrap items-end gap-3"
      aria-label="Position du lieu de formation"
      onSubmit={(event) => {
        event.preventDefault();
        const lat = parse(latitude);
        const lon = parse(longitude);
        if ((lat === null) !== (lon === null) || (lat !== null && !(Math.abs(lat) <= 90 && Math.abs(lon!) <= 180))) {
          setError("Indiquez une latitude (−90 à 90) et une longitude (−180 à 180), ou laissez les deux vides.");
          return;
        }
        setError(undefined);
        save.mutate(
          { latitude: lat, longitude: lon },
          {
            onSuccess: () => toast({ title: "Position du lieu enregistrée" }),
            onError: (failure) =>
              toast({ title: "Position refusée", description: failure.message, variant: "destructive" }),
          },
        );
      }}
    >
      <FormField label="Latitude du lieu" error={error} hint="Les émargements à plus d'1 km seront signalés.">
        <Input inputMode="decimal" value={latitude} onChange={(event) => setLatitude(event.target.value)} />
      </FormField>
      <FormField label="Longitude du lieu">
        <Input inputMode="decimal" value={longitude} onChange={(event) => setLongitude(event.target.value)} />
      </FormField>
      <Button type="submit" variant="outline" disabled={save.isPending}>
        Enregistrer la position du lieu
      </Button>
    </form>
  );
}
