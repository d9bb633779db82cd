import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { adminMeta } from "~/components/back-office/admin-meta";
import { LoadError } from "~/components/back-office/list-states";
import { Skeleton } from "~/components/ui/skeleton";
import { uploadImage } from "../api/articles";
import { HERO_PAGES, pageHeroKeys, removePageHero, setPageHero, usePageHeroes } from "../api/page-heroes";
import { PLACES, placePhotoKeys, removePlacePhoto, setPlacePhoto, usePlacePhotos } from "../api/place-photos";
import { ContentEditorsOnly } from "../components/content-editors-only";
import { FRAMED_PREVIEW, ImageUploadBlock } from "../components/image-upload-block";

export function meta() {
  return adminMeta(
    "Bandeaux et lieux",
    "Remplacer l'illustration du bandeau d'une page, ou l'image d'un bureau ou d'une salle, par une photo du cabinet.",
  );
}

/** One page's hero: its drawn illustration, or the firm's image that replaces it (set, replace, remove). */
function PageHeroCard({ path, label }: { path: string; label: string }) {
  const queryClient = useQueryClient();
  const heroes = usePageHeroes();
  const [message, setMessage] = useState<CardMessageState>(null);
  const hero = heroes.data?.get(path);
  const id = `bandeau-${path.replace(/[^a-z0-9]+/g, "-")}`;
  const changed = async (text: string) => {
    await queryClient.invalidateQueries({ queryKey: pageHeroKeys.all });
    setMessage({ kind: "status", text });
  };
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-primary">
          {label}
        </h2>
        <a className="text-sm text-primary underline" href={path} target="_blank" rel="noreferrer">
          {path}
        </a>
      </div>
      <p className="text-sm text-muted-foreground">
        {hero ? "Image du cabinet" : "Illustration dessinée pour le site"}
      </p>
      <ImageUploadBlock
        key={hero?.image.src ?? "illustration"}
        legend={hero ? "Remplacer l'image" : "Mettre une image"}
        description="Une photographie du cabinet (bureaux, ateliers, lieux), au moins 960 pixels de large. Sur la page d'accueil, elle s'affiche sur les grands écrans."
        altHint="« Atelier de planification dans nos bureaux d'Abidjan »"
        image={hero?.image ?? null}
        initialAlt={hero?.image.alt}
        addLabel="Enregistrer l'image"
        previewClassName={FRAMED_PREVIEW}
        upload={uploadImage}
        onState={(state) => {
          if (state.kind === "error") setMessage({ kind: "alert", text: state.message });
        }}
        // A refusal of the page's row is reported like the upload's (onState).
        onUploaded={async (uploaded) => {
          await setPageHero(path, uploaded.id, uploaded.alt);
          await changed("Image enregistrée\u00a0: la page la montre dans quelques secondes.");
        }}
        onRemove={async () => {
          try {
            await removePageHero(path);
            await changed("Image retirée\u00a0: la page montre de nouveau son illustration.");
          } catch (error) {
            setMessage({ kind: "alert", text: error instanceof Error ? error.message : String(error) });
          }
        }}
      />
      <CardMessage message={message} />
    </section>
  );
}

/**
 * One office or training room: the picture drawn for the site, or the firm's photo that replaces it on the company
 * page (offices) and on the formation pages' sessions in that city (rooms) — decision 1085.
 */
function PlacePhotoCard({ place, label }: { place: string; label: string }) {
  const queryClient = useQueryClient();
  const photos = usePlacePhotos();
  const [message, setMessage] = useState<CardMessageState>(null);
  const photo = photos.data?.get(place);
  const id = `lieu-${place}`;
  const changed = async (text: string) => {
    await queryClient.invalidateQueries({ queryKey: placePhotoKeys.all });
    setMessage({ kind: "status", text });
  };
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border p-4">
      <h3 id={id} className="text-lg font-semibold text-primary">
        {label}
      </h3>
      <p className="text-sm text-muted-foreground">{photo ? "Photo du cabinet" : "Image dessinée pour le site"}</p>
      <ImageUploadBlock
        key={photo?.src ?? "dessin"}
        legend={photo ? "Remplacer la photo" : "Mettre une photo"}
        description="Une photographie du lieu, au moins 960 pixels de large, au format paysage (4:3 de préférence)."
        altHint={
          place.startsWith("salle-") ? "« Salle de formation, tables en U et écran »" : "« Façade de nos bureaux »"
        }
        image={photo ?? null}
        initialAlt={photo?.alt}
        addLabel="Enregistrer la photo"
        previewClassName={FRAMED_PREVIEW}
        upload={uploadImage}
        onState={(state) => {
          if (state.kind === "error") setMessage({ kind: "alert", text: state.message });
        }}
        onUploaded={async (uploaded) => {
          await setPlacePhoto(place, uploaded.id, uploaded.alt);
          await changed("Photo enregistrée\u00a0: le site la montre dans quelques secondes.");
        }}
        onRemove={async () => {
          try {
            await removePlacePhoto(place);
            await changed("Photo retirée\u00a0: le site montre de nouveau l'image dessinée.");
          } catch (error) {
            setMessage({ kind: "alert", text: error instanceof Error ? error.message : String(error) });
          }
        }}
      />
      <CardMessage message={message} />
    </section>
  );
}

function Places() {
  const photos = usePlacePhotos();
  if (photos.isPending) return <Skeleton className="h-96 w-full" />;
  if (photos.isError)
    return <LoadError message="Impossible de charger les photos des lieux" onRetry={() => void photos.refetch()} />;
  return (
    <div className="grid gap-4">
      {PLACES.map((place) => (
        <PlacePhotoCard key={place.place} {...place} />
      ))}
    </div>
  );
}

function Heroes() {
  const heroes = usePageHeroes();
  if (heroes.isPending) return <Skeleton className="h-96 w-full" />;
  if (heroes.isError)
    return <LoadError message="Impossible de charger les bandeaux" onRetry={() => void heroes.refetch()} />;
  return (
    <div className="grid gap-4">
      {HERO_PAGES.map((page) => (
        <PageHeroCard key={page.path} {...page} />
      ))}
    </div>
  );
}

export default function PageHeroesRoute() {
  return (
    <ContentEditorsOnly>
      <div className="mx-auto grid max-w-5xl gap-6">
        <header className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">Bandeaux des pages</h1>
          <p className="max-w-prose text-muted-foreground">
            Chaque page s'ouvre sur un bandeau illustré. Mettez-y une image du cabinet à la place de l'illustration, ou
            retirez-la pour revenir à l'illustration. Le changement est en ligne en quelques secondes.
          </p>
        </header>
        <Heroes />
        <section aria-labelledby="lieux" className="grid gap-3">
          <h2 id="lieux" className="text-xl font-bold tracking-tight text-primary">
            Bureaux et salles de formation
          </h2>
          <p className="max-w-prose text-muted-foreground">
            {"La photo d'un bureau s'affiche sur la page «\u00a0L'entreprise\u00a0»\u00a0; celle d'une salle, sur les"}{" "}
            pages des formations, sous les sessions. Sans photo, le site montre une image dessinée.
          </p>
          <Places />
        </section>
      </div>
    </ContentEditorsOnly>
  );
}

type CardMessageState = { kind: "status" | "alert"; text: string } | null;

/** What a hero's or a place's card last did: announced politely when done, at once when refused. */
function CardMessage({ message }: { message: CardMessageState }) {
  if (!message) return null;
  return (
    <p
      role={message.kind}
      className={message.kind === "alert" ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
    >
      {message.text}
    </p>
  );
}
