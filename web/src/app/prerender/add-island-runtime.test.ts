import { describe, expect, it } from "vitest";
import { addIslandRuntime } from "./add-island-runtime";

const runtime = "/assets/islands/islands-abc.js";

describe("addIslandRuntime", () => {
  it("adds the runtime's module script at the end of an island page's body, once", () => {
    const page = '<html lang="fr" data-island-page=""><head></head><body><main>Texte</main></body></html>';
    const out = addIslandRuntime(page, runtime);
    expect(out).toBe(
      `<html lang="fr" data-island-page=""><head></head><body><main>Texte</main><script type="module" src="${runtime}"></script></body></html>`,
    );
    expect(addIslandRuntime(out, runtime)).toBe(out);
  });

  it("leaves a page hydrated by React Router unchanged, even when its inline script names the attribute", () => {
    const page =
      '<html lang="fr"><head><script>root.hasAttribute("data-island-page")</script></head><body></body></html>';
    expect(addIslandRuntime(page, runtime)).toBe(page);
  });
});
