import { describe, expect, it } from "vitest";
import { breakdownLines, computePrice, instalmentSchedule, instalmentsFit, type PriceBreakdown } from "./pricing";

const rules = { earlyBird: { price: 85000, until: "2027-03-01" }, group: { minSeats: 5, unitPrice: 80000 } };

describe("computePrice", () => {
  it("applies the early-bird price until its date included, not after", () => {
    expect(computePrice({ basePrice: 100000, currency: "XOF", quantity: 1, on: "2027-03-01", rules })).toEqual({
      unitPrice: 85000,
      rule: "early_bird",
      subtotal: 85000,
      discount: 0,
      total: 85000,
    });
    expect(computePrice({ basePrice: 100000, currency: "XOF", quantity: 1, on: "2027-03-02", rules }).total).toBe(
      100000,
    );
  });

  it("applies the group rate from its number of seats, the lower rate winning (they do not add up)", () => {
    expect(computePrice({ basePrice: 100000, currency: "XOF", quantity: 4, on: "2027-04-01", rules }).total).toBe(
      400000,
    );
    const group = computePrice({ basePrice: 100000, currency: "XOF", quantity: 5, on: "2027-02-01", rules });
    expect(group).toMatchObject({ unitPrice: 80000, rule: "group", total: 400000 });
  });

  it("takes a code off the total: a percentage rounded to the currency's unit, or a fixed amount", () => {
    const percent = computePrice({
      basePrice: 99999,
      currency: "XOF",
      quantity: 1,
      on: "2027-04-01",
      promo: { code: "X", percentOff: 15 },
    });
    expect(percent).toMatchObject({ discount: 15000, total: 84999 });
    const cad = computePrice({
      basePrice: 1950,
      currency: "CAD",
      quantity: 1,
      on: "2027-04-01",
      promo: { code: "X", percentOff: 12.5 },
    });
    expect(cad).toMatchObject({ discount: 243.75, total: 1706.25 });
    const fixed = computePrice({
      basePrice: 100000,
      currency: "XOF",
      quantity: 1,
      on: "2027-04-01",
      promo: { code: "X", amountOff: 20000 },
    });
    expect(fixed.total).toBe(80000);
    expect(() =>
      computePrice({
        basePrice: 10000,
        currency: "XOF",
        quantity: 1,
        on: "2027-04-01",
        promo: { code: "TOUT", amountOff: 10000 },
      }),
    ).toThrow("ne peut pas s'appliquer");
  });
});

describe("instalmentSchedule", () => {
  it("splits in whole francs, the remainder on the first, 30 days apart", () => {
    expect(
      instalmentSchedule({ total: 100000, currency: "XOF", count: 3, startsOn: "2027-06-30", today: "2027-03-01" }),
    ).toEqual([
      { number: 1, dueOn: "2027-03-01", amount: 33334 },
      { number: 2, dueOn: "2027-03-31", amount: 33333 },
      { number: 3, dueOn: "2027-04-30", amount: 33333 },
    ]);
    expect(
      instalmentSchedule({ total: 1950, currency: "CAD", count: 3, startsOn: "2027-06-30", today: "2027-03-01" })!.map(
        (part) => part.amount,
      ),
    ).toEqual([650, 650, 650]);
    expect(
      instalmentSchedule({
        total: 1000.01,
        currency: "CAD",
        count: 2,
        startsOn: "2027-06-30",
        today: "2027-03-01",
      })!.map((part) => part.amount),
    ).toEqual([500.01, 500]);
  });

  it("refuses a plan whose last payment falls less than 7 days before the start", () => {
    expect(instalmentsFit(2, "2027-04-07", "2027-03-01")).toBe(true);
    expect(instalmentsFit(2, "2027-04-06", "2027-03-01")).toBe(false);
    expect(
      instalmentSchedule({ total: 1000, currency: "XOF", count: 3, startsOn: "2027-04-20", today: "2027-03-01" }),
    ).toBeNull();
    expect(
      instalmentSchedule({ total: 1000, currency: "XOF", count: 4, startsOn: "2028-04-20", today: "2027-03-01" }),
    ).toBeNull();
  });
});

describe("breakdownLines", () => {
  it("lists the catalogue price, the rule, the code, the total and the schedule", () => {
    const breakdown: PriceBreakdown = {
      currency: "XOF",
      quantity: 1,
      base_unit_price: 100000,
      unit_price: 85000,
      rule: "early_bird",
      early_bird_until: "2027-03-01",
      group_min_seats: null,
      subtotal: 85000,
      promo_code: "BIENVENUE",
      promo_percent: 10,
      discount: 8500,
      total: 76500,
      instalments_max: 3,
      starts_on: "2027-06-30",
      instalments: 2,
      schedule: [
        { number: 1, due_on: "2027-02-01", amount: 38250 },
        { number: 2, due_on: "2027-03-03", amount: 38250 },
      ],
    };
    expect(breakdownLines(breakdown).map((line) => `${line.label}: ${line.amount}`)).toEqual([
      "Prix catalogue: 100\u202f000\u00a0F\u00a0CFA",
      "Tarif préférentiel jusqu'au 1er\u00a0mars 2027: 85\u202f000\u00a0F\u00a0CFA",
      "Code promo BIENVENUE (−10 %): − 8\u202f500\u00a0F\u00a0CFA",
      "Total: 76\u202f500\u00a0F\u00a0CFA",
      "Échéance 1/2 — aujourd'hui: 38\u202f250\u00a0F\u00a0CFA",
      "Échéance 2/2 — le 3\u00a0mars 2027: 38\u202f250\u00a0F\u00a0CFA",
    ]);
  });
});
