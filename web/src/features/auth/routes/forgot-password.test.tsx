import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

const requestPasswordReset = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => vi.fn());
vi.mock("../api/request-password-reset", () => ({ requestPasswordReset }));
vi.mock("~/components/ui/toast", () => ({ toast }));

import ForgotPasswordRoute from "./forgot-password";

function renderPage() {
  const Stub = createRoutesStub([{ path: "/mot-de-passe-oublie", Component: ForgotPasswordRoute }]);
  render(<Stub initialEntries={["/mot-de-passe-oublie"]} />);
}

async function ask(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole("button", { name: "Envoyer le lien de réinitialisation" }));
}

beforeEach(() => {
  requestPasswordReset.mockReset();
  toast.mockReset();
});

describe("/mot-de-passe-oublie", () => {
  it("answers with a neutral confirmation that does not say whether the account exists", async () => {
    requestPasswordReset.mockResolvedValue({ error: null });
    renderPage();
    await ask("inconnu@example.com");
    expect(await screen.findByRole("status")).toHaveTextContent(
      /Si un compte existe pour l'adresse inconnu@example.com/,
    );
    expect(requestPasswordReset).toHaveBeenCalledWith("inconnu@example.com");
    expect(screen.getByRole("link", { name: "Retour à la connexion" })).toHaveAttribute("href", "/auth");
  });

  it("shows a French error toast when the service fails and keeps the form", async () => {
    requestPasswordReset.mockResolvedValue({ error: { status: 404, message: "Not Found" } });
    renderPage();
    await ask("awa@example.com");
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Erreur",
        description: "Impossible d'envoyer la demande pour le moment. Veuillez réessayer plus tard.",
        variant: "destructive",
      }),
    );
    expect(screen.getByRole("button", { name: "Envoyer le lien de réinitialisation" })).toBeEnabled();
  });

  it("asks for a valid address before calling the service", async () => {
    renderPage();
    await ask("pas-une-adresse");
    expect(await screen.findByText("Adresse email invalide")).toBeInTheDocument();
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });
});
