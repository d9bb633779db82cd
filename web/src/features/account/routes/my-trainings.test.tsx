import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  backend,
  fn,
  http,
  postgrestError,
  renderWithProviders,
  restGet,
  rpc,
  setupFakeBackend,
  testUser,
} from "~/test";
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
const formationSession = {
  id: 3,
  formation_id: 7,
  starts_on: "2030-03-10",
  ends_on: "2030-03-12",
  format: "En ligne",
  city: "En ligne",
  venue: "",
  status: "open",
};
const row = (id: number, status: string | null, extra: object = {}) => ({
  id,
  formation_id: 7,
  user_id: "user-1",
  payment_method: "carte",
  payment_amount: 950000,
  payment_currency: "XOF",
  payment_reference: `PAC-2027-00000${id}`,
  hold_expires_at: status === "pending" ? "2099-12-03T15:39:00Z" : null,
  session_id: 3,
  status,
  created_at: "2027-03-12T10:00:00Z",
  formations: formation,
  course_sessions: formationSession,
  payments: [],
  invoices: null,
  refunds: null,
  enrollment_status_changes: [],
  ...extra,
});

function renderScreen(url = "/mes-formations") {
  return renderWithProviders(<MyTrainingsRoute />, { path: "/mes-formations", url, signedIn: learner });
}

beforeEach(() => {
  backend.use(restGet("session_waitlist", []), rpc("my_waitlist_positions", []));
});

const enrollmentsRequested = () => waitFor(() => expect(backend.requestsTo("/rest/v1/enrollments")).toHaveLength(1));

afterEach(() => vi.useRealTimers());

describe("/mes-formations", () => {
  it("shows 3 skeleton rows while loading", async () => {
    backend.use(http("GET", "/rest/v1/enrollments", never));
    renderScreen();
    expect(await screen.findAllByTestId("enrollment-skeleton")).toHaveLength(3);
  });

  it("reads the person's own enrollments with their session, attempts and documents, one card each", async () => {
    const someoneElses = row(5, "confirmed", {
      user_id: "user-2",
      formations: { ...formation, title: "Finance de projet" },
    });
    backend.use(
      restGet("enrollments", [
        row(1, "pending", { created_at: "2027-03-13T10:00:00Z" }),
        row(2, "completed"),
        someoneElses,
      ]),
    );
    renderScreen();
    const rows = await screen.findAllByTestId("enrollment-row");
    const select = backend.requestsTo("/rest/v1/enrollments")[0]!.search.get("select");
    // The formation and session by their columns: a learner is not granted who teaches them (decision 0988).
    expect(select).toMatch(
      /^\*,formations\(id,title,[^)]*\),course_sessions\(id,formation_id,[^)]*\),payments\(.*invoices\(number\).*refunds\(.*enrollment_status_changes\(/,
    );
    expect(select).not.toContain("trainer_id");
    expect(screen.queryByText("Finance de projet")).not.toBeInTheDocument();
    expect(rows.map((r) => within(r).getByTestId("enrollment-status").textContent)).toEqual([
      expect.stringMatching(/^Place réservée jusqu'au 3 décembre à \d{1,2} h 39$/),
      "Terminée",
    ]);
    expect(within(rows[0]!).getByText("Gestion de portefeuille de projets")).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/10 – 12 mars 2030/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/950\s000\sF CFA/)).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole("link", { name: /Certificat/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole("link", { name: /Certificat/ })).toHaveAttribute("href", "/certificats");
    expect(within(rows[0]!).getByRole("link", { name: /Voir la formation/ })).toHaveAttribute("href", "/formations/7");
    expect(screen.getByRole("heading", { name: "Conditions d'annulation" })).toBeInTheDocument();
  });

  it("?payer=<id> opens the payment of that enrollment at once, on the same enrollment", async () => {
    backend.use(
      restGet("enrollments", [row(1, "pending"), row(2, "completed")]),
      fn("create-payment", {
        payment_id: 4,
        reference: "PAC-2027-000001",
        amount: 950000,
        currency: "XOF",
        bank: { holder: "Pont Atlantique Conseil inc.", bank: "NSIA", account: ["IBAN : CI93"] },
      }),
    );
    const { user } = renderScreen("/mes-formations?payer=1");
    const dialog = await screen.findByRole("dialog", { name: "Régler votre inscription" });
    expect(dialog).toHaveTextContent("Gestion de portefeuille de projets");
    await user.click(within(dialog).getByRole("radio", { name: "Virement bancaire" }));
    await user.click(within(dialog).getByRole("button", { name: "Obtenir les coordonnées bancaires" }));
    expect(await within(dialog).findByTestId("bank-transfer-details")).toHaveTextContent("PAC-2027-000001");
    expect(backend.requestsTo("/functions/v1/create-payment")[0]!.body).toEqual({
      enrollment_id: 1,
      channel: "virement",
    });
    expect(backend.requestsTo("/functions/v1/enrol")).toEqual([]);
  });

  it("?payer= of an enrollment with nothing to pay says so and opens nothing", async () => {
    backend.use(restGet("enrollments", [row(2, "completed")]));
    renderScreen("/mes-formations?payer=2");
    expect(await screen.findByText("Rien à payer")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("cancels a paid seat within the policy: the dialog says the refund, the toast when it is paid", async () => {
    const paid = row(1, "confirmed", {
      payments: [{ id: 9, status: "succeeded", channel: "carte", amount: 950000, created_at: "2027-03-12T10:01:00Z" }],
      invoices: { number: "FAC-2027-000009" },
    });
    backend.use(
      restGet("enrollments", [paid]),
      fn("cancel", {
        enrollment_id: 1,
        status: "cancelled",
        refund: { amount: 950000, currency: "XOF", due_on: "2027-03-26" },
        free_cancellation_until: "2030-02-23",
      }),
    );
    const { user } = renderScreen();
    await user.click(await screen.findByRole("button", { name: "Annuler mon inscription" }));
    const dialog = screen.getByRole("dialog", { name: "Annuler votre inscription\u202f?" });
    expect(dialog).toHaveTextContent(/950\s000\sF\sCFA vous seront remboursés/);
    await user.type(within(dialog).getByLabelText(/Motif/), "Mission reportée");
    await user.click(within(dialog).getByRole("button", { name: "Confirmer l'annulation" }));
    expect(backend.requestsTo("/functions/v1/cancel")[0]!.body).toEqual({
      enrollment_id: 1,
      reason: "Mission reportée",
    });
    expect(await screen.findByText(/au plus tard le 26 mars 2027/)).toBeInTheDocument();
  });

  it("lists a waiting place with its position and leaves it", async () => {
    backend.use(
      restGet("enrollments", []),
      restGet("session_waitlist", [
        {
          id: 8,
          session_id: 3,
          status: "waiting",
          created_at: "2027-03-01T10:00:00Z",
          course_sessions: { ...formationSession, formations: { id: 7, title: "Finance", theme: "Gestion" } },
        },
      ]),
      rpc("my_waitlist_positions", [{ waitlist_id: 8, session_id: 3, position: 1 }]),
      fn("leave-waitlist", { session_id: 3, status: "left" }),
    );
    const { user } = renderScreen();
    const card = await screen.findByTestId("waitlist-row");
    expect(within(card).getByTestId("enrollment-status")).toHaveTextContent("Liste d'attente : 1re position");
    await user.click(within(card).getByRole("button", { name: "Quitter la liste d'attente" }));
    expect(await screen.findByText("Vous avez quitté la liste d'attente")).toBeInTheDocument();
    expect(backend.requestsTo("/functions/v1/leave-waitlist")[0]!.body).toEqual({ session_id: 3 });
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

  it("shows no « Erreur de chargement » when the session has ended: the sign-in page says why (decision 1033)", async () => {
    backend.use(
      http("GET", "/rest/v1/enrollments", () =>
        postgrestError("JWT session has ended (signed out or revoked)", "PGRST301", 401),
      ),
      http("POST", "/auth/v1/logout", () => new Response(null, { status: 204 })),
    );
    renderScreen();
    // The ended session is forgotten (the signed-in layout then sends the person to /auth?session=expiree).
    await waitFor(() => expect(backend.requestsTo("/auth/v1/logout", "POST")).toHaveLength(1));
    expect(screen.queryByText("Erreur de chargement")).not.toBeInTheDocument();
  });

  it("turns a load still pending after 10 seconds into the error state", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true }); // the session check still runs on its own
    backend.use(http("GET", "/rest/v1/enrollments", never));
    renderScreen();
    await enrollmentsRequested();
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
