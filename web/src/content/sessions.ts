/**
 * The built-in list of upcoming sessions (spec §3 "Session", §9 demo sessions). Not stored in the backend.
 * Each session points at a real demo formation; its dates span that formation's duration.
 */
export type SessionPlace = "Abidjan" | "En ligne" | "Hybride";

export interface Session {
  id: number;
  formationId: number;
  /** Formation title, as shown in the sessions table. */
  formation: string;
  dates: string;
  place: SessionPlace;
  totalSeats: number;
  seatsLeft: number;
  /** The first day (ISO), for the month filter of the sessions table; the database's sessions have it. */
  startsOn?: string;
}

export const sessions: Session[] = [
  {
    id: 1,
    formationId: 22,
    formation: "Préparation à la certification PMP®",
    dates: "11 – 15 janvier 2027",
    place: "Abidjan",
    totalSeats: 20,
    seatsLeft: 8,
  },
  {
    id: 2,
    formationId: 10,
    formation: "IA générative appliquée à la gestion de projet",
    dates: "4 – 5 février 2027",
    place: "En ligne",
    totalSeats: 30,
    seatsLeft: 15,
  },
  {
    id: 3,
    formationId: 1,
    formation: "Leadership transformationnel pour dirigeants",
    dates: "10 – 12 mars 2027",
    place: "Abidjan",
    totalSeats: 25,
    seatsLeft: 20,
  },
  {
    id: 4,
    formationId: 16,
    formation: "Conduire la transformation digitale",
    dates: "12 – 16 avril 2027",
    place: "Hybride",
    totalSeats: 20,
    seatsLeft: 12,
  },
];
