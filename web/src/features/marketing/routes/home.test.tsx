import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "~/components/ui/toaster";
import HomePage from "./home";

function renderHome() {
  return render(
    <MemoryRouter initialEntries={["/"]}>
      <HomePage />
      <Toaster />
    </MemoryRouter>,
  );
}

describe("HomePage", () => {
  it("shows the hero, the stats and the service links", () => {
    renderHome();
    expect(screen.getByRole("heading", { level: 1, name: "Des projets maîtrisés sans stress" })).toBeInTheDocument();
    for (const value of ["95%", "50+", "15", "30 ans"]) expect(screen.getByText(value)).toBeInTheDocument();
    const services = screen.getByRole("region", { name: "Former, conseiller, accompagner" });
    expect(
      within(services)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/formations", "/services/conseil", "/services/coaching"]);
    expect(screen.getByRole("link", { name: "En savoir plus sur nous" })).toHaveAttribute("href", "/a-propos");
  });

  it("'Contactez-nous' opens the project modal with its four labelled fields", async () => {
    const user = userEvent.setup();
    renderHome();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Contactez-nous" }));
    // The modal's code is fetched on demand, so it appears a moment after the first click.
    const dialog = await screen.findByRole("dialog", { name: "Discutons de votre projet" }, { timeout: 5000 });
    expect(dialog).toHaveTextContent("24h");
    expect(within(dialog).getByLabelText("Nom complet")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Email professionnel")).toHaveAttribute("type", "email");
    expect(within(dialog).getByLabelText("Téléphone")).toHaveAttribute("type", "tel");
    expect(within(dialog).getByRole("combobox", { name: "Sujet principal" })).toBeInTheDocument();
  });

  it("an empty request is refused: the firm needs a name and an e-mail to answer", async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole("button", { name: "Contactez-nous" }));
    await user.click(await screen.findByRole("button", { name: "Envoyer ma demande" }, { timeout: 5000 }));
    expect(await screen.findByText("Veuillez indiquer votre nom")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre adresse email")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("refuses a malformed e-mail with a French message on the field", async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole("button", { name: "Contactez-nous" }));
    const email = await screen.findByLabelText("Email professionnel", {}, { timeout: 5000 });
    await user.type(email, "pas-un-email");
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByText("Veuillez saisir une adresse email valide")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
