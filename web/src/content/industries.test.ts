import { describe, expect, it } from "vitest";
import { industrySlug } from "~/lib/paths";
import { findIndustry, industries, industryPath } from "./industries";

describe("industries", () => {
  it("gives every industry a distinct slug that is a valid URL path segment", () => {
    const slugs = industries.map((industry) => industrySlug(industry.name));
    expect(new Set(slugs).size).toBe(industries.length);
    for (const slug of slugs) {
      expect(slug).not.toMatch(/[\s/?#]/);
      const url = new URL(`https://exemple.test${industryPath(findIndustry(slug)!)}`);
      expect(decodeURIComponent(url.pathname)).toBe(`/industries/${slug}`);
    }
  });

  it("finds an accented industry by its slug, its encoded form and its accent-free spelling", () => {
    expect(industrySlug("Énergie")).toBe("énergie");
    expect(findIndustry("énergie")?.name).toBe("Énergie");
    expect(findIndustry("%C3%A9nergie")?.name).toBe("Énergie");
    expect(findIndustry("energie")?.name).toBe("Énergie");
    expect(findIndustry("e\u0301nergie")?.name).toBe("Énergie");
    expect(findIndustry("secteur-public")?.name).toBe("Secteur public");
  });

  it("finds nothing for an unknown slug", () => {
    expect(findIndustry("aeronautique")).toBeUndefined();
    expect(findIndustry(undefined)).toBeUndefined();
    expect(findIndustry("%E0%A4%A")).toBeUndefined();
  });
});
