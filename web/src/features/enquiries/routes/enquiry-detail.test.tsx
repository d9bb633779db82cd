import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { backend, http, json, profileRow, renderWithProviders, restGet, setupFakeBackend, testUser } from "~/test";
import type { InboxEnquiry, InboxEvent } from "../api/inbox";
import EnquiryDetailRoute from "./enquiry-detail";

setupFakeBackend();
const ID = "0d6c3f7e-8d1c-4a4c-9b7e-2f3a1b2c3d4e";
const me = testUser({ id: "admin-1", email: "admin@example.com", fullName: "Admin Principal" });
const profiles = [
  profileRow(me, { role: "admin" }),
  profileRow(testUser({ id: "trainer-1", email: "jf@example.com", fullName: "Jean-François Gagnon" }), {
    role: "trainer",
  }),
  profileRow(testUser({ id: "client-1", email: "awa@example.com", fullName: "Awa Koné" }), { role: "client" }),
];

/** The enquiry and its history as the database holds them: updates and notes change them. */
let stored: InboxEnquiry[];
let events: InboxEvent[];
const event = (id: number, over: Partial<InboxEvent>): InboxEvent => ({
  id,
  enquiry_id: ID,
  actor_id: "admin-1",
  kind: "status",
  from_value: null,
  to_value: null,
  note: null,
  created_at: "2027-03-12T12:00:00Z",
  actor: { full_name: "Admin Principal", email: "admin@example.com" },
  ...over,
});
const updates = () => backend.requestsTo("/rest/v1/enquiries", "PATCH").map((request) => request.body);

const application = (overrides: Partial<InboxEnquiry> = {}): InboxEnquiry => ({
  id: "0d6c3f7e-8d1c-4a4c-9b7e-2f3a1b2c3d4e",
  kind: "application",
  status: "nouvelle",
  full_name: "Moussa <b>Camara</b>",
  email: "moussa@example.com",
  phone: "+221 77 000 00 00",
  organisation: null,
  subject: "Candidature : Consultant",
  message: "<img src=x onerror=alert(1)>\nDix ans d'expérience.",
  details: { position: "Consultant", cv_path: "applications/u1/cv.pdf", cv_name: "cv.pdf" },
  consent: true,
  source_path: "/carrieres",
  assignee_id: null,
  assignee: null,
  read_at: null,
  created_at: "2027-03-12T10:00:00Z",
  updated_at: "2027-03-12T10:00:00Z",
  ...overrides,
});

async function renderDetail() {
  const { user } = renderWithProviders(<EnquiryDetailRoute />, {
    path: "/demandes/:id",
    url: `/demandes/${ID}`,
    signedIn: me,
    profile: { role: "admin" },
  });
  await screen.findByRole("heading", { level: 1 });
  return user;
}

describe("enquiry detail /demandes/:id", () => {
  beforeEach(() => {
    stored = [application()];
    events = [];
    backend.use(
      restGet("enquiries", () => stored),
      http("PATCH", "/rest/v1/enquiries", (request) => {
        stored = stored.map((row) => ({ ...row, ...(request.body as Partial<InboxEnquiry>) }));
        return json(stored.map(({ id }) => ({ id })));
      }),
      restGet("enquiry_events", () => events),
      http("POST", "/rest/v1/enquiry_events", (request) => {
        const { note } = request.body as { note: string };
        events = [...events, event(events.length + 1, { kind: "note", note, created_at: "2027-03-12T13:00:00Z" })];
        return { status: 201 };
      }),
      restGet("profiles", profiles),
    );
  });

  it("shows what was sent as text only: tags are shown, never rendered", async () => {
    await renderDetail();
    expect(await screen.findByText("Moussa <b>Camara</b>")).toBeInTheDocument();
    expect(screen.getByTestId("enquiry-message").textContent).toBe(
      "<img src=x onerror=alert(1)>\nDix ans d'expérience.",
    );
    expect(document.querySelector("img, b")).toBeNull();
    expect(screen.getByText("Consultant")).toBeInTheDocument();
  });

  it("marks an unread enquiry read once when opened", async () => {
    await renderDetail();
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).toEqual({ read_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(backend.requestsTo("/rest/v1/enquiries", "PATCH")[0]!.search.get("id")).toBe(`eq.${ID}`);
    await screen.findByText("Moussa <b>Camara</b>");
    expect(updates()).toHaveLength(1);
  });

  it("does not mark again an enquiry already read", async () => {
    stored = [application({ read_at: "2027-03-12T11:00:00Z" })];
    await renderDetail();
    await screen.findByText("Moussa <b>Camara</b>");
    expect(updates()).toEqual([]);
  });

  it("changes the status and the assignee (admins and trainers offered)", async () => {
    stored = [application({ read_at: "2027-03-12T11:00:00Z" })];
    const user = await renderDetail();
    await user.selectOptions(await screen.findByLabelText("Statut"), "en_cours");
    await waitFor(() => expect(updates().at(-1)).toEqual({ status: "en_cours" }));
    const assignee = screen.getByLabelText("Assignée à");
    await waitFor(() => expect(within(assignee).getAllByRole("option")).toHaveLength(3));
    expect(
      within(assignee)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Personne", "Admin Principal (administrateur)", "Jean-François Gagnon (formateur)"]);
    await user.selectOptions(assignee, "trainer-1");
    await waitFor(() => expect(updates().at(-1)).toEqual({ assignee_id: "trainer-1" }));
  });

  it("adds an internal note and shows the history with who and when", async () => {
    stored = [application({ read_at: "2027-03-12T11:00:00Z" })];
    events = [
      event(1, { kind: "status", from_value: "nouvelle", to_value: "en_cours" }),
      event(2, { kind: "assignee", to_value: "trainer-1", created_at: "2027-03-12T12:05:00Z" }),
      { ...event(3, { kind: "note", note: "Sur un autre dossier" }), enquiry_id: "another-enquiry" },
    ];
    const user = await renderDetail();
    const shown = await screen.findAllByTestId("enquiry-event");
    expect(shown).toHaveLength(2);
    expect(shown[0]).toHaveTextContent("Admin Principal");
    expect(shown[0]).toHaveTextContent("Statut : Nouvelle → En cours");
    await waitFor(() => expect(shown[1]).toHaveTextContent("Assignée à Jean-François Gagnon"));
    await user.type(screen.getByLabelText("Note interne"), "Rappeler lundi");
    await user.click(screen.getByRole("button", { name: "Ajouter la note" }));
    expect(backend.requestsTo("/rest/v1/enquiry_events", "POST")[0]!.body).toEqual({
      enquiry_id: ID,
      kind: "note",
      note: "Rappeler lundi",
    });
    // The history is read again and shows the note.
    expect(await screen.findByText(/Rappeler lundi/)).toBeInTheDocument();
  });

  it("downloads the CV through a short-lived signed link", async () => {
    backend.use(
      http("POST", "/storage/v1/object/sign/cv/applications/u1/cv.pdf", () =>
        json({ signedURL: "/object/sign/cv/applications/u1/cv.pdf?token=t" }),
      ),
    );
    const assign = vi.fn();
    const user = await renderDetail();
    const download = await screen.findByRole("button", { name: "Télécharger le CV" });
    const realLocation = window.location;
    vi.stubGlobal("location", { ...realLocation, assign });
    await user.click(download);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    vi.stubGlobal("location", realLocation);
    const link = new URL(assign.mock.calls[0]![0] as string);
    expect(link.pathname).toBe("/storage/v1/object/sign/cv/applications/u1/cv.pdf");
    expect(link.searchParams.get("token")).toBe("t");
    expect(link.searchParams.get("download")).toBe("cv.pdf");
    expect(backend.requestsTo(/^\/storage\/v1\/object\/sign\//)[0]!.body).toEqual({ expiresIn: 300 });
  });

  it("says when the enquiry does not exist", async () => {
    stored = [application({ id: "another-enquiry" })];
    await renderDetail();
    expect(await screen.findByText("Cette demande n'existe pas ou plus")).toBeInTheDocument();
  });
});
