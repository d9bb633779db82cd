import { describe, expect, it } from "vitest";
import { sessions } from "~/content/sessions";
import { formatSessionDates, seatCountLabel, seatLevel, sessionPlace } from "./session-format";

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

describe("seatLevel", () => {
  it("is full with no seat left (« Complet · liste d'attente », never « Dernières places »), critical from 1 to 3", () => {
    expect(seatLevel(0)).toBe("full");
    expect(seatLevel(-1)).toBe("full");
    expect(seatLevel(1)).toBe("critical");
    expect(seatLevel(3)).toBe("critical");
  });
  it("is limited from 4 to 8 seats", () => {
    expect(seatLevel(4)).toBe("limited");
    expect(seatLevel(8)).toBe("limited");
  });
  it("is available above 8 seats", () => {
    expect(seatLevel(9)).toBe("available");
    expect(seatLevel(20)).toBe("available");
  });
  it("gives the demo sessions orange, green, green, green", () => {
    expect(sessions.map((s) => seatLevel(s.placesRestantes))).toEqual([
      "limited",
      "available",
      "available",
      "available",
    ]);
  });
});

describe("seatCountLabel", () => {
  it("agrees in number", () => {
    expect(seatCountLabel(8, 20)).toBe("8 / 20 places restantes");
    expect(seatCountLabel(1, 20)).toBe("1 / 20 place restante");
  });
});
