import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, http, json, renderWithProviders, setupFakeBackend } from "~/test";
import ForgotPasswordRoute from "./forgot-password";

setupFakeBackend();
const PATH = "/mot-de-passe-oublie";
const recoveries = () => backend.requestsTo("/auth/v1/recover", "POST");

function renderPage() {
  return renderWithProviders(<ForgotPasswordRoute />, { path: PATH }).user;
}

async function ask(user: ReturnType<typeof renderPage>, email: string) {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole("button", { name: "Envoyer le lien de réinitialisation" }));
}

describe("/mot-de-passe-oublie", () => {
  it("answers with a neutral confirmation that does not say whether the account exists", async () => {
    backend.use(http("POST", "/auth/v1/recover", () => json({})));
    const user = renderPage();
    await ask(user, "inconnu@example.com");
    expect(await screen.findByRole("status")).toHaveTextContent(
      /Si un compte existe pour l'adresse inconnu@example.com/,
    );
    expect(recoveries()).toHaveLength(1);
    expect(recoveries()[0].body).toMatchObject({ email: "inconnu@example.com" });
    expect(recoveries()[0].search.get("redirect_to")).toBe(`${window.location.origin}/reinitialiser-mot-de-passe`);
    expect(screen.getByRole("link", { name: "Retour à la connexion" })).toHaveAttribute("href", "/auth");
  });

  it("shows a French error toast when the service fails and keeps the form", async () => {
    backend.use(http("POST", "/auth/v1/recover", () => json({ code: 404, msg: "Not Found" }, 404)));
    const user = renderPage();
    await ask(user, "awa@example.com");
    expect(await screen.findByText("Erreur")).toBeInTheDocument();
    expect(
      screen.getByText("Impossible d'envoyer la demande pour le moment. Veuillez réessayer plus tard."),
    ).toBeInTheDocument();
    expect(recoveries()).toHaveLength(1);
    expect(screen.queryByText(/Si un compte existe/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Envoyer le lien de réinitialisation" })).toBeEnabled();
    expect(screen.getByLabelText(/^Email/)).toHaveValue("awa@example.com");
  });

  it("asks for a valid address before calling the service", async () => {
    const user = renderPage();
    await ask(user, "pas-une-adresse");
    expect(await screen.findByText("Adresse email invalide")).toBeInTheDocument();
    expect(recoveries()).toEqual([]);
  });
});
