import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders, setupFakeBackend, testUser } from "~/test";
import { ContentEditPage, followNewItem } from "./content-edit-page";

setupFakeBackend();
const editor = testUser({ id: "editor-1" });

afterEach(() => window.history.replaceState(null, "", "/"));

describe("a content edit page", () => {
  it("says « Nouvel article » until the article is saved, then « Modifier l'article » (finding 17)", async () => {
    renderWithProviders(
      <ContentEditPage newTitle="Nouvel article" editTitle="Modifier l'article">
        {(id) => <p>éditeur {id === null ? "nouveau" : id}</p>}
      </ContentEditPage>,
      { path: "/contenus/articles/nouveau", signedIn: editor, profile: { role: "editor" } },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Nouvel article" })).toBeInTheDocument();
    act(() => followNewItem(null, "/contenus/articles/12"));
    expect(screen.getByRole("heading", { level: 1, name: "Modifier l'article" })).toBeInTheDocument();
    // The editor is not remounted: its id stays the route's, its unsaved fields with it.
    expect(screen.getByText("éditeur nouveau")).toBeInTheDocument();
  });
});
