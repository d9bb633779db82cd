import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, renderWithProviders, restGet, rpc, setupFakeBackend, testUser } from "~/test";
import SessionAttendanceRoute from "./session-attendance";

setupFakeBackend();

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
      restGet("attendance", [
        mark(1, "tap", []),
        mark(2, "signature", ["far_from_venue"], 201_400),
        // Corrected by staff afterwards: the flag of the learner's own signature no longer stands.
        mark(3, "staff", ["shared_device"]),
      ]),
      restGet("attendance_corrections", []),
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
