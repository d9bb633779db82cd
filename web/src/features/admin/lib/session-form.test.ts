import { describe, expect, it } from "vitest";
import { sessionFormErrors, sessionHasEnded, type SessionFormValues } from "./session-form";

const valid: SessionFormValues = {
  formation_id: "22",
  starts_on: "2027-01-11",
  ends_on: "2027-01-15",
  format: "Présentiel",
  city: "Abidjan",
  venue: "",
  capacity: "20",
  reserved_seats: "2",
  status: "open",
};

describe("session form rules", () => {
  it("accepts a complete session", () => {
    expect(sessionFormErrors(valid, 5, { today: "2026-11-26" })).toEqual({});
  });

  it("names each missing or wrong field in French", () => {
    expect(
      sessionFormErrors({ ...valid, formation_id: "", ends_on: "2027-01-10", city: " ", capacity: "0" }, 0, {
        today: "2026-11-26",
      }),
    ).toEqual({
      formation_id: "Choisissez la formation.",
      ends_on: "Le dernier jour ne peut pas précéder le premier.",
      city: "Indiquez la ville.",
      capacity: "Une capacité entre 1 et 1000 places.",
    });
  });

  it("refuses a capacity below the seats already taken, and needs no city online", () => {
    expect(sessionFormErrors({ ...valid, capacity: "6" }, 5, { today: "2026-11-26" }).capacity).toMatch(
      /Au moins 7 places/,
    );
    expect(sessionFormErrors({ ...valid, format: "En ligne", city: "" }, 0, { today: "2026-11-26" })).toEqual({});
  });

  it("refuses an end date in the past, unless it is the saved one of a session being edited", () => {
    const past = { ...valid, starts_on: "2026-11-20", ends_on: "2026-11-25" };
    expect(sessionFormErrors(past, 0, { today: "2026-11-26" }).ends_on).toBe(
      "Cette date est passée\u00a0: une session se termine aujourd'hui au plus tôt.",
    );
    expect(sessionFormErrors({ ...past, ends_on: "2026-11-26" }, 0, { today: "2026-11-26" })).toEqual({});
    expect(sessionFormErrors(past, 0, { today: "2026-11-26", savedEndsOn: "2026-11-25" })).toEqual({});
  });

  it("tells an ended session from an open one", () => {
    expect(sessionHasEnded("2026-11-25", "2026-11-26")).toBe(true);
    expect(sessionHasEnded("2026-11-26", "2026-11-26")).toBe(false);
  });
});
