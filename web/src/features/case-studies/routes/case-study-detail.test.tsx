import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { templateCaseStudy } from "../lib/template-case-study";
import type { CaseStudyLookup } from "../lib/use-public-case-study";
import CaseStudyDetailRoute from "./case-study-detail";

const lookups: Record<string, CaseStudyLookup> = {
  "bureau-suivi-projets-prioritaires-etat": {
    kind: "found",
    study: {
      ...templateCaseStudy,
      slug: "bureau-suivi-projets-prioritaires-etat",
      title: "Mise en place d'un bureau de suivi des projets prioritaires de l'État",
      location: "Dakar, Sénégal",
    },
    similar: [],
  },
  "deploiement-sans-lieu": { kind: "found", study: { ...templateCaseStudy, location: "" }, similar: [] },
  "senegal-gov": { kind: "moved", slug: "bureau-suivi-projets-prioritaires-etat" },
};

// The REST read of the single-page app, answered from the table above.
vi.mock("../lib/use-public-case-study", () => ({
  usePublicCaseStudy: (slug: string) => ({
    isPending: false,
    isError: false,
    data: lookups[slug] ?? { kind: "missing" },
  }),
}));

function renderAt(id: string) {
  const Stub = createRoutesStub([
    // The route's generated prop types are narrower than the stub's; the component only reads params.id.
    { path: "/etudes-de-cas/:id", Component: CaseStudyDetailRoute as unknown as React.ComponentType },
  ]);
  render(<Stub initialEntries={[`/etudes-de-cas/${id}`]} />);
}

describe("case-study detail in the single-page app", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the skeleton for 500 ms after a client-side arrival, then the study", async () => {
    renderAt("bureau-suivi-projets-prioritaires-etat");
    expect(screen.getByTestId("case-study-skeleton")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Chargement de l'étude de cas…");

    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.getByTestId("case-study-skeleton")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByTestId("case-study-skeleton")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Mise en place d'un bureau de suivi des projets prioritaires de l'État",
    );
    expect(screen.getByText("Dakar, Sénégal")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Services fournis" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Le contexte" })).toBeInTheDocument();
  });

  it("defaults the location to 'Afrique de l'Ouest'", async () => {
    renderAt("deploiement-sans-lieu");
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText("Afrique de l'Ouest")).toBeInTheDocument();
  });

  it("follows an old address to the study's current one", async () => {
    renderAt("senegal-gov");
    await act(() => vi.advanceTimersByTimeAsync(500));
    // The new address is a new study page: its own loading state first.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("bureau de suivi des projets prioritaires");
  });

  it("says the study is not found, with a link back to the list, for an unknown address", async () => {
    renderAt("inconnue");
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole("heading", { level: 1, name: "Étude de cas non trouvée" })).toBeInTheDocument();
    expect(screen.getByText("L'étude de cas que vous recherchez n'existe pas ou a été déplacée.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour aux études de cas" })).toHaveAttribute("href", "/etudes-de-cas");
  });

  it("renders the template page the server fills, at once", () => {
    renderAt("_modele");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Modèle d'étude de cas");
  });
});
