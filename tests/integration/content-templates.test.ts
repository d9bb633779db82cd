import { describe, expect, it } from "vitest";
import { backends } from "../support";

/**
 * The build's templates of the pages the server renders (decision 0951) are not pages: asked for directly they
 * answer 404 with the not-found page, and the sitemap does not list them.
 */
describe.each(backends())("rendered pages' templates on $name", ({ url }) => {
  it("answers 404 for the _modele pages and the built index.html of rendered pages, whatever the spelling", async () => {
    for (const path of [
      "/blog/_modele",
      "/blog/_modele/",
      "/blog/_modele/index.html",
      "/blog/%5Fmodele/",
      "/carrieres/_modele",
      "/carrieres/_modele/",
      "/carrieres/_modele/index.html",
      "/blog/index.html",
      "/carrieres/index.html",
      "/notre-equipe/index.html",
      "/a-propos/index.html",
      "/entreprise/index.html",
    ]) {
      const response = await fetch(`${url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(404);
      const head = await fetch(`${url}${path}`, { method: "HEAD", redirect: "manual" });
      expect(head.status, `HEAD ${path}`).toBe(404);
    }
    // The pages themselves still answer.
    for (const path of ["/blog", "/carrieres", "/notre-equipe", "/a-propos", "/entreprise"]) {
      expect((await fetch(`${url}${path}`)).status, path).toBe(200);
    }
  });

  it("leaves the templates out of sitemap.xml", async () => {
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("_modele");
    expect(sitemap).not.toContain("index.html");
  });
});
