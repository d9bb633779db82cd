import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import ServicesRoute from "../../routes/services";

const toastMock = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast: toastMock }));

function renderServices() {
  render(
    <MemoryRouter>
      <ServicesRoute />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe("service request dialog", () => {
  beforeEach(() => toastMock.mockReset());

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

  it("validates on 'Envoyer', then acknowledges with a toast naming the service and closes", async () => {
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
