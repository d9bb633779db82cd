import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { act, render, screen, waitFor, within } from "@testing-library/react";
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

const openCheckout = vi.hoisted(() => vi.fn());
vi.mock("../payment/open-checkout", () => ({ openCheckout }));

type Answer = { data: unknown; error: unknown };
const refusal = (status: number, code: string, error: string): Answer => ({
  data: null,
  error: { context: new Response(JSON.stringify({ code, error }), { status, headers: { "content-type": "application/json" } }) },
});

const backend = vi.hoisted(() => ({
  /** Every /functions/v1 call: [name, body]. */
  calls: [] as [string, unknown][],
  answer: (_name: string, _body: unknown): Promise<{ data: unknown; error: unknown }> => Promise.resolve({ data: null, error: null }),
  /** The learner's active enrolments in the course, as the select answers them. */
  active: (): { data: unknown[] | null; error: unknown } => ({ data: [], error: null }),
  sessions: [] as unknown[],
  filters: [] as unknown[][],
}));
vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    functions: {
      invoke: (name: string, { body }: { body: unknown }) => {
        backend.calls.push([name, body]);
        return backend.answer(name, body);
      },
    },
    from: (table: string) => ({
      select: () => {
        const query = {
          eq: (...args: unknown[]) => (table === "enrollments" && backend.filters.push(["eq", ...args]), query),
          neq: (...args: unknown[]) => (backend.filters.push(["neq", ...args]), query),
          in: () => query,
          gt: () => query,
          order: () => query,
          limit: () => query,
          then: (resolve: (value: unknown) => unknown) =>
            Promise.resolve(table === "course_sessions" ? { data: backend.sessions, error: null } : backend.active()).then(resolve),
        };
        return query;
      },
    }),
  }),
}));

const { EnrolButton } = await import("./enrol-button");

const formation = findDemoFormation(22) as Formation; // XOF
const cadFormation = findDemoFormation(3) as Formation; // CAD
const openSession = { id: 41, starts_on: "2030-03-10", ends_on: "2030-03-12", city: "Abidjan", format: "Présentiel", seats_left: 4, status: "open" };
const enrolled = { enrollment_id: 7, status: "pending", hold_expires_at: "2030-01-01T00:30:00Z", payment_reference: "PAC-2026-000007", amount: 950000, currency: "XOF" };
const bank = { holder: "Pont Atlantique Conseil inc.", bank: "NSIA Banque Côte d'Ivoire, agence du Plateau, Abidjan", account: ["IBAN : CI93", "BIC : BIAOCIAB"] };

function answers(byName: Record<string, Answer | ((body: unknown) => Answer | Promise<Answer>)>) {
  backend.answer = async (name, body) => {
    const answer = byName[name];
    if (!answer) throw new Error(`unexpected call to ${name}`);
    return typeof answer === "function" ? answer(body) : answer;
  };
}

function renderButton(onSignedOut = vi.fn(), course = formation) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const view = render(
    <QueryClientProvider client={queryClient}>
      <EnrolButton formation={course} onSignedOut={onSignedOut} />
    </QueryClientProvider>,
    { wrapper: MemoryRouter },
  );
  return { ...view, onSignedOut, invalidate, queryClient };
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: "S'inscrire à cette formation" }));
  const dialog = await screen.findByRole("dialog", { name: "Choisissez votre moyen de paiement" });
  await within(dialog).findByRole("radio", { name: /Abidjan/ });
  return dialog;
};

beforeEach(() => {
  auth.user = { id: "user-1" };
  auth.loading = false;
  toast.mockClear();
  openCheckout.mockClear();
  backend.calls = [];
  backend.sessions = [openSession];
  answers({});
  backend.active = () => ({ data: [], error: null });
  backend.filters = [];
});

afterEach(() => vi.useRealTimers());

describe("enrol button and payment dialog", () => {
  it("signed out: shows 'Connexion requise', opens nothing and runs the page's handler", async () => {
    auth.user = null;
    const user = userEvent.setup();
    const { onSignedOut } = renderButton();
    await user.click(screen.getByRole("button", { name: "S'inscrire à cette formation" }));
    expect(toast).toHaveBeenCalledWith({
      title: "Connexion requise",
      description: "Veuillez vous connecter pour vous inscrire à cette formation",
      variant: "destructive",
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it("waits for the session when clicked before it is known", async () => {
    auth.loading = true;
    const user = userEvent.setup();
    const { rerender, queryClient } = renderButton();
    await user.click(screen.getByRole("button", { name: "S'inscrire à cette formation" }));
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

  it("signed in: lists the course's open sessions and the methods of its currency, card preselected, nothing said about redirecting yet", async () => {
    const user = userEvent.setup();
    renderButton();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole("radio", { name: /Abidjan/ })).toBeChecked();
    expect(within(dialog).getByText("4 places restantes")).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Carte bancaire" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Mobile Money" })).not.toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Virement bancaire" })).not.toBeChecked();
    expect(within(dialog).getByText("950 000 FCFA")).toBeInTheDocument();
    expect(within(dialog).queryByText(/Redirection/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(backend.calls).toEqual([]);
  });

  it("a course priced in CAD offers card and transfer only, no Mobile Money", async () => {
    const user = userEvent.setup();
    renderButton(vi.fn(), cadFormation);
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole("radio", { name: "Carte bancaire" })).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Virement bancaire" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("radio", { name: "Mobile Money" })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Orange Money|Wave/)).not.toBeInTheDocument();
  });

  it("Mobile Money asks for the phone number, refuses a wrong one, then takes the seat and goes to the gateway with it (never an amount)", async () => {
    answers({
      enrol: { data: enrolled, error: null },
      "create-payment": { data: { payment_id: 12, checkout_url: "http://127.0.0.1/functions/v1/sandbox-checkout?transaction=sbx_x" }, error: null },
    });
    const user = userEvent.setup();
    const { invalidate } = renderButton();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("radio", { name: "Mobile Money" }));
    await user.click(within(dialog).getByRole("radio", { name: "Wave" }));
    const phone = within(dialog).getByRole("textbox", { name: /Numéro de téléphone Mobile Money/ });
    await user.type(phone, "12 34");
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    expect(await within(dialog).findByText("Indiquez le numéro du compte Mobile Money (8 à 15 chiffres).")).toBeInTheDocument();
    expect(backend.calls).toEqual([]);

    await user.clear(phone);
    await user.type(phone, "+225 07 01 02 03 04");
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith("http://127.0.0.1/functions/v1/sandbox-checkout?transaction=sbx_x"));
    expect(backend.calls).toEqual([
      ["enrol", { session_id: 41, payment_method: "mobile" }],
      ["create-payment", { enrollment_id: 7, channel: "wave", phone: "+2250701020304" }],
    ]);
    expect(screen.getByText("Redirection vers la page de paiement…")).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ["enrollments", "user-1"] });
   }, 15_000);

  it("bank transfer: shows the reference and the bank details in the dialog, and does not redirect", async () => {
    const { invalidate } = renderButton();
    answers({
      enrol: { data: enrolled, error: null },
      "create-payment": { data: { payment_id: 13, reference: "PAC-2026-000007", amount: 950000, currency: "XOF", bank }, error: null },
    });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("radio", { name: "Virement bancaire" }));
    await user.click(within(dialog).getByRole("button", { name: "Obtenir les coordonnées bancaires" }));
    const details = await screen.findByTestId("bank-transfer-details");
    expect(within(details).getByText("PAC-2026-000007")).toBeInTheDocument();
    expect(within(details).getByText("BIC : BIAOCIAB")).toBeInTheDocument();
    expect(within(details).getByText(/vous sont aussi envoyées par e-mail/)).toBeInTheDocument();
    expect(backend.calls[1]).toEqual(["create-payment", { enrollment_id: 7, channel: "virement" }]);
    expect(openCheckout).not.toHaveBeenCalled();
    // 'Mes formations' and the course page learn of the enrolment once the learner closes the details.
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ["enrollments", "user-1"] });
    await user.click(screen.getByRole("button", { name: "Terminé" }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["enrollments", "user-1"] });
  });

  it("shows 'Traitement en cours...' while the seat is taken", async () => {
    let resolve!: (answer: Answer) => void;
    answers({ enrol: () => new Promise<Answer>((r) => (resolve = r)), "create-payment": refusal(422, "no_price", "Sur devis.") });
    const user = userEvent.setup();
    renderButton();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    expect(await within(dialog).findByRole("button", { name: "Traitement en cours..." })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Annuler" })).toBeDisabled();
    await act(async () => resolve({ data: enrolled, error: null }));
    expect(await within(dialog).findByText("Sur devis.")).toBeInTheDocument();
  });

  it("a full session offers the waitlist", async () => {
    answers({ enrol: refusal(409, "session_full", "Cette session est complète."), "join-waitlist": { data: { position: 3 }, error: null } });
    const user = userEvent.setup();
    renderButton();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    await user.click(await screen.findByRole("button", { name: "Rejoindre la liste d'attente" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Inscrit sur la liste d'attente", description: expect.stringContaining("n° 3") })));
    expect(backend.calls.at(-1)).toEqual(["join-waitlist", { session_id: 41 }]);
  });

  it("user gone at confirm: asks to sign in, closes and runs the page's handler", async () => {
    const user = userEvent.setup();
    const { rerender, queryClient, onSignedOut } = renderButton();
    await openDialog(user);
    auth.user = null;
    rerender(
      <QueryClientProvider client={queryClient}>
        <EnrolButton formation={formation} onSignedOut={onSignedOut} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Continuer vers le paiement" }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: "Veuillez vous connecter pour finaliser votre inscription" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(backend.calls).toEqual([]);
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it("already enrolled (409 already_enrolled): says 'Déjà inscrit' and closes", async () => {
    answers({ enrol: refusal(409, "already_enrolled", "Vous êtes déjà inscrit.") });
    const user = userEvent.setup();
    renderButton();
    await openDialog(user);
    await user.click(screen.getByRole("button", { name: "Continuer vers le paiement" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledWith({
      title: "Déjà inscrit",
      description: "Vous êtes déjà inscrit à cette formation. Retrouvez votre inscription dans « Mes formations ».",
    });
  });
});
