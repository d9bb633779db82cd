import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

const auth = vi.hoisted(() => ({
  getSession: vi.fn(),
  updateUser: vi.fn(),
  onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe: () => {} } } })),
}));
const toast = vi.hoisted(() => vi.fn());
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => ({ auth }) }));
vi.mock("~/components/ui/toast", () => ({ toast }));

import ResetPasswordRoute from "./reset-password";

function openLink(fragment: string) {
  window.history.replaceState(null, "", `/reinitialiser-mot-de-passe${fragment}`);
  const Stub = createRoutesStub([
    { path: "/reinitialiser-mot-de-passe", Component: ResetPasswordRoute },
    { path: "/tableau-de-bord", Component: () => <h1>Tableau de bord</h1> },
  ]);
  render(<Stub initialEntries={["/reinitialiser-mot-de-passe"]} />);
}

const recovery = "#access_token=jeton&refresh_token=r&expires_in=3600&token_type=bearer&type=recovery";

async function fill(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), password);
  await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), confirmation);
  await user.click(screen.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }));
}

beforeEach(() => {
  auth.getSession.mockReset();
  auth.updateUser.mockReset();
  toast.mockReset();
});

describe("/reinitialiser-mot-de-passe", () => {
  it("waits for the recovery session, then asks for the new password", async () => {
    let resolve: (value: unknown) => void = () => {};
    auth.getSession.mockReturnValue(new Promise((r) => (resolve = r)));
    openLink(recovery);
    expect(screen.getByRole("status")).toHaveTextContent("Vérification du lien en cours");
    resolve({ data: { session: { user: { id: "u1" } } }, error: null });
    expect(await screen.findByLabelText(/^Nouveau mot de passe/)).toBeInTheDocument();
  });

  it("enforces the password rule in French and refuses a confirmation that differs", async () => {
    auth.getSession.mockResolvedValue({ data: { session: { user: { id: "u1" } } }, error: null });
    openLink(recovery);
    await fill("court", "court");
    expect(
      await screen.findByText(
        "Le mot de passe doit contenir au minimum 8 caractères, dont une majuscule et un chiffre.",
      ),
    ).toBeInTheDocument();
    expect(auth.updateUser).not.toHaveBeenCalled();

    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Nouveau mot de passe/);
    await user.clear(password);
    await user.type(password, "Nouveau2028");
    await user.click(screen.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }));
    expect(await screen.findByText("Les deux mots de passe ne correspondent pas.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirmer le mot de passe/)).toHaveAttribute("aria-invalid", "true");
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it("shows and hides the password with its toggle", async () => {
    auth.getSession.mockResolvedValue({ data: { session: { user: { id: "u1" } } }, error: null });
    openLink(recovery);
    const field = await screen.findByLabelText(/^Nouveau mot de passe/);
    expect(field).toHaveAttribute("type", "password");
    await userEvent.setup().click(screen.getAllByRole("button", { name: "Afficher le mot de passe" })[0]);
    expect(field).toHaveAttribute("type", "text");
  });

  it("saves the new password, confirms with a toast and opens the dashboard", async () => {
    auth.getSession.mockResolvedValue({ data: { session: { user: { id: "u1" } } }, error: null });
    auth.updateUser.mockResolvedValue({ data: {}, error: null });
    openLink(recovery);
    await fill("Nouveau2028", "Nouveau2028");
    expect(await screen.findByRole("heading", { name: "Tableau de bord" })).toBeInTheDocument();
    expect(auth.updateUser).toHaveBeenCalledWith({ password: "Nouveau2028" });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Mot de passe modifié" }));
  });

  it("says in French when the new password equals the old one", async () => {
    auth.getSession.mockResolvedValue({ data: { session: { user: { id: "u1" } } }, error: null });
    auth.updateUser.mockResolvedValue({
      data: {},
      error: { code: "same_password", status: 422, message: "New password should be different" },
    });
    openLink(recovery);
    await fill("Nouveau2028", "Nouveau2028");
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Erreur",
        description: "Le nouveau mot de passe doit être différent de l'ancien.",
        variant: "destructive",
      }),
    );
  });

  it.each([
    [
      "an expired or used link",
      "#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
    ],
    ["no link at all", ""],
  ])("explains %s and links to a new request", async (_label, fragment) => {
    openLink(fragment);
    expect(await screen.findByRole("alert")).toHaveTextContent("Ce lien de réinitialisation n'est plus valide");
    expect(screen.getByRole("link", { name: "Demander un nouveau lien" })).toHaveAttribute(
      "href",
      "/mot-de-passe-oublie",
    );
    expect(auth.getSession).not.toHaveBeenCalled();
  });

  it("treats a link whose session cannot be restored as invalid", async () => {
    auth.getSession.mockResolvedValue({ data: { session: null }, error: null });
    openLink(recovery);
    expect(await screen.findByRole("alert")).toHaveTextContent("Ce lien de réinitialisation n'est plus valide");
  });
});
