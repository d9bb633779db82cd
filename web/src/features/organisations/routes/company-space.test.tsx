import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import {
  backend,
  http,
  postgrestError,
  renderWithProviders,
  restGet,
  restUpdate,
  rpc,
  setupFakeBackend,
  testUser,
} from "~/test";
import { SettingsSection } from "~/app/layouts/signed-in/settings-section";
import CompanySpaceRoute from "./company-space";

setupFakeBackend();

const manager = testUser({ id: "manager-1", email: "rf@sib.example", fullName: "Awa Responsable" });
const learner = testUser({ id: "learner-1", email: "seul@example.com", fullName: "Apprenant Seul" });

const organisation = {
  id: "org-1",
  legal_name: "Société Ivoirienne de Banque",
  registration_kind: "RCCM",
  registration_number: "CI-ABJ-2020-B-1234",
  tax_number: null,
  billing_address: "Avenue Noguès, Plateau",
  country: "Côte d'Ivoire",
  currency: "XOF",
  purchase_order_required: true,
  payment_terms_days: 30,
  created_at: "2026-12-01T10:00:00Z",
  updated_at: "2026-12-01T10:00:00Z",
};
const otherOrganisation = { ...organisation, id: "org-2", legal_name: "Autre Société" };

const member = (id: string, email: string, role: string, organisationId = "org-1", userId: string | null = null) => ({
  id,
  organisation_id: organisationId,
  user_id: userId,
  email,
  role,
  status: userId ? "active" : "invited",
  created_at: "2026-12-01T10:00:00Z",
  updated_at: "2026-12-01T10:00:00Z",
  organisations: { legal_name: organisationId === "org-1" ? organisation.legal_name : otherOrganisation.legal_name },
});

/** The tables as the database answers the manager (RLS would not return the other company: the fake filters by id). */
function managerTables() {
  backend.use(
    restGet("organisation_members", [
      member("m-1", "rf@sib.example", "training_manager", "org-1", "manager-1"),
      member("m-2", "salarie@sib.example", "employee"),
      member("m-9", "intrus@autre.example", "employee", "org-2"),
    ]),
    restGet("organisations", [organisation, otherOrganisation]),
    restGet("training_agreements", []),
    rpc("company_training_report", []),
    // The company's invoices and statement (web/src/features/company-invoices, decision 1000).
    restGet("company_invoices", []),
    rpc("company_statement", {
      organisation: { id: "org-1", legal_name: organisation.legal_name, currency: "XOF" },
      generated_at: "2026-12-06T10:00:00Z",
      lines: [],
      totals: [],
    }),
  );
}

it("shows a training manager their company's details and members, and saves an edit", async () => {
  managerTables();
  backend.use(restUpdate("organisations", [{ id: "org-1" }]));
  const { user } = renderWithProviders(<CompanySpaceRoute />, { path: "/espace-entreprise", signedIn: manager });

  const name = await screen.findByLabelText(/Raison sociale/);
  expect(name).toHaveValue("Société Ivoirienne de Banque");
  const members = await screen.findByRole("list", { name: "Membres de l'organisation" });
  expect(
    within(members)
      .getAllByTestId("organisation-member")
      .map((row) => row.textContent),
  ).toEqual([expect.stringContaining("rf@sib.example"), expect.stringContaining("salarie@sib.example")]);
  expect(within(members).getByText("En attente de son compte")).toBeInTheDocument();
  expect(screen.queryByText("intrus@autre.example")).not.toBeInTheDocument();

  await user.clear(screen.getByLabelText(/Délai de paiement/));
  await user.type(screen.getByLabelText(/Délai de paiement/), "45");
  await user.click(screen.getByRole("button", { name: "Enregistrer" }));
  expect(await screen.findByText("Coordonnées enregistrées")).toBeInTheDocument();
  const [patch] = backend.requestsTo("/rest/v1/organisations", "PATCH");
  expect(patch?.body).toMatchObject({ payment_terms_days: 45, legal_name: "Société Ivoirienne de Banque" });
  expect(patch?.search).toContainEqual(["id", "eq.org-1"]);
});

it("refuses bad details in French before sending anything", async () => {
  managerTables();
  const { user } = renderWithProviders(<CompanySpaceRoute />, { path: "/espace-entreprise", signedIn: manager });
  const name = await screen.findByLabelText(/Raison sociale/);
  await user.clear(name);
  await user.clear(screen.getByLabelText(/Délai de paiement/));
  await user.type(screen.getByLabelText(/Délai de paiement/), "400");
  await user.click(screen.getByRole("button", { name: "Enregistrer" }));
  expect(await screen.findByText("Indiquez la raison sociale (2 à 200 caractères).")).toBeInTheDocument();
  expect(screen.getByText("Le délai de paiement est un nombre de jours entre 0 et 120.")).toBeInTheDocument();
  expect(name).toHaveAttribute("aria-invalid", "true");
  expect(backend.requestsTo("/rest/v1/organisations", "PATCH")).toHaveLength(0);
});

it("invites an employee by e-mail, and shows the database's French refusal", async () => {
  managerTables();
  backend.use(rpc("invite_organisation_member", member("m-3", "nouveau@sib.example", "employee")));
  const { user } = renderWithProviders(<CompanySpaceRoute />, { path: "/espace-entreprise", signedIn: manager });
  const email = await screen.findByLabelText(/Adresse e-mail/);

  await user.type(email, "pas une adresse");
  await user.click(screen.getByRole("button", { name: "Inviter" }));
  expect(await screen.findByText("Adresse e-mail invalide.")).toBeInTheDocument();
  expect(backend.requestsTo("/rest/v1/rpc/invite_organisation_member")).toHaveLength(0);

  await user.clear(email);
  await user.type(email, "nouveau@sib.example");
  await user.click(screen.getByRole("button", { name: "Inviter" }));
  expect(await screen.findByText("Invitation envoyée")).toBeInTheDocument();
  expect(backend.requestsTo("/rest/v1/rpc/invite_organisation_member")[0]?.body).toEqual({
    p_organisation: "org-1",
    p_email: "nouveau@sib.example",
    p_role: "employee",
  });

  backend.use(
    http("POST", "/rest/v1/rpc/invite_organisation_member", () =>
      postgrestError("Cette adresse est déjà membre de l'organisation.", "PA409"),
    ),
  );
  await user.type(email, "salarie@sib.example");
  await user.click(screen.getByRole("button", { name: "Inviter" }));
  expect(await screen.findByText("Cette adresse est déjà membre de l'organisation.")).toBeInTheDocument();
});

it("removes a member", async () => {
  managerTables();
  backend.use(rpc("remove_organisation_member", null));
  const { user } = renderWithProviders(<CompanySpaceRoute />, { path: "/espace-entreprise", signedIn: manager });
  await user.click(await screen.findByRole("button", { name: "Retirer salarie@sib.example" }));
  expect(await screen.findByText("Membre retiré")).toBeInTheDocument();
  expect(backend.requestsTo("/rest/v1/rpc/remove_organisation_member")[0]?.body).toEqual({ p_member: "m-2" });
});

it("changes a member's role in place, and says why when the database refuses", async () => {
  managerTables();
  backend.use(rpc("set_organisation_member_role", null));
  const { user } = renderWithProviders(<CompanySpaceRoute />, { path: "/espace-entreprise", signedIn: manager });
  await user.selectOptions(await screen.findByLabelText("Rôle de salarie@sib.example"), "training_manager");
  expect(await screen.findByText("Rôle modifié")).toBeInTheDocument();
  expect(backend.requestsTo("/rest/v1/rpc/set_organisation_member_role")[0]?.body).toEqual({
    p_member: "m-2",
    p_role: "training_manager",
  });

  backend.use(
    http("POST", "/rest/v1/rpc/set_organisation_member_role", () =>
      postgrestError("L'organisation doit garder au moins un responsable formation.", "PA409"),
    ),
  );
  const own = screen
    .getAllByLabelText(/^Rôle de /)
    .find((select) => (select as HTMLSelectElement).value === "training_manager");
  await user.selectOptions(own!, "employee");
  expect(await screen.findByText("L'organisation doit garder au moins un responsable formation.")).toBeInTheDocument();
});

it("tells a learner who manages no company that the space is not theirs, and reads no organisation", async () => {
  backend.use(restGet("organisation_members", [member("m-2", "seul@example.com", "employee", "org-1", "learner-1")]));
  renderWithProviders(<CompanySpaceRoute />, { path: "/espace-entreprise", signedIn: learner });
  expect(await screen.findByText("Cet espace est réservé aux responsables formation")).toBeInTheDocument();
  expect(screen.queryByLabelText(/Raison sociale/)).not.toBeInTheDocument();
  expect(backend.requestsTo("/rest/v1/organisations")).toHaveLength(0);
});

it("links « Espace entreprise » from the account menu for training managers only", async () => {
  managerTables();
  const noop = () => undefined;
  const view = renderWithProviders(<SettingsSection collapsed={false} onSignOut={noop} />, { signedIn: manager });
  expect(await screen.findByRole("link", { name: "Espace entreprise" })).toHaveAttribute("href", "/espace-entreprise");
  view.unmount();

  backend.use(restGet("organisation_members", [member("m-2", "seul@example.com", "employee", "org-1", "learner-1")]));
  renderWithProviders(<SettingsSection collapsed={false} onSignOut={noop} />, { signedIn: learner });
  expect(await screen.findByRole("link", { name: "Mon profil" })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole("link", { name: "Espace entreprise" })).not.toBeInTheDocument();
});
