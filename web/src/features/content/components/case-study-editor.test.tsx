import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CaseStudyDraft } from "../api/case-studies";
import { CaseStudyEditor, EMPTY_CASE_STUDY, type CaseStudyEditorServices } from "./case-study-editor";
import { AUTOSAVE_MS } from "./use-content-draft";

function services(): CaseStudyEditorServices {
  return {
    save: vi.fn(async (draft: CaseStudyDraft, action: string) => ({
      id: 4,
      slug: draft.slug,
      status: action === "publish" ? ("published" as const) : ("draft" as const),
      published_at: action === "publish" ? new Date(Date.now() - 1000).toISOString() : null,
      updated_at: new Date().toISOString(),
    })),
    preview: vi.fn(async () => ({
      slug: "port-autonome",
      title: "Moderniser le suivi des chantiers d'un port",
      client: "Autorité portuaire",
      sector: "Secteur public",
      year: 2025,
      summary: "Un bureau de projets.",
      result: "Délais tenus.",
      cover: null,
      location: "",
      duration: "8 mois",
      services: ["Bureau de projets (PMO)"],
      challengeHtml: "<p>Rendu par le serveur</p>",
      approachHtml: "",
      resultsHtml: "",
      figures: [{ value: "9 sur 10", label: "chantiers dans les délais" }],
      publishedAt: "2026-11-28T10:00:00Z",
    })),
    upload: vi.fn(),
  };
}

const renderEditor = (initial: CaseStudyDraft, api: CaseStudyEditorServices) =>
  render(
    <MemoryRouter>
      <CaseStudyEditor initial={initial} services={api} />
    </MemoryRouter>,
  );

afterEach(() => vi.useRealTimers());

describe("CaseStudyEditor", () => {
  it("derives the address from the title and autosaves the key figures and services, one per line", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = services();
    renderEditor(EMPTY_CASE_STUDY, api);
    fireEvent.change(screen.getByLabelText(/^Titre$|^Titre\b(?! pour)/), {
      target: { value: "Moderniser le suivi d'un port" },
    });
    fireEvent.change(screen.getByLabelText(/^Chiffres clés/), {
      target: { value: "9 sur 10 — chantiers dans les délais\n\n− 45 % - de délai\n" },
    });
    fireEvent.change(screen.getByLabelText(/^Services fournis/), { target: { value: "PMO\n Formation \n" } });
    expect(screen.getByLabelText(/^Adresse/)).toHaveValue("moderniser-le-suivi-d-un-port");
    await act(async () => vi.advanceTimersByTime(AUTOSAVE_MS + 50));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save).toHaveBeenCalledWith(
      expect.objectContaining({
        slug: "moderniser-le-suivi-d-un-port",
        figures: [
          { value: "9 sur 10", label: "chantiers dans les délais" },
          { value: "− 45 %", label: "de délai" },
        ],
        services: ["PMO", "Formation"],
      }),
      "save",
      undefined,
    );
  });

  it("previews the stored study as visitors get it, then publishes it", async () => {
    const api = services();
    renderEditor({ ...EMPTY_CASE_STUDY, title: "Port", slug: "port-autonome" }, api);
    expect(screen.getByLabelText(/Le contexte/)).toHaveAttribute("lang", "fr");
    await userEvent.click(screen.getByRole("button", { name: "Aperçu" }));
    const preview = await screen.findByRole("region", { name: "Aperçu" });
    expect(preview).toHaveTextContent("Rendu par le serveur");
    expect(preview).toHaveTextContent("chantiers dans les délais");
    await userEvent.click(screen.getByRole("button", { name: "Publier maintenant" }));
    await waitFor(() => expect(api.save).toHaveBeenLastCalledWith(expect.anything(), "publish", undefined));
    expect(await screen.findByRole("link", { name: "Voir l'étude publiée" })).toHaveAttribute(
      "href",
      "/etudes-de-cas/port-autonome",
    );
  });
});
