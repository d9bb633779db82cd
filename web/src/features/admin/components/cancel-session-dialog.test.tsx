import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, postgrestError, renderWithProviders, restGet, restUpdate, setupFakeBackend, testUser } from "~/test";
import type { AdminSession } from "../api/sessions";
import { CancelSessionDialog } from "./cancel-session-dialog";

setupFakeBackend();

// Radix's radio items measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const session = {
  id: 7,
  formation_id: 3,
  starts_on: "2026-12-07",
  ends_on: "2026-12-09",
  format: "Présentiel",
  city: "Montréal",
  venue: "",
  status: "open",
  seats_held: 2,
  formations: { title: "Piloter un programme de transformation par l'IA", price_currency: "XOF" },
} as unknown as AdminSession;

const seats = [
  {
    id: 41,
    session_id: 7,
    status: "confirmed",
    profiles: { full_name: "Awa Diop", email: "awa@example.sn" },
    payments: [
      { status: "failed", amount: 790000, currency: "XOF", channel: "carte", provider: "sandbox", phone: null },
      {
        status: "succeeded",
        amount: 790000,
        currency: "XOF",
        channel: "wave",
        provider: "sandbox",
        phone: "+221771234567",
      },
    ],
  },
  {
    id: 42,
    session_id: 7,
    status: "pending",
    profiles: { full_name: "Jean-Marc Tremblay", email: "jm@example.ca" },
    payments: [],
  },
];

// Review 2026-12-06 finding 14 (decision 1040): the dialog asks why, says who is e-mailed and what is owed back.
describe("« Annuler la session »", () => {
  it("names the people e-mailed and the refund owed, refuses without a reason, then sends the reason with the status", async () => {
    backend.use(
      restGet("enrollments", seats),
      restGet("session_waitlist", [{ id: 1, session_id: 7, status: "waiting" }]),
      restUpdate("course_sessions", [{ id: 7 }]),
    );
    const { user } = renderWithProviders(<CancelSessionDialog session={session} onClose={() => {}} />, {
      signedIn: testUser({ id: "admin-1" }),
    });
    const dialog = await screen.findByRole("dialog");
    const consequences = await within(dialog).findByTestId("cancellation-consequences");
    expect(dialog).toHaveTextContent("Ses 2 inscriptions en cours seront annulées.");
    expect(consequences).toHaveTextContent(
      "Un e-mail avec le motif est envoyé à chacune des 2 personnes inscrites : Awa Diop et Jean-Marc Tremblay.",
    );
    expect(consequences).toHaveTextContent(
      /790\s000\sF CFA à Awa Diop — transfert Wave vers le portefeuille qui a payé \(\+221771234567\)/,
    );
    expect(consequences).toHaveTextContent("la personne qui attend est prévenue aussi");
    expect(consequences).not.toHaveTextContent("Jean-Marc Tremblay —");

    await user.click(within(dialog).getByRole("button", { name: "Confirmer l'annulation" }));
    expect(await within(dialog).findByText(/Choisissez le motif de l'annulation/)).toBeInTheDocument();
    expect(backend.requestsTo("/rest/v1/course_sessions", "PATCH")).toHaveLength(0);

    await user.click(within(dialog).getByRole("radio", { name: "Formateur indisponible" }));
    await user.type(within(dialog).getByRole("textbox"), "raison de santé");
    await user.click(within(dialog).getByRole("button", { name: "Confirmer l'annulation" }));
    await expect.poll(() => backend.requestsTo("/rest/v1/course_sessions", "PATCH").length).toBe(1);
    expect(backend.requestsTo("/rest/v1/course_sessions", "PATCH")[0].body).toEqual({
      status: "cancelled",
      cancellation_reason: "Formateur indisponible\u00a0: raison de santé",
    });
  });

  it("« Autre motif » asks for the words; the database's 422 is shown in the dialog", async () => {
    backend.use(
      restGet("enrollments", [seats[1]]),
      restGet("session_waitlist", []),
      restUpdate(
        "course_sessions",
        postgrestError(
          "Indiquez le motif de l'annulation de la session : il est enregistré et envoyé aux inscrits.",
          "PT422",
          422,
        ),
      ),
    );
    const { user } = renderWithProviders(<CancelSessionDialog session={session} onClose={() => {}} />, {
      signedIn: testUser({ id: "admin-1" }),
    });
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByTestId("cancellation-consequences")).toHaveTextContent(
      "Un e-mail avec le motif est envoyé à Jean-Marc Tremblay.Aucun paiement reçu : rien à rembourser.",
    );
    expect(dialog).toHaveTextContent("Son inscription en cours sera annulée.");
    await user.click(within(dialog).getByRole("radio", { name: "Autre motif" }));
    await user.click(within(dialog).getByRole("button", { name: "Confirmer l'annulation" }));
    expect(await within(dialog).findByText("Écrivez le motif de l'annulation.")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox"), "Grève des transports");
    await user.click(within(dialog).getByRole("button", { name: "Confirmer l'annulation" }));
    expect(await within(dialog).findByText(/il est enregistré et envoyé aux inscrits/)).toBeInTheDocument();
  });
});
