import { describe, expect, it } from "vitest";
import { formatSessionDates, sessionPlace } from "./session-format";

describe("session dates and place", () => {
  it("writes the dates as the catalogue always did", () => {
    expect(formatSessionDates("2027-01-11", "2027-01-15")).toBe("11 – 15 janvier 2027");
    expect(formatSessionDates("2027-01-30", "2027-02-02")).toBe("30 janvier – 2 février 2027");
    expect(formatSessionDates("2027-12-30", "2028-01-02")).toBe("30 décembre 2027 – 2 janvier 2028");
    expect(formatSessionDates("2027-03-01", "2027-03-01")).toBe("1er mars 2027");
  });

  it("names the place by format", () => {
    expect(sessionPlace({ format: "En ligne", city: "En ligne" })).toBe("En ligne");
    expect(sessionPlace({ format: "Hybride", city: "Abidjan" })).toBe("Hybride · Abidjan");
    expect(sessionPlace({ format: "Présentiel", city: "Dakar" })).toBe("Dakar");
  });
});
