import { describe, expect, it } from "vitest";
import { cityKey, PLACES, placeKey, roomOfCity } from "./places";

describe("places", () => {
  it("keys a city without accents, case or spaces, as the database's check allows", () => {
    expect(cityKey("Montréal")).toBe("montreal");
    expect(cityKey(" Saint-Louis ")).toBe("saint-louis");
    expect(placeKey("bureau", "Montréal")).toBe("bureau-montreal");
    expect(placeKey("salle", "Abidjan")).toBe("salle-abidjan");
    expect(placeKey("salle", "123")).toBe("");
    for (const { place } of PLACES) expect(place).toMatch(/^(bureau|salle)-[a-z]+(-[a-z]+)*$/);
  });

  it("finds a session's training room by its city, whatever its spelling, and none for a remote session", () => {
    expect(roomOfCity("Montreal")).toBe("salle-montreal");
    expect(roomOfCity("DAKAR")).toBe("salle-dakar");
    expect(roomOfCity("En ligne")).toBeNull();
    expect(roomOfCity("Libreville")).toBeNull();
  });

  it("lists four offices and three rooms, each once, labelled in French", () => {
    expect(PLACES.map((p) => p.label)).toEqual([
      "Bureau de Montréal",
      "Bureau d'Abidjan",
      "Bureau de Dakar",
      "Bureau de Libreville",
      "Salle de formation de Montréal",
      "Salle de formation d'Abidjan",
      "Salle de formation de Dakar",
    ]);
  });
});
