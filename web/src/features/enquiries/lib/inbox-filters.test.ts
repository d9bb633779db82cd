import { describe, expect, it } from "vitest";
import type { Enquiry } from "./enquiry.types";
import { matchesInboxFilters, readInboxFilters } from "./inbox-filters";

const enquiry = (overrides: Partial<Enquiry>): Enquiry => ({
  id: "e1",
  kind: "contact",
  status: "nouvelle",
  full_name: "Éric Côté",
  email: "eric@example.com",
  phone: null,
  organisation: "Hydro-Québec",
  subject: "Formation agile",
  message: "Bonjour",
  details: {},
  consent: true,
  source_path: "/contact",
  assignee_id: null,
  read_at: null,
  created_at: "2027-03-12T10:00:00Z",
  updated_at: "2027-03-12T10:00:00Z",
  ...overrides,
});

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

  it("hides archived enquiries by default and shows them with 'toutes' or 'archivee'", () => {
    const archived = enquiry({ status: "archivee" });
    expect(matchesInboxFilters(archived, filters(""))).toBe(false);
    expect(matchesInboxFilters(archived, filters("statut=toutes"))).toBe(true);
    expect(matchesInboxFilters(archived, filters("statut=archivee"))).toBe(true);
    expect(matchesInboxFilters(enquiry({}), filters("statut=archivee"))).toBe(false);
  });

  it("filters by type and by day, both bounds inclusive", () => {
    expect(matchesInboxFilters(enquiry({}), filters("type=quote"))).toBe(false);
    expect(matchesInboxFilters(enquiry({}), filters("type=contact"))).toBe(true);
    expect(matchesInboxFilters(enquiry({}), filters("du=2027-03-12&au=2027-03-12"))).toBe(true);
    expect(matchesInboxFilters(enquiry({}), filters("du=2027-03-13"))).toBe(false);
    expect(matchesInboxFilters(enquiry({}), filters("au=2027-03-11"))).toBe(false);
  });

  it("searches every word in name, e-mail, organisation, subject, message and details, ignoring accents and case", () => {
    expect(matchesInboxFilters(enquiry({}), filters("q=eric quebec"))).toBe(true);
    expect(matchesInboxFilters(enquiry({ details: { city: "Thiès" } }), filters("q=thies"))).toBe(true);
    expect(matchesInboxFilters(enquiry({}), filters("q=eric dakar"))).toBe(false);
  });
});
