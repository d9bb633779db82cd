import { describe, expect, it } from "vitest";
import type { Formation } from "~/lib/database";
import { findDemoFormation } from "~/lib/formations";
import { courseOrDemo, initialRelated, relatedOrDemo } from "./course-fallback";

const backendCourse: Formation = { ...findDemoFormation(5)!, title: "Titre venu du backend" };

describe("courseOrDemo", () => {
  it("keeps the backend's course", () => {
    expect(courseOrDemo({ data: backendCourse, error: null }, 5)).toBe(backendCourse);
  });
  it("falls back to the demo course with that id on error", () => {
    expect(courseOrDemo({ data: null, error: new Error("réseau") }, 5)?.title).toBe(findDemoFormation(5)!.title);
  });
  it("gives nothing for an id without demo course (the page redirects)", () => {
    expect(courseOrDemo({ data: null, error: { code: "PGRST116" } }, 9999)).toBeNull();
  });
});

describe("relatedOrDemo", () => {
  const course = findDemoFormation(22)!; // Gestion

  it("keeps at most 3 rows from the query, never the course itself", () => {
    const rows = [findDemoFormation(23)!, findDemoFormation(24)!, course, findDemoFormation(1)!, findDemoFormation(2)!];
    expect(relatedOrDemo({ data: rows, error: null }, course).map((f) => f.id)).toEqual([23, 24, 1]);
  });

  it("uses the demo courses of the same theme on error", () => {
    expect(relatedOrDemo({ data: null, error: new Error("x") }, course).map((f) => f.id)).toEqual([23, 24]);
  });

  it("uses the first 3 other demo courses when the query returns nothing", () => {
    expect(relatedOrDemo({ data: [], error: null }, course).map((f) => f.id)).toEqual([1, 2, 3]);
    expect(relatedOrDemo({ data: [], error: null }, findDemoFormation(2)!).map((f) => f.id)).toEqual([1, 3, 4]);
  });

  it("starts from the same-theme demo courses, or the first others for a theme without demo", () => {
    expect(initialRelated(course).map((f) => f.id)).toEqual([23, 24]);
    // A theme a later migration may allow before the demo catalogue has courses in it.
    const newTheme = "Innovation" as Formation["theme"];
    expect(initialRelated({ id: 99, theme: newTheme }).map((f) => f.id)).toEqual([1, 2, 3]);
  });
});
