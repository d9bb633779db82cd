import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it.each(['=HYPERLINK("http://x")', "+33 1 23", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])(
    "neutralises a formula-leading value %j with an apostrophe",
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

  it("leaves ordinary text, numbers and empty values alone", () => {
    expect(csvCell("Awa Koné")).toBe("Awa Koné");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("quotes cells holding the separator, quotes or line breaks, doubling the quotes", () => {
    expect(csvCell("Dakar; Abidjan")).toBe('"Dakar; Abidjan"');
    expect(csvCell('Il a dit "oui"')).toBe('"Il a dit ""oui"""');
    expect(csvCell("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
    expect(csvCell('=1;"x"')).toBe(`"'=1;""x"""`);
  });
});

describe("toCsv", () => {
  it("starts with the UTF-8 byte-order mark, separates with ';' and ends rows with CRLF", () => {
    const csv = toCsv(
      ["Nom", "Ville"],
      [
        ["Aïssatou Diallo", "Thiès"],
        ["Éric Côté", "Québec"],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe("Nom;Ville\r\nAïssatou Diallo;Thiès\r\nÉric Côté;Québec\r\n");
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("keeps a hostile visitor value inert in the file", () => {
    const csv = toCsv(["Message"], [["=cmd|' /C calc'!A0"]]);
    expect(csv).toContain("'=cmd|' /C calc'!A0");
    expect(csv).not.toMatch(/\r\n=/);
  });
});
