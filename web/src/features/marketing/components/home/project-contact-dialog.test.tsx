import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SEND_FAILURE_MESSAGES } from "~/features/enquiries";
import { backend, http, json, renderWithProviders, restInsert, setupFakeBackend } from "~/test";
import { ProjectContactDialog } from "./project-contact-dialog";

setupFakeBackend();
const THANKS = "Merci pour votre message";
const onOpenChange = vi.fn();
const stored = () => backend.requestsTo("/rest/v1/enquiries", "POST").map((request) => request.body);

function setup() {
  return renderWithProviders(<ProjectContactDialog open onOpenChange={onOpenChange} />).user;
}

async function fill(user: ReturnType<typeof setup>) {
  await user.type(screen.getByLabelText(/Nom complet/), "Awa Koné");
  await user.type(screen.getByLabelText(/Email professionnel/), "awa@orange.example");
  await user.type(screen.getByLabelText(/Votre projet/), "Un PMO pour 3 projets.");
}

describe("ProjectContactDialog", () => {
  beforeEach(() => {
    onOpenChange.mockReset();
    backend.use(restInsert("enquiries"));
  });

  it("requires a name and an e-mail so the firm can answer", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByText("Veuillez indiquer votre nom")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre adresse email")).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it("stores a 'project' enquiry, then thanks and closes", async () => {
    const user = setup();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]).toMatchObject({
      kind: "project",
      full_name: "Awa Koné",
      email: "awa@orange.example",
      phone: null,
      subject: "Discutons de votre projet",
      message: "Un PMO pour 3 projets.",
      details: {},
      website: "",
      consent: true,
    });
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(screen.getByText("Un conseiller vous répondra dans les 24h.")).toBeInTheDocument();
  });

  it("stays open with what was typed and says so when the request is not stored", async () => {
    backend.use(http("POST", "/rest/v1/enquiries", () => json({ message: "unavailable" }, 503)));
    const user = setup();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SEND_FAILURE_MESSAGES.failed);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("Awa Koné");
    expect(screen.getByTestId("consent-notice")).toBeInTheDocument();
  });
});
