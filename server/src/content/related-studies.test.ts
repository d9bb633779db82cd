import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { RelatedStudy } from "~/features/marketing/components/expertise/related-study-card";
import { relatedStudyPages } from "./related-studies";
import { renderedPages } from "./rendered-pages";
import { fakeContentApi } from "../../../tests/support/fake-content-api";

/** A built page with its references slot, as the build writes it (the seed's study inside). */
const page = (title: string) =>
  `<!doctype html><html lang="fr"><head><title>${title}</title></head><body><main><h1>${title}</h1>` +
  '<div data-slot="related-studies"><ul><li><div>étude du build</div></li></ul></div><p>fin</p></main></body></html>';

const study = (slug: string, sector: string, id = 1): RelatedStudy & { id: number } => ({
  id,
  slug,
  title: `Étude ${slug}`,
  client: "Client <public>",
  sector,
  year: 2025,
  result: "Un résultat mesuré.",
});

function fakeApi() {
  const data = {
    studies: [] as (RelatedStudy & { id: number })[],
    redirects: [] as { old_slug: string; case_study_id: number }[],
  };
  const { api, requests } = fakeContentApi(() => ({
    case_studies: data.studies,
    case_study_slug_redirects: data.redirects,
  }));
  return { api, data, requests };
}

async function app() {
  const siteDir = await mkdtemp(path.join(tmpdir(), "related-studies-"));
  for (const [dir, title] of [
    ["industries/énergie", "Énergie"],
    ["industries/santé", "Santé"],
    ["solutions/bureau-de-projets", "Bureau de projets"],
  ] as const) {
    await mkdir(path.join(siteDir, dir), { recursive: true });
    await writeFile(path.join(siteDir, dir, "index.html"), page(title));
  }
  const { api, data, requests } = fakeApi();
  const pages = renderedPages({ siteDir });
  const hono = new Hono();
  hono.on(["GET", "HEAD"], "*", relatedStudyPages({ api, siteDir, pages }));
  hono.get("*", (c) => c.text("site statique", 200));
  const get = async (url: string) => {
    const response = await hono.request(url);
    return { status: response.status, html: await response.text() };
  };
  return { get, data, requests, forget: pages.forget };
}

describe("relatedStudyPages", () => {
  it("answers a sector page with the sector's published studies in place of the build's", async () => {
    const { get, data } = await app();
    data.studies = [study("nouvelle-etude-energie", "énergie", 1), study("etude-miniere", "Mines", 2)];
    const energy = await get("/industries/%C3%A9nergie");
    expect(energy.status).toBe(200);
    expect(energy.html).not.toContain("étude du build");
    expect(energy.html).toContain("Étude nouvelle-etude-energie");
    expect(energy.html).toContain('href="/etudes-de-cas/nouvelle-etude-energie"');
    expect(energy.html).toContain("Client &lt;public&gt; · 2025");
    expect(energy.html).toContain("<p>fin</p>");
    expect(energy.html).not.toContain("etude-miniere");
  });

  it("says why a sector has no study, and changes once a study is published and notified", async () => {
    const { get, data, forget } = await app();
    const empty = await get("/industries/sant%C3%A9/");
    expect(empty.html).toContain("couvertes par des accords de confidentialité");
    expect(empty.html).toContain('href="/etudes-de-cas"');
    data.studies = [study("hopital-regional", "Santé")];
    expect((await get("/industries/santé")).html).toContain("accords de confidentialité"); // cached until told
    forget();
    expect((await get("/industries/santé")).html).toContain("Étude hopital-regional");
  });

  it("answers the project-office page with the studies it cites, in the order it cites them", async () => {
    const { get, data, requests } = await app();
    data.studies = [
      study("programme-expansion-miniere-mali", "Mines", 1),
      study("bureau-suivi-projets-prioritaires-etat-renomme", "Secteur public", 2),
      study("non-citee", "Finance", 3),
    ];
    // A study cited by an address it had before is still cited, under its current one.
    data.redirects = [{ old_slug: "bureau-suivi-projets-prioritaires-etat", case_study_id: 2 }];
    const office = (await get("/solutions/bureau-de-projets")).html;
    expect(office.indexOf("Étude bureau-suivi")).toBeGreaterThan(-1);
    expect(office.indexOf("Étude bureau-suivi")).toBeLessThan(office.indexOf("Étude programme-expansion"));
    expect(office).toContain("Secteur public · 2025");
    expect(office).toContain('href="/etudes-de-cas/bureau-suivi-projets-prioritaires-etat-renomme"');
    expect(office).not.toContain("non-citee");
    const redirects = requests.find((url) => url.pathname.endsWith("/case_study_slug_redirects"));
    expect(redirects?.searchParams.get("old_slug")).toBe(
      "in.(bureau-suivi-projets-prioritaires-etat,portefeuille-projets-banque-centrale,programme-expansion-miniere-mali)",
    );
  });

  it("leaves every other page, a look-alike address and an unbuilt sector to the static site", async () => {
    const { get } = await app();
    for (const url of [
      "/",
      "/industries/energie",
      "/industries/finance",
      "/industries/inconnue",
      "/industries/%E0%A4%A",
    ]) {
      expect((await get(url)).html, url).toBe("site statique");
    }
  });
});
