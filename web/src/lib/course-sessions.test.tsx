import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

const rows = vi.hoisted(() => ({
  data: [] as unknown[],
  filters: [] as unknown[][],
}));
vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    from: (table: string) => {
      const query = {
        select: (columns: string) => (rows.filters.push(["select", table, columns]), query),
        neq: (...args: unknown[]) => (rows.filters.push(["neq", ...args]), query),
        gt: (...args: unknown[]) => (rows.filters.push(["gt", ...args]), query),
        order: () => query,
        then: (resolve: (value: unknown) => unknown) => Promise.resolve({ data: rows.data, error: null }).then(resolve),
      };
      return query;
    },
  }),
}));

const { fetchShownSessions, toShownSession } = await import("./course-sessions");
const { NextSession } = await import("~/components/formations/next-session");

const row = (over: Record<string, unknown> = {}) => ({
  id: 9, formation_id: 22, starts_on: "2027-01-11", ends_on: "2027-01-15", format: "Présentiel", city: "Abidjan", venue: "",
  capacity: 20, reserved_seats: 12, seats_held: 5, seats_left: 3, trainer_id: null, status: "open", created_at: "", updated_at: "",
  formations: { title: "Préparation à la certification PMP®" }, ...over,
});

describe("sessions read live", () => {
  it("shows a database session as the tables and calendars do: dates in words, place, seats left", () => {
    expect(toShownSession(row() as never)).toEqual({
      id: 9, formationId: 22, formation: "Préparation à la certification PMP®", dates: "11 – 15 janvier 2027", lieu: "Abidjan", placesTotal: 20, placesRestantes: 3,
    });
    expect(toShownSession(row({ format: "Hybride" }) as never).lieu).toBe("Hybride");
  });

  it("asks for the sessions not cancelled and still ahead, with their course's title", async () => {
    rows.data = [row()];
    rows.filters = [];
    expect(await fetchShownSessions("2026-11-24")).toHaveLength(1);
    expect(rows.filters).toEqual([
      ["select", "course_sessions", "*, formations(title)"],
      ["neq", "status", "cancelled"],
      ["gt", "starts_on", "2026-11-24"],
    ]);
  });

  it("the catalogue card says the next session and its seats, by colour and words; nothing without a session", async () => {
    rows.data = [row(), row({ id: 10, starts_on: "2027-03-01", ends_on: "2027-03-02", seats_left: 0 })];
    const { unmount } = render(<NextSession formationId={22} />);
    const next = await screen.findByText(/3 places restantes/);
    expect(screen.getByTestId("next-session")).toHaveTextContent("Prochaine session :11 – 15 janvier 2027· 3 places restantes (Dernières places)");
    expect(next).toHaveAttribute("data-level", "critical");
    unmount();
    render(<NextSession formationId={5} />);
    expect(screen.queryByTestId("next-session")).not.toBeInTheDocument();
  });
});
