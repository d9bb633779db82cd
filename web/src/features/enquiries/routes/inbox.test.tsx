import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backend, renderWithProviders, restGet, setupFakeBackend, testUser } from "~/test";
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
      restGet("enquiries", [
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
    expect(backend.requestsTo("/rest/v1/enquiries")).toEqual([]);
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
    expect(names()).toEqual(["<script>alert(1)</script>"]);
  });

  it("filters by received date", async () => {
    await renderAt("/demandes?statut=toutes&du=2027-03-11&au=2027-03-13");
    await screen.findAllByTestId("enquiry-row");
    expect(names()).toEqual(["Éric Côté"]);
  });

  it("exports the rows shown as a CSV with a BOM", async () => {
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
  });

  it("says when nothing matches and offers to reset", async () => {
    const user = await renderAt("/demandes?q=introuvable");
    expect(await screen.findByText("Aucune demande ne correspond à ces filtres")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Réinitialiser les filtres" }));
    expect(names()).toHaveLength(2);
  });
});
