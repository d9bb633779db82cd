/**
 * The firm's places that take a photograph (decision 1085): its offices and each city's training room. A place's
 * key is the row key of `public.place_photos` (« bureau-montreal », « salle-abidjan »); without a row the site shows
 * the picture drawn for it.
 */

export type PlaceKind = "bureau" | "salle";

/** The cities of the firm's offices (the company page's order) and of its training rooms. */
export const OFFICE_CITIES = ["Montréal", "Abidjan", "Dakar", "Libreville"] as const;
export const ROOM_CITIES = ["Montréal", "Abidjan", "Dakar"] as const;

/** A city's name as a key: lower case, without accents or spaces (« Montréal » → « montreal »). */
export function cityKey(city: string): string {
  return city
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The key of a city's office or training room; empty for a city without letters (none is stored). */
export function placeKey(kind: PlaceKind, city: string): string {
  const key = cityKey(city);
  return key ? `${kind}-${key}` : "";
}

/** The training room a session takes place in, by its city; none for a remote session (« En ligne », « Distanciel »). */
export function roomOfCity(city: string): string | null {
  const key = cityKey(city);
  return ROOM_CITIES.some((room) => cityKey(room) === key) ? `salle-${key}` : null;
}

/** « de Dakar », « d'Abidjan »: the preposition elided before a vowel. */
export function ofCity(city: string): string {
  return /^[aeiouyéèêàâîôûh]/i.test(city) ? `d'${city}` : `de ${city}`;
}

/** Every place the editor can give a photo, in the order of the back office. */
export const PLACES: { place: string; label: string }[] = [
  ...OFFICE_CITIES.map((city) => ({ place: placeKey("bureau", city), label: `Bureau ${ofCity(city)}` })),
  ...ROOM_CITIES.map((city) => ({ place: placeKey("salle", city), label: `Salle de formation ${ofCity(city)}` })),
];
