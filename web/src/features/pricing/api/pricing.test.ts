import { describe, expect, it } from "vitest";
import { planStateOf } from "./pricing";

describe("planStateOf", () => {
  const plan = (second: "due" | "failed" | "paid", dueOn = "2027-04-01") => [
    { number: 1, status: "paid" as const, due_on: "2027-03-01" },
    { number: 2, status: second, due_on: dueOn },
  ];

  it("is suspended while a later instalment failed or is past its date, as the database says", () => {
    expect(planStateOf(plan("due"), "2027-03-15")).toBe("active");
    expect(planStateOf(plan("due"), "2027-04-01")).toBe("active");
    expect(planStateOf(plan("due"), "2027-04-02")).toBe("suspended");
    expect(planStateOf(plan("failed"), "2027-03-15")).toBe("suspended");
    expect(planStateOf(plan("paid"), "2027-05-01")).toBe("completed");
  });
});
