import { describe, expect, it } from "vitest";
import { formationFormSchema, emptyFormationValues, formValuesToFormation, parsePrice } from "./formation-schema";

describe("parsePrice", () => {
  it("reads French-formatted amounts, empty as no price, and rejects the rest", () => {
    expect(parsePrice("")).toBeNull();
    expect(parsePrice(" 950 000 ")).toBe(950000);
    expect(parsePrice("1950,50")).toBe(1950.5);
    expect(parsePrice("-5")).toBeNaN();
    expect(parsePrice("12.345")).toBeNaN();
    expect(parsePrice("abc")).toBeNaN();
  });
});

describe("formation form → row", () => {
  it("turns an empty price into 'Sur demande' (null) and keeps formats in catalogue order", () => {
    const values = {
      ...emptyFormationValues,
      title: " Audit ",
      duration: "2 jours",
      expert: "Awa Traoré",
      formats: ["Hybride", "Présentiel"] as const,
    };
    const parsed = formationFormSchema.parse({ ...values, formats: [...values.formats] });
    expect(formValuesToFormation(parsed)).toMatchObject({
      title: "Audit",
      price: null,
      formats: ["Présentiel", "Hybride"],
    });
  });

  it("refuses what the database refuses", () => {
    const result = formationFormSchema.safeParse({
      ...emptyFormationValues,
      theme: "Astrologie",
      price: "-5",
      price_currency: "EUR",
      formats: [],
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(
      expect.arrayContaining(["title", "theme", "duration", "formats", "expert", "price", "price_currency"]),
    );
  });
});
