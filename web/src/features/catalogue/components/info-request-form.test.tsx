import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";

const toast = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast }));

const { InfoRequestForm } = await import("./info-request-form");

beforeAll(() => {
  // Radix Select relies on pointer capture and scrolling, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

describe("information-request form", () => {
  it("shows French errors on the required fields and sends nothing", async () => {
    const user = userEvent.setup();
    render(<InfoRequestForm />);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByText("Veuillez indiquer votre nom")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre adresse email")).toBeInTheDocument();
    expect(screen.getByText("Veuillez choisir une formation")).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveAttribute("aria-invalid", "true");
    expect(toast).not.toHaveBeenCalled();
  });

  it("confirms a valid request with a toast and resets the form", async () => {
    const user = userEvent.setup();
    render(<InfoRequestForm />);
    await user.type(screen.getByLabelText(/Nom complet/), "Awa Koné");
    await user.type(screen.getByLabelText(/Adresse email/), "awa@example.com");
    await user.click(screen.getByRole("combobox", { name: /Formation qui vous intéresse/ }));
    await user.click(await screen.findByRole("option", { name: "Communication" }));
    await user.type(screen.getByLabelText(/Message/), "Dix participants en mars.");
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Demande envoyée" })));
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("");
    expect(screen.getByLabelText(/Message/)).toHaveValue("");
    expect(screen.getByRole("combobox", { name: /Formation qui vous intéresse/ })).toHaveTextContent("Choisissez un thème");
  });
});
