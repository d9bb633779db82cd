import { describe, expect, it } from "vitest";
import { menuForRole } from "./role-menu";

const summary = (role: unknown) => menuForRole(role).map(({ label, to, badge }) => ({ label, to, badge }));

describe("menuForRole", () => {
  it("gives admins the back-office menu, with no made-up count on any entry", () => {
    expect(summary("admin")).toEqual([
      { label: "Tableau de bord", to: "/tableau-de-bord", badge: undefined },
      { label: "Demandes", to: "/demandes", badge: undefined },
      { label: "Rendez-vous", to: "/gestion-rendez-vous", badge: undefined },
      { label: "Organisations", to: "/gestion-organisations", badge: undefined },
      { label: "Devis", to: "/gestion-devis", badge: undefined },
      { label: "Conventions", to: "/gestion-conventions", badge: undefined },
      { label: "Formations", to: "/gestion-formations", badge: undefined },
      { label: "Sessions", to: "/gestion-sessions", badge: undefined },
      { label: "Experts", to: "/gestion-experts", badge: undefined },
      { label: "Tarifs", to: "/gestion-tarifs", badge: undefined },
      { label: "Paiements", to: "/paiements", badge: undefined },
      { label: "Factures entreprises", to: "/gestion-factures-entreprises", badge: undefined },
      { label: "Finances", to: "/gestion-finances", badge: undefined },
      { label: "Statistiques", to: "/statistiques", badge: undefined },
      { label: "Contenus", to: "/contenus", badge: undefined },
    ]);
  });

  it("groups the admin's menu in sections, each one block: the dashboard first, then clients, training, money, the rest", () => {
    const sections = menuForRole("admin").map((item) => item.section);
    expect(sections[0]).toBeUndefined();
    const order = sections.slice(1).filter((section, index, all) => section !== all[index - 1]);
    expect(order).toEqual(["Clients", "Formations", "Finances", "Pilotage et site"]);
  });

  it("gives editors the content screens only, as their home: no dashboard, no « Paiements », no enquiries", () => {
    expect(menuForRole("editor").map(({ label, to }) => ({ label, to }))).toEqual([
      { label: "Contenus", to: "/contenus" },
    ]);
  });

  it("shows the unread enquiries on the admins' 'Demandes' entry, and no badge at zero", () => {
    expect(menuForRole("admin", { unreadEnquiries: 3 }).find((item) => item.label === "Demandes")?.badge).toBe(3);
    expect(
      menuForRole("admin", { unreadEnquiries: 0 }).find((item) => item.label === "Demandes")?.badge,
    ).toBeUndefined();
    expect(menuForRole("trainer", { unreadEnquiries: 3 }).every((item) => item.badge === undefined)).toBe(true);
  });

  it("gives trainers their menu, with no fixed 'Mes formations 2' or 'Messages 5'", () => {
    expect(summary("trainer")).toEqual([
      { label: "Tableau de bord", to: "/tableau-de-bord", badge: undefined },
      { label: "Mes formations", to: "/mes-formations", badge: undefined },
      { label: "Calendrier", to: "/calendrier", badge: undefined },
      { label: "Messages", to: "/messages", badge: undefined },
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
