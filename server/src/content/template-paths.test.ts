import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { staticSite } from "../http/static-site";
import { fakeContentApi } from "../../../tests/support/fake-content-api";
import { mountContent } from "./index";
import { isTemplatePath } from "./template-paths";
import { localObjectStore } from "../storage/object-store";

describe("isTemplatePath", () => {
  it("names the template pages and the built files of server-rendered pages", () => {
    for (const path of [
      "/blog/_modele",
      "/blog/_modele/",
      "/blog/_modele/index.html",
      "/carrieres/_modele/",
      "/etudes-de-cas/_modele",
      "/blog/%5Fmodele/",
      "/notre-equipe/index.html",
      "/carrieres/index.html",
      "/blog/index.html",
      "/a-propos/index.html",
    ]) {
      expect(isTemplatePath(path), path).toBe(true);
    }
  });

  it("leaves the pages themselves, other built files and look-alike slugs alone", () => {
    for (const path of [
      "/blog",
      "/blog/",
      "/blog/le-modele-de-gouvernance",
      "/blog/modele",
      "/notre-equipe",
      "/notre-equipe/",
      "/contact/index.html",
      "/index.html",
      "/assets/app-_modele.js",
      "/blog/%E0%A4%A",
    ]) {
      expect(isTemplatePath(path), path).toBe(false);
    }
  });
});

describe("the content routes in front of the static site", () => {
  /** A built site with the templates, served as the server serves it: the content routes, then the static files. */
  async function app() {
    const siteDir = await mkdtemp(path.join(tmpdir(), "templates-"));
    const page = (title: string) =>
      `<!doctype html><html><head><title>${title}</title></head><body><main>${title}</main></body></html>`;
    for (const dir of ["blog/_modele", "carrieres/_modele", "notre-equipe", "contact", "404"]) {
      await mkdir(path.join(siteDir, dir), { recursive: true });
      await writeFile(
        path.join(siteDir, dir, "index.html"),
        page(dir === "404" ? "Page introuvable" : `modèle ${dir}`),
      );
    }
    const db = { query: async () => ({ rows: [] as never[] }) };
    const hono = new Hono();
    mountContent(hono, {
      api: fakeContentApi(() => ({})).api,
      local: { db, store: localObjectStore(siteDir) },
      supabaseUrl: "https://projet.supabase.test",
      siteDir,
      siteUrl: "https://exemple.test",
      sitemap: async (c) => c.body("<urlset></urlset>"),
    });
    hono.get("*", staticSite(siteDir));
    return hono;
  }

  it("answers the templates with the not-found page, and the other built pages as they are", async () => {
    const hono = await app();
    for (const url of [
      "/blog/_modele/",
      "/blog/_modele/index.html",
      "/carrieres/_modele/",
      "/notre-equipe/index.html",
    ]) {
      const response = await hono.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toContain("Page introuvable");
    }
    const contact = await hono.request("/contact/index.html");
    expect(contact.status).toBe(200);
    expect(await contact.text()).toContain("modèle contact");
  });
});
