import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OfflineNotice } from "./offline-notice";

afterEach(() => vi.restoreAllMocks());

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? "offline" : "online")));
}

describe("OfflineNotice", () => {
  it("says in French that the device is offline while it is, and goes away when the network returns", () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole("status")).toHaveTextContent("Vous êtes hors ligne.");
    expect(screen.getByRole("status")).toHaveTextContent("dès le retour du réseau");
    goOffline(false);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
