import { PUBLIC_SESSION_COLUMNS } from "~/domain/formation";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NextSession } from "~/components/formations/next-session";
import { backend, restGet, setupFakeBackend } from "~/test";
import { fetchUpcomingSessions, sessionsForFormation, toShownSession } from "./formation-sessions";

setupFakeBackend();

const row = (over: Record<string, unknown> = {}) => ({
  id: 9,
  formation_id: 22,
  starts_on: "2027-01-11",
  ends_on: "2027-01-15",
  format: "Présentiel",
  city: "Abidjan",
  venue: "",
  capacity: 20,
  reserved_seats: 12,
  seats_held: 5,
  seats_left: 3,
  trainer_id: null,
  status: "open",
  created_at: "",
  updated_at: "",
  formations: { title: "Préparation à la certification PMP®" },
  ...over,
});

describe("sessions read live", () => {
  it("shows a database session as the tables and calendars do: dates in words, place, seats left", () => {
    expect(toShownSession(row() as never)).toEqual({
      id: 9,
      formationId: 22,
      formation: "Préparation à la certification PMP®",
      dates: "11 – 15 janvier 2027",
      lieu: "Abidjan",
      placesTotal: 20,
      placesRestantes: 3,
      startsOn: "2027-01-11",
    });
    expect(toShownSession(row({ format: "Hybride" }) as never).lieu).toBe("Hybride");
  });

  it("asks for the sessions not cancelled and still ahead, soonest first, with their formation's title", async () => {
    backend.use(
      restGet("course_sessions", [
        row({ id: 3, starts_on: "2027-02-01" }),
        row({ id: 1, status: "cancelled" }),
        row({ id: 2, starts_on: "2026-11-24", ends_on: "2026-11-25" }),
        row(),
      ]),
    );
    expect((await fetchUpcomingSessions("2026-11-24")).map((session) => session.id)).toEqual([9, 3]);
    expect(backend.requestsTo("/rest/v1/course_sessions")[0]!.search.get("select")).toBe(
      `${PUBLIC_SESSION_COLUMNS},formations(title)`.replaceAll(" ", ""),
    );
  });

  it("the catalogue card says the next session and its seats, by colour and words; nothing without a session", async () => {
    // Read with today's date: sessions far ahead, so the test keeps its meaning in the years to come.
    const soon = { starts_on: "2031-01-13", ends_on: "2031-01-17" };
    backend.use(
      restGet("course_sessions", [
        row(soon),
        row({ id: 10, starts_on: "2031-03-03", ends_on: "2031-03-04", seats_left: 0 }),
      ]),
    );
    const { unmount } = render(<NextSession formationId={22} />);
    const next = await screen.findByText(/3 places restantes/);
    expect(screen.getByTestId("next-session")).toHaveTextContent(
      "Prochaine session :13 – 17 janvier 2031· 3 places restantes (Dernières places)",
    );
    expect(next).toHaveAttribute("data-level", "critical");
    unmount();
    render(<NextSession formationId={5} />);
    expect(screen.queryByTestId("next-session")).not.toBeInTheDocument();
  });
});

describe("sessionsForFormation", () => {
  it("keeps the sessions of the formation", () => {
    const result = sessionsForFormation(22);
    expect(result.matched).toBe(true);
    expect(result.sessions.map((s) => s.formationId)).toEqual([22]);
  });
  it("falls back to every upcoming session", () => {
    const result = sessionsForFormation(5);
    expect(result.matched).toBe(false);
    expect(result.sessions).toHaveLength(4);
  });
});
