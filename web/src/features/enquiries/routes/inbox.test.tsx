import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backend, http, json, renderWithProviders, setupFakeBackend, testUser } from "~/test";
import type { InboxEnquiry } from "../api/inbox";
import InboxRoute from "./inbox";

setupFakeBackend();

/**
 * The browser's side of a download, the one thing jsdom cannot do: the file the link points to and its name are
 * recorded instead of being saved.
 */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.getAttribute("href") ?? "")! });
  });
  return files;
}

/** The file's bytes as text, a BOM kept (jsdom's Blob is read with its own FileReader). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder("utf-8", { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

const enquiry = (id: string, overrides: Partial<InboxEnquiry>): InboxEnquiry => ({
  id,
  kind: "contact",
  status: "nouvelle",
  full_name: "Awa Koné",
  email: "awa@example.com",
  phone: null,
  organisation: null,
  subject: "Formation intra",
  message: "Bonjour",
  details: {},
  consent: true,
  source_path: "/contact",
  assignee_id: null,
  assignee: null,
  read_at: null,
  created_at: "2027-03-12T10:00:00Z",
  updated_at: "2027-03-12T10:00:00Z",
  ...overrides,
});

/** Lower case without accents, as the database compares a search (fold_search_text). */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * admin_enquiries_page() as the screen calls it: kind, status (« actives » hides the archived), UTC days, every word of
 * the search somewhere in what was sent, newest first after the cursor, at most p_limit rows. The database's own answer
 * is proved by tests/integration/admin-lists-paged.test.ts.
 */
function enquiriesPage(rows: readonly InboxEnquiry[]) {
  return http("POST", "/rest/v1/rpc/admin_enquiries_page", (request) => {
    const args = request.body as Record<string, string | number | undefined>;
    const words = fold(String(args.p_search ?? ""))
      .split(/\s+/)
      .filter(Boolean);
    const status = String(args.p_status ?? "actives");
    const found = rows
      .filter((row) => {
        const day = row.created_at.slice(0, 10);
        const text = fold(
          [row.full_name, row.email, row.organisation, row.subject, row.message, JSON.stringify(row.details)].join(" "),
        );
        return (
          (!args.p_kind || row.kind === args.p_kind) &&
          (status === "toutes" || (status === "actives" ? row.status !== "archivee" : row.status === status)) &&
          (!args.p_from || day >= String(args.p_from)) &&
          (!args.p_to || day <= String(args.p_to)) &&
          words.every((word) => text.includes(word)) &&
          (args.p_before_created === undefined ||
            row.created_at < String(args.p_before_created) ||
            (row.created_at === args.p_before_created && row.id < String(args.p_before_id)))
        );
      })
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .slice(0, Number(args.p_limit ?? 50));
    return json(found);
  });
}

const pageRequests = () => backend.requestsTo("/rest/v1/rpc/admin_enquiries_page", "POST");

/** The inbox of an admin (or another role), once its list has loaded. */
async function renderAt(url = "/demandes", role: "admin" | "trainer" = "admin") {
  const { user } = renderWithProviders(<InboxRoute />, {
    path: "/demandes",
    url,
    signedIn: testUser(),
    profile: { role },
  });
  if (role === "admin") await screen.findByRole("button", { name: "Exporter en CSV" });
  return user;
}

const names = () =>
  screen.getAllByTestId("enquiry-row").map((row) => within(row).getByRole("rowheader").querySelector("a")!.textContent);

describe("inbox /demandes", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  beforeEach(() => {
    // Not in display order: the screen asks the database for the newest first.
    backend.use(
      enquiriesPage([
        enquiry("e1", {
          full_name: "Moussa Diop",
          status: "archivee",
          kind: "application",
          created_at: "2027-03-10T09:00:00Z",
        }),
        enquiry("e3", {
          full_name: "<script>alert(1)</script>",
          kind: "quote",
          subject: "Devis Dakar",
          created_at: "2027-03-14T09:00:00Z",
        }),
        enquiry("e2", {
          full_name: "Éric Côté",
          status: "en_cours",
          read_at: "2027-03-13T12:00:00Z",
          created_at: "2027-03-13T09:00:00Z",
        }),
      ]),
    );
  });

  it("is for admins only", async () => {
    await renderAt("/demandes", "trainer");
    expect(await screen.findByRole("heading", { name: "Accès réservé aux administrateurs" })).toBeInTheDocument();
    expect(screen.queryByTestId("enquiry-row")).not.toBeInTheDocument();
    expect(pageRequests()).toEqual([]);
  });

  it("lists the enquiries as sent, archived ones aside, marking the unread, visitor text never turned into HTML", async () => {
    await renderAt();
    expect(await screen.findAllByTestId("enquiry-row")).toHaveLength(2);
    expect(names()).toEqual(["<script>alert(1)</script>", "Éric Côté"]);
    expect(document.querySelector("main script, table script")).toBeNull();
    const first = screen.getAllByTestId("enquiry-row")[0];
    expect(within(first).getByText("Non lue")).toBeInTheDocument();
    expect(within(first).getByRole("link")).toHaveAttribute("href", "/demandes/e3");
    expect(within(screen.getAllByTestId("enquiry-row")[1]).queryByText("Non lue")).not.toBeInTheDocument();
    // The reader's zone is named once, in the header, not on every row (issue 48 item 4).
    expect(screen.getByRole("columnheader", { name: /^Reçue le \(/ })).toBeInTheDocument();
    expect(first).not.toHaveTextContent(/heure d/);
    expect(first).toHaveTextContent(/\d{4} à \d{1,2}\sh/);
  });

  it("filters by type, status, date and search from the URL and the controls", async () => {
    const user = await renderAt("/demandes?statut=toutes");
    expect(await screen.findAllByTestId("enquiry-row")).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText("Type"), "application");
    expect(names()).toEqual(["Moussa Diop"]);
    await user.click(screen.getByRole("button", { name: "Réinitialiser" }));
    await user.selectOptions(screen.getByLabelText("Statut"), "en_cours");
    expect(names()).toEqual(["Éric Côté"]);
    await user.selectOptions(screen.getByLabelText("Statut"), "toutes");
    await user.type(screen.getByLabelText("Rechercher"), "dakar");
    await waitFor(() => expect(names()).toEqual(["<script>alert(1)</script>"]));
    // The database filters and searches: the search is sent once typing pauses, not per key.
    expect(pageRequests().at(-1)?.body).toEqual({ p_status: "toutes", p_search: "dakar", p_limit: 51 });
    expect(pageRequests().filter((request) => (request.body as { p_search?: string }).p_search === "d")).toEqual([]);
  });

  it("filters by received date", async () => {
    await renderAt("/demandes?statut=toutes&du=2027-03-11&au=2027-03-13");
    await screen.findAllByTestId("enquiry-row");
    expect(names()).toEqual(["Éric Côté"]);
  });

  it("reads fifty enquiries, then the next ones after the last shown on « Voir plus de demandes »", async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      enquiry(`m${String(index + 1).padStart(2, "0")}`, {
        full_name: `Personne ${index + 1}`,
        created_at: `2027-04-${String(1 + Math.floor(index / 3)).padStart(2, "0")}T10:00:00Z`,
      }),
    );
    backend.use(enquiriesPage(many));
    const user = await renderAt();
    await waitFor(() => expect(screen.getAllByTestId("enquiry-row")).toHaveLength(50), { timeout: 10_000 });
    expect(
      screen.getByRole("table", { name: "Les 50 demandes les plus récentes, d'autres suivent" }),
    ).toBeInTheDocument();
    expect(names()[0]).toBe("Personne 60");
    await user.click(screen.getByRole("button", { name: "Voir plus de demandes" }));
    await screen.findByRole("table", { name: "60 demandes, les plus récentes d'abord" });
    await waitFor(() => expect(screen.getAllByTestId("enquiry-row")).toHaveLength(60), { timeout: 10_000 });
    // The second page starts strictly after the fiftieth row (created 2027-04-04, id m11).
    expect(pageRequests().at(-1)?.body).toEqual({
      p_status: "actives",
      p_before_created: "2027-04-04T10:00:00Z",
      p_before_id: "m11",
      p_limit: 51,
    });
  });

  it("exports every enquiry the filters keep as a CSV with a BOM", async () => {
    const files = captureDownloads();
    const user = await renderAt();
    await screen.findAllByTestId("enquiry-row");
    await user.click(screen.getByRole("button", { name: "Exporter en CSV" }));
    expect(files).toHaveLength(1);
    expect(files[0].name).toMatch(/^demandes-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(files[0].blob.type).toBe("text/csv;charset=utf-8");
    const csv = await textOf(files[0].blob);
    expect(csv.startsWith("\uFEFF")).toBe(true); // the BOM Excel needs to read UTF-8
    expect(csv).toContain("Éric Côté");
    expect(csv).not.toContain("Moussa Diop");
    // Every enquiry the filters keep, a thousand at a time, not only the page shown.
    expect(pageRequests().at(-1)?.body).toEqual({ p_status: "actives", p_limit: 1000 });
  });

  it("says when nothing matches and offers to reset", async () => {
    const user = await renderAt("/demandes?q=introuvable");
    expect(await screen.findByText("Aucune demande ne correspond à ces filtres")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Réinitialiser les filtres" }));
    await waitFor(() => expect(names()).toHaveLength(2));
  });
});
