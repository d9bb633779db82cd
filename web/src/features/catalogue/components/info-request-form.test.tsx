import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const toast = vi.hoisted(() => vi.fn());
const sendEnquiry = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast }));
vi.mock("~/features/enquiries/api/send-enquiry", () => ({ sendEnquiry }));

const { InfoRequestForm } = await import("./info-request-form");
const { SEND_FAILURE_MESSAGES, SendFailedError } = await import("~/features/enquiries/lib/send-errors");

beforeAll(() => {
  // Radix Select relies on pointer capture and scrolling, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

function renderForm() {
  render(
    <MemoryRouter>
      <InfoRequestForm />
    </MemoryRouter>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Nom complet/), "Awa Koné");
  await user.type(screen.getByLabelText(/Adresse email/), "awa@example.com");
  await user.click(screen.getByRole("combobox", { name: /Formation qui vous intéresse/ }));
  await user.click(await screen.findByRole("option", { name: "Communication" }));
  await user.type(screen.getByLabelText(/^Message/), "Dix participants en mars.");
}

describe("information-request form", () => {
  beforeEach(() => {
    toast.mockReset();
    sendEnquiry.mockReset();
  });

  it("shows French errors on the required fields and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByText("Veuillez indiquer votre nom")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre adresse email")).toBeInTheDocument();
    expect(screen.getByText("Veuillez choisir une formation")).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveAttribute("aria-invalid", "true");
    expect(toast).not.toHaveBeenCalled();
  });

  it("stores an 'information' enquiry, then confirms with a toast and resets the form", async () => {
    sendEnquiry.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Demande envoyée" })));
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("");
    expect(sendEnquiry).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: "information",
        full_name: "Awa Koné",
        details: { theme: "Communication" },
        website: "",
      }),
    );
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
    expect(screen.getByRole("combobox", { name: /Formation qui vous intéresse/ })).toHaveTextContent(
      "Choisissez un thème",
    );
  });

  it("keeps what was typed and says so when the request is not stored", async () => {
    sendEnquiry.mockRejectedValue(new SendFailedError(500));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SEND_FAILURE_MESSAGES.failed);
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("Awa Koné");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Dix participants en mars.");
    expect(toast).not.toHaveBeenCalled();
  });
});
