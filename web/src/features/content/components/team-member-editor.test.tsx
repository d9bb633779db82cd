import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { TeamMemberDraft } from "../api/team-members";
import { EMPTY_TEAM_MEMBER, TeamMemberEditor, type TeamMemberEditorServices } from "./team-member-editor";

function services(overrides: Partial<TeamMemberEditorServices> = {}): TeamMemberEditorServices {
  return {
    save: vi.fn(async (draft: TeamMemberDraft, action: string, published: boolean) => ({
      id: 5,
      slug: draft.slug,
      status: action === "publish" || (action === "save" && published) ? ("published" as const) : ("draft" as const),
      published_at: null,
      updated_at: new Date().toISOString(),
    })),
    upload: vi.fn(),
    ...overrides,
  };
}

describe("TeamMemberEditor", () => {
  it("derives the identifier from the name, keeps offices and expertise one per line, publishes without a date", async () => {
    const api = services();
    render(<TeamMemberEditor initial={EMPTY_TEAM_MEMBER} services={api} />);
    await userEvent.type(screen.getByLabelText(/^Nom/), "Aïcha Koné");
    expect(screen.getByLabelText(/^Identifiant/)).toHaveValue("aicha-kone");
    await userEvent.type(screen.getByLabelText(/^Bureaux/), "Abidjan{enter}Dakar");
    expect(screen.queryByLabelText(/Programmer la publication/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Publier maintenant" }));
    await waitFor(() =>
      expect(api.save).toHaveBeenLastCalledWith(
        expect.objectContaining({ name: "Aïcha Koné", slug: "aicha-kone", offices: ["Abidjan", "Dakar"] }),
        "publish",
        false,
      ),
    );
    expect(await screen.findByRole("button", { name: "Dépublier" })).toBeInTheDocument();
  });

  it("asks for the alt text before adding a photo", async () => {
    const api = services();
    render(<TeamMemberEditor initial={EMPTY_TEAM_MEMBER} services={api} />);
    await userEvent.upload(
      screen.getByLabelText(/Fichier image/),
      new File(["x"], "portrait.png", { type: "image/png" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Ajouter la photo" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("texte alternatif");
    expect(api.upload).not.toHaveBeenCalled();
  });
});
