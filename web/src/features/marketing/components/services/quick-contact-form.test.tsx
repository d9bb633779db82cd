import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SEND_FAILURE_MESSAGES, SendFailedError } from "~/features/enquiries";
import { QuickContactForm } from "./quick-contact-form";

const toastMock = vi.hoisted(() => vi.fn());
const sendEnquiry = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast: toastMock }));
vi.mock("~/features/enquiries/api/send-enquiry", () => ({ sendEnquiry }));

function renderForm() {
  const Stub = createRoutesStub([{ path: "/services", Component: QuickContactForm }]);
  render(<Stub initialEntries={["/services"]} />);
}

function fillAndSend() {
  fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: "Koffi Yao" } });
  fireEvent.change(screen.getByLabelText(/^Adresse e-mail/), { target: { value: "koffi@exemple.ci" } });
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: "Pouvez-vous me rappeler cette semaine ?" } });
  fireEvent.click(screen.getByRole("button", { name: /Envoyer le message/ }));
}

describe("QuickContactForm", () => {
  beforeEach(() => {
    toastMock.mockReset();
    sendEnquiry.mockReset();
  });

  it("shows French errors and sends nothing when fields are missing", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: /Envoyer le message/ }));
    expect(await screen.findByText("Veuillez indiquer votre nom.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre adresse e-mail.")).toBeInTheDocument();
    expect(screen.getByText("Votre message doit contenir au moins 10 caractères.")).toBeInTheDocument();
    expect(sendEnquiry).not.toHaveBeenCalled();
    expect(toastMock).not.toHaveBeenCalled();
  });

  it("is busy until the message is stored, then thanks the visitor and clears the fields", async () => {
    let store!: () => void;
    sendEnquiry.mockReturnValue(new Promise<void>((resolve) => (store = resolve)));
    renderForm();
    fillAndSend();

    expect(await screen.findByRole("button", { name: /Envoi en cours\.\.\./ })).toBeDisabled();
    expect(sendEnquiry).toHaveBeenCalledWith(
      expect.objectContaining({ kind: "contact", full_name: "Koffi Yao", email: "koffi@exemple.ci", website: "" }),
    );
    expect(toastMock).not.toHaveBeenCalled();

    store();
    expect(await screen.findByRole("button", { name: /Envoyer le message/ })).toBeEnabled();
    expect(toastMock).toHaveBeenCalledWith({
      title: "Formulaire envoyé avec succès",
      description: "Nous vous contacterons dans les plus brefs délais.",
    });
    expect(screen.getByLabelText(/^Nom/)).toHaveValue("");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
  });

  it("keeps what was typed and says so when the message is not stored", async () => {
    sendEnquiry.mockRejectedValue(new SendFailedError(429));
    renderForm();
    fillAndSend();
    expect(await screen.findByRole("alert")).toHaveTextContent(SEND_FAILURE_MESSAGES.rateLimited);
    expect(screen.getByLabelText(/^Nom/)).toHaveValue("Koffi Yao");
    expect(toastMock).not.toHaveBeenCalled();
  });
});
