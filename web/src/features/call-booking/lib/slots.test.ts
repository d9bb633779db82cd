import { describe, expect, it } from "vitest";
import { groupSlots, guessOffice, slotLabel } from "./slots";

describe("the call's slots in the visitor's zone (decision 1021)", () => {
  it("groups the slots by the visitor's day and tells the time there", () => {
    const slots = [
      { starts_at: "2030-01-07T14:00:00Z", ends_at: "2030-01-07T14:15:00Z" },
      { starts_at: "2030-01-07T23:30:00Z", ends_at: "2030-01-07T23:45:00Z" },
    ];
    const montreal = groupSlots(slots, "America/Toronto");
    expect(montreal).toHaveLength(1);
    expect(montreal[0].label).toBe("Lundi 7 janvier");
    expect(montreal[0].slots.map((slot) => slot.label)).toEqual(["09 h 00", "18 h 30"]);
    // In Paris the second one is already Tuesday.
    const paris = groupSlots(slots, "Europe/Paris");
    expect(paris.map((day) => day.label)).toEqual(["Lundi 7 janvier", "Mardi 8 janvier"]);
    expect(slotLabel("2030-01-07T14:00:00Z", "Africa/Dakar")).toBe("lundi 7 janvier à 14 h 00");
  });

  it("guesses the office from the browser's zone", () => {
    expect(guessOffice("America/Toronto")).toBe("Montréal");
    expect(guessOffice("Africa/Dakar")).toBe("Dakar");
    expect(guessOffice("Europe/Paris")).toBe("Abidjan");
  });
});
