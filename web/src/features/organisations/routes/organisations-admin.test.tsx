import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { backend, profileRow, renderWithProviders, restGet, restInsert, rpc, setupFakeBackend, testUser } from "~/test";
import OrganisationEditRoute from "./organisation-edit";
import OrganisationNewRoute from "./organisation-new";
import OrganisationsListRoute from "./organisations-list";

setupFakeBackend();

const admin = testUser({ id: "admin-1", email: "admin@example.com", fullName: "Admin Principal" });

const row = (id: string, legalName: string, members: number, extra: object = {}) => ({
  id,
  legal_name: legalName,
  registration_kind: "RCCM",
  registration_number: "SN-DKR-2019-B-42",
  tax_number: null,
  billing_address: null,
  country: "Sénégal",
  currency: "XOF",
  purchase_order_required: false,
  payment_terms_days: 30,
  created_at: "2026-12-01T10:00:00Z",
  updated_at: "2026-12-01T10:00:00Z",
  organisation_members: [{ count: members }],
  ...extra,
});

function asAdmin() {
  backend.use(restGet("profiles", [profileRow(admin, { role: "admin" })]));
}

it("lists the organisations with their registration and member count", async () => {
  asAdmin();
  backend.use(restGet("organisations", [row("org-1", "Dakar Logistique SA", 3), row("org-2", "Groupe Sahel", 0)]));
  renderWithProviders(<OrganisationsListRoute />, { path: "/gestion-organisations", signedIn: admin });
  const rows = await screen.findAllByTestId("organisation-row");
  expect(
    rows.map((tr) =>
      within(tr)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ["Dakar Logistique SA", "RCCM (OHADA) SN-DKR-2019-B-42", "Sénégal", "XOF", "3"],
    ["Groupe Sahel", "RCCM (OHADA) SN-DKR-2019-B-42", "Sénégal", "XOF", "0"],
  ]);
  expect(screen.getByRole("link", { name: "Dakar Logistique SA" })).toHaveAttribute(
    "href",
    "/gestion-organisations/org-1",
  );
  expect(screen.getByRole("link", { name: "Nouvelle organisation" })).toHaveAttribute(
    "href",
    "/gestion-organisations/nouvelle",
  );
});

it("refuses the screen to someone who is not staff", async () => {
  renderWithProviders(<OrganisationsListRoute />, { path: "/gestion-organisations", signedIn: admin });
  expect(await screen.findByText("Accès réservé aux administrateurs")).toBeInTheDocument();
  expect(backend.requestsTo("/rest/v1/organisations")).toHaveLength(0);
});

it("creates an organisation after checking it in French, then opens it", async () => {
  asAdmin();
  backend.use(restInsert("organisations", [{ id: "org-new" }]));
  const { user } = renderWithProviders(<OrganisationNewRoute />, {
    path: "/gestion-organisations/nouvelle",
    signedIn: admin,
    routes: [{ path: "/gestion-organisations/:id", Component: () => <p>Fiche ouverte</p> }],
  });
  await user.click(await screen.findByRole("button", { name: "Créer l'organisation" }));
  expect(screen.getByText("Indiquez la raison sociale (2 à 200 caractères).")).toBeInTheDocument();
  expect(screen.getByText("Indiquez le pays (2 à 80 caractères).")).toBeInTheDocument();
  expect(backend.requestsTo("/rest/v1/organisations", "POST")).toHaveLength(0);

  await user.type(screen.getByLabelText(/Raison sociale/), "Montréal Conseil inc.");
  await user.selectOptions(screen.getByLabelText("Type d'immatriculation"), "NEQ");
  await user.type(screen.getByLabelText("Numéro d'immatriculation"), "1170000001");
  await user.type(screen.getByLabelText(/Pays/), "Canada");
  await user.selectOptions(screen.getByLabelText("Devise"), "CAD");
  await user.click(screen.getByLabelText("Bon de commande exigé sur les factures"));
  await user.click(screen.getByRole("button", { name: "Créer l'organisation" }));

  expect(await screen.findByText("Fiche ouverte")).toBeInTheDocument();
  expect(backend.requestsTo("/rest/v1/organisations", "POST")[0]?.body).toEqual({
    legal_name: "Montréal Conseil inc.",
    registration_kind: "NEQ",
    registration_number: "1170000001",
    tax_number: null,
    billing_address: null,
    country: "Canada",
    currency: "CAD",
    purchase_order_required: true,
    payment_terms_days: 30,
  });
});

it("merges a duplicate into the open record after a confirmation", async () => {
  asAdmin();
  backend.use(
    restGet("organisations", [row("org-1", "Groupe Sahel", 2), row("org-2", "Groupe Sahel (doublon)", 1)]),
    restGet("organisation_members", []),
    rpc("merge_organisations", 1),
  );
  const { user } = renderWithProviders(<OrganisationEditRoute />, {
    path: "/gestion-organisations/:id",
    url: "/gestion-organisations/org-1",
    signedIn: admin,
  });
  expect(await screen.findByRole("heading", { name: "Groupe Sahel", level: 1 })).toBeInTheDocument();
  const merge = screen.getByRole("button", { name: "Fusionner dans cette fiche" });
  expect(merge).toBeDisabled();
  const duplicate = screen.getByLabelText("Fiche en double");
  expect(within(duplicate).queryByRole("option", { name: /^Groupe Sahel \(Sénégal\)/ })).not.toBeInTheDocument();
  expect(
    await within(duplicate).findByRole("option", { name: "Groupe Sahel (doublon) (Sénégal)" }),
  ).toBeInTheDocument();
  await user.selectOptions(duplicate, "org-2");
  await user.click(merge);
  expect(screen.getByRole("alert")).toHaveTextContent("« Groupe Sahel (doublon) » sera supprimée");
  expect(backend.requestsTo("/rest/v1/rpc/merge_organisations")).toHaveLength(0);
  await user.click(screen.getByRole("button", { name: "Confirmer la fusion" }));
  expect(await screen.findByText("Organisations fusionnées")).toBeInTheDocument();
  expect(backend.requestsTo("/rest/v1/rpc/merge_organisations")[0]?.body).toEqual({
    p_keep: "org-1",
    p_merged: "org-2",
  });
});
