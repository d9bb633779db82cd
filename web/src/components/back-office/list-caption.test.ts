import { describe, expect, it } from "vitest";
import { newestFirstCaption, pagedCaption, REST_READ_CAP } from "./list-caption";

describe("list captions never claim a total they have not counted (issue 46, decision 1076)", () => {
  it("counts a list read whole, and says so when filters hide rows", () => {
    expect(newestFirstCaption("demande", 12)).toBe("12 demandes, les plus récentes d'abord");
    expect(newestFirstCaption("demande", 3, 12)).toBe("3 demandes sur 12 correspondent aux filtres");
  });

  it("says a read stopped at the REST layer's cap shows the newest rows only", () => {
    expect(newestFirstCaption("demande", REST_READ_CAP)).toBe(
      "Les 1000 demandes les plus récentes\u00a0: les plus anciennes ne sont pas affichées",
    );
    expect(newestFirstCaption("demande", 3, REST_READ_CAP)).toBe(
      "3 demandes parmi les 1000 plus récentes correspondent aux filtres",
    );
  });

  it("names only the rows read of a list read a page at a time", () => {
    expect(pagedCaption("inscription", 4, { more: false, filtered: false })).toBe(
      "4 inscriptions, les plus récentes d'abord",
    );
    expect(pagedCaption("inscription", 1, { more: false, filtered: true })).toBe(
      "1 inscription correspond aux filtres",
    );
    expect(pagedCaption("inscription", 50, { more: true, filtered: false })).toBe(
      "Les 50 inscriptions les plus récentes, d'autres suivent",
    );
    expect(pagedCaption("inscription", 50, { more: true, filtered: true })).toBe(
      "Les 50 inscriptions les plus récentes qui correspondent aux filtres, d'autres suivent",
    );
  });
});
