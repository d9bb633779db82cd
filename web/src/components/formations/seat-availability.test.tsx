import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Session } from "~/content/sessions";
import { SeatAvailability } from "./seat-availability";
import { SessionsTable } from "./sessions-table";

// Review 2026-12-06 finding 4 (decision 1030): a full session reads « Complet · liste d'attente » everywhere.
describe("seats of a full session", () => {
  it("reads « Complet · liste d'attente », not « 0 / 30 place restante · Dernières places »", () => {
    render(<SeatAvailability remaining={0} total={30} />);
    expect(screen.getByText("Complet · liste d'attente")).toBeInTheDocument();
    expect(screen.queryByText(/Dernières places|place restante/)).not.toBeInTheDocument();
  });

  it("the sessions table offers « Liste d'attente » for a full session and « S'inscrire » for the others", async () => {
    const base = { formation: "Prise de parole", dates: "21 – 22 décembre 2026", place: "Abidjan", totalSeats: 30 };
    const rows = [
      { ...base, id: 1, formationId: 5, seatsLeft: 0 },
      { ...base, id: 2, formationId: 5, seatsLeft: 4 },
    ] as unknown as Session[];
    const Stub = createRoutesStub([
      { path: "/", Component: () => <SessionsTable sessions={rows} caption="Sessions" /> },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("link", { name: "Liste d'attente" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "S'inscrire" })).toHaveLength(1);
  });
});
