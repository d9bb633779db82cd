import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { backend, http, postgrestError, renderWithProviders, restGet, setupFakeBackend, testUser } from "~/test";
import MyTrainingsRoute from "./my-trainings";

setupFakeBackend();
const learner = testUser({ id: "user-1" });
const never = () => new Promise<never>(() => {});

const formation = {
  id: 7,
  theme: "Gestion",
  title: "Gestion de portefeuille de projets",
  description: "…",
  duration: "3 jours",
  formats: ["Présentiel"],
  expert: "Dr. Koffi",
  price: 950000,
  price_currency: "XOF",
};
const row = (id: number, status: string | null, extra: object = {}) => ({
  id,
  formation_id: 7,
  user_id: "user-1",
  payment_method: "carte",
  status,
  created_at: "2027-03-12T10:00:00Z",
  formations: formation,
  ...extra,
});

function renderScreen() {
  return renderWithProviders(<MyTrainingsRoute />, { path: "/mes-formations", signedIn: learner });
}

const enrolmentsRequested = () => waitFor(() => expect(backend.requestsTo("/rest/v1/enrollments")).toHaveLength(1));

afterEach(() => vi.useRealTimers());

describe("/mes-formations", () => {
  it("shows 3 skeleton rows while loading", async () => {
    backend.use(http("GET", "/rest/v1/enrollments", never));
    renderScreen();
    expect(await screen.findAllByTestId("enrollment-skeleton")).toHaveLength(3);
  });

  it("reads the person's own enrolments with their course (call 5) and lists them with status labels", async () => {
    const someoneElses = row(5, "confirmed", {
      user_id: "user-2",
      formations: { ...formation, title: "Finance de projet" },
    });
    backend.use(
      restGet("enrollments", [row(1, "pending"), row(2, "completed"), someoneElses, row(3, null), row(4, "refunded")]),
    );
    renderScreen();
    const rows = await screen.findAllByTestId("enrollment-row");
    expect(backend.requestsTo("/rest/v1/enrollments")[0]!.search.get("select")).toBe("*,formations(*)");
    expect(screen.queryByText("Finance de projet")).not.toBeInTheDocument();
    expect(rows.map((r) => within(r).getByTestId("enrollment-status").textContent)).toEqual([
      "En attente",
      "Terminée",
      "En attente",
      "refunded",
    ]);
    expect(within(rows[0]!).getByText("Gestion de portefeuille de projets")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("3 jours")).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/950\s000\sF CFA/)).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole("link", { name: /Certificat/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole("link", { name: /Certificat/ })).toHaveAttribute("href", "/certificats");
    expect(within(rows[0]!).getByRole("link", { name: /Accéder/ })).toHaveAttribute("href", "/formations/7");
  });

  it("shows the empty state with a link to the catalogue", async () => {
    backend.use(restGet("enrollments", [row(1, "pending", { user_id: "user-2" })]));
    renderScreen();
    expect(await screen.findByRole("link", { name: "Découvrir nos formations" })).toHaveAttribute(
      "href",
      "/formations",
    );
  });

  it("shows the error toast and screen when the load fails", async () => {
    backend.use(http("GET", "/rest/v1/enrollments", () => postgrestError("boom", "XX000", 500)));
    renderScreen();
    expect(await screen.findByText("Impossible de charger vos formations")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
    expect(await screen.findByText("Erreur de chargement")).toBeInTheDocument();
    expect(screen.getByText("Impossible de charger vos inscriptions")).toBeInTheDocument();
  });

  it("turns a load still pending after 10 seconds into the error state", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true }); // the session check still runs on its own
    backend.use(http("GET", "/rest/v1/enrollments", never));
    renderScreen();
    await enrolmentsRequested();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_500);
    });
    expect(screen.getAllByTestId("enrollment-skeleton")).toHaveLength(3);
    expect(screen.queryByText("Erreur de chargement")).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(screen.getByText("Impossible de charger vos formations")).toBeInTheDocument();
    expect(screen.queryAllByTestId("enrollment-skeleton")).toHaveLength(0);
    expect(await screen.findByText("Erreur de chargement")).toBeInTheDocument();
  });

  it("reloads the page from 'Réessayer'", async () => {
    const reload = vi.fn();
    backend.use(http("GET", "/rest/v1/enrollments", () => postgrestError("boom", "XX000", 500)));
    const { user } = renderScreen();
    const retry = await screen.findByRole("button", { name: "Réessayer" });
    const realLocation = window.location;
    vi.stubGlobal("location", { ...realLocation, reload });
    await user.click(retry);
    vi.stubGlobal("location", realLocation);
    expect(reload).toHaveBeenCalled();
  });
});
