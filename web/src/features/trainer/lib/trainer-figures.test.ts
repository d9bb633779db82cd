import { describe, expect, it } from "vitest";
import type { Enrollment, Formation } from "@common/database";
import { formationFigures, formatRate, totalFigures } from "./trainer-figures";

const formation = (id: number, title: string) => ({ id, title, expert: "Awa Traoré" }) as Formation;
const row = (id: number, formation_id: number, status: string) => ({ id, formation_id, status }) as Enrollment;

const formations = [formation(1, "Leadership"), formation(2, "Gouvernance"), formation(3, "Agilité")];
const enrollments = [
  row(1, 1, "completed"),
  row(2, 1, "completed"),
  row(3, 1, "confirmed"),
  row(4, 1, "cancelled"),
  row(5, 2, "pending"),
  row(6, 2, ""),
  row(7, 99, "completed"), // another trainer's formation
];

describe("formationFigures", () => {
  const figures = formationFigures(formations, enrollments);

  it("counts each formation's enrollments by status, most enrolled first", () => {
    expect(figures.map((f) => [f.formation.title, f.total])).toEqual([
      ["Leadership", 4],
      ["Gouvernance", 2],
      ["Agilité", 0],
    ]);
    expect(figures[0]).toMatchObject({ completed: 2, confirmed: 1, cancelled: 1, pending: 0 });
    expect(figures[1]).toMatchObject({ pending: 2 });
  });

  it("computes completion over enrollments not cancelled, none when nobody is enrolled", () => {
    expect(figures[0].completionRate).toBeCloseTo(2 / 3);
    expect(figures[1].completionRate).toBe(0);
    expect(figures[2].completionRate).toBeNull();
  });
});

describe("totalFigures", () => {
  it("adds up the trainer's formations only", () => {
    expect(totalFigures(formations, enrollments)).toMatchObject({
      total: 6,
      completed: 2,
      cancelled: 1,
      pending: 2,
      confirmed: 1,
    });
    expect(totalFigures(formations, enrollments).completionRate).toBeCloseTo(0.4);
  });
});

describe("labels", () => {
  it("writes rates the French way and a dash when there is nothing to measure", () => {
    expect(formatRate(2 / 3).replace(/\s/g, " ")).toBe("67 %");
    expect(formatRate(null)).toBe("—");
  });
});
