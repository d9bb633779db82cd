import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_RULE_MESSAGE } from "@common/password-rule";

const auth = vi.hoisted(() => ({
  user: null as null | { id: string },
  loading: false,
  signIn: vi.fn(),
  signUp: vi.fn(),
  ensureReady: vi.fn(),
}));
const toast = vi.hoisted(() => vi.fn());

vi.mock("~/lib/auth", () => ({ useAuth: () => auth }));
vi.mock("~/components/ui/toast", () => ({ toast }));

import AuthRoute from "./auth";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAuth(entry = "/auth") {
  const Stub = createRoutesStub([
    {
      path: "/auth",
      Component: () => (
        <>
          <AuthRoute />
          <Where />
        </>
      ),
    },
    { path: "/", Component: () => <p>Page d'accueil</p> },
    { path: "/tableau-de-bord", Component: () => <p>Tableau de bord</p> },
    { path: "/formations/:id/inscription", Component: () => <p>Page d'inscription à la formation</p> },
  ]);
  return render(<Stub initialEntries={[entry]} />);
}

/** Resolves a promise only when the test says so, to observe the busy state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  auth.user = null;
  auth.loading = false;
  auth.signIn.mockReset();
  auth.signUp.mockReset();
  toast.mockReset();
});

describe("/auth tabs", () => {
  it("opens on sign-in and switches to sign-up, keeping the URL in sync", async () => {
    const user = userEvent.setup();
    renderAuth();
    expect(screen.getByRole("heading", { level: 1, name: "Bienvenue" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Connexion" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("button", { name: "Se connecter" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Inscription" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/auth?tab=signup");
    expect(screen.getByRole("button", { name: "Créer un compte" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Connexion" }));
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/auth$/);
  });

  it("opens sign-up from ?tab=signup with its fields and legal links", () => {
    renderAuth("/auth?tab=signup");
    expect(screen.getByRole("tab", { name: "Inscription" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText(/Nom complet/)).toBeInTheDocument();
    expect(screen.getByLabelText("Entreprise (facultatif)")).not.toHaveAttribute("aria-required");
    expect(screen.getByText("Minimum 8 caractères, dont une majuscule et un chiffre.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "conditions d'utilisation" })).toHaveAttribute("href", "/mentions-legales");
    expect(screen.getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute(
      "href",
      "/confidentialite",
    );
  });

  it("sends a person already signed in to the dashboard", async () => {
    auth.user = { id: "u1" };
    renderAuth();
    expect(await screen.findByText("Tableau de bord")).toBeInTheDocument();
  });
});

describe("return to the page that asked for sign-in (?redirect=)", () => {
  const entry = "/auth?redirect=%2Fformations%2F1%2Finscription";

  it("after sign-in, goes back to that page instead of home", async () => {
    const user = userEvent.setup();
    auth.signIn.mockResolvedValue({ error: null });
    renderAuth(entry);
    await user.type(screen.getByLabelText(/^Email/), "awa@example.com");
    await user.type(screen.getByLabelText(/^Mot de passe/), "Formation1");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByText("Page d'inscription à la formation")).toBeInTheDocument();
  });

  it("after sign-up too, and switching tabs keeps the page to return to", async () => {
    const user = userEvent.setup();
    auth.signUp.mockResolvedValue({ error: null });
    renderAuth(entry);
    await user.click(screen.getByRole("tab", { name: "Inscription" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/auth?tab=signup&redirect=%2Fformations%2F1%2Finscription");
    await user.type(screen.getByLabelText(/Nom complet/), "Awa Koné");
    await user.type(screen.getByLabelText(/^Email/), "awa@example.com");
    await user.type(screen.getByLabelText(/^Mot de passe/), "Formation1");
    await user.click(screen.getByRole("button", { name: "Créer un compte" }));
    expect(await screen.findByText("Page d'inscription à la formation")).toBeInTheDocument();
  });

  it("a person already signed in goes straight to that page", async () => {
    auth.user = { id: "u1" };
    renderAuth(entry);
    expect(await screen.findByText("Page d'inscription à la formation")).toBeInTheDocument();
  });

  it("another site's address is ignored: home after sign-in", async () => {
    const user = userEvent.setup();
    auth.signIn.mockResolvedValue({ error: null });
    renderAuth("/auth?redirect=%2F%2Fevil.example%2Fphish");
    await user.type(screen.getByLabelText(/^Email/), "awa@example.com");
    await user.type(screen.getByLabelText(/^Mot de passe/), "Formation1");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByText("Page d'accueil")).toBeInTheDocument();
  });
});

describe("sign-in form", () => {
  it("toggles the password visibility", async () => {
    const user = userEvent.setup();
    renderAuth();
    const password = screen.getByLabelText(/^Mot de passe/);
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Afficher le mot de passe" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Masquer le mot de passe" }));
    expect(password).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Mot de passe oublié ?" })).toHaveAttribute("href", "/mot-de-passe-oublie");
  });

  it("is busy while signing in, then greets and goes home", async () => {
    const user = userEvent.setup();
    const pending = deferred<{ error: null }>();
    auth.signIn.mockReturnValue(pending.promise);
    renderAuth();
    await user.type(screen.getByLabelText(/^Email/), "awa@example.com");
    await user.type(screen.getByLabelText(/^Mot de passe/), "Formation1");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByRole("button", { name: "Connexion en cours..." })).toBeDisabled();
    expect(auth.signIn).toHaveBeenCalledWith("awa@example.com", "Formation1");
    pending.resolve({ error: null });
    expect(await screen.findByText("Page d'accueil")).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({ title: "Connexion réussie", description: "Bienvenue sur Pont Atlantique" });
  });

  it("shows 'Erreur de connexion' in French on wrong credentials and stays", async () => {
    const user = userEvent.setup();
    auth.signIn.mockResolvedValue({
      error: { code: "invalid_credentials", status: 400, message: "Invalid login credentials" },
    });
    renderAuth();
    await user.type(screen.getByLabelText(/^Email/), "awa@example.com");
    await user.type(screen.getByLabelText(/^Mot de passe/), "Mauvais1");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Erreur de connexion",
        description: "Email ou mot de passe incorrect",
        variant: "destructive",
      }),
    );
    expect(screen.getByRole("button", { name: "Se connecter" })).toBeEnabled();
    expect(screen.getByTestId("where")).toHaveTextContent("/auth");
  });
});

describe("sign-up form", () => {
  async function fillSignUp(password: string) {
    const user = userEvent.setup();
    renderAuth("/auth?tab=signup");
    await user.type(screen.getByLabelText(/Nom complet/), "Awa Koné");
    await user.type(screen.getByLabelText(/^Email/), "awa@example.com");
    await user.type(screen.getByLabelText(/^Mot de passe/), password);
    await user.click(screen.getByRole("button", { name: "Créer un compte" }));
    return user;
  }

  it("enforces the password rule with a French message and does not call the server", async () => {
    await fillSignUp("motdepasse");
    expect(await screen.findByText(PASSWORD_RULE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAttribute("aria-invalid", "true");
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it("is busy while creating the account, then confirms and goes home", async () => {
    const pending = deferred<{ error: null }>();
    auth.signUp.mockReturnValue(pending.promise);
    await fillSignUp("Formation1");
    expect(await screen.findByRole("button", { name: "Création en cours..." })).toBeDisabled();
    expect(auth.signUp).toHaveBeenCalledWith({
      fullName: "Awa Koné",
      email: "awa@example.com",
      company: "",
      password: "Formation1",
    });
    pending.resolve({ error: null });
    expect(await screen.findByText("Page d'accueil")).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      title: "Compte créé avec succès",
      description: "Votre compte est actif et vous êtes connecté : aucun e-mail de confirmation n'est nécessaire.",
    });
  });

  it("translates an existing account into French", async () => {
    auth.signUp.mockResolvedValue({
      error: { code: "user_already_exists", status: 422, message: "User already registered" },
    });
    await fillSignUp("Formation1");
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Erreur lors de l'inscription",
        description: "Un compte existe déjà avec cette adresse email",
        variant: "destructive",
      }),
    );
  });

  it("falls back to the generic message for an unknown failure", async () => {
    auth.signUp.mockResolvedValue({ error: new Error("fetch failed") });
    await fillSignUp("Formation1");
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Erreur lors de l'inscription",
        description: "Une erreur s'est produite. Veuillez réessayer.",
        variant: "destructive",
      }),
    );
  });
});
