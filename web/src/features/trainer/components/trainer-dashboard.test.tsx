import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { backend, renderWithProviders, restGet, rpcRows, setupFakeBackend, testUser } from "~/test";
import { TrainerDashboard } from "./trainer-dashboard";

setupFakeBackend();

const formation = {
  id: 41,
  theme: "Gouvernance",
  title: "Gouvernance de projets publics",
  duration: "2 jours",
  formats: ["En ligne"],
  expert: "Awa Traoré",
};
// No signed-in client reads trainer_id from the tables (decision 0988): who teaches comes from formation_trainers() and
// session_trainers(), which answer a trainer with their own rows only.
const otherTrainersFormation = { ...formation, id: 42, title: "Finance de projet" };
const learner = (
  id: number,
  full_name: string,
  company: string,
  status: string,
  created_at = "2027-01-10T10:00:00Z",
) => ({
  id,
  formation_id: 41,
  status,
  created_at,
  formations: formation,
  profiles: { full_name, email: `${id}@example.com`, company, country: "Sénégal" },
});

function renderDashboard(id: string, role: "trainer" | "client" | "admin", fullName: string | null) {
  return renderWithProviders(<TrainerDashboard />, {
    path: "/tableau-de-bord",
    signedIn: testUser({ id }),
    profile: { role, full_name: fullName },
  });
}

/** The trainer's data reads (the profile read of the sign-in aside). */
const dataReads = () =>
  backend.requests.filter((request) =>
    /^\/rest\/v1\/(formations|enrollments|course_sessions|rpc\/formation_trainers|rpc\/session_trainers)/.test(
      request.path,
    ),
  );

describe("TrainerDashboard", () => {
  let sessions: Record<string, unknown>[] = [];
  beforeEach(() => {
    sessions = [];
    backend.use(
      restGet("course_sessions", () => sessions),
      rpcRows("session_trainers", []),
      rpcRows("formation_trainers", []),
    );
  });

  it("opens on the trainer's session today, not on another trainer's", async () => {
    const today = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    const session = (id: number, title: string) => ({
      id,
      formation_id: 41,
      starts_on: today,
      ends_on: today,
      city: "Abidjan",
      venue: "Plateau",
      status: "open",
      formations: { title },
    });
    sessions = [session(7, "Session d'un autre"), session(8, "Ma session du jour")];
    // Session 7 is another trainer's: session_trainers() does not give it to t1.
    backend.use(
      restGet("formations", []),
      restGet("enrollments", []),
      rpcRows("session_trainers", [{ id: 8, trainer_id: "t1" }]),
    );
    renderDashboard("t1", "trainer", "Awa Traoré");
    expect(
      await screen.findByRole("heading", { name: "Votre session aujourd'hui" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Ma session du jour")).toBeInTheDocument();
    expect(screen.queryByText("Session d'un autre")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Émargement et apprenants" })).toHaveAttribute("href", "/emargement/8");
  });

  it("lists the trainer's formations with their enrollment counts and learners", async () => {
    backend.use(
      restGet("formations", [formation, otherTrainersFormation]),
      rpcRows("formation_trainers", [{ id: 41, trainer_id: "t1" }]),
      restGet("enrollments", [
        learner(2, "Koffi Mensah", "", "completed", "2027-01-02T10:00:00Z"),
        learner(1, "Fatou Ndiaye", "Sonatel", "confirmed", "2027-01-10T10:00:00Z"),
        { ...learner(3, "Moussa Diop", "Orange", "confirmed"), formation_id: 42, formations: otherTrainersFormation },
      ]),
    );
    renderDashboard("t1", "trainer", "Awa Traoré");
    const card = await screen.findByTestId("trainer-formation");
    expect(within(card).getByRole("heading", { name: "Gouvernance de projets publics" })).toBeInTheDocument();
    expect(within(card).getByText("2 inscriptions")).toBeInTheDocument();
    expect(screen.getAllByTestId("trainer-formation")).toHaveLength(1);
    expect(screen.queryByText("Moussa Diop")).not.toBeInTheDocument();
    const rows = within(card).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent(/Fatou Ndiaye.*Sonatel.*Sénégal.*Confirmée/);
    expect(rows[1]).toHaveTextContent(/Koffi Mensah.*—.*Terminée/);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Bonjour, Awa Traoré");
    // Formations are found by the trainer's account (trainer_id, through formation_trainers()), never by name, then
    // read by id; enrollments only for those formations.
    expect(
      dataReads()
        .find((request) => request.path === "/rest/v1/rpc/formation_trainers")!
        .search.get("trainer_id"),
    ).toBe("eq.t1");
    const formationsRead = dataReads().find((request) => request.path === "/rest/v1/formations")!;
    expect(formationsRead.search.get("id")).toBe("in.(41)");
    expect(formationsRead.search.get("select")).not.toMatch(/\*|trainer_id/);
    expect(dataReads().some((request) => request.search.has("expert"))).toBe(false);
    expect(
      dataReads()
        .find((request) => request.path === "/rest/v1/enrollments")!
        .search.get("formation_id"),
    ).toBe("in.(41)");
    expect(screen.getByRole("link", { name: /Calendrier des sessions/ })).toHaveAttribute("href", "/calendrier");
  });

  it("counts a session assigned to the trainer: its formation and its learners, not « aucune formation » (issue 48)", async () => {
    sessions = [
      {
        id: 8,
        formation_id: 41,
        starts_on: "2099-03-02",
        ends_on: "2099-03-03",
        city: "Dakar",
        venue: "Plateau",
        status: "open",
        formations: { title: formation.title },
      },
    ];
    backend.use(
      rpcRows("session_trainers", [{ id: 8, trainer_id: "t1" }]),
      restGet("formations", [formation]),
      restGet("enrollments", [learner(1, "Fatou Ndiaye", "Sonatel", "confirmed")]),
    );
    renderDashboard("t1", "trainer", "Awa Traoré");
    const card = await screen.findByTestId("trainer-formation");
    expect(within(card).getByText("1 inscription")).toBeInTheDocument();
    expect(screen.queryByText("Aucune formation ne vous est attribuée pour le moment")).not.toBeInTheDocument();
    const sessionsRead = dataReads().find(
      (request) => request.path === "/rest/v1/course_sessions" && request.search.get("select") === "formation_id",
    )!;
    expect(sessionsRead.search.get("id")).toBe("in.(8)");
    expect(
      dataReads()
        .find((request) => request.path === "/rest/v1/formations")!
        .search.get("id"),
    ).toBe("in.(41)");
  });

  it("explains how formations are attributed when the trainer has none", async () => {
    backend.use(restGet("formations", [formation]), restGet("enrollments", []));
    renderDashboard("t2", "trainer", "Nouveau Formateur");
    expect(await screen.findByText("Aucune formation ne vous est attribuée pour le moment")).toBeInTheDocument();
    expect(screen.getByText(/Un administrateur attribue chaque formation à son formateur/)).toBeInTheDocument();
  });

  it("a trainer without a name is greeted as 'Utilisateur' and still sees their formations", async () => {
    backend.use(
      restGet("formations", [formation]),
      restGet("enrollments", []),
      rpcRows("formation_trainers", [{ id: 41, trainer_id: "t3" }]),
    );
    renderDashboard("t3", "trainer", null);
    expect(await screen.findByTestId("trainer-formation")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Bonjour, Utilisateur");
  });

  it.each(["client", "admin"])("shows an access-reserved message to a %s and reads nothing", async (role) => {
    renderDashboard("x", role as "client" | "admin", "Quelqu'un");
    expect(await screen.findByRole("heading", { name: "Accès réservé aux formateurs" })).toBeInTheDocument();
    expect(dataReads()).toEqual([]);
  });
});
