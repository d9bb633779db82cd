import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initialsOf("Marie-Claire Tremblay")).toBe("MT");
    expect(initialsOf("Jean-François Gagnon")).toBe("JG");
    expect(initialsOf("Aïcha Koné")).toBe("AK");
  });

  it("handles one word, extra spaces and an empty name", () => {
    expect(initialsOf("  awa  ")).toBe("A");
    expect(initialsOf("Amadou  Mamadou   Diallo")).toBe("AD");
    expect(initialsOf("")).toBe("");
  });
});
