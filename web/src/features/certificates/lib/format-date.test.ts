import { describe, expect, it } from "vitest";
import { formatCertificateDate } from "./format-date";

describe("formatCertificateDate", () => {
  it("writes the day, the French month and the year", () => {
    expect(formatCertificateDate("2027-03-12T10:00:00Z")).toBe("12 mars 2027");
    expect(formatCertificateDate("2026-12-25T08:30:00+00:00")).toBe("25 décembre 2026");
  });

  it("writes the first day of a month as '1er'", () => {
    expect(formatCertificateDate("2027-02-01T09:00:00Z")).toBe("1er février 2027");
  });

  it("reads the date in UTC so every device prints the same day", () => {
    expect(formatCertificateDate("2027-03-12T23:30:00Z")).toBe("12 mars 2027");
    expect(formatCertificateDate("2027-03-13T00:30:00+02:00")).toBe("12 mars 2027");
  });

  it("gives an empty string for an unreadable date", () => {
    expect(formatCertificateDate("pas une date")).toBe("");
  });
});
