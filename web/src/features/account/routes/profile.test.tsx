import { screen, waitFor } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Profile } from "@common/database";
import {
  backend,
  http,
  json,
  postgrestError,
  profileRow,
  renderWithProviders,
  restGet,
  setupFakeBackend,
  testUser,
  type Reply,
} from "~/test";
import ProfileRoute from "./profile";

setupFakeBackend();
const learner = testUser({ id: "user-1", email: "awa@example.com", fullName: "Awa Koné" });

/** The profiles table holding this one row: reads see every saved change, as with the database. */
let stored: Profile;
let answerUpdate: (changes: Partial<Profile>) => Reply | Promise<Reply>;

beforeEach(() => {
  stored = profileRow(learner, { company: "Orange CI", country: "Côte d'Ivoire" });
  answerUpdate = (changes) => {
    stored = { ...stored, ...changes };
    return json([{ id: stored.id }]);
  };
  backend.use(
    restGet("profiles", () => [stored]),
    restGet("phone_contacts", []), // no number yet (phone-preferences.test.tsx tests that card)
    http("PATCH", "/rest/v1/profiles", (request) => answerUpdate(request.body as Partial<Profile>)),
  );
});

function renderProfile() {
  return renderWithProviders(<ProfileRoute />, { path: "/profil", signedIn: learner });
}

// The screen loads its form lazily (decision 0958): load it once here, so no test waits on the module transform.
beforeAll(() => import("../components/profile-form"));

describe("/profil", () => {
  it("shows the initials avatar, the facts and the role in French", async () => {
    renderProfile();
    expect(await screen.findByTestId("profile-name")).toHaveTextContent("Awa Koné");
    expect(screen.getByText("AK")).toBeInTheDocument();
    expect(screen.getByText("awa@example.com")).toBeInTheDocument();
    expect((await screen.findAllByText("Côte d'Ivoire")).length).toBeGreaterThan(0);
    expect(screen.getByText("Client")).toBeInTheDocument();
    expect(await screen.findByLabelText("Nom complet")).toHaveValue("Awa Koné"); // the form follows (lazy)
  });

  it("saves the four fields of the learner's own row, shows 'Enregistrement...', then the success toast and the saved profile", async () => {
    let finish!: () => void;
    answerUpdate = async (changes) => {
      await new Promise<void>((resolve) => (finish = resolve));
      stored = { ...stored, ...changes };
      return json([{ id: stored.id }]);
    };
    const { user } = renderProfile();
    await screen.findAllByText("Côte d'Ivoire"); // the profile has been read
    await user.type(await screen.findByLabelText("Poste"), "Cheffe de projet"); // the form follows (lazy)
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByRole("button", { name: "Enregistrement..." })).toBeDisabled();
    const [update] = backend.requestsTo("/rest/v1/profiles", "PATCH");
    expect(update.search.get("id")).toBe("eq.user-1");
    expect(update.body).toEqual({
      full_name: "Awa Koné",
      company: "Orange CI",
      position: "Cheffe de projet",
      country: "Côte d'Ivoire",
    });
    finish();
    expect(await screen.findByText("Profil mis à jour")).toBeInTheDocument();
    expect(screen.getByText("Vos informations ont été enregistrées avec succès")).toBeInTheDocument();
    // The profile is read again: the summary shows the saved position.
    expect(await screen.findByText("Cheffe de projet", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enregistrer" })).toBeEnabled();
  });

  it("shows the failure toast when the update returns an error, and the profile stays as it was", async () => {
    answerUpdate = () => postgrestError("permission denied", "42501", 403);
    const { user } = renderProfile();
    await user.type(await screen.findByLabelText("Poste"), "Directrice");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Erreur");
    expect(screen.getByText("Une erreur est survenue lors de l'enregistrement")).toBeInTheDocument();
    expect(screen.queryByText("Profil mis à jour")).not.toBeInTheDocument();
    expect(screen.queryByText("Directrice", { selector: "p" })).not.toBeInTheDocument();
  });

  it("an emptied full name is refused with a field error: nothing sent, no success toast", async () => {
    const { user } = renderProfile();
    const name = await screen.findByLabelText("Nom complet");
    await waitFor(() => expect(name).toHaveValue("Awa Koné"));
    await user.clear(name);
    await user.type(name, "   ");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Le nom complet est obligatoire")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(backend.requestsTo("/rest/v1/profiles", "PATCH")).toHaveLength(0);
    expect(screen.queryByText("Profil mis à jour")).not.toBeInTheDocument();
  });

  it("an update that changes no row (filtered by the database) shows the failure toast, not the success one", async () => {
    answerUpdate = () => json([]);
    const { user } = renderProfile();
    await screen.findAllByText("Côte d'Ivoire");
    await user.click(await screen.findByRole("button", { name: "Enregistrer" }));
    expect((await screen.findAllByText("Une erreur est survenue lors de l'enregistrement")).length).toBeGreaterThan(0);
    expect(screen.queryByText("Profil mis à jour")).not.toBeInTheDocument();
  });

  it("has the notification toggles with their defaults and says they are not saved", async () => {
    renderProfile();
    expect(await screen.findByRole("switch", { name: "Nouvelles formations par email" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Actualités du réseau" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Newsletter" })).not.toBeChecked();
    expect(screen.getByText(/pas encore enregistrées/)).toBeInTheDocument();
  });
});
