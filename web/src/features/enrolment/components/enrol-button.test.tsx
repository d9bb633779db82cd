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
  insert: vi.fn(),
  result: (): Promise<{ data: unknown[] | null; error: unknown }> => Promise.resolve({ data: [], error: null }),
  /** The learner's active enrolments in the course, as the select answers them. */
  active: (): { data: unknown[] | null; error: unknown } => ({ data: [], error: null }),
  filters: [] as unknown[][],
}));
vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    from: (table: string) => ({
      insert: (payload: unknown) => {
        backend.insert(table, payload);
        return { select: () => backend.result() };
      },
      select: () => {
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
};

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

const toastTitles = () => toast.mock.calls.map(([options]) => (options as { title: string }).title);

beforeEach(() => {
  auth.user = { id: "user-1" };
  auth.loading = false;
  toast.mockClear();
  backend.insert.mockClear();
  backend.result = () => Promise.resolve({ data: [insertedRow], error: null });
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

  it("signed in: opens the dialog with the card preselected", async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole("button", { name: "S'inscrire à cette formation" }));
    const dialog = screen.getByRole("dialog", { name: "Choisissez votre moyen de paiement" });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Carte bancaire" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Mobile Money" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Virement bancaire" })).not.toBeChecked();
    expect(screen.getByText("Orange Money, Wave, MTN Money")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(backend.insert).not.toHaveBeenCalled();
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

  it("shows 'Traitement en cours...' while the enrolment is recorded", async () => {
    let resolve!: (value: { data: unknown[]; error: null }) => void;
    backend.result = () => new Promise((r) => (resolve = r));
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole("button", { name: "S'inscrire à cette formation" }));
    // Mobile Money: no simulated card delay left running into the next test.
    await user.click(screen.getByRole("radio", { name: "Mobile Money" }));
    await user.click(screen.getByRole("button", { name: "Confirmer l'inscription" }));
    const busyButton = await screen.findByRole("button", { name: "Traitement en cours..." });
    expect(busyButton).toBeDisabled();
    expect(screen.getByRole("button", { name: "Annuler" })).toBeDisabled();
    await act(async () => resolve({ data: [insertedRow], error: null }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it.each([
    ["mobile", "Mobile Money", "Suivez les instructions envoyées par SMS pour finaliser votre paiement."],
    ["virement", "Virement bancaire", "Les coordonnées bancaires pour effectuer votre virement vous ont été envoyées par email."],
  ] as const)("records a pending enrolment paid by %s and says what happens next", async (method, label, nextStep) => {
    const user = userEvent.setup();
    const { invalidate } = renderButton();
    await user.click(screen.getByRole("button", { name: "S'inscrire à cette formation" }));
    await user.click(screen.getByRole("radio", { name: label }));
    await user.click(screen.getByRole("button", { name: "Confirmer l'inscription" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(backend.insert).toHaveBeenCalledWith("enrollments", {
      formation_id: 22,
      user_id: "user-1",
      payment_method: method,
      payment_currency: "XOF",
      payment_amount: 950000,
      status: "pending",
    });
    expect(toast.mock.calls[0]![0]).toMatchObject({ title: "Inscription confirmée !", description: expect.stringContaining(label) });
    expect(toast.mock.calls[1]![0]).toMatchObject({ description: nextStep });
    expect(toast).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["enrollments", "user-1"] });
  });

  it("card: announces the redirect, then 'Paiement simulé' after 2000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderButton();
    await user.click(screen.getByRole("button", { name: "S'inscrire à cette formation" }));
    await user.click(screen.getByRole("button", { name: "Confirmer l'inscription" }));
    await waitFor(() => expect(toastTitles()).toEqual(["Inscription confirmée !", "Redirection vers le paiement sécurisé"]));
    expect(toast.mock.calls[0]![0]).toMatchObject({ description: expect.stringContaining("Carte bancaire") });
    expect(backend.insert.mock.calls[0]![1]).toMatchObject({ payment_method: "carte" });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(toastTitles()).not.toContain("Paiement simulé");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(toastTitles()).toEqual(["Inscription confirmée !", "Redirection vers le paiement sécurisé", "Paiement simulé"]);
  });

  it("insert error: destructive toast and the dialog stays open to retry", async () => {
    backend.result = () => Promise.resolve({ data: null, error: { message: "violates row-level security policy" } });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole("button", { name: "S'inscrire à cette formation" }));
    await user.click(screen.getByRole("button", { name: "Confirmer l'inscription" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Erreur lors de l'inscription",
        description: "Une erreur est survenue. Veuillez réessayer plus tard.",
        variant: "destructive",
      }),
    );
    expect(toastTitles()).not.toContain("Inscription confirmée !");
    expect(screen.getByRole("button", { name: "Confirmer l'inscription" })).toBeEnabled();
  });

  it("user gone at confirm: asks to sign in, closes and runs the page's handler", async () => {
    const user = userEvent.setup();
    const { rerender, queryClient, onSignedOut } = renderButton();
    await user.click(screen.getByRole("button", { name: "S'inscrire à cette formation" }));
    auth.user = null;
    rerender(
      <QueryClientProvider client={queryClient}>
        <EnrolButton formation={formation} onSignedOut={onSignedOut} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Confirmer l'inscription" }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: "Veuillez vous connecter pour finaliser votre inscription" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(backend.insert).not.toHaveBeenCalled();
    expect(onSignedOut).toHaveBeenCalledOnce();
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

  it("duplicate refused by the database (409 / 23505): says 'Déjà inscrit', closes and shows the link", async () => {
    backend.result = () => Promise.resolve({ data: null, error: { code: "23505", message: "duplicate key value violates unique constraint" } });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole("button", { name: "S'inscrire à cette formation" }));
    backend.active = () => ({ data: [{ id: 7, status: "pending" }], error: null });
    await user.click(screen.getByRole("button", { name: "Confirmer l'inscription" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledWith({
      title: "Déjà inscrit",
      description: "Vous êtes déjà inscrit à cette formation. Retrouvez votre inscription dans « Mes formations ».",
    });
    expect(toastTitles()).not.toContain("Erreur lors de l'inscription");
    expect(toastTitles()).not.toContain("Inscription confirmée !");
    expect(await screen.findByRole("link", { name: "Voir mon inscription dans « Mes formations »" })).toBeInTheDocument();
  });
});
