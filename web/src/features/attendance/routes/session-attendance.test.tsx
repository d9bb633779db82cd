import { act, configure, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { backend, http, postgrestError, renderWithProviders, restGet, rpc, setupFakeBackend, testUser } from "~/test";
import SessionAttendanceRoute from "./session-attendance";

setupFakeBackend();
// The screen reads five tables before it draws: on a loaded machine that takes longer than Testing Library's default
// second, so every findBy of this file waits up to 10 s and every test up to 60 s (both end at the first match).
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const hour = 3600_000;
const slot = {
  id: 7,
  session_id: 3,
  starts_at: new Date(Date.now() - 5 * hour).toISOString(),
  ends_at: new Date(Date.now() - 2 * hour).toISOString(),
  time_zone: "Africa/Abidjan",
  trainer_signed_at: null,
};
const learner = (enrollment_id: number, learner_name: string) => ({
  enrollment_id,
  user_id: `u-${enrollment_id}`,
  learner_name,
  planned_minutes: 180,
  attended_minutes: 180,
  attendance_percent: 100,
});
/**
 * GET of a session's marks or corrections, as the screen asks for them: filtered by the database through the slot
 * (`session_slots.session_id=eq.<id>`, issue 46 item 5); any other session's screen gets none.
 */
const sessionRows = (table: string, sessionId: number, rows: readonly object[]) =>
  http("GET", `/rest/v1/${table}`, (request) => ({
    body: request.search.get("session_slots.session_id") === `eq.${sessionId}` ? rows : [],
  }));

const mark = (enrollment_id: number, method: string, flags: string[], distance_m: number | null = null) => ({
  slot_id: 7,
  enrollment_id,
  status: "present",
  method,
  reason: null,
  recorded_at: slot.starts_at,
  flags,
  distance_m,
});

describe("flagged signatures on the attendance screen (issue 42, decision 0986)", () => {
  it("staff see each flagged signature, why, and where the venue is", async () => {
    backend.use(
      restGet("course_sessions", [
        {
          id: 3,
          starts_on: "2026-12-06",
          ends_on: "2026-12-06",
          city: "Abidjan",
          venue: "Plateau",
          venue_latitude: 5.3197,
          venue_longitude: -4.0164,
          formations: { title: "Sécurité incendie" },
        },
      ]),
      restGet("session_slots", [slot]),
      rpc("session_attendance_summary", [
        learner(1, "Aïcha Traoré"),
        learner(2, "Fatou Ndiaye"),
        learner(3, "Moussa Diallo"),
      ]),
      sessionRows("attendance", 3, [
        mark(1, "tap", []),
        mark(2, "signature", ["far_from_venue"], 201_400),
        // Corrected by staff afterwards: the flag of the learner's own signature no longer stands.
        mark(3, "staff", ["shared_device"]),
      ]),
      sessionRows("attendance_corrections", 3, []),
    );
    renderWithProviders(<SessionAttendanceRoute />, {
      path: "/emargement/:sessionId",
      url: "/emargement/3",
      signedIn: testUser({ id: "admin-1" }),
      profile: { role: "admin" },
    });
    const region = await screen.findByRole("region", { name: /Émargements à vérifier/ });
    expect(region).toHaveTextContent("Émargements à vérifier (1)");
    expect(within(region).getByTestId("flagged-attendance")).toHaveTextContent(
      /Fatou Ndiaye, .* : loin du lieu de formation \(201,4 km\)/,
    );
    expect(screen.getAllByTestId("attendance-flag")).toHaveLength(1);
    expect(screen.getByTestId("attendance-flag")).toHaveTextContent(
      "À vérifier : loin du lieu de formation (201,4 km)",
    );
    expect(screen.getByLabelText("Latitude du lieu")).toHaveValue("5.3197");
  });
});

describe("the trainer's marks without a network (issue 44 item 3, decision 1017)", () => {
  it("keeps a mark made offline on the device, lists it, and sends it once the network returns", async () => {
    const open = {
      ...slot,
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 2 * hour).toISOString(),
    };
    let offline = true;
    backend.use(
      restGet("course_sessions", [
        {
          id: 3,
          starts_on: "2026-12-07",
          ends_on: "2026-12-07",
          city: "Dakar",
          venue: "Plateau",
          venue_latitude: null,
          venue_longitude: null,
          formations: { title: "Gestion de projet" },
        },
      ]),
      restGet("session_slots", [open]),
      rpc("session_attendance_summary", [learner(1, "Aïcha Traoré")]),
      sessionRows("attendance", 3, []),
      sessionRows("attendance_corrections", 3, []),
      rpc("slot_code", [
        { code: "ABC234", expires_at: new Date(Date.now() + 90_000).toISOString(), rotates_at: open.ends_at },
      ]),
      rpc("slot_offline_secret", [
        { secret: "a1".repeat(32), starts_at: open.starts_at, ends_at: open.ends_at, step_seconds: 45 },
      ]),
      http("POST", "/rest/v1/rpc/mark_attendance", () => {
        if (offline) throw new TypeError("Failed to fetch");
        return { status: 204 };
      }),
    );
    const { user } = renderWithProviders(<SessionAttendanceRoute />, {
      path: "/emargement/:sessionId",
      url: "/emargement/3",
      signedIn: testUser({ id: "trainer-1" }),
      profile: { role: "trainer" },
    });
    await user.click(await screen.findByRole("button", { name: /Relever Aïcha Traoré/ }));
    // The list says how fresh it is and that it refreshes by itself (review 2026-12-06 finding 20).
    expect(screen.getByTestId("attendance-freshness")).toHaveTextContent(
      /^Liste à jour à \d{1,2}\sh(\s\d\d)? : elle se met à jour toute seule toutes les 10 secondes\.$/,
    );
    await user.click(screen.getByRole("radio", { name: "Présence" }));
    await user.type(screen.getByLabelText(/Raison/), "Présente, téléphone sans batterie");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(
      await screen.findByText(/1 relevé attend le retour du réseau : Aïcha Traoré \(Présence\)/),
    ).toBeInTheDocument();

    offline = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await expect.poll(() => screen.queryByText(/relevé attend/)).toBeNull();
    const sent = backend
      .requestsTo("/rest/v1/rpc/mark_attendance", "POST")
      .map((request) => request.body as Record<string, unknown>);
    expect(sent.at(-1)).toEqual({
      p_slot: 7,
      p_enrollment: 1,
      p_status: "present",
      p_reason: "Présente, téléphone sans batterie",
    });
  });
});

describe("« Délivrer les certificats de réalisation » (review 2026-12-06 finding 22, decision 1118)", () => {
  it("keeps in the page what was issued, to whom, with each PDF and verification page", async () => {
    backend.use(
      restGet("course_sessions", [
        {
          id: 3,
          starts_on: "2026-12-06",
          ends_on: "2026-12-06",
          city: "Abidjan",
          venue: "Plateau",
          venue_latitude: null,
          venue_longitude: null,
          formations: { title: "Sécurité incendie" },
        },
      ]),
      restGet("session_slots", [{ ...slot, trainer_signed_at: slot.ends_at }]),
      rpc("session_attendance_summary", [learner(1, "Aïcha Traoré"), learner(2, "Fatou Ndiaye")]),
      sessionRows("attendance", 3, []),
      sessionRows("attendance_corrections", 3, []),
      rpc("issue_completion_certificates", 2),
      http("GET", "/rest/v1/completion_certificates", (request) => ({
        body:
          request.search.get("session_id") === "eq.3"
            ? [
                {
                  number: "PR-2026-000041",
                  learner_name: "Aïcha Traoré",
                  planned_minutes: 420,
                  attended_minutes: 390,
                  issued_at: "2026-12-06T17:05:00Z",
                },
                {
                  number: "PR-2026-000042",
                  learner_name: "Fatou Ndiaye",
                  planned_minutes: 420,
                  attended_minutes: 420,
                  issued_at: "2026-12-06T17:05:00Z",
                },
              ]
            : [],
      })),
    );
    const { user } = renderWithProviders(<SessionAttendanceRoute />, {
      path: "/emargement/:sessionId",
      url: "/emargement/3",
      signedIn: testUser({ id: "trainer-1" }),
      profile: { role: "trainer" },
    });
    await user.click(await screen.findByRole("button", { name: "Délivrer les certificats de réalisation" }));
    const issued = await screen.findByTestId("issued-certificates");
    expect(issued).toHaveTextContent(/^2\scertificats de réalisation délivrés/);
    await within(issued).findAllByTestId("issued-certificate");
    const rows = within(issued).getAllByTestId("issued-certificate");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(
      /Aïcha Traoré — n° PR-2026-000041, 6 h 30 suivies sur 7 h, délivré le 6\sdécembre 2026/,
    );
    expect(within(rows[0]).getByRole("button", { name: "PDF du certificat d'Aïcha Traoré" })).toBeInTheDocument();
    expect(
      within(rows[1]).getByRole("link", { name: "Page de vérification du certificat de Fatou Ndiaye" }),
    ).toHaveAttribute("href", "/certificats/verifier/PR-2026-000042");
    expect(issued).toHaveFocus();
  });

  it("a refusal stays in the page, tied to the button, and no panel claims anything was issued", async () => {
    backend.use(
      restGet("course_sessions", [
        {
          id: 3,
          starts_on: "2026-12-06",
          ends_on: "2026-12-06",
          city: "Abidjan",
          venue: "Plateau",
          venue_latitude: null,
          venue_longitude: null,
          formations: { title: "Sécurité incendie" },
        },
      ]),
      restGet("session_slots", [slot]),
      rpc("session_attendance_summary", [learner(1, "Aïcha Traoré")]),
      sessionRows("attendance", 3, []),
      sessionRows("attendance_corrections", 3, []),
      http("POST", "/rest/v1/rpc/issue_completion_certificates", () =>
        postgrestError("La session n'est pas terminée : une demi-journée reste à venir ou à signer", "23514"),
      ),
    );
    const { user } = renderWithProviders(<SessionAttendanceRoute />, {
      path: "/emargement/:sessionId",
      url: "/emargement/3",
      signedIn: testUser({ id: "trainer-1" }),
      profile: { role: "trainer" },
    });
    const button = await screen.findByRole("button", { name: "Délivrer les certificats de réalisation" });
    await user.click(button);
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent(/^Certificats pas encore délivrés\s: .*demi-journée reste à venir ou à signer/);
    expect(button).toHaveAccessibleDescription(refusal.textContent!);
    expect(screen.queryByTestId("issued-certificates")).not.toBeInTheDocument();
  });
});
