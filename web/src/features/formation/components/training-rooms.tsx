import { sitePictures } from "~/assets/pictures";
import { Container } from "~/components/ui/container";
import { PlacePicture } from "~/components/ui/place-picture";
import type { ResponsiveImage } from "~/domain/image";
import { ofCity, placeKey, ROOM_CITIES } from "~/domain/places";

/** Each city's room as drawn for the site (decision 1084), until the firm sets its photo. */
const drawnRooms: Record<(typeof ROOM_CITIES)[number], ResponsiveImage> = {
  Montréal: sitePictures.trainingRoomMontreal,
  Abidjan: sitePictures.trainingRoomAbidjan,
  Dakar: sitePictures.trainingRoomDakar,
};

/**
 * Where the in-person sessions take place: each city's training room, with the photo the firm sets in « Contenus »
 * (the server puts it in the picture's slot, decision 1085) or, until then, the room drawn for the site.
 */
export function TrainingRooms() {
  return (
    <section aria-labelledby="salles-de-formation" className="border-t bg-muted/30 py-12 md:py-16">
      <Container>
        <h2 id="salles-de-formation" className="text-2xl font-bold tracking-tight text-primary">
          Nos salles de formation
        </h2>
        <p className="mt-2 max-w-prose text-muted-foreground">
          {"En présentiel, les sessions ont lieu dans nos salles, équipées pour le travail en groupe\u00a0: écran,"}{" "}
          paperboard et connexion pour chaque participant.
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {ROOM_CITIES.map((city) => (
            <li key={city} className="overflow-hidden rounded-lg border bg-card">
              <PlacePicture
                place={placeKey("salle", city)}
                image={drawnRooms[city]}
                sizes="(min-width: 640px) 30vw, 100vw"
                className="rounded-none"
              />
              <p className="p-4 font-semibold text-foreground">Salle {ofCity(city)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
