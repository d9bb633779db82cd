import { describe, expect, it } from "vitest";
import { formatAmount, formatPrice } from "./money";

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

describe("formatAmount", () => {
  it("writes francs CFA in whole francs, rounding any fraction away", () => {
    expect(formatAmount(950000, "XOF")).toBe("950 000 FCFA");
    expect(formatAmount(1250.6, "XOF")).toBe("1 251 FCFA");
  });

  it("writes Canadian dollars with their cents", () => {
    expect(formatAmount(1950, "CAD")).toBe("1 950,00 $ CA");
    expect(formatAmount(12.5, "CAD")).toBe("12,50 $ CA");
  });

  it("reads PostgreSQL's numeric strings and uses plain spaces (e-mails and PDF fonts)", () => {
    expect(formatAmount("730000.00", "XOF")).toBe("730 000 FCFA");
    expect(formatAmount("1950.5", "CAD")).toBe("1 950,50 $ CA");
    expect(formatAmount(1234567, "XOF")).not.toMatch(/[\u202f\u00a0]/);
  });
});
