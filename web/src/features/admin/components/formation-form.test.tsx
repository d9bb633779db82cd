import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { emptyFormationValues } from "../lib/formation-schema";
import { FormationForm } from "./formation-form";

function renderForm(defaultValues = emptyFormationValues) {
  const onSubmit = vi.fn();
  render(
    <FormationForm
      defaultValues={defaultValues}
      experts={["Dr. Koffi"]}
      trainers={[
        { id: "t-awa", full_name: "Awa Traoré", email: "awa@example.com" },
        { id: "t-sans-nom", full_name: null, email: "formateur@example.com" },
      ]}
      submitLabel="Créer la formation"
      busy={false}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

beforeAll(() => {
  // Radix Select relies on pointer capture and scrolling, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

describe("FormationForm", () => {
  it("shows the French errors of the required fields and sends nothing", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Créer la formation" }));
    expect(await screen.findByText("Le titre est obligatoire")).toBeInTheDocument();
    expect(screen.getByText("Indiquez la durée, par exemple « 3 jours »")).toBeInTheDocument();
    expect(screen.getByText("Le nom de l'expert est obligatoire")).toBeInTheDocument();
    expect(screen.getByLabelText("Titre")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a negative price and a formation without any format", async () => {
    const { onSubmit, user } = renderForm({
      ...emptyFormationValues,
      title: "Audit",
      duration: "2 jours",
      expert: "Dr. Koffi",
    });
    await user.type(screen.getByLabelText("Prix"), "-5");
    await user.click(screen.getByRole("checkbox", { name: "Présentiel" }));
    await user.click(screen.getByRole("button", { name: "Créer la formation" }));
    expect(await screen.findByText(/Saisissez un montant positif/)).toBeInTheDocument();
    expect(screen.getByText("Choisissez au moins un format")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the formation with an empty price as 'Sur demande' (null) and a French-formatted price as a number", async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText("Titre"), "Gouvernance de projets publics");
    await user.type(screen.getByLabelText("Durée"), "2 jours");
    await user.type(screen.getByLabelText("Expert"), "Awa Traoré");
    await user.click(screen.getByRole("checkbox", { name: "En ligne" }));
    await user.click(screen.getByRole("button", { name: "Créer la formation" }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: "Gouvernance de projets publics",
      theme: "Leadership",
      description: "",
      duration: "2 jours",
      formats: ["Présentiel", "En ligne"],
      expert: "Awa Traoré",
      price: null,
      price_currency: "XOF",
      trainer_id: null,
    });

    await user.type(screen.getByLabelText("Prix"), "950 000");
    await user.click(screen.getByRole("button", { name: "Créer la formation" }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ price: 950000 }));
  });

  it("lets the admin pick the trainer account, or none: the expert's name alone gives nobody access", async () => {
    const { onSubmit, user } = renderForm({
      ...emptyFormationValues,
      title: "Audit",
      duration: "2 jours",
      expert: "Awa Traoré",
      trainer_id: "t-awa",
    });
    expect(screen.getByText("Le nom affiché sur la page de la formation.")).toBeInTheDocument();
    expect(screen.queryByText(/nom complet est identique/)).not.toBeInTheDocument();
    const trainer = screen.getByRole("combobox", { name: "Compte formateur" });
    expect(trainer).toHaveTextContent("Awa Traoré");
    await user.click(screen.getByRole("button", { name: "Créer la formation" }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ expert: "Awa Traoré", trainer_id: "t-awa" }));

    await user.click(trainer);
    expect(await screen.findByRole("option", { name: "formateur@example.com" })).toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: "Aucun formateur" }));
    await user.click(screen.getByRole("button", { name: "Créer la formation" }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ trainer_id: null }));
  });

  it("names a current trainer account that is no longer a trainer instead of showing an empty choice", () => {
    renderForm({
      ...emptyFormationValues,
      title: "Audit",
      duration: "2 jours",
      expert: "Ancien",
      trainer_id: "t-retrograde",
    });
    expect(screen.getByRole("combobox", { name: "Compte formateur" })).toHaveTextContent(
      "Compte qui n'est plus formateur",
    );
  });
});
