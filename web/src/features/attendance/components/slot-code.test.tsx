import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { offlineSlotCode } from "@common/attendance-code";
import { backend, http, renderWithProviders, rpc, setupFakeBackend, testUser } from "~/test";
import { SlotCode } from "./slot-code";

setupFakeBackend();
const SECRET = "a1".repeat(32);
const trainer = testUser({ id: "trainer-1" });
const kept = { secret: SECRET, starts_at: "2026-12-07T08:00:00Z", ends_at: "2099-12-07T12:00:00Z", step_seconds: 45 };

beforeEach(() => window.localStorage.clear());

describe("the trainer's code without a network (decision 1070)", () => {
  it("shows the database's code online and keeps the slot's secret on the device", async () => {
    backend.use(
      rpc("slot_code", [
        { code: "ABC234", expires_at: new Date(Date.now() + 90_000).toISOString(), rotates_at: "2099-01-01T00:00:00Z" },
      ]),
      rpc("slot_offline_secret", [kept]),
    );
    renderWithProviders(<SlotCode slotId={7} />, { signedIn: trainer, profile: { role: "trainer" } });
    expect(await screen.findByTestId("slot-code")).toHaveTextContent("ABC234");
    await expect.poll(() => window.localStorage.getItem("attendance-slot-secret:7")).toContain(SECRET);
    expect(screen.queryByText(/Hors ligne/)).toBeNull();
  });

  it("derives the code from the kept secret when the database cannot be reached", async () => {
    window.localStorage.setItem("attendance-slot-secret:7", JSON.stringify(kept));
    const offline = () => {
      throw new TypeError("Failed to fetch");
    };
    backend.use(
      http("POST", "/rest/v1/rpc/slot_code", offline),
      http("POST", "/rest/v1/rpc/slot_offline_secret", offline),
    );
    renderWithProviders(<SlotCode slotId={7} />, { signedIn: trainer, profile: { role: "trainer" } });
    const shown = await screen.findByTestId("slot-code");
    const expected = await offlineSlotCode(SECRET, 7, Date.now());
    expect(shown.textContent).toBe(expected.code);
    expect(screen.getByRole("status")).toHaveTextContent("Hors ligne : code calculé sur cet appareil");
  });

  it("says the code will come back with the network when no secret was kept", async () => {
    const offline = () => {
      throw new TypeError("Failed to fetch");
    };
    backend.use(
      http("POST", "/rest/v1/rpc/slot_code", offline),
      http("POST", "/rest/v1/rpc/slot_offline_secret", offline),
    );
    renderWithProviders(<SlotCode slotId={9} />, { signedIn: trainer, profile: { role: "trainer" } });
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.queryByTestId("slot-code")).toBeNull();
  });
});
