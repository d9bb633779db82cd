import { describe, expect, it } from "vitest";
import { sessionsForFormation } from "./formation-sessions";
import { seatCountLabel, seatLevel } from "./session-format";
import { sessions } from "~/content/sessions";

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

describe("sessionsForFormation", () => {
  it("keeps the sessions of the formation", () => {
    const result = sessionsForFormation(22);
    expect(result.matched).toBe(true);
    expect(result.sessions.map((s) => s.formationId)).toEqual([22]);
  });
  it("falls back to every upcoming session", () => {
    const result = sessionsForFormation(5);
    expect(result.matched).toBe(false);
    expect(result.sessions).toHaveLength(4);
  });
});
