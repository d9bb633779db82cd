import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { TestimonialDraft, TestimonialRecord } from "../api/testimonials";
import { EMPTY_TESTIMONIAL, TestimonialEditor, type TestimonialEditorServices } from "./testimonial-editor";

function services(): TestimonialEditorServices & { saved: TestimonialDraft[] } {
  const saved: TestimonialDraft[] = [];
  return {
    saved,
    save: vi.fn(async (draft: TestimonialDraft) => {
      saved.push(draft);
      return { ...draft, id: 7 } as unknown as TestimonialRecord;
    }),
    remove: vi.fn(async () => {}),
    upload: vi.fn(async () => {
      throw new Error("pas d'envoi ici");
    }),
  };
}

describe("TestimonialEditor", () => {
  it("asks for the quote and the name before saving anything", async () => {
    const user = userEvent.setup();
    const fake = services();
    render(<TestimonialEditor initial={EMPTY_TESTIMONIAL} services={fake} />);
    await user.click(screen.getByRole("button", { name: "Publier" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Saisissez la citation et le nom avant d'enregistrer.");
    expect(fake.save).not.toHaveBeenCalled();
  });

  it("publishes with what was typed, then offers to unpublish", async () => {
    const user = userEvent.setup();
    const fake = services();
    render(<TestimonialEditor initial={EMPTY_TESTIMONIAL} services={fake} />);
    await user.type(screen.getByLabelText(/^Citation/), "Un accompagnement précieux.");
    await user.type(screen.getByLabelText(/^Nom de la personne/), "Mariama Bâ");
    await user.type(screen.getByLabelText(/^Organisation/), "Exemple");
    await user.click(screen.getByRole("button", { name: "Publier" }));
    expect(await screen.findByRole("button", { name: "Dépublier" })).toBeInTheDocument();
    expect(fake.saved).toEqual([
      expect.objectContaining({
        quote: "Un accompagnement précieux.",
        person_name: "Mariama Bâ",
        organisation: "Exemple",
        status: "published",
      }),
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("Publié");
    await user.click(screen.getByRole("button", { name: "Dépublier" }));
    expect(fake.saved.at(-1)).toMatchObject({ id: 7, status: "draft" });
  });

  it("asks for the photo's alternative text before sending it", async () => {
    const user = userEvent.setup();
    const fake = services();
    render(<TestimonialEditor initial={EMPTY_TESTIMONIAL} services={fake} />);
    const file = new File([new Uint8Array([1, 2, 3])], "portrait.png", { type: "image/png" });
    await user.upload(screen.getByLabelText(/Fichier image/), file);
    await user.click(screen.getByRole("button", { name: "Ajouter la photo" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Décrivez l'image (texte alternatif)");
    expect(fake.upload).not.toHaveBeenCalled();
  });

  it("previews the testimonial in the home page's carousel before anything is saved", async () => {
    const user = userEvent.setup();
    const fake = services();
    render(<TestimonialEditor initial={EMPTY_TESTIMONIAL} services={fake} />);
    await user.type(screen.getByLabelText(/^Citation/), "Des plannings enfin tenus.");
    await user.type(screen.getByLabelText(/^Nom de la personne/), "Koffi Yao");
    await user.click(screen.getByRole("button", { name: "Aperçu" }));
    const preview = screen.getByRole("region", { name: "Aperçu" });
    expect(within(preview).getByRole("region", { name: "Témoignages de clients" })).toHaveTextContent(
      "« Des plannings enfin tenus. »",
    );
    expect(preview).toHaveTextContent("Koffi Yao");
    expect(fake.save).not.toHaveBeenCalled();
    await user.click(within(preview).getByRole("button", { name: "Fermer l'aperçu" }));
    expect(screen.queryByRole("region", { name: "Aperçu" })).not.toBeInTheDocument();
  });

  it("schedules the publication at the chosen date, then publishes it at once on request", async () => {
    const user = userEvent.setup();
    const fake = services();
    render(<TestimonialEditor initial={EMPTY_TESTIMONIAL} services={fake} />);
    await user.type(screen.getByLabelText(/^Citation/), "Une formation utile.");
    await user.type(screen.getByLabelText(/^Nom de la personne/), "Fatou Sow");
    expect(screen.getByRole("button", { name: "Programmer" })).toBeDisabled();
    await user.type(screen.getByLabelText("Programmer la publication"), "2099-03-01T09:30");
    await user.click(screen.getByRole("button", { name: "Programmer" }));
    await screen.findByRole("button", { name: "Publier maintenant" });
    expect(fake.saved.at(-1)).toMatchObject({
      status: "published",
      publish_at: new Date("2099-03-01T09:30").toISOString(),
    });
    expect(screen.getByRole("status")).toHaveTextContent("Programmé pour le");

    await user.click(screen.getByRole("button", { name: "Publier maintenant" }));
    await screen.findByRole("button", { name: "Dépublier" });
    expect(fake.saved.at(-1)).toMatchObject({ id: 7, status: "published", publish_at: null });
  });

  it("cancelling a scheduled publication takes it back to a draft", async () => {
    const user = userEvent.setup();
    const fake = services();
    const scheduled = {
      ...EMPTY_TESTIMONIAL,
      id: 7,
      quote: "Bientôt.",
      person_name: "Awa",
      status: "published" as const,
      publish_at: "2099-01-01T08:00:00.000Z",
    };
    render(<TestimonialEditor initial={scheduled} services={fake} />);
    await user.click(screen.getByRole("button", { name: "Annuler la programmation" }));
    await screen.findByRole("button", { name: "Publier" });
    expect(fake.saved.at(-1)).toMatchObject({ id: 7, status: "draft", publish_at: null });
  });
});
