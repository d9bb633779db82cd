import { describe, expect, it } from "vitest";
import { menuForRole } from "./role-menu";

const summary = (role: unknown) => menuForRole(role).map(({ label, to, badge }) => ({ label, to, badge }));

describe("menuForRole", () => {
  it("gives admins the back-office menu with the fixed badge 4 on the dashboard", () => {
    expect(summary("admin")).toEqual([
      { label: "Tableau de bord", to: "/tableau-de-bord", badge: 4 },
      { label: "Formations", to: "/gestion-formations", badge: undefined },
      { label: "Experts", to: "/gestion-experts", badge: undefined },
      { label: "Paiements", to: "/paiements", badge: undefined },
      { label: "Statistiques", to: "/statistiques", badge: undefined },
    ]);
  });

  it("gives trainers their menu with badges 2 and 5", () => {
    expect(summary("trainer")).toEqual([
      { label: "Tableau de bord", to: "/tableau-de-bord", badge: undefined },
      { label: "Mes formations", to: "/mes-formations", badge: 2 },
      { label: "Calendrier", to: "/calendrier", badge: undefined },
      { label: "Messages", to: "/messages", badge: 5 },
      { label: "Performance", to: "/performance", badge: undefined },
    ]);
  });

  it("gives clients dashboard, trainings, certificates and network", () => {
    expect(summary("client")).toEqual([
      { label: "Tableau de bord", to: "/tableau-de-bord", badge: undefined },
      { label: "Mes formations", to: "/mes-formations", badge: undefined },
      { label: "Certificats", to: "/certificats", badge: undefined },
      { label: "Réseau", to: "/reseau", badge: undefined },
    ]);
  });

  it.each([undefined, null, "", "superviseur"])("gives the public menu to the role %s", (role) => {
    expect(summary(role)).toEqual([
      { label: "Accueil", to: "/", badge: undefined },
      { label: "Formations", to: "/formations", badge: undefined },
      { label: "Blog", to: "/blog", badge: undefined },
      { label: "Se connecter", to: "/auth", badge: undefined },
    ]);
  });
});
