import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const auth = vi.hoisted(() => ({
  value: { loading: false, profile: { role: "admin" } as { role: string } | null, user: { id: "admin-1" } },
}));
const mutate = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => vi.fn());
const rows = vi.hoisted(() => ({ value: [] as unknown[] }));

vi.mock("~/lib/auth", () => ({ useAuth: () => auth.value }));
vi.mock("~/domain/profile", () => ({
  useProfile: () => ({ data: auth.value.profile, isPending: auth.value.loading }),
}));
vi.mock("~/components/ui/toast", () => ({ toast }));
vi.mock("../api/list-enrollments", () => ({
  useAdminEnrollments: () => ({ isPending: false, isError: false, data: rows.value, refetch: vi.fn() }),
}));
vi.mock("../api/update-enrollment-status", () => ({ useUpdateEnrollmentStatus: () => ({ mutate, isPending: false }) }));
vi.mock("../api/list-status-changes", () => ({
  useStatusChanges: () => ({
    isPending: false,
    isError: false,
    data: [
      {
        id: 1,
        enrollment_id: 1,
        old_status: "pending",
        new_status: "confirmed",
        changed_by: "admin-1",
        changed_at: "2027-03-13T09:05:00Z",
        author: "Admin Principal",
      },
    ],
  }),
}));

const payments = vi.hoisted(() => ({ value: new Map<number, unknown>() }));
const reconcile = vi.hoisted(() => vi.fn());
vi.mock("../api/list-payments", () => ({
  useAdminPayments: () => ({ data: payments.value }),
  useReconcileTransfer: () => ({ mutate: reconcile, isPending: false, isError: false }),
}));

import PaymentsRoute from "./payments";

const enrollment = (id: number, status: string, name: string, extra: object = {}) => ({
  id,
  formation_id: 6,
  user_id: `user-${id}`,
  payment_method: "mobile",
  payment_currency: "XOF",
  payment_amount: 950000,
  status,
  created_at: "2027-03-12T10:00:00Z",
  formations: { id: 6, title: "Finance de projet", theme: "Finance" },
  profiles: {
    full_name: name,
    email: `${name.split(" ")[0].toLowerCase()}@example.com`,
    country: "Sénégal",
    company: null,
  },
  ...extra,
});

function renderAt(url = "/paiements") {
  const Stub = createRoutesStub([{ path: "/paiements", Component: PaymentsRoute }]);
  render(<Stub initialEntries={[url]} />);
  return userEvent.setup();
}

const rowOf = (name: string) => screen.getByRole("rowheader", { name: new RegExp(name) }).closest("tr")!;

describe("payments screen", () => {
  beforeEach(() => {
    auth.value = { loading: false, profile: { role: "admin" }, user: { id: "admin-1" } };
    mutate.mockReset();
    toast.mockReset();
    reconcile.mockReset();
    payments.value = new Map();
    rows.value = [
      enrollment(1, "pending", "Fatou Ndiaye"),
      enrollment(2, "confirmed", "Awa Koné", {
        payment_method: "carte",
        payment_currency: "CAD",
        payment_amount: 1950,
      }),
      enrollment(3, "completed", "Yao Kouassi"),
      enrollment(4, "cancelled", "Moussa Diop"),
    ];
  });

  it("lists each enrolment with learner, course, method, amount and status in a captioned table", () => {
    renderAt();
    const table = screen.getByRole("table", { name: /4 inscriptions/ });
    expect(within(table).getAllByRole("row")).toHaveLength(5);
    const awa = within(rowOf("Awa Koné"));
    expect(awa.getByText("awa@example.com")).toBeInTheDocument();
    expect(awa.getByText("Carte bancaire")).toBeInTheDocument();
    expect(awa.getByText(/1\s950 CAD/)).toBeInTheDocument();
    expect(awa.getByText("Confirmée")).toBeInTheDocument();
    expect(awa.getByText("12 mars 2027")).toBeInTheDocument();
  });

  it("offers only the statuses the workflow allows next", () => {
    renderAt();
    const names = (name: string) =>
      within(rowOf(name))
        .queryAllByRole("button")
        .map((b) => b.textContent);
    expect(names("Fatou Ndiaye")).toEqual(["Confirmer", "Annuler l'inscription", "Historique"]);
    expect(names("Awa Koné")).toEqual(["Marquer terminée", "Annuler l'inscription", "Historique"]);
    expect(names("Yao Kouassi")).toEqual(["Historique"]);
    expect(within(rowOf("Moussa Diop")).getByText("Aucune action")).toBeInTheDocument();
  });

  it("confirms an enrolment, and explains a refused transition in French", async () => {
    mutate.mockImplementation((_vars, options) =>
      options.onError({ code: "23514", message: "Transition de statut impossible" }),
    );
    const user = renderAt();
    await user.click(within(rowOf("Fatou Ndiaye")).getByRole("button", { name: /^Confirmer/ }));
    expect(mutate).toHaveBeenCalledWith({ id: 1, status: "confirmed" }, expect.any(Object));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Changement de statut refusé",
        variant: "destructive",
        description: expect.stringContaining("n'est pas permis"),
      }),
    );
  });

  it("asks before cancelling, then sends the cancellation", async () => {
    const user = renderAt();
    await user.click(within(rowOf("Awa Koné")).getByRole("button", { name: /^Annuler l'inscription/ }));
    const dialog = await screen.findByRole("dialog", { name: "Annuler cette inscription ?" });
    expect(mutate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Confirmer l'annulation" }));
    expect(mutate).toHaveBeenCalledWith({ id: 2, status: "cancelled" }, expect.any(Object));
  });

  describe("'Marquer terminée' asks first and is refused before the session ends", () => {
    afterEach(() => vi.useRealTimers());

    it("a course without a dated session: asks for confirmation, then completes", async () => {
      const user = renderAt();
      await user.click(within(rowOf("Awa Koné")).getByRole("button", { name: /^Marquer terminée/ }));
      const dialog = await screen.findByRole("dialog", { name: "Marquer cette formation terminée ?" });
      expect(dialog).toHaveTextContent("Awa Koné aura terminé « Finance de projet » et son certificat sera émis");
      expect(mutate).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole("button", { name: "Revenir" }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(mutate).not.toHaveBeenCalled();

      await user.click(within(rowOf("Awa Koné")).getByRole("button", { name: /^Marquer terminée/ }));
      await user.click(await screen.findByRole("button", { name: "Confirmer : formation terminée" }));
      expect(mutate).toHaveBeenCalledWith({ id: 2, status: "completed" }, expect.any(Object));
    }, 20_000);

    it("before the end of the course's session: explains the date and offers no way to complete", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(2027, 0, 14, 18, 0) });
      rows.value = [
        enrollment(5, "confirmed", "Kofi Mensah", {
          formation_id: 22,
          formations: { id: 22, title: "Préparation à la certification PMP®", theme: "Certification" },
        }),
      ];
      const user = renderAt();
      await user.click(within(rowOf("Kofi Mensah")).getByRole("button", { name: /^Marquer terminée/ }));
      const dialog = await screen.findByRole("dialog", { name: "Formation pas encore terminée" });
      expect(dialog).toHaveTextContent("se termine le 15 janvier 2027");
      expect(within(dialog).queryByRole("button", { name: "Confirmer : formation terminée" })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: "Compris" }));
      expect(mutate).not.toHaveBeenCalled();
    });

    it("on the session's last day the same enrolment can be completed", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(2027, 0, 15, 9, 0) });
      rows.value = [
        enrollment(5, "confirmed", "Kofi Mensah", {
          formation_id: 22,
          formations: { id: 22, title: "Préparation à la certification PMP®", theme: "Certification" },
        }),
      ];
      const user = renderAt();
      await user.click(within(rowOf("Kofi Mensah")).getByRole("button", { name: /^Marquer terminée/ }));
      await user.click(await screen.findByRole("button", { name: "Confirmer : formation terminée" }));
      expect(mutate).toHaveBeenCalledWith({ id: 5, status: "completed" }, expect.any(Object));
    });
  });

  it("shows an enrolment's history with who and when", async () => {
    const user = renderAt();
    await user.click(within(rowOf("Awa Koné")).getByRole("button", { name: /^Historique/ }));
    const dialog = await screen.findByRole("dialog", { name: "Historique de l'inscription" });
    expect(within(dialog).getByText("En attente → Confirmée")).toBeInTheDocument();
    expect(within(dialog).getByText(/par Admin Principal, le 13 mars 2027 à \d+h05/)).toBeInTheDocument();
  });

  it("filters by ?statut=", () => {
    renderAt("/paiements?statut=pending");
    expect(screen.getAllByTestId("enrollment-row")).toHaveLength(1);
    expect(screen.getByRole("table", { name: /1 inscription sur 4/ })).toBeInTheDocument();
    expect(rowOf("Fatou Ndiaye")).toBeInTheDocument();
  });

  it("filters by the search text in the address (learner e-mail)", () => {
    renderAt("/paiements?q=AWA%40");
    expect(screen.getAllByTestId("enrollment-row")).toHaveLength(1);
    expect(rowOf("Awa Koné")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Rechercher" })).toHaveValue("AWA@");
  });

  it("shows the access-denied screen to a non-admin", () => {
    auth.value = { loading: false, profile: { role: "client" }, user: { id: "u" } };
    renderAt();
    expect(screen.getByRole("heading", { name: "Accès réservé aux administrateurs" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour au tableau de bord" })).toHaveAttribute("href", "/tableau-de-bord");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("payments screen: attempts, transfers and refunds", () => {
  beforeEach(() => {
    auth.value = { loading: false, profile: { role: "admin" }, user: { id: "admin-1" } };
    reconcile.mockReset();
    rows.value = [
      enrollment(1, "pending", "Fatou Ndiaye", { payment_method: "virement", payment_reference: "PAC-2027-000001" }),
      enrollment(2, "cancelled", "Awa Koné", { payment_reference: "PAC-2027-000002" }),
    ];
    payments.value = new Map<number, unknown>([
      [
        1,
        {
          refund: null,
          attempts: [
            {
              id: 11,
              enrollment_id: 1,
              provider: "virement",
              channel: "virement",
              amount: 950000,
              currency: "XOF",
              status: "pending",
              provider_reference: "PAC-2027-000001",
              phone: null,
              created_at: "2027-03-12T10:00:00Z",
              payment_events: [
                { id: 1, status: "pending", source: "creation", note: null, created_at: "2027-03-12T10:00:00Z" },
              ],
            },
          ],
        },
      ],
      [
        2,
        {
          refund: { enrollment_id: 2, amount: 950000, currency: "XOF", status: "due" },
          attempts: [
            {
              id: 12,
              enrollment_id: 2,
              provider: "sandbox",
              channel: "wave",
              amount: 950000,
              currency: "XOF",
              status: "succeeded",
              provider_reference: "sbx_abc",
              phone: "0701020304",
              created_at: "2027-03-12T10:00:00Z",
              payment_events: [
                { id: 2, status: "pending", source: "creation", note: null, created_at: "2027-03-12T10:00:00Z" },
                { id: 3, status: "succeeded", source: "provider", note: null, created_at: "2027-03-12T10:05:00Z" },
              ],
            },
          ],
        },
      ],
    ]);
  });

  it("shows each enrolment's reference, last attempt and the refund owed after a paid cancellation", () => {
    renderAt();
    const fatou = within(rowOf("Fatou Ndiaye"));
    expect(fatou.getByText("PAC-2027-000001")).toBeInTheDocument();
    expect(fatou.getByTestId("payment-status")).toHaveTextContent("En attente");
    const awa = within(rowOf("Awa Koné"));
    expect(awa.getByTestId("payment-status")).toHaveTextContent("Payé");
    expect(awa.getByText(/Remboursement dû : 950 000 FCFA/)).toBeInTheDocument();
  });

  it("lists the attempts with the gateway's reference and status history", async () => {
    const user = renderAt();
    await user.click(within(rowOf("Awa Koné")).getByRole("button", { name: /Paiements : Awa Koné/ }));
    const dialog = screen.getByRole("dialog", { name: "Tentatives de paiement" });
    expect(within(dialog).getByText("sbx_abc")).toBeInTheDocument();
    expect(within(dialog).getByText(/Payé — confirmé par la plateforme de paiement/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Virement reçu" })).not.toBeInTheDocument();
  });

  it("records a received transfer only after a confirmation", async () => {
    const user = renderAt();
    await user.click(within(rowOf("Fatou Ndiaye")).getByRole("button", { name: /Paiements : Fatou Ndiaye/ }));
    const dialog = screen.getByRole("dialog", { name: "Tentatives de paiement" });
    await user.click(within(dialog).getByRole("button", { name: "Virement reçu" }));
    expect(reconcile).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Confirmer la réception" }));
    expect(reconcile).toHaveBeenCalledWith({ paymentId: 11 });
  });
});
