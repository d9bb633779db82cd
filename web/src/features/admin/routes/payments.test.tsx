import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  backend,
  fn,
  http,
  json,
  postgrestError,
  profileRow,
  renderWithProviders,
  restGet,
  restUpdate,
  setupFakeBackend,
  testUser,
} from "~/test";
import PaymentsRoute from "./payments";

setupFakeBackend();

// The screen's first data arrives after supabase-js loads and four fake requests answer, and a page of fifty rows takes
// seconds to draw in jsdom: on a loaded machine (2 cores, load 20) that is far more than Testing Library's default
// second. Every findBy/waitFor of this file waits up to 20 s and every test up to 60 s; both still end at the first
// match, so an idle run stays as fast.
const LOADED = 20_000;
configure({ asyncUtilTimeout: LOADED });
vi.setConfig({ testTimeout: 60_000 });

// Radix's radio items (the cancellation's reasons) measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const admin = testUser({ id: "admin-1", email: "admin@example.com", fullName: "Admin Principal" });

const history = [
  {
    id: 1,
    enrollment_id: 2,
    old_status: "pending",
    new_status: "confirmed",
    changed_by: "admin-1",
    changed_at: "2027-03-13T09:05:00Z",
  },
];

interface PagedEnrollment {
  id: number;
  status: string;
  payment_method: string;
  payment_currency: string | null;
  created_at: string;
  formations: { title: string } | null;
  profiles: { full_name: string | null; email: string | null } | null;
}

/**
 * admin_enrollments_page() as the screen calls it: filters, a search in the learner and the formation, newest first
 * (id breaking ties), after the cursor, at most p_limit rows. The database's own answer is proved by
 * tests/integration/admin-lists.test.ts.
 */
function enrollmentsPage(rows: readonly PagedEnrollment[]) {
  return http("POST", "/rest/v1/rpc/admin_enrollments_page", (request) => {
    const args = request.body as Record<string, string | number | undefined>;
    const term = String(args.p_search ?? "").toLowerCase();
    const after = (row: PagedEnrollment) =>
      args.p_before_created === undefined ||
      row.created_at < String(args.p_before_created) ||
      (row.created_at === args.p_before_created && row.id < Number(args.p_before_id));
    const found = rows
      .filter(
        (row) =>
          (!args.p_status || row.status === args.p_status) &&
          (!args.p_method || row.payment_method === args.p_method) &&
          (!args.p_currency || row.payment_currency === args.p_currency) &&
          (!term ||
            [row.profiles?.full_name, row.profiles?.email, row.formations?.title].some((field) =>
              field?.toLowerCase().includes(term),
            )) &&
          after(row),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, Number(args.p_limit ?? 50));
    return json(found);
  });
}

const pageRequests = () => backend.requestsTo("/rest/v1/rpc/admin_enrollments_page", "POST");

/** The database as the screen reads it: enrollments, payment attempts, refunds, status history and profiles. */
function useTables({
  enrollments,
  payments = [],
  refunds = [],
  role = "admin",
}: {
  enrollments: unknown[];
  payments?: unknown[];
  refunds?: unknown[];
  role?: "admin" | "client";
}) {
  backend.use(
    enrollmentsPage(enrollments as PagedEnrollment[]),
    restGet("payments", payments as Record<string, unknown>[]),
    restGet("refunds", refunds as Record<string, unknown>[]),
    restGet("enrollment_status_changes", history),
    restGet("profiles", [profileRow(admin, { role })]),
  );
}

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

/** The screen of a signed-in admin, once the enrollments have loaded. */
async function renderAt(url = "/paiements") {
  const { user } = renderWithProviders(<PaymentsRoute />, { path: "/paiements", url, signedIn: admin });
  await screen.findAllByTestId("enrollment-row", {}, { timeout: LOADED });
  return user;
}

const rowOf = (name: string) => screen.getByRole("rowheader", { name: new RegExp(name) }).closest("tr")!;
const statusUpdates = () =>
  backend.requestsTo("/rest/v1/enrollments", "PATCH").map((request) => ({
    id: request.search.get("id"),
    body: request.body,
  }));

const enrollments = () => [
  enrollment(1, "pending", "Fatou Ndiaye"),
  enrollment(2, "confirmed", "Awa Koné", {
    payment_method: "carte",
    payment_currency: "CAD",
    payment_amount: 1950,
  }),
  enrollment(3, "completed", "Yao Kouassi"),
  enrollment(4, "cancelled", "Moussa Diop"),
];

const kofi = () =>
  enrollment(5, "confirmed", "Kofi Mensah", {
    formation_id: 22,
    formations: { id: 22, title: "Préparation à la certification PMP®", theme: "Certification" },
  });

describe("payments screen", () => {
  beforeEach(() => {
    useTables({ enrollments: enrollments() });
  });

  it("lists each enrollment with learner, formation, method, amount and status in a captioned table", async () => {
    await renderAt();
    const table = screen.getByRole("table", { name: /4 inscriptions/ });
    expect(within(table).getAllByRole("row")).toHaveLength(5);
    const awa = within(rowOf("Awa Koné"));
    expect(awa.getByText("awa@example.com")).toBeInTheDocument();
    expect(awa.getByText("Carte bancaire")).toBeInTheDocument();
    expect(awa.getByText(/1\s950,00\s\$ CA/)).toBeInTheDocument();
    expect(awa.getByText("Confirmée")).toBeInTheDocument();
    expect(awa.getByText("Inscrit le 12 mars 2027")).toBeInTheDocument();
  });

  it("offers only the statuses the workflow allows next", async () => {
    await renderAt();
    const names = (name: string) =>
      within(rowOf(name))
        .queryAllByRole("button")
        .map((b) => b.textContent);
    expect(names("Fatou Ndiaye")).toEqual([
      "Confirmer sans paiement",
      "Annuler l'inscription",
      "Remplacer",
      "Historique",
      "SMS/WhatsApp",
    ]);
    expect(names("Awa Koné")).toEqual([
      "Marquer terminée",
      "Annuler l'inscription",
      "Remplacer",
      "Historique",
      "SMS/WhatsApp",
    ]);
    expect(names("Yao Kouassi")).toEqual(["Historique", "SMS/WhatsApp"]);
    expect(within(rowOf("Moussa Diop")).getByText("Aucune action")).toBeInTheDocument();
  });

  it("confirms an unpaid seat only with a reason, saying no invoice is issued, and explains a refusal", async () => {
    backend.use(restUpdate("enrollments", postgrestError("Transition de statut impossible", "23514")));
    const user = await renderAt();
    await user.click(within(rowOf("Fatou Ndiaye")).getByRole("button", { name: /^Confirmer sans paiement/ }));
    const dialog = await screen.findByRole("dialog", { name: "Confirmer sans paiement\u202f?" });
    expect(dialog).toHaveTextContent("aucune facture ne sera émise");
    await user.click(within(dialog).getByRole("button", { name: "Confirmer sans paiement" }));
    expect(await within(dialog).findByText("Indiquez pourquoi cette place est confirmée sans paiement.")).toBeVisible();
    expect(statusUpdates()).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Raison/), "Bon de commande de l'employeur");
    await user.click(within(dialog).getByRole("button", { name: "Confirmer sans paiement" }));
    expect(await within(dialog).findByText(/n'est pas permis/)).toBeVisible();
    expect(statusUpdates()).toEqual([
      { id: "eq.1", body: { status: "confirmed", status_reason: "Bon de commande de l'employeur" } },
    ]);
  }, 30_000); // types a reason: slow on a loaded machine

  it("asks before cancelling, with a required reason, who is e-mailed and what is owed, then sends the reason", async () => {
    backend.use(restUpdate("enrollments", { id: 2 }));
    const user = await renderAt();
    await user.click(within(rowOf("Awa Koné")).getByRole("button", { name: /^Annuler l'inscription/ }));
    // The form is fetched when « Annuler » is pressed, and its dialog opens once it is there (decision 1098).
    const dialog = await screen.findByRole("dialog", { name: "Annuler cette inscription\u202f?" }, { timeout: LOADED });
    // « d'Awa », never « de Awa » (review 2026-12-06 finding 14, decision 1040).
    expect(dialog).toHaveTextContent("L'inscription d'Awa Koné à « Finance de projet » sera annulée.");
    expect(await within(dialog).findByTestId("cancellation-consequences")).toHaveTextContent(
      "Un e-mail avec le motif est envoyé à Awa Koné.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Confirmer l'annulation" }));
    expect(await within(dialog).findByText(/Choisissez le motif de l'annulation/)).toBeInTheDocument();
    expect(statusUpdates()).toEqual([]);
    await user.click(within(dialog).getByRole("radio", { name: "Paiement non reçu" }));
    await user.click(within(dialog).getByRole("button", { name: "Confirmer l'annulation" }));
    await vi.waitFor(
      () =>
        expect(statusUpdates()).toEqual([
          { id: "eq.2", body: { status: "cancelled", status_reason: "Paiement non reçu" } },
        ]),
      LOADED,
    );
  });

  describe("'Marquer terminée' asks first and is refused before the session ends", () => {
    afterEach(() => vi.useRealTimers());

    it("a formation without a dated session: asks for confirmation, then completes", async () => {
      backend.use(restUpdate("enrollments", { id: 2 }));
      const user = await renderAt();
      await user.click(within(rowOf("Awa Koné")).getByRole("button", { name: /^Marquer terminée/ }));
      const dialog = await screen.findByRole("dialog", { name: "Marquer cette formation terminée\u202f?" });
      expect(dialog).toHaveTextContent("Awa Koné aura terminé « Finance de projet » et son certificat sera émis");
      expect(statusUpdates()).toEqual([]);
      await user.click(within(dialog).getByRole("button", { name: "Revenir" }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(statusUpdates()).toEqual([]);

      await user.click(within(rowOf("Awa Koné")).getByRole("button", { name: /^Marquer terminée/ }));
      await user.click(await screen.findByRole("button", { name: "Confirmer\u00a0: formation terminée" }));
      await vi.waitFor(() => expect(statusUpdates()).toEqual([{ id: "eq.2", body: { status: "completed" } }]), LOADED);
    });

    it("before the end of the formation's session: explains the date and offers no way to complete", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(2027, 0, 14, 18, 0) });
      useTables({ enrollments: [kofi()] });
      const user = await renderAt();
      await user.click(within(rowOf("Kofi Mensah")).getByRole("button", { name: /^Marquer terminée/ }));
      const dialog = await screen.findByRole("dialog", { name: "Formation pas encore terminée" });
      expect(dialog).toHaveTextContent("se termine le 15 janvier 2027");
      expect(
        within(dialog).queryByRole("button", { name: "Confirmer\u00a0: formation terminée" }),
      ).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: "Compris" }));
      expect(statusUpdates()).toEqual([]);
    });

    it("on the session's last day the same enrollment can be completed", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(2027, 0, 15, 9, 0) });
      useTables({ enrollments: [kofi()] });
      backend.use(restUpdate("enrollments", { id: 5 }));
      const user = await renderAt();
      await user.click(within(rowOf("Kofi Mensah")).getByRole("button", { name: /^Marquer terminée/ }));
      await user.click(await screen.findByRole("button", { name: "Confirmer\u00a0: formation terminée" }));
      await vi.waitFor(() => expect(statusUpdates()).toEqual([{ id: "eq.5", body: { status: "completed" } }]), LOADED);
    });
  });

  it("shows an enrollment's history with who and when", async () => {
    const user = await renderAt();
    await user.click(within(rowOf("Awa Koné")).getByRole("button", { name: /^Historique/ }));
    const dialog = await screen.findByRole("dialog", { name: "Historique de l'inscription" });
    expect(await within(dialog).findByText("En attente → Confirmée")).toBeInTheDocument();
    expect(within(dialog).getByText(/par Admin Principal, le 13 mars 2027 à \d+ h 05/)).toBeInTheDocument();
  });

  it("filters by ?statut= in the database, and counts only what it shows", async () => {
    await renderAt("/paiements?statut=pending");
    expect(screen.getAllByTestId("enrollment-row")).toHaveLength(1);
    expect(screen.getByRole("table", { name: "1 inscription correspond aux filtres" })).toBeInTheDocument();
    expect(rowOf("Fatou Ndiaye")).toBeInTheDocument();
    expect(pageRequests().map((request) => request.body)).toEqual([{ p_status: "pending", p_limit: 51 }]);
  });

  it("searches in the database with the text in the address (learner e-mail)", async () => {
    await renderAt("/paiements?q=AWA%40");
    expect(screen.getAllByTestId("enrollment-row")).toHaveLength(1);
    expect(rowOf("Awa Koné")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Rechercher" })).toHaveValue("AWA@");
    expect(pageRequests().at(-1)?.body).toEqual({ p_search: "AWA@", p_limit: 51 });
  });

  it("reads fifty enrollments, then the next ones after the last shown on « Voir plus d'inscriptions »", async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      enrollment(index + 1, "confirmed", `Apprenant ${index + 1}`, {
        created_at: `2027-03-${String(1 + Math.floor(index / 3)).padStart(2, "0")}T10:00:00Z`,
      }),
    );
    useTables({ enrollments: many });
    const user = await renderAt();
    // The table draws a screenful first, then the rest of the page (FIRST_ROWS).
    await waitFor(() => expect(screen.getAllByTestId("enrollment-row")).toHaveLength(50), { timeout: LOADED });
    expect(
      screen.getByRole("table", { name: "Les 50 inscriptions les plus récentes, d'autres suivent" }),
    ).toBeInTheDocument();
    // Newest first, the id breaking ties of the same instant.
    expect(screen.getAllByRole("rowheader")[0]).toHaveTextContent("Apprenant 60");

    await user.click(screen.getByRole("button", { name: "Voir plus d'inscriptions" }));
    await screen.findByRole("table", { name: "60 inscriptions, les plus récentes d'abord" });
    await waitFor(() => expect(screen.getAllByTestId("enrollment-row")).toHaveLength(60), { timeout: LOADED });
    expect(screen.getAllByRole("rowheader").at(-1)).toHaveTextContent("Apprenant 1");
    expect(screen.queryByRole("button", { name: "Voir plus d'inscriptions" })).not.toBeInTheDocument();
    // The second page starts strictly after the fiftieth row (created 2027-03-04, id 11).
    expect(pageRequests().at(-1)?.body).toEqual({
      p_before_created: "2027-03-04T10:00:00Z",
      p_before_id: 11,
      p_limit: 51,
    });
    // Payments are read for the rows shown, page by page, never for the whole table.
    const paymentReads = backend.requestsTo("/rest/v1/payments", "GET");
    expect(paymentReads.map((request) => request.search.get("enrollment_id")?.split(",").length)).toEqual([50, 10]);
  });

  it("shows the access-denied screen to a non-admin, who reads no enrollment", async () => {
    useTables({ enrollments: enrollments(), role: "client" });
    renderWithProviders(<PaymentsRoute />, { path: "/paiements", signedIn: admin });
    expect(await screen.findByRole("heading", { name: "Accès réservé aux administrateurs" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour au tableau de bord" })).toHaveAttribute("href", "/tableau-de-bord");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(pageRequests()).toEqual([]);
  });
});

describe("payments screen: attempts, transfers and refunds", () => {
  beforeEach(() => {
    useTables({
      enrollments: [
        enrollment(1, "pending", "Fatou Ndiaye", { payment_method: "virement", payment_reference: "PAC-2027-000001" }),
        enrollment(2, "cancelled", "Awa Koné", { payment_reference: "PAC-2027-000002" }),
      ],
      payments: [
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
            { id: 3, status: "succeeded", source: "provider", note: null, created_at: "2027-03-12T10:05:00Z" },
            { id: 2, status: "pending", source: "creation", note: null, created_at: "2027-03-12T10:00:00Z" },
          ],
        },
      ],
      refunds: [{ enrollment_id: 2, amount: 950000, currency: "XOF", status: "due", reason: "cancellation" }],
    });
  });

  it("shows each enrollment's reference, last attempt and the refund owed after a paid cancellation", async () => {
    await renderAt();
    const fatou = within(rowOf("Fatou Ndiaye"));
    expect(fatou.getByText("PAC-2027-000001")).toBeInTheDocument();
    expect(await fatou.findByTestId("payment-status")).toHaveTextContent("En attente");
    const awa = within(rowOf("Awa Koné"));
    expect(awa.getByTestId("payment-status")).toHaveTextContent("Payé");
    expect(awa.getByText(/Remboursement dû : 950 000 F CFA/)).toBeInTheDocument();
  });

  it("lists the attempts with the gateway's reference and status history", async () => {
    const user = await renderAt();
    await user.click(await within(rowOf("Awa Koné")).findByRole("button", { name: /Paiements\s: Awa Koné/ }));
    const dialog = await screen.findByRole("dialog", { name: "Tentatives de paiement" });
    expect(within(dialog).getByText("sbx_abc")).toBeInTheDocument();
    expect(within(dialog).getByText(/Payé — confirmé par la plateforme de paiement/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Virement reçu" })).not.toBeInTheDocument();
  });

  it("makes « Virement reçu » the pending transfer's primary action, recorded only after a confirmation", async () => {
    backend.use(fn("reconcile-transfer", { payment_id: 11, status: "succeeded" }));
    const user = await renderAt();
    const fatou = within(rowOf("Fatou Ndiaye"));
    const buttons = () => fatou.queryAllByRole("button").map((b) => b.textContent);
    await vi.waitFor(() => expect(buttons()[0]).toBe("Virement reçu"), LOADED);
    expect(buttons()).toContain("Confirmer sans paiement");
    await user.click(fatou.getByRole("button", { name: /^Virement reçu/ }));
    const dialog = await screen.findByRole("dialog", { name: "Enregistrer le virement reçu\u202f?" });
    expect(dialog).toHaveTextContent("la facture émise");
    expect(backend.requestsTo("/functions/v1/reconcile-transfer")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Confirmer la réception" }));
    await vi.waitFor(
      () =>
        expect(backend.requestsTo("/functions/v1/reconcile-transfer").map((request) => request.body)).toEqual([
          { payment_id: 11 },
        ]),
      LOADED,
    );
    expect(await screen.findByText("Virement enregistré")).toBeInTheDocument();
  });

  it("offers no « Virement reçu » once the payment is recorded, and shows the session", async () => {
    useTables({
      enrollments: [
        enrollment(1, "confirmed", "Fatou Ndiaye", {
          payment_method: "virement",
          course_sessions: { starts_on: "2027-01-11", ends_on: "2027-01-15", city: "Dakar", format: "Présentiel" },
        }),
      ],
      payments: [
        {
          id: 11,
          enrollment_id: 1,
          provider: "virement",
          channel: "virement",
          amount: 950000,
          currency: "XOF",
          status: "succeeded",
          provider_reference: "PAC-2027-000001",
          phone: null,
          created_at: "2027-03-12T10:00:00Z",
          payment_events: [],
        },
      ],
    });
    const user = await renderAt();
    const fatou = within(rowOf("Fatou Ndiaye"));
    expect(fatou.getByText("11 – 15 janvier 2027")).toBeInTheDocument();
    expect(fatou.getByText(/· Dakar/)).toBeInTheDocument();
    await user.click(await fatou.findByRole("button", { name: /Paiements\s: Fatou Ndiaye/ }));
    expect(screen.queryByRole("button", { name: /Virement reçu/ })).not.toBeInTheDocument();
    expect(fatou.queryByRole("button", { name: /Confirmer sans paiement/ })).not.toBeInTheDocument();
  });
});
