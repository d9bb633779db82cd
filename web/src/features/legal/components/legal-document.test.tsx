import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { legalNotice, privacyPolicy, termsOfSale } from "~/content/legal";
import { paths } from "~/lib/paths";
import { LegalDocumentPage, lastUpdatedLine } from "./legal-document";

describe("lastUpdatedLine", () => {
  it("shows the current year", () => {
    expect(lastUpdatedLine("janvier", new Date("2031-05-04T12:00:00Z"))).toBe(
      "Dernière mise à jour\u00a0: janvier 2031",
    );
  });
});

describe("legal documents", () => {
  it("the legal notice covers publisher, host, intellectual property, liability, links, personal data and Canadian law with Montréal courts", () => {
    expect(legalNotice.sections.map((s) => s.id)).toEqual([
      "editeur",
      "hebergeur",
      "propriete-intellectuelle",
      "responsabilite",
      "liens",
      "donnees-personnelles",
      "droit-applicable",
    ]);
    const law = legalNotice.sections.at(-1)!.paragraphs.join(" ");
    expect(law).toContain("Canada");
    expect(law).toContain("Montréal");
  });

  it("the privacy policy covers collection, use, sharing, protection, rights, retention, changes and contact", () => {
    expect(privacyPolicy.sections.map((s) => s.id)).toEqual([
      "collecte",
      "utilisation",
      "partage",
      "protection",
      "droits",
      "conservation",
      "modifications",
      "contact",
    ]);
  });

  it("the terms of sale state prices excl. tax in XOF/CAD, the three payment methods and Montréal courts", () => {
    const text = termsOfSale.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])]).join(" ");
    for (const expected of [
      "hors taxes",
      "XOF",
      "CAD",
      "carte bancaire",
      "Mobile Money",
      "virement",
      "annulation",
      "Montréal",
    ]) {
      expect(text.toLowerCase()).toContain(expected.toLowerCase());
    }
  });

  it("renders the sections, a table of contents and the year line", () => {
    const Stub = createRoutesStub([
      { path: "/", Component: () => <LegalDocumentPage document={privacyPolicy} path={paths.privacy()} /> },
    ]);
    render(<Stub />);
    expect(screen.getByRole("heading", { level: 1, name: "Politique de confidentialité" })).toBeInTheDocument();
    expect(screen.getByText(`Dernière mise à jour : janvier ${new Date().getFullYear()}`)).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Sommaire" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2, name: /^\d+\. / })).toHaveLength(privacyPolicy.sections.length);
    expect(screen.getByRole("link", { name: "Mentions légales" })).toHaveAttribute("href", paths.legalNotice());
    expect(screen.queryByRole("link", { name: "Politique de confidentialité" })).not.toBeInTheDocument();
  });
});
