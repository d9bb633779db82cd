import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import CaseStudyDetailRoute from "./case-study-detail";

function renderAt(id: string) {
  const Stub = createRoutesStub([
    // The route's generated prop types are narrower than the stub's; the component only reads params.id.
    { path: "/etudes-de-cas/:id", Component: CaseStudyDetailRoute as unknown as React.ComponentType },
  ]);
  render(<Stub initialEntries={[`/etudes-de-cas/${id}`]} />);
}

describe("case-study detail", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the skeleton for 500 ms after a client-side arrival, then the study", async () => {
    renderAt("senegal-gov");
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
  });

  it("defaults the location to 'Afrique de l'Ouest'", async () => {
    renderAt("telecom-deployment");
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText("Afrique de l'Ouest")).toBeInTheDocument();
  });

  it("says the study is not found, with a link back to the list, for an unknown id", async () => {
    renderAt("inconnue");
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole("heading", { level: 1, name: "Étude de cas non trouvée" })).toBeInTheDocument();
    expect(screen.getByText("L'étude de cas que vous recherchez n'existe pas ou a été déplacée.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour aux études de cas" })).toHaveAttribute("href", "/etudes-de-cas");
  });
});
