import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Formation } from "@common/database";
import { findDemoFormation } from "~/lib/formations";
import { backend, fn, http, json, renderWithProviders, rpc, setupFakeBackend, testUser } from "~/test";

const openCheckout = vi.hoisted(() => vi.fn());
vi.mock("../payment/open-checkout", () => ({ openCheckout }));

import { PaymentDialog } from "./payment-dialog";

setupFakeBackend();
const learner = testUser({ id: "user-1" });

/** A function's refusal as the server answers it: a 4xx with a code and a French message. */
const refusal = (name: string, status: number, code: string, error: string) => fn(name, { code, error }, status);
/** Every /functions/v1 call: [name, body]. */
const functionCalls = () =>
  backend.requestsTo(/^\/functions\/v1\//).map((request) => [request.path.split("/").pop(), request.body]);
const enrolled = {
  enrollment_id: 7,
  status: "pending",
  hold_expires_at: "2030-01-01T00:30:00Z",
  payment_reference: "PAC-2026-000007",
  amount: 950000,
  currency: "XOF",
};
const bank = {
  holder: "Pont Atlantique Conseil inc.",
  bank: "NSIA Banque Côte d'Ivoire, agence du Plateau, Abidjan",
  account: ["IBAN : CI93", "BIC : BIAOCIAB"],
};

async function renderDialog(formation = findDemoFormation(22) as Formation, { signedIn = true } = {}) {
  const onOpenChange = vi.fn();
  const onSignedOut = vi.fn();
  const view = renderWithProviders(
    <PaymentDialog
      formation={{ ...formation, session_id: 41 }}
      open
      onOpenChange={onOpenChange}
      onSignedOut={onSignedOut}
    />,
    signedIn ? { signedIn: learner } : {},
  );
  const invalidate = vi.spyOn(view.queryClient, "invalidateQueries");
  const dialog = await screen.findByRole("dialog", { name: "Choisissez votre moyen de paiement" });
  return { ...view, invalidate, onOpenChange, onSignedOut, dialog };
}

beforeEach(() => openCheckout.mockClear());

describe("payment dialog (issues 13 and 18)", () => {
  it("offers the methods of an XOF formation, card preselected, the catalogue's amount, and says nothing about redirecting yet", async () => {
    const { dialog } = await renderDialog();
    expect(within(dialog).getByRole("radio", { name: "Carte bancaire" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Mobile Money" })).not.toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Virement bancaire" })).not.toBeChecked();
    expect(within(dialog).getByText("950 000 F CFA")).toBeInTheDocument();
    expect(within(dialog).queryByText(/Redirection/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/SMS/)).not.toBeInTheDocument();
  });

  it("a formation priced in CAD offers card and transfer only, no Mobile Money", async () => {
    const { dialog } = await renderDialog(findDemoFormation(3) as Formation);
    expect(within(dialog).getByRole("radio", { name: "Carte bancaire" })).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Virement bancaire" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("radio", { name: "Mobile Money" })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Orange Money|Wave/)).not.toBeInTheDocument();
  });

  it("Mobile Money asks for the phone number, refuses a wrong one, then takes the seat and goes to the gateway (never an amount)", async () => {
    backend.use(
      fn("enrol", enrolled),
      fn("create-payment", {
        payment_id: 12,
        checkout_url: "http://127.0.0.1/functions/v1/sandbox-checkout?transaction=sbx_x",
      }),
    );
    const { dialog, invalidate, user } = await renderDialog();
    await user.click(within(dialog).getByRole("radio", { name: "Mobile Money" }));
    await user.click(within(dialog).getByRole("radio", { name: "Wave" }));
    const phone = within(dialog).getByRole("textbox", { name: /Numéro de téléphone Mobile Money/ });
    await user.type(phone, "12 34");
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    expect(
      await within(dialog).findByText("Indiquez le numéro du compte Mobile Money (8 à 15 chiffres)."),
    ).toBeInTheDocument();
    expect(functionCalls()).toEqual([]);

    await user.clear(phone);
    await user.type(phone, "+225 07 01 02 03 04");
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    await waitFor(() =>
      expect(openCheckout).toHaveBeenCalledWith("http://127.0.0.1/functions/v1/sandbox-checkout?transaction=sbx_x"),
    );
    expect(functionCalls()).toEqual([
      ["enrol", { session_id: 41, payment_method: "mobile" }],
      ["create-payment", { enrollment_id: 7, channel: "wave", phone: "+2250701020304" }],
    ]);
    expect(screen.getByText("Redirection vers la page de paiement…")).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();
  }, 15_000);

  it("bank transfer: the reference and bank details stay on screen until the learner is done, without redirect", async () => {
    backend.use(
      fn("enrol", enrolled),
      fn("create-payment", { payment_id: 13, reference: "PAC-2026-000007", amount: 950000, currency: "XOF", bank }),
    );
    const { dialog, invalidate, onOpenChange, user } = await renderDialog();
    await user.click(within(dialog).getByRole("radio", { name: "Virement bancaire" }));
    await user.click(within(dialog).getByRole("button", { name: "Obtenir les coordonnées bancaires" }));
    const details = await screen.findByTestId("bank-transfer-details");
    expect(within(details).getByText("PAC-2026-000007")).toBeInTheDocument();
    expect(within(details).getByText("BIC : BIAOCIAB")).toBeInTheDocument();
    expect(within(details).getByText(/vous sont aussi envoyées par e-mail/)).toBeInTheDocument();
    expect(functionCalls()[1]).toEqual(["create-payment", { enrollment_id: 7, channel: "virement" }]);
    expect(openCheckout).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Terminé" }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["enrollments", "user-1"] });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("a phone-only learner's transfer: told the details come by SMS to their number, as their consent is recorded", async () => {
    backend.use(
      fn("enrol", enrolled),
      fn("create-payment", { payment_id: 13, reference: "PAC-2026-000007", amount: 950000, currency: "XOF", bank }),
    );
    const onOpenChange = vi.fn();
    renderWithProviders(
      <PaymentDialog
        formation={{ ...(findDemoFormation(22) as Formation), session_id: 41 }}
        open
        onOpenChange={onOpenChange}
      />,
      { signedIn: { ...testUser({ id: "user-2", email: "" }), phone: "2250701020304" } },
    );
    const dialog = await screen.findByRole("dialog", { name: "Choisissez votre moyen de paiement" });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("radio", { name: "Virement bancaire" }));
    expect(within(dialog).getByTestId("transfer-by-sms")).toHaveTextContent(
      "vous sont envoyées par SMS à ce numéro (+2250701020304). Répondez STOP",
    );
    await user.click(within(dialog).getByRole("button", { name: "Obtenir les coordonnées bancaires" }));
    const details = await screen.findByTestId("bank-transfer-details");
    expect(within(details).getByText(/vous sont aussi envoyées par SMS/)).toBeInTheDocument();
  });

  it("shows 'Traitement en cours...' while the seat is taken, then the server's French refusal", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    backend.use(
      http("POST", "/functions/v1/enrol", async () => {
        await held;
        return json(enrolled);
      }),
      refusal("create-payment", 422, "no_price", "Cette formation est sur devis."),
    );
    const { dialog, user } = await renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    expect(await within(dialog).findByRole("button", { name: "Traitement en cours..." })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Annuler" })).toBeDisabled();
    release();
    expect(await within(dialog).findByText("Cette formation est sur devis.")).toBeInTheDocument();
  });

  it("the seat taken meanwhile: offers the waitlist, and says the place in the queue", async () => {
    backend.use(
      refusal("enrol", 409, "session_full", "Cette session est complète."),
      fn("join-waitlist", { position: 3 }),
    );
    const { dialog, user } = await renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    await user.click(await screen.findByRole("button", { name: "Rejoindre la liste d'attente" }));
    expect(await screen.findByText("Inscrit sur la liste d'attente")).toBeInTheDocument();
    expect(screen.getByText(/n° 3/)).toBeInTheDocument();
    expect(functionCalls().at(-1)).toEqual(["join-waitlist", { session_id: 41 }]);
  });

  it("already enrolled (409 already_enrolled): says 'Déjà inscrit' and closes", async () => {
    backend.use(refusal("enrol", 409, "already_enrolled", "Vous êtes déjà inscrit."));
    const { dialog, onOpenChange, user } = await renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await screen.findByText("Déjà inscrit")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Vous êtes déjà inscrit à cette formation. Retrouvez votre inscription dans « Mes formations ».",
      ),
    ).toBeInTheDocument();
  });

  // Issue 42 item 8: the learner is told what to do about a refused hold, and given the way to do it.
  it("another unpaid hold (409 unpaid_hold_elsewhere): shows the server's sentence and a link to pay or release it", async () => {
    const sentence =
      "Vous avez déjà une inscription en attente de paiement (« Leadership ») : réglez-la ou libérez la place dans « Mes formations » avant de réserver une autre session.";
    backend.use(refusal("enrol", 409, "unpaid_hold_elsewhere", sentence));
    const { dialog, onOpenChange, user } = await renderDialog();
    await user.click(within(dialog).getByRole("radio", { name: "Virement bancaire" }));
    await user.click(within(dialog).getByRole("button", { name: "Obtenir les coordonnées bancaires" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(sentence);
    expect(within(alert).getByRole("link", { name: "Régler ou libérer mon inscription en attente" })).toHaveAttribute(
      "href",
      "/mes-formations",
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(functionCalls()).toEqual([["enrol", { session_id: 41, payment_method: "virement" }]]);
  });

  // Decision 1030: the session and the cancellation terms that apply to it, before paying; the acceptance recorded first.
  it("repeats the session and its terms — « Non annulable » when it starts within 15 days — and records the CGV before paying", async () => {
    backend.use(
      fn("enrol", enrolled),
      fn("create-payment", {
        payment_id: 12,
        checkout_url: "http://127.0.0.1/functions/v1/sandbox-checkout?transaction=sbx_z",
      }),
    );
    const soon = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    const formation = findDemoFormation(22) as Formation;
    renderWithProviders(
      <PaymentDialog
        formation={{
          ...formation,
          session_id: 41,
          session: { starts_on: soon, ends_on: soon, format: "Présentiel", city: "Dakar" },
        }}
        open
        onOpenChange={vi.fn()}
      />,
      { signedIn: learner },
    );
    const dialog = await screen.findByRole("dialog", { name: "Choisissez votre moyen de paiement" });
    expect(within(dialog).getByTestId("payment-session")).toHaveTextContent(/Dakar/);
    const terms = within(dialog).getByTestId("payment-terms");
    expect(terms).toHaveTextContent("Non annulable : la session commence dans moins de 15 jours.");
    expect(within(terms).getByRole("link", { name: "conditions générales de vente" })).toHaveAttribute("href", "/cgv");
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalled());
    const order = backend.requests.map((r) => r.path).filter((p) => /accept_sale_terms|create-payment/.test(p));
    expect(order).toEqual(["/rest/v1/rpc/accept_sale_terms", "/functions/v1/create-payment"]);
    expect(backend.requestsTo("/rest/v1/rpc/accept_sale_terms")[0].body).toEqual({
      p_enrollment: 7,
      p_terms: "Non annulable : la session commence dans moins de 15 jours",
    });
  });

  // Decision 1031: no transfer for a session within 7 days; the transfer's details say until when, with copy buttons.
  it("a session within 7 days offers no transfer, and says why", async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const formation = findDemoFormation(22) as Formation;
    renderWithProviders(
      <PaymentDialog
        formation={{
          ...formation,
          session_id: 41,
          session: { starts_on: soon, ends_on: soon, format: "Présentiel", city: "Abidjan" },
        }}
        open
        onOpenChange={vi.fn()}
      />,
      { signedIn: learner },
    );
    const dialog = await screen.findByRole("dialog", { name: "Choisissez votre moyen de paiement" });
    expect(within(dialog).queryByRole("radio", { name: "Virement bancaire" })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId("transfer-unavailable")).toHaveTextContent(/moins de 7 jours/);
  });

  it("the transfer's details give the deadline of the hold, the session and copy buttons for the reference and the account", async () => {
    backend.use(
      fn("enrol", { ...enrolled, hold_expires_at: "2030-01-05T12:00:00Z" }),
      fn(
        "create-payment",
        { payment_id: 20, reference: "PAC-2026-000007", amount: 950000, currency: "XOF", bank },
        201,
      ),
    );
    const formation = findDemoFormation(22) as Formation;
    renderWithProviders(
      <PaymentDialog
        formation={{
          ...formation,
          session_id: 41,
          session: { starts_on: "2030-02-10", ends_on: "2030-02-12", format: "Présentiel", city: "Abidjan" },
        }}
        open
        onOpenChange={vi.fn()}
      />,
      { signedIn: learner },
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Choisissez votre moyen de paiement" });
    await user.click(within(dialog).getByRole("radio", { name: "Virement bancaire" }));
    await user.click(within(dialog).getByRole("button", { name: "Obtenir les coordonnées bancaires" }));
    const done = await screen.findByRole("dialog", { name: "Inscription enregistrée\u00a0: réglez par virement" });
    expect(within(done).getByTestId("transfer-deadline")).toHaveTextContent(
      /^Virement à faire parvenir avant le 5 janvier à \d+ h 00/,
    );
    expect(within(done).getByText(/10 – 12 février 2030/)).toBeInTheDocument();
    expect(within(done).getByRole("button", { name: "Copier la référence PAC-2026-000007" })).toBeInTheDocument();
    expect(within(done).getByRole("button", { name: "Copier IBAN" })).toBeInTheDocument();
  });

  // Decision 1029: one payment at a time. A Mobile Money request waits on the phone: « attendre » or « annuler la demande ».
  it("a Mobile Money request still waiting (409 mobile_money_pending): says so, then « Annuler la demande » cancels it and the card goes through", async () => {
    const sentence =
      "Une demande de paiement Mobile Money attend encore votre validation sur votre téléphone (+2250701020304). Validez-la sur votre téléphone, ou annulez la demande avant de payer autrement.";
    backend.use(
      fn("enrol", enrolled),
      http(
        "POST",
        "/functions/v1/create-payment",
        () => json({ code: "mobile_money_pending", error: sentence }, 409),
        1,
      ),
      http("GET", "/rest/v1/payments", () => json([{ id: 12 }])),
      rpc("cancel_payment_request", null),
      fn("create-payment", {
        payment_id: 13,
        checkout_url: "http://127.0.0.1/functions/v1/sandbox-checkout?transaction=sbx_y",
      }),
    );
    const { dialog, user } = await renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(sentence);
    expect(within(alert).getByRole("button", { name: "Attendre la validation" })).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Annuler la demande" }));
    await waitFor(() =>
      expect(backend.requestsTo("/rest/v1/rpc/cancel_payment_request").map((r) => r.body)).toEqual([{ p_payment: 12 }]),
    );
    await waitFor(() => expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(expect.stringContaining("sbx_y")));
  });

  it("an unconfirmed address (403 email_not_confirmed): says so and sends the confirmation e-mail again", async () => {
    const sentence =
      "Confirmez votre adresse e-mail avant de réserver une place par virement : ouvrez le lien de confirmation que nous vous avons envoyé, puis réessayez.";
    backend.use(
      refusal("enrol", 403, "email_not_confirmed", sentence),
      http("POST", "/auth/v1/resend", () => json({})),
    );
    const { dialog, user } = await renderDialog();
    await user.click(within(dialog).getByRole("radio", { name: "Virement bancaire" }));
    await user.click(within(dialog).getByRole("button", { name: "Obtenir les coordonnées bancaires" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(sentence);
    expect(within(alert).queryByRole("link")).not.toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Renvoyer l'e-mail de confirmation" }));
    expect(
      await within(dialog).findByText(
        "E-mail de confirmation renvoyé à awa@example.com : ouvrez le lien qu'il contient.",
      ),
    ).toBeInTheDocument();
    expect(backend.requestsTo("/auth/v1/resend", "POST").map((request) => request.body)).toEqual([
      expect.objectContaining({ type: "signup", email: "awa@example.com" }),
    ]);
  });

  it("signed out at confirm: asks to sign in, closes and runs the page's handler, nothing sent", async () => {
    const { dialog, onSignedOut, user } = await renderDialog(undefined, { signedIn: false });
    await user.click(within(dialog).getByRole("button", { name: "Continuer vers le paiement" }));
    expect(await screen.findByText("Veuillez vous connecter pour finaliser votre inscription")).toBeInTheDocument();
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(functionCalls()).toEqual([]);
  });

  it("closed with Esc, gives the focus back to the button that opened it (keyboard only)", async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            S'inscrire à cette formation
          </button>
          <PaymentDialog
            formation={{ ...(findDemoFormation(22) as Formation), session_id: 41 }}
            open={open}
            onOpenChange={setOpen}
          />
        </>
      );
    }
    renderWithProviders(<Opener />, { signedIn: learner });
    const user = userEvent.setup();
    // The providers render once the signed-in session is read: the opener must be there before the Tab key.
    const opener = await screen.findByRole("button", { name: "S'inscrire à cette formation" });
    await user.tab();
    expect(opener).toHaveFocus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Choisissez votre moyen de paiement" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
