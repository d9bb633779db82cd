import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JobOfferDraft } from "../api/job-offers";
import { EMPTY_JOB_OFFER, JobOfferEditor, type JobOfferEditorServices } from "./job-offer-editor";
import { AUTOSAVE_MS } from "./use-content-draft";

function services(): JobOfferEditorServices {
  return {
    save: vi.fn(async (draft: JobOfferDraft, action: string) => ({
      id: 3,
      slug: draft.slug,
      status: action === "publish" ? ("published" as const) : ("draft" as const),
      published_at: action === "publish" ? new Date(Date.now() - 1000).toISOString() : null,
      updated_at: new Date().toISOString(),
    })),
    preview: vi.fn(async () => ({
      slug: "chef-de-projet",
      title: "Chef(fe) de projet",
      department: "Conseil",
      location: "Dakar, Sénégal",
      employmentType: "Temps plein",
      summary: "",
      descriptionHtml: "<h2>Missions</h2><p>Rendu par le serveur</p>",
      skills: ["PMP"],
      closesOn: "2026-12-31",
      publishedAt: "2026-11-27T10:00:00Z",
    })),
  };
}

afterEach(() => vi.useRealTimers());

describe("JobOfferEditor", () => {
  it("derives the address from the title, saves the skills one per line and the closing date by itself", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = services();
    render(<JobOfferEditor initial={EMPTY_JOB_OFFER} services={api} />);
    fireEvent.change(screen.getByLabelText(/^Intitulé du poste/), { target: { value: "Chef(fe) de projet" } });
    fireEvent.change(screen.getByLabelText(/^Compétences recherchées/), { target: { value: "PMP\n\n Anglais \n" } });
    fireEvent.change(screen.getByLabelText(/^Date de clôture/), { target: { value: "2026-12-31" } });
    expect(screen.getByLabelText(/Adresse/)).toHaveValue("chef-fe-de-projet");
    await act(async () => vi.advanceTimersByTime(AUTOSAVE_MS + 50));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save).toHaveBeenCalledWith(
      expect.objectContaining({ slug: "chef-fe-de-projet", skills: ["PMP", "Anglais"], closes_on: "2026-12-31" }),
      "save",
      undefined,
    );
  });

  it("previews the stored offer as visitors get it, then publishes it", async () => {
    const api = services();
    render(
      <JobOfferEditor
        initial={{ ...EMPTY_JOB_OFFER, title: "Chef(fe) de projet", slug: "chef-de-projet" }}
        services={api}
      />,
    );
    expect(screen.getByLabelText(/Description du poste/)).toHaveAttribute("lang", "fr");
    await userEvent.click(screen.getByRole("button", { name: "Aperçu" }));
    const preview = await screen.findByRole("region", { name: "Aperçu" });
    expect(preview).toHaveTextContent("Rendu par le serveur");
    expect(preview).toHaveTextContent("Candidatures jusqu'au 31 décembre 2026");
    await userEvent.click(screen.getByRole("button", { name: "Publier maintenant" }));
    await waitFor(() => expect(api.save).toHaveBeenLastCalledWith(expect.anything(), "publish", undefined));
    expect(await screen.findByRole("link", { name: "Voir l'offre publiée" })).toHaveAttribute(
      "href",
      "/carrieres/chef-de-projet",
    );
  });
});
