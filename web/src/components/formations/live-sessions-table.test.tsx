import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Session } from "~/content/sessions";
import { SessionsBrowser } from "./live-sessions-table";

const session = (id: number, place: Session["place"], startsOn: string): Session => ({
  id,
  formationId: 22,
  formation: `Formation ${id}`,
  dates: startsOn,
  place,
  totalSeats: 20,
  seatsLeft: 5,
  startsOn,
});

// Twelve sessions: eight in Abidjan in January 2027, four online in February.
const sessions = [
  ...Array.from({ length: 8 }, (_, index) => session(index + 1, "Abidjan", `2027-01-${String(index + 10)}`)),
  ...Array.from({ length: 4 }, (_, index) => session(index + 20, "En ligne", `2027-02-0${index + 1}`)),
];

function renderBrowser() {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <SessionsBrowser sessions={sessions} caption="Sessions" /> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return userEvent.setup();
}

const rowsOf = (caption: string) => within(screen.getByRole("table", { name: caption })).getAllByTestId("session-row");

describe("the catalogue's sessions table", () => {
  it("shows the first ten, the others behind « Voir plus », a details element that needs no script", async () => {
    const user = renderBrowser();
    expect(rowsOf("Sessions")).toHaveLength(10);
    const more = screen.getByText("Voir plus de sessions (2)");
    expect(more.tagName).toBe("SUMMARY");
    expect(more.closest("details")).not.toHaveAttribute("open");
    await user.click(more);
    expect(more.closest("details")).toHaveAttribute("open");
    expect(rowsOf("Sessions (suite)")).toHaveLength(2);
  });

  it("filters by city and by month, and says when nothing matches", async () => {
    const user = renderBrowser();
    await user.selectOptions(screen.getByLabelText("Ville"), "En ligne");
    expect(rowsOf("Sessions").map((row) => row.textContent)).toEqual(
      sessions.slice(8).map((each) => expect.stringContaining(each.formation) as unknown as string),
    );
    expect(screen.queryByText(/Voir plus/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Mois"), "janvier 2027");
    expect(screen.getByRole("status")).toHaveTextContent("Aucune session ne correspond à ces filtres.");
    await user.selectOptions(screen.getByLabelText("Ville"), "Abidjan");
    expect(rowsOf("Sessions")).toHaveLength(8);
  });
});
