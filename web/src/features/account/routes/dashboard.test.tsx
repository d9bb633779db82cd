import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, renderWithProviders, restGet, setupFakeBackend, testUser } from "~/test";
import DashboardRoute from "./dashboard";

setupFakeBackend();
const learner = testUser({ id: "u1", email: "awa@example.com", fullName: "Awa" });

const session = (id: number, formationId: number, title: string, over: Record<string, unknown> = {}) => ({
  id,
  formation_id: formationId,
  starts_on: "2031-01-11",
  ends_on: "2031-01-15",
  format: "Présentiel",
  city: "Abidjan",
  venue: "",
  capacity: 20,
  reserved_seats: 0,
  seats_held: 0,
  seats_left: 20,
  trainer_id: null,
  status: "open",
  created_at: "",
  updated_at: "",
  formations: { title },
  ...over,
});

describe("/tableau-de-bord", () => {
  it("greets by name, lists the learner's enrollments with statuses, the upcoming sessions and the shortcuts", async () => {
    backend.use(
      restGet("enrollments", [
        {
          id: 1,
          user_id: "u1",
          formation_id: 3,
          status: "pending",
          formations: { id: 3, title: "Leadership et gouvernance" },
        },
        {
          id: 2,
          user_id: "u1",
          formation_id: 9,
          status: "completed",
          formations: { id: 9, title: "Finance de projet" },
        },
        {
          id: 3,
          user_id: "u2",
          formation_id: 4,
          status: "confirmed",
          formations: { id: 4, title: "Agilité à l'échelle" },
        },
      ]),
      restGet("course_sessions", [
        session(10, 22, "Préparation à la certification PMP®"),
        session(11, 5, "Gestion des risques", { status: "cancelled" }),
        session(12, 6, "Management agile", { starts_on: "2020-03-02", ends_on: "2020-03-04" }),
      ]),
    );
    renderWithProviders(<DashboardRoute />, {
      path: "/tableau-de-bord",
      signedIn: learner,
      profile: { full_name: "Awa Koné" },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Bonjour, Awa Koné" })).toBeInTheDocument();
    const enrollments = await screen.findByTestId("dashboard-enrollments");
    expect(await within(enrollments).findByRole("link", { name: "Leadership et gouvernance" })).toHaveAttribute(
      "href",
      "/formations/3",
    );
    expect(within(enrollments).getByText("En attente")).toBeInTheDocument();
    expect(within(enrollments).getByText("Terminée")).toBeInTheDocument();
    expect(within(enrollments).queryByText("Agilité à l'échelle")).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Préparation à la certification PMP®" })).toHaveAttribute(
      "href",
      "/formations/22",
    );
    expect(screen.queryByText("Gestion des risques")).not.toBeInTheDocument();
    expect(screen.queryByText("Management agile")).not.toBeInTheDocument();
    const shortcuts = screen.getByRole("navigation", { name: "Raccourcis" });
    expect(within(shortcuts).getByRole("link", { name: "Parcourir le catalogue" })).toHaveAttribute(
      "href",
      "/formations",
    );
    expect(within(shortcuts).getByRole("link", { name: "Mon profil" })).toHaveAttribute("href", "/profil");
  });
});
