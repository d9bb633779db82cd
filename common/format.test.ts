import { afterEach, describe, expect, it, vi } from "vitest";
import {
  frenchSpacing,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPlaceAndDate,
  formatTime,
  ordinal,
  ordinalDay,
  plural,
  timeZoneFor,
} from "./format";

/** Reads a formatted string with every kind of space as a plain one. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("money", () => {
  it("writes francs CFA in whole francs as « F CFA », grouped with narrow no-break spaces", () => {
    expect(formatMoney(950000, "XOF")).toBe("950\u202f000\u00a0F\u00a0CFA");
    expect(plain(formatMoney(1250.6, "XOF"))).toBe("1 251 F CFA");
    expect(plain(formatMoney("730000.00", "XOF"))).toBe("730 000 F CFA");
  });

  it("writes Canadian dollars with their cents as « $ CA »", () => {
    expect(formatMoney(1950, "CAD")).toBe("1\u202f950,00\u00a0$\u00a0CA");
    expect(plain(formatMoney("12.5", "CAD"))).toBe("12,50 $ CA");
    expect(plain(formatMoney(1234567.891, "CAD"))).toBe("1 234 567,89 $ CA");
  });

  it("gives nothing for a missing amount and keeps an unknown currency's code", () => {
    expect(formatMoney(Number.NaN, "XOF")).toBe("");
    expect(plain(formatMoney(10, "EUR"))).toBe("10,00 EUR");
  });

  it("groups plain numbers the same way", () => {
    expect(formatNumber(1234567)).toBe("1\u202f234\u202f567");
    expect(formatNumber(999)).toBe("999");
  });
});

describe("ordinals and plurals", () => {
  it("writes the first day of a month « 1er » and the others as numbers", () => {
    expect(ordinalDay(1)).toBe("1er");
    expect(ordinalDay(2)).toBe("2");
    expect(ordinalDay(31)).toBe("31");
  });

  it("writes ranks 1re / 1er, 2e, 3e", () => {
    expect(ordinal(1)).toBe("1re");
    expect(ordinal(1, false)).toBe("1er");
    expect(ordinal(2)).toBe("2e");
    expect(ordinal(11)).toBe("11e");
  });

  it("keeps 0 and 1 singular and puts 2 and more in the plural, with a no-break space", () => {
    expect(plural(0, "inscrit")).toBe("0\u00a0inscrit");
    expect(plural(1, "inscrit")).toBe("1\u00a0inscrit");
    expect(plural(2, "inscrit")).toBe("2\u00a0inscrits");
    expect(plain(plural(1, "place libre"))).toBe("1 place libre");
    expect(plain(plural(3, "place libre"))).toBe("3 places libres");
    expect(plain(plural(2, "jour"))).toBe("2 jours");
    expect(plain(plural(2, "cours"))).toBe("2 cours");
    expect(plain(plural(1200, "session"))).toBe("1 200 sessions");
  });

  it("takes an irregular plural when given", () => {
    expect(plain(plural(2, "travail", "travaux"))).toBe("2 travaux");
  });
});

describe("dates", () => {
  it("writes « 1er juin 2027 » for a calendar date, whatever the machine's zone", () => {
    expect(plain(formatDate("2027-06-01"))).toBe("1er juin 2027");
    expect(plain(formatDate("2027-06-15"))).toBe("15 juin 2027");
    expect(plain(formatDate("2027-06-01", { year: false }))).toBe("1er juin");
  });

  it("writes where and on what day a document is made: « Montréal, le 6 décembre 2026 »", () => {
    expect(plain(formatPlaceAndDate("Montréal", "2026-12-06"))).toBe("Montréal, le 6 décembre 2026");
    expect(plain(formatPlaceAndDate("Montréal", "2026-12-07T02:00:00Z"))).toBe("Montréal, le 7 décembre 2026");
    expect(plain(formatPlaceAndDate("Montréal", "2026-12-07T02:00:00Z", { timeZone: "America/Toronto" }))).toBe(
      "Montréal, le 6 décembre 2026",
    );
  });

  it("reads an instant in the zone asked for", () => {
    // 1 June 2027 at 02:00 UTC is still 31 May in Montréal (UTC-4 in summer).
    expect(plain(formatDate("2027-06-01T02:00:00Z", { timeZone: "America/Toronto" }))).toBe("31 mai 2027");
    expect(plain(formatDate("2027-06-01T02:00:00Z", { timeZone: "Africa/Dakar" }))).toBe("1er juin 2027");
  });

  it("writes a session's dates as a French range", () => {
    expect(plain(formatDateRange("2027-02-04", "2027-02-04"))).toBe("le 4 février 2027");
    expect(plain(formatDateRange("2027-06-01", "2027-06-05"))).toBe("du 1er au 5 juin 2027");
    expect(plain(formatDateRange("2027-05-30", "2027-06-03"))).toBe("du 30 mai au 3 juin 2027");
    expect(plain(formatDateRange("2026-12-28", "2027-01-02"))).toBe("du 28 décembre 2026 au 2 janvier 2027");
  });
});

describe("times in the offices' zones", () => {
  const instant = "2026-12-03T16:39:00Z";

  it("tells the time in Abidjan and Dakar (UTC) and in Montréal (UTC-5 in winter), naming the zone", () => {
    expect(plain(formatTime(instant, "Africa/Abidjan"))).toBe("16 h 39");
    expect(plain(formatTime(instant, "America/Toronto"))).toBe("11 h 39");
    expect(plain(formatTime("2026-12-03T09:00:00Z", "Africa/Dakar"))).toBe("9 h");
    expect(plain(formatDateTime(instant, "America/Toronto"))).toBe("3 décembre 2026 à 11 h 39 (heure de Montréal)");
    expect(plain(formatDateTime(instant, "Africa/Abidjan"))).toBe("3 décembre 2026 à 16 h 39 (heure d'Abidjan)");
    expect(plain(formatDateTime(instant, "Africa/Dakar"))).toBe("3 décembre 2026 à 16 h 39 (heure de Dakar)");
  });

  it("follows daylight saving time in Montréal", () => {
    expect(plain(formatTime("2027-07-01T16:00:00Z", "America/Toronto"))).toBe("12 h");
  });

  it("crosses midnight into the next day when the zone says so", () => {
    expect(plain(formatDateTime("2027-01-01T03:30:00Z", "America/Toronto", { zone: false }))).toBe(
      "31 décembre 2026 à 22 h 30",
    );
  });

  it("picks the session's city, then the person's country, then the currency", () => {
    expect(timeZoneFor({ city: "Montréal" })).toBe("America/Toronto");
    expect(timeZoneFor({ city: "Dakar" })).toBe("Africa/Dakar");
    expect(timeZoneFor({ city: "En ligne", country: "Canada" })).toBe("America/Toronto");
    expect(timeZoneFor({ city: "En ligne", country: "Sénégal" })).toBe("Africa/Dakar");
    expect(timeZoneFor({ city: "En ligne", currency: "CAD" })).toBe("America/Toronto");
    expect(timeZoneFor({})).toBe("Africa/Abidjan");
  });
});

describe("formatters", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  // A catalogue render writes 30 prices: building an Intl formatter per price, and even loading the locale's number
  // data for the first one, cost the phone more than the render itself (docs/performance.md).
  it("writes amounts without Intl and builds each date formatter once, however many values it writes", async () => {
    const { NumberFormat, DateTimeFormat } = Intl;
    const numberFormats = vi.spyOn(Intl, "NumberFormat").mockImplementation(function (
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      return new NumberFormat(...args);
    });
    const dateTimeFormats = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (
      ...args: ConstructorParameters<typeof DateTimeFormat>
    ) {
      return new DateTimeFormat(...args);
    });
    vi.resetModules();
    const fresh = await import("./format");
    for (let price = 0; price < 30; price += 1) {
      fresh.formatMoney(100_000 + price, "XOF");
      fresh.formatMoney(1_000 + price, "CAD");
      fresh.formatDateTime(`2027-01-${String(price + 1).padStart(2, "0")}T14:00:00Z`, "Africa/Dakar");
    }
    expect(plain(fresh.formatMoney(100_029, "XOF"))).toBe("100 029 F CFA");
    expect(numberFormats).not.toHaveBeenCalled();
    expect(dateTimeFormats).toHaveBeenCalledTimes(2);
  });

  it("writes every number as Intl.NumberFormat('fr-FR') does", () => {
    const intl = (value: number, decimals: number) =>
      new Intl.NumberFormat("fr-FR", { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
        .format(value)
        .replace(/[\u00a0\u202f ]/g, "\u202f");
    // Halves (2.675, 1.005, 999.995), carries, zeros of both signs, and amounts from cents to billions.
    const values = [0, -0, 0.5, 1.5, 2.5, -2.5, 2.675, 1.005, 999.995, 0.125, -0.001, 1e15 + 0.5, 123456789.987654];
    let seed = 26;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let index = 0; index < 3000; index += 1) {
      const magnitude = 10 ** Math.floor(random() * 12);
      const places = Math.floor(random() * 5);
      const value = Math.round(random() * magnitude * 10 ** places) / 10 ** places;
      values.push(index % 3 === 0 ? -value : value, value + 0.005, Math.trunc(value) + 0.5);
    }
    for (const value of values)
      for (const decimals of [0, 1, 2, 3])
        expect(formatNumber(value, decimals), `${value}, ${decimals}`).toBe(intl(value, decimals));
  });

  it("leaves to Intl what has an exponent, the infinities and NaN", () => {
    expect(formatNumber(1e21)).toBe(`1${"\u202f000".repeat(7)}`);
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("∞");
    expect(formatNumber(0.0000001, 2)).toBe("0,00");
  });

  it("still refuses a time zone the platform does not know, every time", () => {
    expect(() => formatTime("2027-01-01T10:00:00Z", "Mars/Olympus")).toThrow(RangeError);
    expect(() => formatTime("2027-01-01T10:00:00Z", "Mars/Olympus")).toThrow(RangeError);
  });
});

describe("frenchSpacing (issue 48, decision 1049)", () => {
  it("puts no-break spaces before « : ; ! ? » and inside « », and leaves a colon without a space alone", () => {
    expect(frenchSpacing("Dix ans : les clés ; « vraiment » ? Oui !")).toBe(
      "Dix ans\u00a0: les clés\u202f; «\u00a0vraiment\u00a0»\u202f? Oui\u202f!",
    );
    expect(frenchSpacing("https://exemple.org à 16:30")).toBe("https://exemple.org à 16:30");
  });
});
