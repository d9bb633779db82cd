import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SEND_FAILURE_MESSAGES, SendFailedError } from "~/features/enquiries";
import { ProjectContactDialog } from "./project-contact-dialog";

const toastMock = vi.hoisted(() => vi.fn());
const sendEnquiry = vi.hoisted(() => vi.fn());
const onOpenChange = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast: toastMock }));
vi.mock("~/features/enquiries/api/send-enquiry", () => ({ sendEnquiry }));

function setup() {
  const user = userEvent.setup();
  const Stub = createRoutesStub([{ path: "/", Component: () => <ProjectContactDialog open onOpenChange={onOpenChange} /> }]);
  render(<Stub />);
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Nom complet/), "Awa Koné");
  await user.type(screen.getByLabelText(/Email professionnel/), "awa@orange.example");
  await user.type(screen.getByLabelText(/Votre projet/), "Un PMO pour 3 projets.");
}

describe("ProjectContactDialog", () => {
  beforeEach(() => {
    toastMock.mockReset();
    sendEnquiry.mockReset();
    onOpenChange.mockReset();
  });

  it("requires a name and an e-mail so the firm can answer", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByText("Veuillez indiquer votre nom")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre adresse email")).toBeInTheDocument();
    expect(sendEnquiry).not.toHaveBeenCalled();
  });

  it("stores a 'project' enquiry, then thanks and closes", async () => {
    sendEnquiry.mockResolvedValue(undefined);
    const user = setup();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sendEnquiry).toHaveBeenCalledWith({
      kind: "project",
      full_name: "Awa Koné",
      email: "awa@orange.example",
      phone: "",
      subject: "Discutons de votre projet",
      message: "Un PMO pour 3 projets.",
      details: {},
      website: "",
    });
    expect(toastMock).toHaveBeenCalledWith({ title: "Merci pour votre message", description: "Un conseiller vous répondra dans les 24h." });
  });

  it("stays open with what was typed and says so when the request is not stored", async () => {
    sendEnquiry.mockRejectedValue(new SendFailedError(503));
    const user = setup();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SEND_FAILURE_MESSAGES.failed);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toastMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("Awa Koné");
    expect(screen.getByTestId("consent-notice")).toBeInTheDocument();
  });
});
