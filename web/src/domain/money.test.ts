import { describe, expect, it } from "vitest";
import { formatMoney } from "@common/format";
import { formatAmounts, formatPrice } from "./money";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatPrice", () => {
  it("writes francs CFA and Canadian dollars the one way the whole site does", () => {
    expect(formatPrice(950000, "XOF")).toBe("950\u202f000\u00a0F\u00a0CFA");
    expect(plain(formatPrice(1950, "CAD"))).toBe("1 950,00 $ CA");
  });

  it("gives an empty string when there is no price", () => {
    expect(formatPrice(null, "XOF")).toBe("");
    expect(formatPrice(undefined, "CAD")).toBe("");
  });
});

describe("formatMoney", () => {
  it("is the same writing as a price, from numbers or PostgreSQL numeric strings", () => {
    expect(formatMoney(950000, "XOF")).toBe(formatPrice(950000, "XOF"));
    expect(plain(formatMoney("730000.00", "XOF"))).toBe("730 000 F CFA");
    expect(plain(formatMoney("1950.5", "CAD"))).toBe("1 950,50 $ CA");
    expect(plain(formatMoney(1250.6, "XOF"))).toBe("1 251 F CFA");
  });
});

describe("formatAmounts", () => {
  it("writes francs then dollars, never added, and nothing for no amount", () => {
    expect(formatAmounts({ CAD: 1200.5, XOF: 500000 })).toBe(
      `${formatMoney(500000, "XOF")} + ${formatMoney(1200.5, "CAD")}`,
    );
    expect(formatAmounts({ XOF: 0 })).toBe(formatMoney(0, "XOF"));
    expect(formatAmounts({})).toBe("");
  });
});
