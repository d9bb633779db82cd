import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ArticleDraft } from "../api/articles";
import { ArticleEditor, AUTOSAVE_MS, EMPTY_ARTICLE, type EditorServices } from "./article-editor";

const empty = EMPTY_ARTICLE;

function services(overrides: Partial<EditorServices> = {}): EditorServices {
  return {
    save: vi.fn(async (draft: ArticleDraft, action: string) => ({
      id: 7,
      slug: draft.slug,
      status: action === "publish" ? ("published" as const) : ("draft" as const),
      published_at: action === "publish" ? new Date(Date.now() - 1000).toISOString() : null,
      updated_at: new Date().toISOString(),
    })),
    upload: vi.fn(),
    preview: vi.fn(async () => ({
      slug: "un-titre",
      title: "Un titre",
      summary: "",
      bodyHtml: "<h2>Intertitre</h2><p>Rendu par le serveur</p>",
      theme: "",
      tags: [],
      readingMinutes: 1,
      authorName: "",
      authorPosition: "",
      publishedAt: "2026-11-26T10:00:00Z",
      cover: null,
    })),
    ...overrides,
  };
}

afterEach(() => vi.useRealTimers());

describe("ArticleEditor", () => {
  it("spell-checks in French and derives the address from the title", async () => {
    render(<ArticleEditor initial={empty} services={services()} />);
    const body = screen.getByLabelText(/Texte de l'article/);
    expect(body).toHaveAttribute("lang", "fr");
    expect(body).toHaveAttribute("spellcheck", "true");
    await userEvent.type(screen.getByLabelText(/^Titre[\s*]*$/), "Éthique & projets : l'été");
    expect(screen.getByLabelText(/Adresse/)).toHaveValue("ethique-projets-l-ete");
  });

  // Review 2026-12-06 finding 17: the theme is one of the catalogue's, in sentence case; an older free-text theme
  // stays valid (offered and selected) until the editor changes it.
  it("chooses the theme among the catalogue's, keeping a former theme outside the list", async () => {
    const api = services();
    render(<ArticleEditor initial={{ ...empty, title: "Un titre", theme: "Agilité" }} services={api} />);
    const theme = screen.getByRole("combobox", { name: "Thème" });
    expect(theme).toHaveValue("Agilité");
    const options = Array.from((theme as HTMLSelectElement).options).map((option) => option.text);
    expect(options).toContain("IA stratégique");
    expect(options).toContain("Transformation digitale");
    expect(options.at(0)).toBe("Sans thème");
    expect(options.at(-1)).toBe("Agilité (hors catalogue)");
    await userEvent.selectOptions(theme, "IA Stratégique");
    expect(theme).toHaveValue("IA Stratégique");
    expect(screen.getByRole("option", { name: "IA stratégique" })).toHaveProperty("selected", true);
    // Once changed, the former theme is no longer offered.
    expect(screen.queryByRole("option", { name: "Agilité (hors catalogue)" })).not.toBeInTheDocument();
  });

  it("formats with the toolbar: a heading, bold, a table", async () => {
    render(<ArticleEditor initial={empty} services={services()} />);
    const body = screen.getByLabelText(/Texte de l'article/) as HTMLTextAreaElement;
    await userEvent.type(body, "Contexte");
    await userEvent.click(screen.getByRole("button", { name: "Intertitre" }));
    expect(body.value).toBe("## Contexte");
    await userEvent.click(screen.getByRole("button", { name: "Gras" }));
    expect(body.value).toContain("**texte en gras**");
    await userEvent.click(screen.getByRole("button", { name: "Tableau" }));
    expect(body.value).toContain("| --- | --- |");
  });

  it("saves a draft by itself a moment after the last keystroke", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = services();
    render(<ArticleEditor initial={empty} services={api} />);
    fireEvent.change(screen.getByLabelText(/^Titre[\s*]*$/), { target: { value: "Un titre" } });
    fireEvent.change(screen.getByLabelText(/Texte de l'article/), { target: { value: "Premier jet" } });
    expect(api.save).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(AUTOSAVE_MS + 50));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Un titre", body: "Premier jet", slug: "un-titre" }),
      "save",
      undefined,
    );
    expect(await screen.findByText(/Enregistré à/)).toBeInTheDocument();
  });

  it("previews the stored article as visitors get it, then publishes it", async () => {
    const api = services();
    render(<ArticleEditor initial={{ ...empty, title: "Un titre", slug: "un-titre" }} services={api} />);
    await userEvent.click(screen.getByRole("button", { name: "Aperçu" }));
    const preview = await screen.findByRole("region", { name: "Aperçu" });
    expect(preview).toHaveTextContent("Rendu par le serveur");
    expect(api.preview).toHaveBeenCalledWith(7);
    await userEvent.click(screen.getByRole("button", { name: "Publier maintenant" }));
    await waitFor(() => expect(api.save).toHaveBeenLastCalledWith(expect.anything(), "publish", undefined));
    expect(await screen.findByRole("button", { name: "Dépublier" })).toBeInTheDocument();
  });

  it("asks for the alt text before adding a cover image, and shows the server's refusal", async () => {
    const api = services({
      upload: vi.fn(async () => Promise.reject(new Error("Ce fichier n'est pas une image lisible."))),
    });
    render(<ArticleEditor initial={empty} services={api} />);
    const file = new File(["x"], "photo.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText(/Fichier image/), file);
    await userEvent.click(screen.getByRole("button", { name: "Ajouter l'image" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("texte alternatif");
    expect(api.upload).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Texte alternatif/), "Un motif");
    await userEvent.click(screen.getByRole("button", { name: "Ajouter l'image" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("pas une image lisible");
  });
});
