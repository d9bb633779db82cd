import { describe, expect, it } from "vitest";
import { sessionFormErrors, type SessionFormValues } from "./session-form";

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
    expect(sessionFormErrors(valid, 5)).toEqual({});
  });

  it("names each missing or wrong field in French", () => {
    expect(
      sessionFormErrors({ ...valid, formation_id: "", ends_on: "2027-01-10", city: " ", capacity: "0" }, 0),
    ).toEqual({
      formation_id: "Choisissez la formation.",
      ends_on: "Le dernier jour ne peut pas précéder le premier.",
      city: "Indiquez la ville.",
      capacity: "Une capacité entre 1 et 1000 places.",
    });
  });

  it("refuses a capacity below the seats already taken, and needs no city online", () => {
    expect(sessionFormErrors({ ...valid, capacity: "6" }, 5).capacity).toMatch(/Au moins 7 places/);
    expect(sessionFormErrors({ ...valid, format: "En ligne", city: "" }, 0)).toEqual({});
  });
});
