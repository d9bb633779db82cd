import { describe, expect, it } from "vitest";
import type { Enrollment, Formation } from "~/lib/database";
import { courseFigures, formatRate, totalFigures } from "./trainer-figures";

const course = (id: number, title: string) => ({ id, title, expert: "Awa Traoré" }) as Formation;
const row = (id: number, formation_id: number, status: string) => ({ id, formation_id, status }) as Enrollment;

const courses = [course(1, "Leadership"), course(2, "Gouvernance"), course(3, "Agilité")];
const enrollments = [
  row(1, 1, "completed"),
  row(2, 1, "completed"),
  row(3, 1, "confirmed"),
  row(4, 1, "cancelled"),
  row(5, 2, "pending"),
  row(6, 2, ""),
  row(7, 99, "completed"), // another trainer's course
];

describe("courseFigures", () => {
  const figures = courseFigures(courses, enrollments);

  it("counts each course's enrolments by status, most enrolled first", () => {
    expect(figures.map((f) => [f.course.title, f.total])).toEqual([
      ["Leadership", 4],
      ["Gouvernance", 2],
      ["Agilité", 0],
    ]);
    expect(figures[0]).toMatchObject({ completed: 2, confirmed: 1, cancelled: 1, pending: 0 });
    expect(figures[1]).toMatchObject({ pending: 2 });
  });

  it("computes completion over enrolments not cancelled, none when nobody is enrolled", () => {
    expect(figures[0].completionRate).toBeCloseTo(2 / 3);
    expect(figures[1].completionRate).toBe(0);
    expect(figures[2].completionRate).toBeNull();
  });
});

describe("totalFigures", () => {
  it("adds up the trainer's courses only", () => {
    expect(totalFigures(courses, enrollments)).toMatchObject({
      total: 6,
      completed: 2,
      cancelled: 1,
      pending: 2,
      confirmed: 1,
    });
    expect(totalFigures(courses, enrollments).completionRate).toBeCloseTo(0.4);
  });
});

describe("labels", () => {
  it("writes rates the French way and a dash when there is nothing to measure", () => {
    expect(formatRate(2 / 3).replace(/\s/g, " ")).toBe("67 %");
    expect(formatRate(null)).toBe("—");
  });
});
