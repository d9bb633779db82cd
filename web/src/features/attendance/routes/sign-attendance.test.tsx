import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { backend, http, postgrestError, renderWithProviders, rpc, setupFakeBackend, testUser } from "~/test";
import SignAttendanceRoute from "./sign-attendance";

setupFakeBackend();

const signed = (flags: string[] = []) => [
  { slot_id: 7, status: "present", recorded_at: "2026-12-06T09:02:00Z", flags },
];

function open(code = "ABC234") {
  return renderWithProviders(<SignAttendanceRoute />, {
    path: "/emarger",
    url: `/emarger?code=${code}`,
    signedIn: testUser({ id: "learner-1" }),
  });
}

const sentBodies = () =>
  backend.requestsTo("/rest/v1/rpc/sign_attendance", "POST").map((request) => request.body as Record<string, unknown>);

describe("signing attendance on one's phone (issue 42, decisions 0986–0987)", () => {
  beforeEach(() => {
    window.localStorage.clear();
    // No position in jsdom: the signature goes without one.
    Object.defineProperty(navigator, "geolocation", { value: undefined, configurable: true });
  });

  it("sends this browser's device id with the signature, made once and kept", async () => {
    backend.use(rpc("sign_attendance", signed()));
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Confirmer ma présence sans dessiner" }));
    expect(await screen.findByRole("heading", { name: "Présence enregistrée" })).toBeInTheDocument();
    const [sent] = sentBodies();
    expect(sent.p_code).toBe("ABC234");
    expect(sent.p_device).toMatch(/^web-[0-9a-f]{32}$/);
    expect(window.localStorage.getItem("emargement-appareil")).toBe(sent.p_device);
    expect(screen.queryByText(/vérifiera/)).not.toBeInTheDocument();
  });

  it("sends the id this browser already keeps", async () => {
    window.localStorage.setItem("emargement-appareil", "web-0123456789abcdef0123456789abcdef");
    backend.use(rpc("sign_attendance", signed()));
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Confirmer ma présence sans dessiner" }));
    expect(await screen.findByRole("heading", { name: "Présence enregistrée" })).toBeInTheDocument();
    expect(sentBodies()[0].p_device).toBe("web-0123456789abcdef0123456789abcdef");
  });

  it("tells the learner a flagged signature will be checked by the trainer", async () => {
    backend.use(rpc("sign_attendance", signed(["no_position", "shared_device"])));
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Confirmer ma présence sans dessiner" }));
    expect(
      await screen.findByText(
        "Votre formateur vérifiera cet émargement (sans position, même téléphone qu'un autre apprenant).",
      ),
    ).toBeInTheDocument();
  });

  it("says the same thing for any code that names nothing (the database answers no row)", async () => {
    backend.use(rpc("sign_attendance", []));
    const { user } = open("ZZZZZZ");
    await user.click(await screen.findByRole("button", { name: "Confirmer ma présence sans dessiner" }));
    expect(await screen.findByText(/Code inconnu ou expiré : scannez le code affiché/)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Présence enregistrée" })).not.toBeInTheDocument();
  });

  it("shows the database's refusal when the account tried too many codes", async () => {
    const message =
      "Trop de codes d'émargement essayés en une heure : réessayez plus tard, ou demandez au formateur de vous relever.";
    backend.use(http("POST", "/rest/v1/rpc/sign_attendance", () => postgrestError(message, "PT429", 429)));
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Confirmer ma présence sans dessiner" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
