import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backend, renderWithProviders, restGet, rpcRows, setupFakeBackend, testUser } from "~/test";
import CalendarRoute from "./calendar";

setupFakeBackend();

const session = (id: number, formationId: number, title: string, startsOn: string, endsOn: string) => ({
  id,
  formation_id: formationId,
  starts_on: startsOn,
  ends_on: endsOn,
  format: "Présentiel",
  city: "Abidjan",
  venue: "",
  capacity: 20,
  reserved_seats: 0,
  seats_held: 0,
  seats_left: 20,
  status: "open",
  organisation_id: null as string | null,
  created_at: "",
  updated_at: "",
  formations: { title },
});

function renderCalendar(role: "trainer" | "client" = "trainer") {
  return renderWithProviders(<CalendarRoute />, {
    path: "/calendrier",
    signedIn: testUser({ id: "t1" }),
    profile: { role, full_name: "Dr. Koffi" },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-01T09:00:00Z"));
  backend.use(
    restGet("formations", [
      { id: 10, title: "IA générative appliquée à la gestion de projet", expert: "Dr. Koffi" },
      { id: 22, title: "Préparation à la certification PMP®", expert: "Dr. Koffi" },
    ]),
    // Who teaches is read through formation_trainers(): t1 is given their formation (10), not t2's (22).
    rpcRows("formation_trainers", [{ id: 10, trainer_id: "t1" }]),
    // …and session_trainers() the sessions assigned to them by name (decision 1034): none here.
    rpcRows("session_trainers", []),
    restGet("course_sessions", [
      session(1, 22, "Préparation à la certification PMP®", "2027-01-11", "2027-01-15"),
      session(2, 10, "IA générative appliquée à la gestion de projet", "2027-02-04", "2027-02-05"),
      session(3, 5, "Gestion des risques", "2026-10-05", "2026-10-07"),
    ]),
  );
});
afterEach(() => vi.useRealTimers());

describe("/calendrier", () => {
  it("opens on the next session's month and switches months with the keyboard", async () => {
    const { user } = renderCalendar();
    expect(await screen.findByRole("heading", { name: "janvier 2027" })).toBeInTheDocument();
    expect(screen.getAllByTestId("calendar-session")).toHaveLength(1);
    expect(screen.getByTestId("calendar-session")).toHaveTextContent("Préparation à la certification PMP®");
    const firstDay = document.querySelector('[data-date="2027-01-11"]')!;
    expect(firstDay).toHaveTextContent("Préparation à la certification PMP®");
    expect(document.querySelector('[data-date="2027-01-16"]')).not.toHaveTextContent("PMP");

    screen.getByRole("button", { name: "Mois suivant" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("heading", { name: "février 2027" })).toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("heading", { name: "mars 2027" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mois précédent" }));
    expect(screen.getByRole("heading", { name: "février 2027" })).toBeInTheDocument();
  });

  it("marks the sessions of the trainer's own formations with words, not colour alone", async () => {
    const { user } = renderCalendar();
    await screen.findByRole("heading", { name: "janvier 2027" });
    expect(screen.queryByText("Votre formation")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mois suivant" }));
    const session = screen.getByTestId("calendar-session");
    expect(session).toHaveTextContent("IA générative appliquée à la gestion de projet");
    expect(within(session).getByText("Votre formation")).toBeInTheDocument();
    expect(document.querySelector('[data-date="2027-02-04"]')).toHaveTextContent("(votre formation)");
  });

  it("marks the sessions the trainer teaches, an intra-company one too, which the public list leaves out", async () => {
    backend.use(
      // session_trainers() gives t1 the sessions they teach: 4 by name (an organisation's, running today) and 2 as
      // its formation's trainer. Session 6 (another trainer's) and 1 are not given.
      rpcRows("session_trainers", [
        { id: 4, trainer_id: "t1" },
        { id: 2, trainer_id: null },
      ]),
      restGet("course_sessions", [
        session(1, 22, "Préparation à la certification PMP®", "2027-01-11", "2027-01-15"),
        session(2, 10, "IA générative appliquée à la gestion de projet", "2027-02-04", "2027-02-05"),
        { ...session(4, 31, "Management d'équipe", "2026-11-30", "2026-12-02"), organisation_id: "org-1" },
        { ...session(6, 10, "IA générative appliquée à la gestion de projet", "2026-12-08", "2026-12-09") },
      ]),
    );
    const { user } = renderCalendar();
    // It opens on the month of the session under way, which only the trainer's own read gives.
    expect(await screen.findByRole("heading", { name: "décembre 2026" })).toBeInTheDocument();
    const [taught] = screen.getAllByTestId("calendar-session");
    expect(screen.getAllByTestId("calendar-session")).toHaveLength(1);
    expect(taught).toHaveTextContent("Management d'équipe");
    expect(within(taught!).getByText("Vous animez")).toBeInTheDocument();
    expect(within(taught!).getByText("Intra-entreprise")).toBeInTheDocument();
    expect(taught).not.toHaveTextContent(/places/);
    const today = document.querySelector('[data-date="2026-12-01"]')!;
    expect(today).toHaveTextContent("(vous animez cette session, intra-entreprise)");
    expect(today.querySelector("[data-taught]")).not.toBeNull();
    expect(document.querySelector('[data-date="2026-12-03"]')).not.toHaveTextContent("Management");

    // A public session they teach is listed once, as theirs.
    await user.click(screen.getByRole("button", { name: "Mois suivant" }));
    await user.click(screen.getByRole("button", { name: "Mois suivant" }));
    const february = screen.getByTestId("calendar-session");
    expect(within(february).getByText("Vous animez")).toBeInTheDocument();
    expect(within(february).queryByText("Intra-entreprise")).not.toBeInTheDocument();
    expect(document.querySelector('[data-date="2027-02-04"]')).toHaveTextContent("(vous animez cette session)");
  });

  it("shows an empty month honestly", async () => {
    const { user } = renderCalendar();
    await screen.findByRole("heading", { name: "janvier 2027" });
    await user.click(screen.getByRole("button", { name: "Mois précédent" }));
    expect(screen.getByText("Aucune session programmée ce mois-ci.")).toBeInTheDocument();
  });

  it("is reserved to trainers", async () => {
    renderCalendar("client");
    expect(await screen.findByRole("heading", { name: "Accès réservé aux formateurs" })).toBeInTheDocument();
  });
});
