import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, http, json, renderWithProviders, setupFakeBackend, storeSession, testUser } from "~/test";
import ResetPasswordRoute from "./reset-password";

setupFakeBackend();
const learner = testUser({ id: "user-1" });
// The link's tokens are those of the session storeSession() keeps, so every test sees the same recovery session.
const recovery = `#access_token=test-access-token-${learner.id}&refresh_token=test-refresh-token-${learner.id}&expires_in=3600&token_type=bearer&type=recovery`;
const passwordUpdates = () => backend.requestsTo("/auth/v1/user", "PUT");

/**
 * Opens the e-mailed link. A recovery link whose session is valid is stored where supabase-js keeps it once it has
 * read the fragment (the app's client is created once per file, so only the first test's client reads it itself:
 * the fake GoTrue answers that read too).
 */
function openLink(fragment: string, { sessionValid = true } = {}) {
  window.history.replaceState(null, "", `/reinitialiser-mot-de-passe${fragment}`);
  if (sessionValid) {
    storeSession(learner);
    backend.use(http("GET", "/auth/v1/user", () => json(learner)));
  } else {
    backend.use(http("GET", "/auth/v1/user", () => json({ code: 401, msg: "invalid JWT" }, 401)));
  }
  return renderWithProviders(<ResetPasswordRoute />, {
    path: "/reinitialiser-mot-de-passe",
    awaitSession: false,
    routes: [{ path: "/tableau-de-bord", Component: () => <h1>Tableau de bord</h1> }],
  }).user;
}

async function fill(user: ReturnType<typeof openLink>, password: string, confirmation: string) {
  await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), password);
  await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), confirmation);
  await user.click(screen.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }));
}

describe("/reinitialiser-mot-de-passe", () => {
  it("checks the link first, then asks for the new password", async () => {
    openLink(recovery);
    expect(screen.getByRole("status")).toHaveTextContent("Vérification du lien en cours");
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).not.toBeInTheDocument();
    expect(await screen.findByLabelText(/^Nouveau mot de passe/)).toBeInTheDocument();
    expect(screen.queryByText(/Vérification du lien en cours/)).not.toBeInTheDocument();
  });

  it("enforces the password rule in French and refuses a confirmation that differs", async () => {
    const user = openLink(recovery);
    await fill(user, "court", "court");
    expect(
      await screen.findByText(
        "Le mot de passe doit contenir au minimum 8 caractères, dont une majuscule et un chiffre.",
      ),
    ).toBeInTheDocument();
    expect(passwordUpdates()).toEqual([]);

    const password = screen.getByLabelText(/^Nouveau mot de passe/);
    await user.clear(password);
    await user.type(password, "Nouveau2028");
    await user.click(screen.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }));
    expect(await screen.findByText("Les deux mots de passe ne correspondent pas.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirmer le mot de passe/)).toHaveAttribute("aria-invalid", "true");
    expect(passwordUpdates()).toEqual([]);
  });

  it("shows and hides the password with its toggle", async () => {
    const user = openLink(recovery);
    const field = await screen.findByLabelText(/^Nouveau mot de passe/);
    expect(field).toHaveAttribute("type", "password");
    await user.click(screen.getAllByRole("button", { name: "Afficher le mot de passe" })[0]);
    expect(field).toHaveAttribute("type", "text");
  });

  it("saves the new password, confirms with a toast and opens the dashboard", async () => {
    backend.use(http("PUT", "/auth/v1/user", () => json(learner)));
    const user = openLink(recovery);
    await fill(user, "Nouveau2028", "Nouveau2028");
    expect(await screen.findByRole("heading", { name: "Tableau de bord" })).toBeInTheDocument();
    expect(screen.getByText("Mot de passe modifié")).toBeInTheDocument();
    expect(passwordUpdates()).toHaveLength(1);
    expect(passwordUpdates()[0].body).toMatchObject({ password: "Nouveau2028" });
    expect(passwordUpdates()[0].headers.get("authorization")).toBe(`Bearer test-access-token-${learner.id}`);
  });

  it("says in French when the new password equals the old one", async () => {
    backend.use(
      http("PUT", "/auth/v1/user", () =>
        json(
          {
            code: 422,
            error_code: "same_password",
            msg: "New password should be different from the old password.",
          },
          422,
        ),
      ),
    );
    const user = openLink(recovery);
    await fill(user, "Nouveau2028", "Nouveau2028");
    expect(await screen.findByText("Le nouveau mot de passe doit être différent de l'ancien.")).toBeInTheDocument();
    expect(screen.getByText("Erreur")).toBeInTheDocument();
    expect(passwordUpdates()).toHaveLength(1);
    expect(screen.queryByRole("heading", { name: "Tableau de bord" })).not.toBeInTheDocument();
  });

  it.each([
    [
      "an expired or used link",
      "#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
    ],
    ["no link at all", ""],
  ])("explains %s and links to a new request", async (_label, fragment) => {
    openLink(fragment, { sessionValid: false });
    expect(await screen.findByRole("alert")).toHaveTextContent("Ce lien de réinitialisation n'est plus valide");
    expect(screen.getByRole("link", { name: "Demander un nouveau lien" })).toHaveAttribute(
      "href",
      "/mot-de-passe-oublie",
    );
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).not.toBeInTheDocument();
  });

  it("treats a link whose session cannot be restored as invalid", async () => {
    openLink(recovery, { sessionValid: false });
    expect(await screen.findByRole("alert")).toHaveTextContent("Ce lien de réinitialisation n'est plus valide");
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).not.toBeInTheDocument();
  });
});
