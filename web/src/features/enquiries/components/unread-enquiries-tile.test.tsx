import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { UnreadEnquiriesTile } from "./unread-enquiries-tile";

const unread = vi.hoisted(() => ({ value: { isPending: false, isError: false, data: 0 as number | undefined } }));
vi.mock("../api/inbox", () => ({ useUnreadCount: () => unread.value }));

function renderTile() {
  render(
    <MemoryRouter>
      <UnreadEnquiriesTile />
    </MemoryRouter>,
  );
}

describe("dashboard tile 'Demandes reçues'", () => {
  it("gives the unread count and links to the inbox", () => {
    unread.value = { isPending: false, isError: false, data: 3 };
    renderTile();
    expect(screen.getByTestId("unread-enquiries")).toHaveTextContent("3demandes non lues");
    expect(screen.getByRole("link", { name: "Ouvrir la boîte" })).toHaveAttribute("href", "/demandes");
  });

  it("uses the singular for one", () => {
    unread.value = { isPending: false, isError: false, data: 1 };
    renderTile();
    expect(screen.getByTestId("unread-enquiries")).toHaveTextContent("1demande non lue");
  });

  it("says the number is unavailable instead of a false zero when the count fails", () => {
    unread.value = { isPending: false, isError: true, data: undefined };
    renderTile();
    expect(screen.queryByTestId("unread-enquiries")).not.toBeInTheDocument();
    expect(screen.getByText("Nombre indisponible pour le moment.")).toBeInTheDocument();
  });
});
