import { describe, expect, it } from "vitest";
import { formatPhone, officeCountryOf, toE164 } from "./phone";

describe("a learner's mobile number in E.164 (decision 1008)", () => {
  it("reads a number without its prefix in the office's country", () => {
    expect(toE164("07 07 12 34 56", "CI")).toEqual({ ok: true, e164: "+2250707123456" });
    expect(toE164("77 123 45 67", "SN")).toEqual({ ok: true, e164: "+221771234567" });
    expect(toE164("(514) 555-0123", "CA")).toEqual({ ok: true, e164: "+15145550123" });
    expect(toE164("1 514 555 0123", "CA")).toEqual({ ok: true, e164: "+15145550123" });
  });

  it("keeps a number written with its prefix (+ or 00), whatever the office", () => {
    expect(toE164("+225 05 44 33 22 11", "CA")).toEqual({ ok: true, e164: "+2250544332211" });
    expect(toE164("00221 76 000 11 22", "CI")).toEqual({ ok: true, e164: "+221760001122" });
    expect(toE164("+33 6 12 34 56 78", "CI")).toEqual({ ok: true, e164: "+33612345678" });
  });

  it("refuses numbers the offices' numbering plans do not have", () => {
    expect(toE164("07 12 34 56", "CI").ok).toBe(false); // the 8-digit numbers before 2021
    expect(toE164("+225 09 07 12 34 56", "CI").ok).toBe(false);
    expect(toE164("+221 12 345 67 89", "SN").ok).toBe(false);
    expect(toE164("+1 014 555 0123", "CA").ok).toBe(false); // an area code never starts with 0 or 1
    expect(toE164("", "CI")).toEqual({ ok: false, message: "Indiquez votre numéro de mobile." });
    expect(toE164("07 07 AB 34 56", "CI").ok).toBe(false);
    expect(toE164("+225 07+07", "CI").ok).toBe(false);
    expect(toE164("+1234", "CI").ok).toBe(false);
  });

  it("takes the office from the profile's country, Côte d'Ivoire otherwise", () => {
    expect(officeCountryOf("Sénégal")).toBe("SN");
    expect(officeCountryOf("Canada")).toBe("CA");
    expect(officeCountryOf("Québec")).toBe("CA");
    expect(officeCountryOf("Côte d'Ivoire")).toBe("CI");
    expect(officeCountryOf(null)).toBe("CI");
  });

  it("shows a number grouped as people write it", () => {
    expect(formatPhone("+2250707123456")).toBe("+225 07 07 12 34 56");
    expect(formatPhone("+221771234567")).toBe("+221 77 123 45 67");
    expect(formatPhone("+15145550123")).toBe("+1 514 555 0123");
    expect(formatPhone("+33612345678")).toBe("+33612345678");
  });
});
