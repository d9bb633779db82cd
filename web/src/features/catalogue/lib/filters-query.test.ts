import { PUBLIC_FORMATION_COLUMNS } from "~/domain/formation";
import { describe, expect, it } from "vitest";
import { demoFormationRows } from "~/lib/formations";
import {
  CATALOGUE_PAGE_SIZE,
  catalogueQueryString,
  pageFromRows,
  searchPattern,
  themesInOrder,
  totalFromContentRange,
} from "./filters-query";

const decoded = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe("catalogue query", () => {
  it("asks for the first page of everything, ordered by id", () => {
    expect(decoded(catalogueQueryString({ theme: null }))).toEqual({
      select: PUBLIC_FORMATION_COLUMNS.replaceAll(" ", ""),
      order: "id.asc",
      offset: "0",
      limit: String(CATALOGUE_PAGE_SIZE),
    });
  });

  it("puts theme, format, search and page in PostgREST filters", () => {
    expect(
      decoded(
        catalogueQueryString(
          { theme: "IA Appliquée", format: "En ligne", search: "  gestion  de projet ", page: 2 },
          10,
        ),
      ),
    ).toEqual({
      select: PUBLIC_FORMATION_COLUMNS.replaceAll(" ", ""),
      theme: "eq.IA Appliquée",
      formats: 'cs.{"En ligne"}',
      or: '(title.ilike."*gestion*de*projet*",description.ilike."*gestion*de*projet*")',
      order: "id.asc",
      offset: "20",
      limit: "10",
    });
  });

  it("drops from the search what PostgREST or SQL would read as syntax", () => {
    expect(searchPattern('a,b)(c"d\\e%f_g*h:i')).toBe("*a*b*c*d*e*f*g*h*i*");
    expect(searchPattern("  ")).toBeNull();
    expect(searchPattern(null)).toBeNull();
  });

  it("reads the total of Content-Range", () => {
    expect(totalFromContentRange("0-35/3000")).toBe(3000);
    expect(totalFromContentRange("*/0")).toBe(0);
    expect(totalFromContentRange("0-35/*")).toBeNull();
    expect(totalFromContentRange(null)).toBeNull();
  });

  it("orders themes by their first formation", () => {
    expect(
      themesInOrder([
        { theme: "Finance", min: 9 },
        { theme: "Leadership", min: 1 },
        { theme: "Gestion", min: 4 },
      ]),
    ).toEqual(["Leadership", "Gestion", "Finance"]);
  });
});

describe("pageFromRows (the demo catalogue, filtered in the browser as the server would)", () => {
  it("keeps every demo formation on one page with all the tabs", () => {
    const page = pageFromRows(demoFormationRows, { theme: null }, true);
    expect(page.formations).toHaveLength(30);
    expect(page).toMatchObject({ total: 30, page: 0, pageCount: 1, fromDemo: true });
    expect(page.themes).toEqual([
      "Leadership",
      "Gouvernance",
      "IA Stratégique",
      "IA Appliquée",
      "Éthique Numérique",
      "Transformation Digitale",
      "Conformité",
      "Gestion",
      "Communication",
      "Finance",
    ]);
  });

  it("filters by theme, format and words of the title or description, keeping the tabs of the whole catalogue", () => {
    const finance = pageFromRows(demoFormationRows, { theme: "Finance" }, false);
    expect(finance.formations.map((f) => f.theme)).toEqual(["Finance", "Finance", "Finance"]);
    expect(finance.themes).toHaveLength(10);
    const online = pageFromRows(demoFormationRows, { theme: null, format: "En ligne" }, false);
    expect(online.formations.every((f) => f.formats.includes("En ligne"))).toBe(true);
    expect(online.total).toBe(demoFormationRows.filter((f) => f.formats.includes("En ligne")).length);
    const first = demoFormationRows[0]!;
    const word = first.title.split(" ").find((w) => w.length > 4)!;
    const found = pageFromRows(demoFormationRows, { theme: null, search: word.toUpperCase() }, false);
    expect(found.formations.map((f) => f.id)).toContain(first.id);
    expect(pageFromRows(demoFormationRows, { theme: null, search: "zzzz-introuvable" }, false)).toMatchObject({
      total: 0,
      pageCount: 0,
      formations: [],
    });
  });

  it("pages in id order", () => {
    const shuffled = [...demoFormationRows].reverse();
    const second = pageFromRows(shuffled, { theme: null, page: 1 }, false, 12);
    expect(second.formations.map((f) => f.id)).toEqual(demoFormationRows.slice(12, 24).map((f) => f.id));
    expect(second.pageCount).toBe(3);
  });
});
