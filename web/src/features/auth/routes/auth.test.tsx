import { screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { PASSWORD_RULE_MESSAGE } from "@common/password-rule";
import {
  backend,
  http,
  json,
  profileRow,
  renderWithProviders,
  restGet,
  setupFakeBackend,
  testUser,
  held,
  sessionBody,
} from "~/test";
import AuthRoute from "./auth";

setupFakeBackend();
const awa = testUser({ id: "user-1", email: "awa@example.com", fullName: "Awa Koné" });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAuth(entry = "/auth", signedIn = false) {
  return renderWithProviders(
    <>
      <AuthRoute />
      <Where />
    </>,
    {
      path: "/auth",
      url: entry,
      ...(signedIn ? { signedIn: awa } : { awaitSession: false }),
      routes: [
        { path: "/", Component: () => <p>Page d'accueil</p> },
        { path: "/tableau-de-bord", Component: () => <p>Tableau de bord</p> },
        { path: "/mes-formations", Component: () => <p>Mes formations</p> },
        { path: "/contenus", Component: () => <p>Contenus</p> },
        { path: "/formations/:id/inscription", Component: () => <p>Page d'inscription à la formation</p> },
      ],
    },
  ).user;
}

const signIns = () => backend.requestsTo("/auth/v1/token", "POST");
const signUps = () => backend.requestsTo("/auth/v1/signup", "POST");
const goTrueError = (status: number, code: string, msg: string) =>
  json({ code: status, error_code: code, msg }, status);

beforeEach(() => {
  backend.use(
    restGet("profiles", [profileRow(awa)]),
    http("POST", "/auth/v1/token", () => json(sessionBody(awa))),
    http("POST", "/auth/v1/signup", () => json(sessionBody(awa))),
  );
});

describe("/auth tabs", () => {
  it("opens on sign-in and switches to sign-up, keeping the URL in sync", async () => {
    const user = renderAuth();
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

  it("sends a learner already signed in to « Mes formations »", async () => {
    renderAuth("/auth", true);
    expect(await screen.findByText("Mes formations")).toBeInTheDocument();
  });

  it("says the session expired when the signed-in space sent the person back here", () => {
    renderAuth("/auth?session=expiree&redirect=%2Fmes-formations");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Votre session a expiré : reconnectez-vous pour reprendre là où vous en étiez.",
    );
  });

  it("says nothing of a session on a plain visit", () => {
    renderAuth();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("each role lands where they work (issue 48 item 3)", () => {
  const signInAs = async (role: "admin" | "trainer" | "editor" | "client") => {
    backend.use(restGet("profiles", [profileRow(awa, { role })]));
    const user = renderAuth();
    await user.type(screen.getByLabelText(/^Email/), "awa@example.com");
    await user.type(screen.getByLabelText(/^Mot de passe/), "Formation1");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
  };

  it("the learner in « Mes formations »", async () => {
    await signInAs("client");
    expect(await screen.findByText("Mes formations")).toBeInTheDocument();
  });

  it("the trainer on their day (the dashboard)", async () => {
    await signInAs("trainer");
    expect(await screen.findByText("Tableau de bord")).toBeInTheDocument();
  });

  it("the admin on the dashboard", async () => {
    await signInAs("admin");
    expect(await screen.findByText("Tableau de bord")).toBeInTheDocument();
  });

  it("the editor in « Contenus »", async () => {
    await signInAs("editor");
    expect(await screen.findByText("Contenus")).toBeInTheDocument();
  });
});

describe("return to the page that asked for sign-in (?redirect=)", () => {
  const entry = "/auth?redirect=%2Fformations%2F1%2Finscription";

  it("after sign-in, goes back to that page instead of home", async () => {
    const user = renderAuth(entry);
    await user.type(screen.getByLabelText(/^Email/), "awa@example.com");
    await user.type(screen.getByLabelText(/^Mot de passe/), "Formation1");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByText("Page d'inscription à la formation")).toBeInTheDocument();
    expect(signIns()).toHaveLength(1);
  });

  it("after sign-up too, and switching tabs keeps the page to return to", async () => {
    const user = renderAuth(entry);
    await user.click(screen.getByRole("tab", { name: "Inscription" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/auth?tab=signup&redirect=%2Fformations%2F1%2Finscription");
    await user.type(screen.getByLabelText(/Nom complet/), "Awa Koné");
    await user.type(screen.getByLabelText(/^Email/), "awa@example.com");
    await user.type(screen.getByLabelText(/^Mot de passe/), "Formation1");
    await user.click(screen.getByRole("button", { name: "Créer un compte" }));
    expect(await screen.findByText("Page d'inscription à la formation")).toBeInTheDocument();
    expect(signUps()).toHaveLength(1);
  });

  it("a person already signed in goes straight to that page", async () => {
    renderAuth(entry, true);
    expect(await screen.findByText("Page d'inscription à la formation")).toBeInTheDocument();
  });

  it("another site's address is ignored: the person's home after sign-in", async () => {
    const user = renderAuth("/auth?redirect=%2F%2Fevil.example%2Fphish");
    await user.type(screen.getByLabelText(/^Email/), "awa@example.com");
    await user.type(screen.getByLabelText(/^Mot de passe/), "Formation1");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByText("Mes formations")).toBeInTheDocument();
  });
});

describe("sign-in form", () => {
  it("toggles the password visibility", async () => {
    const user = renderAuth();
    const password = screen.getByLabelText(/^Mot de passe/);
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Afficher le mot de passe" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Masquer le mot de passe" }));
    expect(password).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Mot de passe oublié\u202f?" })).toHaveAttribute(
      "href",
      "/mot-de-passe-oublie",
    );
  });

  it("is busy while signing in, then greets and goes to « Mes formations »", async () => {
    const answer = held(() => json(sessionBody(awa)));
    backend.use(http("POST", "/auth/v1/token", answer.resolve));
    const user = renderAuth();
    await user.type(screen.getByLabelText(/^Email/), "awa@example.com");
    await user.type(screen.getByLabelText(/^Mot de passe/), "Formation1");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByRole("button", { name: "Connexion en cours..." })).toBeDisabled();
    expect(signIns()).toHaveLength(1);
    expect(signIns()[0].search.get("grant_type")).toBe("password");
    expect(signIns()[0].body).toMatchObject({ email: "awa@example.com", password: "Formation1" });
    answer.release();
    expect(await screen.findByText("Mes formations")).toBeInTheDocument();
    expect(screen.getByText("Connexion réussie")).toBeInTheDocument();
    expect(screen.getByText("Bienvenue sur Pont Atlantique")).toBeInTheDocument();
  });

  it("shows 'Erreur de connexion' in French on wrong credentials and stays", async () => {
    backend.use(
      http("POST", "/auth/v1/token", () => goTrueError(400, "invalid_credentials", "Invalid login credentials")),
    );
    const user = renderAuth();
    await user.type(screen.getByLabelText(/^Email/), "awa@example.com");
    await user.type(screen.getByLabelText(/^Mot de passe/), "Mauvais1");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByText("Erreur de connexion")).toBeInTheDocument();
    expect(screen.getByText("Email ou mot de passe incorrect")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Se connecter" })).toBeEnabled();
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/auth$/);
  });
});

describe("sign-up form", () => {
  async function fillSignUp(password: string) {
    const user = renderAuth("/auth?tab=signup");
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
    expect(signUps()).toEqual([]);
  });

  it("is busy while creating the account, then confirms and goes to « Mes formations »", async () => {
    const answer = held(() => json(sessionBody(awa)));
    backend.use(http("POST", "/auth/v1/signup", answer.resolve));
    await fillSignUp("Formation1");
    expect(await screen.findByRole("button", { name: "Création en cours..." })).toBeDisabled();
    expect(signUps()).toHaveLength(1);
    expect(signUps()[0].body).toMatchObject({
      email: "awa@example.com",
      password: "Formation1",
      data: { full_name: "Awa Koné", company: "" },
    });
    answer.release();
    expect(await screen.findByText("Mes formations")).toBeInTheDocument();
    expect(screen.getByText("Compte créé avec succès")).toBeInTheDocument();
    expect(
      screen.getByText("Votre compte est actif et vous êtes connecté : aucun e-mail de confirmation n'est nécessaire."),
    ).toBeInTheDocument();
  });

  it("translates an existing account into French", async () => {
    backend.use(
      http("POST", "/auth/v1/signup", () => goTrueError(422, "user_already_exists", "User already registered")),
    );
    await fillSignUp("Formation1");
    expect(await screen.findByText("Erreur lors de l'inscription")).toBeInTheDocument();
    expect(screen.getByText("Un compte existe déjà avec cette adresse email")).toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent("/auth?tab=signup");
  });

  it("falls back to the generic message for an unknown failure", async () => {
    backend.use(
      http("POST", "/auth/v1/signup", () => {
        throw new TypeError("fetch failed");
      }),
    );
    await fillSignUp("Formation1");
    expect(await screen.findByText("Erreur lors de l'inscription")).toBeInTheDocument();
    expect(screen.getByText("Une erreur s'est produite. Veuillez réessayer.")).toBeInTheDocument();
  });
});
