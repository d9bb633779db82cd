import { describe, expect, it } from "vitest";
import { matchesPaymentFilters, readPaymentFilters, type FilterableEnrollment } from "./payment-filters";

const row: FilterableEnrollment = {
  status: "pending",
  payment_method: "mobile",
  payment_currency: "XOF",
  formations: { title: "Éthique numérique appliquée" },
  profiles: { full_name: "Fatou Ndiaye", email: "fatou@example.com" },
};

describe("payment filters", () => {
  it("reads known values from the address and ignores unknown ones", () => {
    expect(readPaymentFilters(new URLSearchParams("statut=confirmed&methode=carte&devise=CAD&q=awa"))).toEqual({
      status: "confirmed",
      method: "carte",
      currency: "CAD",
      search: "awa",
    });
    expect(readPaymentFilters(new URLSearchParams("statut=payee&methode=cheque&devise=EUR"))).toEqual({
      status: null,
      method: null,
      currency: null,
      search: "",
    });
  });

  it("combines status, method, currency and an accent-blind search", () => {
    const none = { status: null, method: null, currency: null, search: "" };
    expect(matchesPaymentFilters(row, none)).toBe(true);
    expect(matchesPaymentFilters({ ...row, status: "" }, { ...none, status: "pending" })).toBe(true);
    expect(matchesPaymentFilters(row, { ...none, status: "confirmed" })).toBe(false);
    expect(matchesPaymentFilters(row, { ...none, method: "carte" })).toBe(false);
    expect(matchesPaymentFilters(row, { ...none, currency: "CAD" })).toBe(false);
    expect(matchesPaymentFilters(row, { ...none, search: "ETHIQUE" })).toBe(true);
    expect(matchesPaymentFilters(row, { ...none, search: "fatou@" })).toBe(true);
    expect(matchesPaymentFilters(row, { ...none, search: "koné" })).toBe(false);
  });
});
