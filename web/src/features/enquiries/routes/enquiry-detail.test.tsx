import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { InboxEnquiry, InboxEvent } from "../api/inbox";

const auth = vi.hoisted(() => ({ value: { loading: false, profile: { role: "admin" } } }));
const state = vi.hoisted(() => ({ enquiry: null as unknown, events: [] as unknown[] }));
const update = vi.hoisted(() => vi.fn());
const addNote = vi.hoisted(() => vi.fn());
const cvDownloadUrl = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => vi.fn());
vi.mock("~/lib/auth", () => ({ useAuth: () => auth.value }));
vi.mock("~/domain/profile", () => ({ useProfile: () => ({ data: auth.value.profile, isPending: auth.value.loading }) }));
vi.mock("~/components/ui/toast", () => ({ toast }));
vi.mock("../api/inbox", () => ({
  useEnquiry: () => ({ isPending: false, isError: false, data: state.enquiry, refetch: vi.fn() }),
  useEnquiryEvents: () => ({ isPending: false, isError: false, data: state.events }),
  useStaff: () => ({
    isPending: false,
    data: [
      { id: "admin-1", full_name: "Admin Principal", email: "admin@example.com", role: "admin" },
      { id: "trainer-1", full_name: "Jean-François Gagnon", email: "jf@example.com", role: "trainer" },
    ],
  }),
  useUpdateEnquiry: () => ({ mutate: update, isPending: false }),
  useAddNote: () => ({ mutate: addNote, isPending: false }),
  cvDownloadUrl,
}));

import EnquiryDetailRoute from "./enquiry-detail";

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

function renderDetail() {
  const Stub = createRoutesStub([{ path: "/demandes/:id", Component: EnquiryDetailRoute }]);
  render(<Stub initialEntries={["/demandes/0d6c3f7e-8d1c-4a4c-9b7e-2f3a1b2c3d4e"]} />);
  return userEvent.setup();
}

describe("enquiry detail /demandes/:id", () => {
  beforeEach(() => {
    update.mockReset();
    addNote.mockReset();
    cvDownloadUrl.mockReset();
    toast.mockReset();
    state.enquiry = application();
    state.events = [];
  });

  it("shows what was sent as text only: tags are shown, never rendered", () => {
    renderDetail();
    expect(screen.getByText("Moussa <b>Camara</b>")).toBeInTheDocument();
    expect(screen.getByTestId("enquiry-message").textContent).toBe("<img src=x onerror=alert(1)>\nDix ans d'expérience.");
    expect(document.querySelector("img, b")).toBeNull();
    expect(screen.getByText("Consultant")).toBeInTheDocument();
  });

  it("marks an unread enquiry read once when opened", () => {
    renderDetail();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0][0]).toEqual({ read_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });

  it("does not mark again an enquiry already read", () => {
    state.enquiry = application({ read_at: "2027-03-12T11:00:00Z" });
    renderDetail();
    expect(update).not.toHaveBeenCalled();
  });

  it("changes the status and the assignee (admins and trainers offered)", async () => {
    state.enquiry = application({ read_at: "2027-03-12T11:00:00Z" });
    const user = renderDetail();
    await user.selectOptions(screen.getByLabelText("Statut"), "en_cours");
    expect(update).toHaveBeenLastCalledWith({ status: "en_cours" }, expect.any(Object));
    const assignee = screen.getByLabelText("Assignée à");
    expect(within(assignee).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Personne",
      "Admin Principal (administrateur)",
      "Jean-François Gagnon (formateur)",
    ]);
    await user.selectOptions(assignee, "trainer-1");
    expect(update).toHaveBeenLastCalledWith({ assignee_id: "trainer-1" }, expect.any(Object));
  });

  it("adds an internal note and shows the history with who and when", async () => {
    state.events = [
      {
        id: 1,
        enquiry_id: "x",
        actor_id: "admin-1",
        kind: "status",
        from_value: "nouvelle",
        to_value: "en_cours",
        note: null,
        created_at: "2027-03-12T12:00:00Z",
        actor: { full_name: "Admin Principal", email: "admin@example.com" },
      },
      {
        id: 2,
        enquiry_id: "x",
        actor_id: "admin-1",
        kind: "assignee",
        from_value: null,
        to_value: "trainer-1",
        note: null,
        created_at: "2027-03-12T12:05:00Z",
        actor: { full_name: "Admin Principal", email: "admin@example.com" },
      },
    ] satisfies InboxEvent[];
    const user = renderDetail();
    const events = screen.getAllByTestId("enquiry-event");
    expect(events[0]).toHaveTextContent("Admin Principal");
    expect(events[0]).toHaveTextContent("Statut : Nouvelle → En cours");
    expect(events[1]).toHaveTextContent("Assignée à Jean-François Gagnon");
    await user.type(screen.getByLabelText("Note interne"), "Rappeler lundi");
    await user.click(screen.getByRole("button", { name: "Ajouter la note" }));
    expect(addNote).toHaveBeenCalledWith("Rappeler lundi", expect.any(Object));
  });

  it("downloads the CV through a short-lived signed link", async () => {
    cvDownloadUrl.mockResolvedValue("http://localhost/storage/v1/object/sign/cv/x?token=t");
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const user = renderDetail();
    await user.click(screen.getByRole("button", { name: "Télécharger le CV" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/storage/v1/object/sign/cv/x?token=t"));
    expect(cvDownloadUrl).toHaveBeenCalledWith("applications/u1/cv.pdf", "cv.pdf");
    vi.unstubAllGlobals();
  });

  it("says when the enquiry does not exist", () => {
    state.enquiry = null;
    renderDetail();
    expect(screen.getByText("Cette demande n'existe pas ou plus")).toBeInTheDocument();
  });
});
