import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SEND_FAILURE_MESSAGES, SendFailedError } from "~/features/enquiries";
import ServicesRoute from "../../routes/services";

const toastMock = vi.hoisted(() => vi.fn());
const sendEnquiry = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast: toastMock }));
vi.mock("~/features/enquiries/api/send-enquiry", () => ({ sendEnquiry }));

function renderServices() {
  render(
    <MemoryRouter>
      <ServicesRoute />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe("service request dialog", () => {
  beforeEach(() => {
    toastMock.mockReset();
    sendEnquiry.mockReset();
    sendEnquiry.mockResolvedValue(undefined);
  });

  it("opens with the chosen service prefilled and read-only", async () => {
    const user = renderServices();
    await user.click(screen.getByRole("button", { name: /Demander ce service : Coaching de dirigeants et d'équipes/ }));

    const dialog = await screen.findByRole("dialog", { name: "Demander ce service" });
    const service = within(dialog).getByLabelText("Service demandé");
    expect(service).toHaveValue("Coaching de dirigeants et d'équipes");
    expect(service).toHaveAttribute("readonly");
    await user.type(service, "xyz");
    expect(service).toHaveValue("Coaching de dirigeants et d'équipes");
  });

  it("closes on 'Annuler' without acknowledging anything", async () => {
    const user = renderServices();
    await user.click(screen.getByRole("button", { name: /Demander ce service : Gestion de projet/ }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toastMock).not.toHaveBeenCalled();
  });

  it("validates on 'Envoyer', stores a 'service' enquiry, then acknowledges with a toast naming the service and closes", async () => {
    const user = renderServices();
    await user.click(screen.getByRole("button", { name: /Demander ce service : Transformation agile/ }));
    const dialog = await screen.findByRole("dialog");

    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));
    expect(await within(dialog).findByText("Veuillez indiquer votre nom.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nom/)).toHaveAttribute("aria-invalid", "true");
    expect(toastMock).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/^Nom/), "Awa Diallo");
    await user.type(within(dialog).getByLabelText(/^Adresse e-mail/), "awa.diallo@exemple.sn");
    await user.type(within(dialog).getByLabelText(/^Votre besoin/), "Nous lançons deux équipes Scrum en janvier.");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Demande envoyée", description: expect.stringMatching(/«\sTransformation agile\s»/) }),
    );
    expect(sendEnquiry).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: "service",
        full_name: "Awa Diallo",
        email: "awa.diallo@exemple.sn",
        details: { service: "Transformation agile" },
        website: "",
      }),
    );
  });

  it("stays open with what was typed and says so when the request is not stored", async () => {
    sendEnquiry.mockRejectedValue(new SendFailedError(500));
    const user = renderServices();
    await user.click(screen.getByRole("button", { name: /Demander ce service : Gestion de projet/ }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(/^Nom/), "Awa Diallo");
    await user.type(within(dialog).getByLabelText(/^Adresse e-mail/), "awa.diallo@exemple.sn");
    await user.type(within(dialog).getByLabelText(/^Votre besoin/), "Un plan de redressement pour un projet.");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(SEND_FAILURE_MESSAGES.failed);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nom/)).toHaveValue("Awa Diallo");
    expect(toastMock).not.toHaveBeenCalled();
  });

  it("prefills the newly chosen service when reopened for another offer", async () => {
    const user = renderServices();
    await user.click(screen.getByRole("button", { name: /Demander ce service : Gestion de projet/ }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: /Demander ce service : Formation et certification/ }));
    expect(within(await screen.findByRole("dialog")).getByLabelText("Service demandé")).toHaveValue("Formation et certification");
  });
});
