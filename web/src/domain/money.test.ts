import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";

const NNBSP = "\u202f";

describe("formatPrice", () => {
  it("groups XOF amounts with narrow no-break spaces", () => {
    expect(formatPrice(950000, "XOF")).toBe(`950${NNBSP}000 XOF`);
    expect(formatPrice(730000, "XOF")).toBe(`730${NNBSP}000 XOF`);
  });

  it("formats CAD amounts the same way", () => {
    expect(formatPrice(1950, "CAD")).toBe(`1${NNBSP}950 CAD`);
  });

  it("gives an empty string when there is no price", () => {
    expect(formatPrice(null, "XOF")).toBe("");
    expect(formatPrice(undefined, "CAD")).toBe("");
  });

  it("reads as '950 000 XOF' once spaces are normalised", () => {
    expect(formatPrice(950000, "XOF").replace(/\s/g, " ")).toBe("950 000 XOF");
  });
});
