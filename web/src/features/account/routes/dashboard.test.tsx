import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { sessions } from "~/content/sessions";

vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    from: () => ({
      select: () => ({
        eq: async () => ({
          data: [
            { id: 1, formation_id: 3, status: "pending", formations: { id: 3, title: "Leadership et gouvernance" } },
            { id: 2, formation_id: 9, status: "completed", formations: { id: 9, title: "Finance de projet" } },
          ],
          error: null,
        }),
      }),
    }),
  }),
}));
vi.mock("~/lib/auth", () => ({
  useAuth: () => ({ user: { id: "u1", email: "awa@example.com", user_metadata: { full_name: "Awa" } } }),
}));
vi.mock("~/domain/profile", () => ({ useProfile: () => ({ data: { full_name: "Awa Koné", role: "client" }, isPending: false }) }));

import DashboardRoute from "./dashboard";

describe("/tableau-de-bord", () => {
  it("greets by name, lists enrolments with statuses, the demo sessions and the shortcuts", async () => {
    const Stub = createRoutesStub([{ path: "/tableau-de-bord", Component: DashboardRoute }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={["/tableau-de-bord"]} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Bonjour, Awa Koné" })).toBeInTheDocument();
    const enrolments = await screen.findByTestId("dashboard-enrollments");
    expect(within(enrolments).getByRole("link", { name: "Leadership et gouvernance" })).toHaveAttribute("href", "/formations/3");
    expect(within(enrolments).getByText("En attente")).toBeInTheDocument();
    expect(within(enrolments).getByText("Terminée")).toBeInTheDocument();
    for (const session of sessions) {
      expect(screen.getAllByRole("link", { name: session.formation })[0]).toHaveAttribute(
        "href",
        `/formations/${session.formationId}`,
      );
    }
    const shortcuts = screen.getByRole("navigation", { name: "Raccourcis" });
    expect(within(shortcuts).getByRole("link", { name: "Parcourir le catalogue" })).toHaveAttribute("href", "/formations");
    expect(within(shortcuts).getByRole("link", { name: "Mon profil" })).toHaveAttribute("href", "/profil");
  });
});
