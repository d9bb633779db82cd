import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Formation } from "~/lib/database.types";
import { findDemoFormation } from "~/lib/formations";

const auth = vi.hoisted(() => ({
  user: null as { id: string } | null,
  loading: false,
  ensureReady: vi.fn(),
}));
vi.mock("~/lib/auth", () => ({ useAuth: () => auth }));

const toast = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast }));

const backend = vi.hoisted(() => ({
  /** Every function call: (name, body). */
  insert: vi.fn(),
  /** What the enrol / join-waitlist function answers, as supabase-js's functions.invoke resolves. */
  result: (): Promise<{ data: unknown; error: unknown }> => Promise.resolve({ data: null, error: null }),
  /** The learner's active enrolments in the course, as the select answers them. */
  active: (): { data: unknown[] | null; error: unknown } => ({ data: [], error: null }),
  /** The course's upcoming sessions. */
  sessions: [] as unknown[],
  /** Resolved when the sessions may be answered (undefined: at once). */
  sessionsGate: undefined as Promise<void> | undefined,
  filters: [] as unknown[][],
  row: {} as unknown,
}));
vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    functions: {
      invoke: (name: string, { body }: { body: unknown }) => {
        backend.insert(name, body);
        return backend.result();
      },
    },
    from: (table: string) => ({
      select: (columns: string) => {
        if (table === "course_sessions") {
          const sessions = {
            neq: () => sessions,
            gt: () => sessions,
            eq: () => sessions,
            order: () => sessions,
            then: (resolve: (value: unknown) => unknown) =>
              Promise.resolve(backend.sessionsGate).then(() => ({ data: backend.sessions, error: null })).then(resolve),
          };
          return sessions;
        }
        if (columns === "*") return { eq: () => ({ single: async () => ({ data: backend.row, error: null }) }) };
        const query = {
          eq: (...args: unknown[]) => (backend.filters.push(["eq", ...args]), query),
          neq: (...args: unknown[]) => (backend.filters.push(["neq", ...args]), query),
          limit: () => query,
          then: (resolve: (value: unknown) => unknown) => Promise.resolve(backend.active()).then(resolve),
        };
        return query;
      },
    }),
  }),
}));

const { EnrolButton } = await import("./enrol-button");

const formation = findDemoFormation(22) as Formation;
const insertedRow = {
  id: 7,
  formation_id: 22,
  user_id: "user-1",
  payment_method: "carte",
  payment_currency: "XOF",
  payment_amount: 950000,
  status: "pending",
  created_at: "2026-11-22T00:00:00.000Z",
  session_id: 1,
  hold_expires_at: "2026-11-22T00:30:00.000Z",
  payment_reference: "PAC-2026-000007",
};
const enrolled = { enrollment_id: 7, status: "pending", hold_expires_at: insertedRow.hold_expires_at, payment_reference: "PAC-2026-000007", amount: 950000, currency: "XOF" };
const session = (id: number, seatsLeft: number, startsOn = "2027-01-11", endsOn = "2027-01-15") => ({
  id, formation_id: 22, starts_on: startsOn, ends_on: endsOn, format: "Présentiel", city: "Abidjan", venue: "", capacity: 20,
  reserved_seats: 0, seats_held: 20 - seatsLeft, seats_left: seatsLeft, trainer_id: null, status: seatsLeft > 0 ? "open" : "full",
});
/** A refusal as supabase-js reports a 4xx of a function: the Response is the error's context. */
const refusal = (status: number, code: string, error: string) =>
  Promise.resolve({ data: null, error: { name: "FunctionsHttpError", context: new Response(JSON.stringify({ code, error }), { status }) } });

function renderButton(onSignedOut = vi.fn()) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const view = render(
    <QueryClientProvider client={queryClient}>
      <EnrolButton formation={formation} onSignedOut={onSignedOut} />
    </QueryClientProvider>,
    { wrapper: MemoryRouter },
  );
  return { ...view, onSignedOut, invalidate, queryClient };
}

/** The button once the course's sessions are known (it is disabled while they load). */
async function enabledEnrolButton(name = "S'inscrire à cette formation") {
  const button = await screen.findByRole("button", { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}


beforeEach(() => {
  auth.user = { id: "user-1" };
  auth.loading = false;
  toast.mockClear();
  backend.insert.mockClear();
  backend.result = () => Promise.resolve({ data: enrolled, error: null });
  backend.active = () => ({ data: [], error: null });
  backend.sessions = [session(1, 8)];
  backend.row = insertedRow;
  backend.filters = [];
  backend.sessionsGate = undefined;
});

afterEach(() => vi.useRealTimers());

describe("enrol button and payment dialog", () => {
  it("signed out: shows 'Connexion requise', opens nothing and runs the page's handler", async () => {
    auth.user = null;
    const user = userEvent.setup();
    const { onSignedOut } = renderButton();
    await user.click(await enabledEnrolButton());
    expect(toast).toHaveBeenCalledWith({
      title: "Connexion requise",
      description: "Veuillez vous connecter pour vous inscrire à cette formation",
      variant: "destructive",
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it("signed in: opens the dialog with the card preselected", async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(await enabledEnrolButton());
    const dialog = screen.getByRole("dialog", { name: "Choisissez votre moyen de paiement" });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Carte bancaire" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Mobile Money" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Virement bancaire" })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(backend.insert).not.toHaveBeenCalled();
  });

  it("waits for the sign-in state when clicked before it is known", async () => {
    auth.loading = true;
    const user = userEvent.setup();
    const { rerender, queryClient } = renderButton();
    await user.click(await enabledEnrolButton());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
    auth.loading = false;
    rerender(
      <QueryClientProvider client={queryClient}>
        <EnrolButton formation={formation} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("a click made before the sign-in state is known also waits for the sessions, then opens the dialog", async () => {
    auth.loading = true;
    auth.user = null;
    let answerSessions!: () => void;
    backend.sessionsGate = new Promise((resolve) => (answerSessions = resolve));
    const user = userEvent.setup();
    const { rerender, queryClient } = renderButton();
    await user.click(await screen.findByRole("button", { name: "S'inscrire à cette formation" }));
    auth.loading = false;
    auth.user = { id: "user-1" };
    rerender(
      <QueryClientProvider client={queryClient}>
        <EnrolButton formation={formation} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
    answerSessions();
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("already enrolled in this course: 'Déjà inscrit' and a link to 'Mes formations' instead of the button", async () => {
    backend.active = () => ({ data: [{ id: 7, status: "pending" }], error: null });
    renderButton();
    expect(await screen.findByText("Déjà inscrit")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voir mon inscription dans « Mes formations »" })).toHaveAttribute("href", "/mes-formations");
    expect(screen.queryByRole("button", { name: "S'inscrire à cette formation" })).not.toBeInTheDocument();
    expect(backend.filters).toEqual([
      ["eq", "user_id", "user-1"],
      ["eq", "formation_id", 22],
      ["neq", "status", "cancelled"],
    ]);
  });

  it("signed out: no enrolment lookup, the button stays", async () => {
    auth.user = null;
    backend.active = () => ({ data: [{ id: 7, status: "pending" }], error: null });
    renderButton();
    await act(async () => {});
    expect(screen.getByRole("button", { name: "S'inscrire à cette formation" })).toBeInTheDocument();
    expect(screen.queryByText("Déjà inscrit")).not.toBeInTheDocument();
    expect(backend.filters).toEqual([]);
  });

  it("offers the course's open sessions with their seats, and enrols in the one chosen", async () => {
    backend.sessions = [session(1, 8), session(2, 15, "2027-02-04", "2027-02-05")];
    const transfer = { payment_id: 9, reference: "PAC-2026-000007", amount: 950000, currency: "XOF", bank: { holder: "Pont Atlantique Conseil inc.", bank: "NSIA", account: [] } };
    let calls = 0;
    backend.result = () => Promise.resolve({ data: (calls += 1) === 1 ? enrolled : transfer, error: null });
    const user = userEvent.setup();
    renderButton();
    const first = await screen.findByRole("radio", { name: /11 – 15 janvier 2027/ });
    expect(first).toBeChecked();
    expect(screen.getByText(/8 \/ 20 places restantes/)).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /4 – 5 février 2027/ }));
    await user.click(await enabledEnrolButton());
    await user.click(screen.getByRole("radio", { name: "Virement bancaire" }));
    await user.click(screen.getByRole("button", { name: "Obtenir les coordonnées bancaires" }));
    await waitFor(() => expect(backend.insert).toHaveBeenCalledWith("enrol", { session_id: 2, payment_method: "virement" }));
    expect(await screen.findByTestId("bank-transfer-details")).toHaveTextContent("PAC-2026-000007");
  });

  it("a full session offers the waitlist instead of the payment dialog, and says the place in the queue", async () => {
    backend.sessions = [session(3, 0)];
    backend.result = () => Promise.resolve({ data: { position: 2 }, error: null });
    const user = userEvent.setup();
    renderButton();
    expect(await screen.findByText("Complet")).toBeInTheDocument();
    await user.click(await enabledEnrolButton("Complet — rejoindre la liste d'attente"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(backend.insert).toHaveBeenCalledWith("join-waitlist", { session_id: 3 });
    expect(await screen.findByRole("status")).toHaveTextContent("Sur la liste d'attente : n° 2");
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Inscrit sur la liste d'attente", description: expect.stringContaining("n° 2") }));
  });

  it("no open session: says so and offers to ask for one, with no enrol button", async () => {
    backend.sessions = [];
    renderButton();
    expect(await screen.findByTestId("no-open-session")).toHaveTextContent("Aucune session n'est ouverte aux inscriptions");
    expect(screen.queryByRole("button", { name: "S'inscrire à cette formation" })).not.toBeInTheDocument();
  });
});
