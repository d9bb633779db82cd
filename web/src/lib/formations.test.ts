import { describe, expect, it } from "vitest";
import { demoFormationRows, durationInDays, findDemoFormation, parseFormationId, toFormationRow } from "./formations";
import { demoFormations } from "~/content/formations";

describe("demo rows", () => {
  it("turn each demo formation into a full row with fixed timestamps", () => {
    const row = toFormationRow(demoFormations[0]!);
    expect(row).toMatchObject({ id: 1, title: demoFormations[0]!.title, created_at: row.updated_at });
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(demoFormationRows).toHaveLength(30);
  });

  it("find a demo formation by id, or nothing", () => {
    expect(findDemoFormation(22)?.id).toBe(22);
    expect(findDemoFormation(9999)).toBeUndefined();
  });
});

describe("parseFormationId", () => {
  it("accepts positive integers only", () => {
    expect(parseFormationId("12")).toBe(12);
    expect(parseFormationId("abc")).toBeNull();
    expect(parseFormationId("1.5")).toBeNull();
    expect(parseFormationId("-3")).toBeNull();
    expect(parseFormationId("0")).toBeNull();
    expect(parseFormationId(undefined)).toBeNull();
    expect(parseFormationId("")).toBeNull();
  });
});

describe("durationInDays", () => {
  it("reads the number of days", () => {
    expect(durationInDays("3 jours")).toBe(3);
    expect(durationInDays("1 jour")).toBe(1);
    expect(durationInDays("Sur mesure")).toBe(1);
  });
});
