import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { manifestJson, routeManifest } from "../../../scripts/route-manifest";
import table, { renderedInBrowser } from "../../../web/src/routes";
import { REPO_ROOT } from "../config/defaults";

const checkedIn = () => readFileSync(path.join(REPO_ROOT, "common/route-manifest.generated.json"), "utf8");

describe("route manifest", () => {
  it("is current with web/src/routes.ts (run `npm run routes:manifest` after changing the route table)", () => {
    expect(checkedIn()).toBe(manifestJson(routeManifest(table, renderedInBrowser)));
  });

  it("lists every page with its full pattern, params, access and rendering", () => {
    const { routes } = routeManifest(table, renderedInBrowser);
    const byPath = new Map(routes.map((route) => [route.path, route]));
    expect(byPath.get("/")).toMatchObject({ access: "public", prerendered: true, params: [] });
    expect(byPath.get("/formations/:id/inscription")).toMatchObject({
      access: "public",
      prerendered: true,
      params: ["id"],
    });
    expect(byPath.get("/demandes/:id")).toMatchObject({ access: "signed-in", prerendered: false, params: ["id"] });
    expect(byPath.get("/reinitialiser-mot-de-passe")).toMatchObject({ access: "public", prerendered: false });
    expect(byPath.get("/bienvenue")).toMatchObject({ access: "public", prerendered: true });
    expect(routes.some((route) => route.path.includes("*"))).toBe(false);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it("refuses a browser-rendered path that the route table does not declare", () => {
    expect(() => routeManifest(table, ["plus-de-page"])).toThrow(/plus-de-page/);
  });
});
