import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

const auth = vi.hoisted(() => ({ value: { loading: false, profile: { role: "admin" } as { role: string } | null } }));
const downloadCsv = vi.hoisted(() => vi.fn());
vi.mock("~/lib/auth", () => ({ useAuth: () => auth.value }));
vi.mock("~/domain/profile", () => ({ useProfile: () => ({ data: auth.value.profile, isPending: auth.value.loading }) }));
vi.mock("~/features/enquiries/api/inbox", () => ({
  useSubscribers: () => ({
    isPending: false,
    isError: false,
    refetch: vi.fn(),
    data: [
      { id: "s1", email: "awa@example.com", status: "confirmed", source_path: "/", consent_text: "…", created_at: "2027-03-01T08:00:00Z", confirmed_at: "2027-03-01T08:10:00Z", unsubscribed_at: null },
      { id: "s2", email: "=evil@example.com", status: "pending", source_path: "/formations/1", consent_text: "…", created_at: "2027-03-02T08:00:00Z", confirmed_at: null, unsubscribed_at: null },
      { id: "s3", email: "yao@example.com", status: "unsubscribed", source_path: "/", consent_text: "…", created_at: "2027-02-01T08:00:00Z", confirmed_at: "2027-02-01T08:10:00Z", unsubscribed_at: "2027-03-03T08:00:00Z" },
    ],
  }),
}));
vi.mock("~/features/enquiries/lib/csv", async (original) => ({
  ...(await original<typeof import("~/features/enquiries/lib/csv")>()),
  downloadCsv,
}));

import SubscribersRoute from "./subscribers";

function renderScreen() {
  const Stub = createRoutesStub([{ path: "/abonnes-newsletter", Component: SubscribersRoute }]);
  render(<Stub initialEntries={["/abonnes-newsletter"]} />);
  return userEvent.setup();
}

const emails = () => screen.getAllByTestId("subscriber-row").map((row) => within(row).getByRole("rowheader").textContent);

describe("newsletter subscribers (admins)", () => {
  beforeEach(() => {
    auth.value = { loading: false, profile: { role: "admin" } };
    downloadCsv.mockReset();
  });

  it("is refused to anyone but an admin", () => {
    auth.value = { loading: false, profile: { role: "client" } };
    renderScreen();
    expect(screen.getByRole("heading", { name: "Accès réservé aux administrateurs" })).toBeInTheDocument();
  });

  it("shows the confirmed addresses by default, the others on request", async () => {
    const user = renderScreen();
    expect(emails()).toEqual(["awa@example.com"]);
    await user.selectOptions(screen.getByLabelText("Statut"), "");
    expect(emails()).toEqual(["awa@example.com", "=evil@example.com", "yao@example.com"]);
  });

  it("exports the listed addresses as CSV, formulas neutralised", async () => {
    const user = renderScreen();
    await user.selectOptions(screen.getByLabelText("Statut"), "pending");
    await user.click(screen.getByRole("button", { name: "Exporter en CSV" }));
    const [fileName, csv] = downloadCsv.mock.calls[0];
    expect(fileName).toMatch(/^abonnes-infolettre-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv).toContain("'=evil@example.com;En attente de confirmation");
    expect(csv).not.toContain("awa@example.com");
  });
});
