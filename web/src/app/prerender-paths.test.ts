import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import manifest from "@common/route-manifest.generated.json";
import { demoFormations } from "../content/formations";
import { NOT_FOUND_PAGE, prerenderPaths } from "./prerender-paths";

const routeOf = (url: string) =>
  manifest.routes.find(({ path }) => matchPath({ path, caseSensitive: true }, encodeURI(url)) !== null);

describe("prerender list", () => {
  it("builds every prerendered page of the route manifest, and those with params once per content id", async () => {
    const urls = await prerenderPaths();
    for (const route of manifest.routes.filter((page) => page.prerendered && page.params.length === 0)) {
      expect(urls).toContain(route.path);
    }
    expect(urls).toContain(NOT_FOUND_PAGE);
    for (const { id } of demoFormations)
      expect(urls).toEqual(expect.arrayContaining([`/formations/${id}`, `/formations/${id}/inscription`]));
    // One template page for the case studies, which the server fills with each study (decision 0952).
    expect(urls).toContain("/etudes-de-cas/_modele");
    expect(urls).toEqual(
      expect.arrayContaining(["/services/conseil", "/expertise/transformation-agile", "/industries/énergie"]),
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("builds no signed-in screen and no page the route table leaves to the browser", async () => {
    for (const url of await prerenderPaths()) {
      if (url === NOT_FOUND_PAGE) continue;
      expect([url, routeOf(url)?.prerendered]).toEqual([url, true]);
    }
  });
});
