import { describe, expect, it } from "vitest";
import { readInboxFilters } from "./inbox-filters";

const filters = (query: string) => readInboxFilters(new URLSearchParams(query));

describe("inbox filters", () => {
  it("reads the URL, ignoring unknown values", () => {
    expect(filters("type=quote&statut=en_cours&du=2027-03-01&au=2027-03-31&q=dakar")).toEqual({
      kind: "quote",
      status: "en_cours",
      from: "2027-03-01",
      to: "2027-03-31",
      search: "dakar",
    });
    expect(filters("type=spam&statut=x&du=hier")).toEqual({
      kind: null,
      status: "actives",
      from: null,
      to: null,
      search: "",
    });
  });
});
