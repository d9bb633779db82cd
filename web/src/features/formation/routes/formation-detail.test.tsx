import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { Formation } from "@common/database";
import { invalidateShownSessions } from "~/lib/formation-sessions";
import { findDemoFormation } from "~/lib/formations";
import { backend, renderWithProviders, restGet, rpc, setupFakeBackend } from "~/test";
import FormationDetailRoute from "./formation-detail";

setupFakeBackend();

const formation = findDemoFormation(22)!;
// Two formations of the same theme (the related ones) and one of another theme, which must not show.
const sameTheme = [findDemoFormation(23)!, findDemoFormation(24)!].map((row) => ({ ...row, theme: formation.theme }));
const otherTheme = {
  ...findDemoFormation(25)!,
  id: 25,
  theme: `${formation.theme} (autre)`,
  title: "Formation hors thème",
};
const openSession = {
  id: 1,
  formation_id: 22,
  starts_on: "2027-01-11",
  ends_on: "2027-01-15",
  format: "Présentiel",
  city: "Abidjan",
  venue: "",
  capacity: 20,
  reserved_seats: 0,
  seats_held: 12,
  seats_left: 8,
  trainer_id: null,
  status: "open",
  formations: { title: formation.title },
};
const formationReads = () => backend.requestsTo("/rest/v1/formations", "GET");

function AuthStub() {
  const location = useLocation();
  return (
    <>
      <h1>Connexion</h1>
      <p data-testid="where">{location.pathname + location.search}</p>
    </>
  );
}

/** `rows`: the formations table (formations of any theme, so the related formations are filtered as in the database). */
function renderFormation(
  url: string,
  rows: readonly Omit<Formation, "theme">[] = [formation, ...sameTheme, otherTheme],
) {
  backend.use(restGet("formations", rows as unknown as Record<string, unknown>[]));
  return renderWithProviders(<FormationDetailRoute />, {
    path: "/formations/:id",
    url,
    routes: [
      { path: "/formations", Component: () => <h1>Catalogue</h1> },
      { path: "/auth", Component: AuthStub },
    ],
  });
}

const heading = () =>
  screen.findByRole("heading", { level: 1, name: "Préparation à la certification PMP®" }, { timeout: 3000 });

describe("formation detail page", () => {
  beforeEach(() => {
    invalidateShownSessions(); // the page's sessions are shared for 15 s: each test reads its own
    backend.use(rpc("subscribe_newsletter", null, 204), restGet("course_sessions", [openSession]));
  });

  it("shows the header, the price card and the related formations", async () => {
    renderFormation("/formations/22");
    expect(await heading()).toBeInTheDocument();
    expect(formationReads()[0].search.get("id")).toBe("eq.22");
    const aside = screen.getByRole("complementary", { name: "Inscription et informations pratiques" });
    expect(within(aside).getByTestId("formation-price").textContent?.replace(/\s/g, " ")).toBe("950 000 F CFA");
    expect(within(aside).getByText("Par participant, hors taxes")).toBeInTheDocument();
    expect(within(aside).getByText("Suivi post-formation de 3 mois")).toBeInTheDocument();
    expect(within(aside).getByRole("link", { name: "Demander un devis" })).toHaveAttribute(
      "href",
      "/devis?formation=22",
    );
    const related = await screen.findByRole("list", { name: "Formations associées" });
    expect(within(related).getAllByTestId("formation-card")).toHaveLength(2);
    expect(within(related).queryByText("Formation hors thème")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour aux formations" })).toHaveAttribute("href", "/formations");
  });

  it("says 'Sur demande' for a formation without price", async () => {
    renderFormation("/formations/22", [{ ...formation, price: null }, ...sameTheme]);
    await heading();
    const aside = screen.getByRole("complementary", { name: "Inscription et informations pratiques" });
    expect(within(aside).getByTestId("formation-price")).toHaveTextContent("Sur demande");
    expect(within(aside).queryByText("Par participant, hors taxes")).not.toBeInTheDocument();
  });

  it("lays out the programme day by day with the spec's schedule", async () => {
    const { user } = renderFormation("/formations/22");
    await heading();
    await user.click(screen.getByRole("tab", { name: "Programme" }));
    const days = within(screen.getByRole("tabpanel")).getAllByRole("heading", { level: 3 });
    expect(days.map((d) => d.textContent?.match(/^Jour \d+/)?.[0])).toEqual([
      "Jour 1",
      "Jour 2",
      "Jour 3",
      "Jour 4",
      "Jour 5",
    ]);
    expect(screen.getAllByText("14h00-17h30")).toHaveLength(4);
    expect(screen.getAllByText("14h00-16h30")).toHaveLength(1);
  });

  it("newsletter box: empty e-mail → 'Erreur'; valid e-mail → subscription asked, confirmation explained, field cleared", async () => {
    const { user } = renderFormation("/formations/22");
    await heading();
    const box = screen.getByRole("form", { name: "Newsletter des formations" });
    await user.click(within(box).getByRole("button", { name: "S'abonner" }));
    expect(await screen.findByText("Veuillez saisir votre adresse email")).toBeInTheDocument();
    expect(screen.getByText("Erreur")).toBeInTheDocument();
    expect(backend.requestsTo("/rest/v1/rpc/subscribe_newsletter")).toEqual([]);

    await user.type(within(box).getByLabelText("Adresse email"), "awa@example.com");
    await user.click(within(box).getByRole("button", { name: "S'abonner" }));
    expect(await screen.findByText("Confirmez votre inscription")).toBeInTheDocument();
    const subscriptions = backend.requestsTo("/rest/v1/rpc/subscribe_newsletter", "POST");
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0].body).toMatchObject({ p_email: "awa@example.com", p_consent: true });
    expect(within(box).getByLabelText("Adresse email")).toHaveValue("");
  });

  it("enrolling signed out opens « Connexion requise », whose links go to /auth and bring the person back here", async () => {
    const { user } = renderFormation("/formations/22");
    await heading();
    const enrol = screen.getByRole("button", { name: "S'inscrire à cette formation" });
    await waitFor(() => expect(enrol).toBeEnabled()); // disabled while the sessions load
    await user.click(enrol);
    const dialog = await screen.findByRole("dialog", { name: "Connexion requise" });
    expect(within(dialog).getByRole("link", { name: "Se connecter" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fformations%2F22",
    );
    expect(within(dialog).getByRole("link", { name: "Créer un compte" })).toHaveAttribute(
      "href",
      "/auth?tab=signup&redirect=%2Fformations%2F22",
    );
    // Nothing else happens: no payment dialog, no toast, no navigation.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog", { name: "Connexion requise" })).not.toBeInTheDocument();
  });

  it("reads the sessions once for the session list and the enrollment button (one request, one cache)", async () => {
    renderFormation("/formations/22");
    await heading();
    const enrol = screen.getByRole("button", { name: "S'inscrire à cette formation" });
    await waitFor(() => expect(enrol).toBeEnabled());
    const list = screen.getByText("Prochaines sessions").closest("[data-slot=card]") as HTMLElement;
    expect(within(list).getByText("8 / 20 places restantes")).toBeInTheDocument();
    expect(backend.requestsTo("/rest/v1/course_sessions", "GET")).toHaveLength(1);
  });

  it("sends a malformed id back to /formations without querying", async () => {
    renderFormation("/formations/abc");
    expect(await screen.findByRole("heading", { name: "Catalogue" })).toBeInTheDocument();
    expect(formationReads()).toEqual([]);
  });

  it("sends an id with neither backend nor demo formation back to /formations", async () => {
    renderFormation("/formations/9999");
    expect(await screen.findByRole("heading", { name: "Catalogue" }, { timeout: 3000 })).toBeInTheDocument();
    expect(formationReads()[0].search.get("id")).toBe("eq.9999");
  });
});
