import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import { backend, http, postgrestError, renderWithProviders, restGet, rpc, setupFakeBackend, testUser } from "~/test";
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
    // The learner's half-days: one under way (the phone picks it when there is no network).
    backend.use(
      restGet("session_slots", [
        {
          id: 7,
          session_id: 3,
          starts_at: new Date(Date.now() - 30 * 60_000).toISOString(),
          ends_at: new Date(Date.now() + 3 * 3600_000).toISOString(),
          time_zone: "Africa/Abidjan",
          course_sessions: { venue: "Plateau, immeuble Alpha 2000", city: "Abidjan", formations: { title: "PMP" } },
        },
      ]),
    );
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

  // Review 2026-12-06 finding 20: the half-day is named before signing; the card after it keeps to the screen's
  // margins, says the time in French, tells a late mark without an adjective to agree, and leads on.
  it("names the half-day under way before signing, then confirms it with the time, the lateness and a way on", async () => {
    backend.use(
      rpc("sign_attendance", [{ slot_id: 7, status: "late", recorded_at: "2026-12-06T15:55:00Z", flags: [] }]),
    );
    const { user } = open();
    const named = await screen.findByTestId("half-day-named");
    expect(named).toHaveTextContent("PMP");
    expect(named).toHaveTextContent("Plateau, immeuble Alpha 2000, Abidjan");
    expect(screen.getByText("Vous émargez pour la demi-journée en cours :")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirmer ma présence sans dessiner" }));
    const card = await screen.findByRole("status");
    expect(card).toHaveTextContent(
      /Enregistrée à 15\sh\s55, après le début de la demi-journée : elle est notée en retard\./,
    );
    expect(card).toHaveTextContent("PMP");
    expect(card).not.toHaveTextContent(/\d\d:\d\d/);
    expect(screen.getByRole("link", { name: "Mes formations" })).toHaveAttribute("href", "/mes-formations");
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

  describe("without a network (issue 44 item 3, decision 1017)", () => {
    const setOnline = (online: boolean) =>
      Object.defineProperty(navigator, "onLine", { value: online, configurable: true });
    afterEach(() => setOnline(true));
    const offlineBodies = () =>
      backend
        .requestsTo("/rest/v1/rpc/sign_attendance_offline", "POST")
        .map((request) => request.body as Record<string, unknown>);

    it("keeps the signature on the phone for the half-day under way and sends it when the network returns", async () => {
      setOnline(false);
      backend.use(rpc("sign_attendance_offline", [{ slot_id: 7, status: "present", flags: ["sent_late"] }]));
      const { user } = open();
      expect((await screen.findAllByText("Plateau, immeuble Alpha 2000, Abidjan")).length).toBeGreaterThan(0);
      await user.click(await screen.findByRole("button", { name: "Confirmer ma présence sans dessiner" }));
      expect(await screen.findByRole("heading", { name: "Signature gardée sur ce téléphone" })).toBeInTheDocument();
      expect(sentBodies()).toEqual([]);
      expect(offlineBodies()).toEqual([]);

      setOnline(true);
      await act(async () => {
        window.dispatchEvent(new Event("online"));
      });
      expect(await screen.findByRole("heading", { name: "Présence enregistrée" })).toBeInTheDocument();
      const [sent] = offlineBodies();
      expect(sent).toMatchObject({ p_slot: 7, p_code: "ABC234" });
      expect(typeof sent.p_ref).toBe("string");
      expect(Date.parse(sent.p_sent_at as string)).toBeGreaterThanOrEqual(Date.parse(sent.p_signed_at as string));
      expect(sent.p_device).toMatch(/^web-[0-9a-f]{32}$/);
    });

    it("shows the server's refusal of a signature made offline, until the learner dismisses it", async () => {
      setOnline(false);
      const refusal =
        "Ce code n'était pas celui de cette demi-journée à l'heure de votre signature : l'émargement est refusé.";
      backend.use(http("POST", "/rest/v1/rpc/sign_attendance_offline", () => postgrestError(refusal, "PA422", 422)));
      const { user } = open("QQQQQQ");
      await user.click(await screen.findByRole("button", { name: "Confirmer ma présence sans dessiner" }));
      expect(await screen.findByRole("heading", { name: "Signature gardée sur ce téléphone" })).toBeInTheDocument();
      setOnline(true);
      await user.click(screen.getByRole("button", { name: "Réessayer l'envoi" }));
      expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
      await user.click(screen.getByRole("button", { name: "J'ai compris" }));
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });
  });
});
