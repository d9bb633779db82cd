import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Formation } from "@common/database";
import { invalidateShownSessions } from "~/lib/formation-sessions";
import { findDemoFormation } from "~/lib/formations";
import { backend, fn, http, json, renderWithProviders, restGet, rpc, setupFakeBackend, testUser } from "~/test";
import { EnrolButton } from "./enrol-button";

const openCheckout = vi.hoisted(() => vi.fn());
vi.mock("../payment/open-checkout", () => ({ openCheckout }));

setupFakeBackend();
const learner = testUser({ id: "user-1" });

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
const enrolled = {
  enrollment_id: 7,
  status: "pending",
  hold_expires_at: insertedRow.hold_expires_at,
  payment_reference: "PAC-2026-000007",
  amount: 950000,
  currency: "XOF",
};
const session = (id: number, seatsLeft: number, startsOn = "2027-01-11", endsOn = "2027-01-15") => ({
  id,
  formation_id: 22,
  starts_on: startsOn,
  ends_on: endsOn,
  format: "Présentiel",
  city: "Abidjan",
  venue: "",
  capacity: 20,
  reserved_seats: 0,
  seats_held: 20 - seatsLeft,
  seats_left: seatsLeft,
  trainer_id: null,
  status: seatsLeft > 0 ? "open" : "full",
});
const otherCourseSession = { ...session(5, 10), formation_id: 5 };

/** The enrollments table: the enrol function adds the learner's row, as the server does. */
let enrollments: Record<string, unknown>[];
const functionCalls = () =>
  backend.requestsTo(/^\/functions\/v1\//).map((request) => [request.path.split("/").pop(), request.body]);

function renderButton({
  signedIn = true,
  awaitSession = true,
  signedOutDialog = undefined as string | undefined,
} = {}) {
  const onSignedOut = vi.fn();
  const button = <EnrolButton formation={formation} onSignedOut={onSignedOut} signedOutDialog={signedOutDialog} />;
  const page = signedOutDialog ? (
    <>
      {button}
      <dialog id={signedOutDialog} aria-label="Connexion requise" />
    </>
  ) : (
    button
  );
  const view = renderWithProviders(page, {
    path: "/formations/22",
    ...(signedIn ? { signedIn: learner, awaitSession } : {}),
  });
  return { ...view, onSignedOut };
}

/** The button once the formation's sessions are known (it is disabled while they load). */
async function enabledEnrolButton(name = "S'inscrire à cette formation") {
  const button = await screen.findByRole("button", { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

beforeEach(() => {
  invalidateShownSessions(); // the page's sessions are shared for 15 s: each test reads its own
  enrollments = [
    { ...insertedRow, id: 3, status: "cancelled" }, // a past, cancelled enrollment does not count
    { ...insertedRow, id: 4, user_id: "user-2" }, // nor does someone else's
  ];
  backend.use(
    restGet("course_sessions", [session(1, 8), otherCourseSession]),
    restGet("enrollments", () => enrollments),
    rpc("my_waitlist_positions", []),
    http("POST", "/functions/v1/enrol", () => {
      enrollments.push(insertedRow);
      return json(enrolled);
    }),
  );
});

describe("enrol button and payment dialog", () => {
  it("signed out: shows 'Connexion requise', opens nothing and runs the page's handler", async () => {
    const { onSignedOut, user } = renderButton({ signedIn: false });
    await user.click(await enabledEnrolButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Connexion requise");
    expect(screen.getByText("Veuillez vous connecter pour vous inscrire à cette formation")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it("signed out with the page's « Connexion requise » dialog: the button opens it, nothing else", async () => {
    const { onSignedOut, user } = renderButton({ signedIn: false, signedOutDialog: "connexion-requise" });
    const enrol = await enabledEnrolButton();
    // Once nobody is known to be signed in, the browser opens it from the button's own command (decision 1072).
    await waitFor(() => expect(enrol).toHaveAttribute("commandfor", "connexion-requise"));
    expect(enrol).toHaveAttribute("command", "show-modal");
    await user.click(enrol);
    expect(screen.getByRole("dialog", { name: "Connexion requise" })).toHaveAttribute("open");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it("signed in, the same button has no command: it opens the payment dialog", async () => {
    const { user } = renderButton({ signedOutDialog: "connexion-requise" });
    const enrol = await enabledEnrolButton();
    expect(enrol).not.toHaveAttribute("commandfor");
    await user.click(enrol);
    expect(screen.getByRole("dialog", { name: "Choisissez votre moyen de paiement" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Connexion requise" })).not.toBeInTheDocument();
  });

  it("signed in: opens the dialog with the card preselected", async () => {
    const { user } = renderButton();
    await user.click(await enabledEnrolButton());
    const dialog = screen.getByRole("dialog", { name: "Choisissez votre moyen de paiement" });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Carte bancaire" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Mobile Money" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Virement bancaire" })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(functionCalls()).toEqual([]);
  });

  it("a confirmed seat: « Inscrit » and a link to « Mes formations » instead of the button", async () => {
    enrollments.push({ ...insertedRow, status: "confirmed" });
    renderButton();
    expect(await screen.findByText("Inscrit")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Voir mon inscription dans «\u00a0Mes formations\u00a0»" }),
    ).toHaveAttribute("href", "/mes-formations");
    expect(screen.queryByRole("button", { name: "S'inscrire à cette formation" })).not.toBeInTheDocument();
    expect(screen.queryByText("Déjà inscrit")).not.toBeInTheDocument();
  });

  it("an unpaid hold: never « Déjà inscrit » but its deadline and « Reprendre le paiement » on the same enrollment", async () => {
    enrollments.push({
      ...insertedRow,
      status: "pending",
      payment_amount: 950000,
      payment_currency: "XOF",
      hold_expires_at: "2027-01-03T15:39:00Z",
    });
    backend.use(fn("create-payment", { payment_id: 12, checkout_url: "about:blank#checkout" }));
    const { user } = renderButton();
    expect(
      await screen.findByText(/^Place réservée jusqu'au 3 janvier à \d{1,2} h 39, en attente de paiement$/),
    ).toBeInTheDocument();
    expect(screen.queryByText("Déjà inscrit")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reprendre le paiement" }));
    const dialog = screen.getByRole("dialog", { name: "Régler votre inscription" });
    expect(dialog).toHaveTextContent(/950 000/);
    await user.click(screen.getByRole("radio", { name: "Mobile Money" }));
    await user.type(screen.getByLabelText(/Numéro de téléphone Mobile Money/), "+225 07 01 02 03 04");
    await user.click(screen.getByRole("button", { name: "Continuer vers le paiement" }));
    await waitFor(() =>
      expect(functionCalls()).toEqual([
        ["create-payment", { enrollment_id: insertedRow.id, channel: "orange_money", phone: "+2250701020304" }],
      ]),
    );
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith("about:blank#checkout"));
  });

  it("a waiting place: « Vous êtes sur la liste d'attente » with its position, and leaving it", async () => {
    backend.use(
      restGet("course_sessions", [session(3, 0)]),
      rpc("my_waitlist_positions", [{ waitlist_id: 5, session_id: 3, position: 1 }], 200),
      fn("leave-waitlist", { session_id: 3, status: "left" }),
    );
    const { user } = renderButton();
    expect(await screen.findByText("Vous êtes sur la liste d'attente (1re position)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Quitter la liste d'attente" }));
    await waitFor(() => expect(functionCalls()).toEqual([["leave-waitlist", { session_id: 3 }]]));
  });

  it("signed out: no enrollment lookup, the button stays", async () => {
    enrollments.push({ ...insertedRow, status: "pending" });
    renderButton({ signedIn: false });
    await enabledEnrolButton();
    expect(screen.queryByText("Déjà inscrit")).not.toBeInTheDocument();
    expect(backend.requestsTo("/rest/v1/enrollments")).toEqual([]);
  });

  it("offers the formation's open sessions with their seats, and enrols in the one chosen", async () => {
    const transfer = {
      payment_id: 9,
      reference: "PAC-2026-000007",
      amount: 950000,
      currency: "XOF",
      bank: { holder: "Pont Atlantique Conseil inc.", bank: "NSIA", account: [] },
    };
    backend.use(
      restGet("course_sessions", [session(1, 8), session(2, 15, "2027-02-04", "2027-02-05"), otherCourseSession]),
      fn("create-payment", transfer),
    );
    const { user } = renderButton();
    const first = await screen.findByRole("radio", { name: /11 – 15 janvier 2027/ });
    expect(screen.getAllByRole("radio")).toHaveLength(2);
    expect(first).toBeChecked();
    expect(screen.getByText(/8 \/ 20 places restantes/)).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /4 – 5 février 2027/ }));
    await user.click(await enabledEnrolButton());
    await user.click(screen.getByRole("radio", { name: "Virement bancaire" }));
    await user.click(screen.getByRole("button", { name: "Obtenir les coordonnées bancaires" }));
    await waitFor(() => expect(functionCalls()[0]).toEqual(["enrol", { session_id: 2, payment_method: "virement" }]));
    expect(await screen.findByTestId("bank-transfer-details")).toHaveTextContent("PAC-2026-000007");
  });

  it("a full session offers the waitlist instead of the payment dialog, and says the place in the queue", async () => {
    backend.use(restGet("course_sessions", [session(3, 0)]), fn("join-waitlist", { position: 2 }));
    const { user } = renderButton();
    expect(await screen.findByText("Complet")).toBeInTheDocument();
    await user.click(await enabledEnrolButton("Complet — rejoindre la liste d'attente"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(functionCalls()).toEqual([["join-waitlist", { session_id: 3 }]]));
    expect(await screen.findByText("Vous êtes sur la liste d'attente (2e position)")).toBeInTheDocument();
    expect(await screen.findByText("Inscrit sur la liste d'attente")).toBeInTheDocument();
  });

  it("no open session: says so and offers to ask for one, with no enrol button", async () => {
    backend.use(restGet("course_sessions", [otherCourseSession]));
    renderButton();
    expect(await screen.findByTestId("no-open-session")).toHaveTextContent(
      "Aucune session n'est ouverte aux inscriptions",
    );
    expect(screen.queryByRole("button", { name: "S'inscrire à cette formation" })).not.toBeInTheDocument();
  });
});
