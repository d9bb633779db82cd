import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Formation } from "~/lib/database";
import { findDemoFormation } from "~/lib/formations";

const auth = vi.hoisted(() => ({ user: { id: "user-1" } as { id: string } | null }));
vi.mock("~/lib/auth", () => ({ useAuth: () => auth }));

const toast = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast }));

const openCheckout = vi.hoisted(() => vi.fn());
vi.mock("../payment/open-checkout", () => ({ openCheckout }));

type Answer = { data: unknown; error: unknown };
const backend = vi.hoisted(() => ({
  /** Every /functions/v1 call: [name, body]. */
  calls: [] as [string, unknown][],
  answer: (_name: string, _body: unknown): Promise<{ data: unknown; error: unknown }> => Promise.resolve({ data: null, error: null }),
}));
vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    functions: {
      invoke: (name: string, { body }: { body: unknown }) => {
        backend.calls.push([name, body]);
        return backend.answer(name, body);
      },
    },
  }),
}));

const { PaymentDialog } = await import("./payment-dialog");

/** A 4xx of a function as supabase-js reports it: the Response is the error's context. */
const refusal = (status: number, code: string, error: string): Answer => ({
  data: null,
  error: { context: new Response(JSON.stringify({ code, error }), { status, headers: { "content-type": "application/json" } }) },
});
const enrolled = { enrollment_id: 7, status: "pending", hold_expires_at: "2030-01-01T00:30:00Z", payment_reference: "PAC-2026-000007", amount: 950000, currency: "XOF" };
const bank = { holder: "Pont Atlantique Conseil inc.", bank: "NSIA Banque Côte d'Ivoire, agence du Plateau, Abidjan", account: ["IBAN : CI93", "BIC : BIAOCIAB"] };

function answers(byName: Record<string, Answer | ((body: unknown) => Answer | Promise<Answer>)>) {
  backend.answer = async (name, body) => {
    const answer = byName[name];
    if (!answer) throw new Error(`unexpected call to ${name}`);
    return typeof answer === "function" ? answer(body) : answer;
  };
}

function renderDialog(course = findDemoFormation(22) as Formation, onSignedOut = vi.fn()) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <PaymentDialog formation={{ ...course, session_id: 41 }} open onOpenChange={onOpenChange} onSignedOut={onSignedOut} />
    </QueryClientProvider>,
  );
  return { invalidate, onOpenChange, onSignedOut, dialog: screen.getByRole("dialog", { name: "Choisissez votre moyen de paiement" }) };
}

beforeEach(() => {
  auth.user = { id: "user-1" };
  toast.mockClear();
  openCheckout.mockClear();
  backend.calls = [];
  answers({});
});

describe("payment dialog (issues 13 and 18)", () => {
  it("offers the methods of an XOF course, card preselected, the catalogue's amount, and says nothing about redirecting yet", () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole("radio", { name: "Carte bancaire" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Mobile Money" })).not.toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Virement bancaire" })).not.toBeChecked();
    expect(within(dialog).getByText("950 000 FCFA")).toBeInTheDocument();
    expect(within(dialog).queryByText(/Redirection/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/SMS/)).not.toBeInTheDocument();
  });

  it("a course priced in CAD offers card and transfer only, no Mobile Money", () => {
    const { dialog } = renderDialog(findDemoFormation(3) as Formation);
    expect(within(dialog).getByRole("radio", { name: "Carte bancaire" })).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Virement bancaire" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("radio", { name: "Mobile Money" })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Orange Money|Wave/)).not.toBeInTheDocument();
  });

  it("Mobile Money asks for the phone number, refuses a wrong one, then takes the seat and goes to the gateway (never an amount)", async () => {
    answers({
      enrol: { data: enrolled, error: null },
      "create-payment": { data: { payment_id: 12, checkout_url: "http://127.0.0.1/functions/v1/sandbox-checkout?transaction=sbx_x" }, error: null },
    });
    const user = userEvent.setup();
    const { dialog, invalidate } = renderDialog();
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
    expect(invalidate).not.toHaveBeenCalled();
  }, 15_000);

  it("bank transfer: the reference and bank details stay on screen until the learner is done, without redirect", async () => {
    answers({
      enrol: { data: enrolled, error: null },
      "create-payment": { data: { payment_id: 13, reference: "PAC-2026-000007", amount: 950000, currency: "XOF", bank }, error: null },
    });
    const user = userEvent.setup();
    const { dialog, invalidate, onOpenChange } = renderDialog();
    await user.click(within(dialog).getByRole("radio", { name: "Virement bancaire" }));
    await user.click(within(dialog).getByRole("button", { name: "Obtenir les coordonnées bancaires" }));
    const details = await screen.findByTestId("bank-transfer-details");
    expect(within(details).getByText("PAC-2026-000007")).toBeInTheDocument();
    expect(within(details).getByText("BIC : BIAOCIAB")).toBeInTheDocument();
    expect(within(details).getByText(/vous sont aussi envoyées par e-mail/)).toBeInTheDocument();
    expect(backend.calls[1]).toEqual(["create-payment", { enrollment_id: 7, channel: "virement" }]);
    expect(openCheckout).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Terminé" }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["enrollments", "user-1"] });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows 'Traitement en cours...' while the seat is taken, then the server's French refusal", async () => {
    let resolve!: (answer: Answer) => void;
    answers({ enrol: () => new Promise<Answer>((r) => (resolve = r)), "create-payment": refusal(422, "no_price", "Cette formation est sur devis.") });
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    expect(await within(dialog).findByRole("button", { name: "Traitement en cours..." })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Annuler" })).toBeDisabled();
    await act(async () => resolve({ data: enrolled, error: null }));
    expect(await within(dialog).findByText("Cette formation est sur devis.")).toBeInTheDocument();
  });

  it("the seat taken meanwhile: offers the waitlist, and says the place in the queue", async () => {
    answers({ enrol: refusal(409, "session_full", "Cette session est complète."), "join-waitlist": { data: { position: 3 }, error: null } });
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    await user.click(await screen.findByRole("button", { name: "Rejoindre la liste d'attente" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Inscrit sur la liste d'attente", description: expect.stringContaining("n° 3") })));
    expect(backend.calls.at(-1)).toEqual(["join-waitlist", { session_id: 41 }]);
  });

  it("already enrolled (409 already_enrolled): says 'Déjà inscrit' and closes", async () => {
    answers({ enrol: refusal(409, "already_enrolled", "Vous êtes déjà inscrit.") });
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toast).toHaveBeenCalledWith({
      title: "Déjà inscrit",
      description: "Vous êtes déjà inscrit à cette formation. Retrouvez votre inscription dans « Mes formations ».",
    });
  });

  it("signed out at confirm: asks to sign in, closes and runs the page's handler, nothing sent", async () => {
    auth.user = null;
    const user = userEvent.setup();
    const { dialog, onSignedOut } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: "Veuillez vous connecter pour finaliser votre inscription" }));
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(backend.calls).toEqual([]);
  });
});
