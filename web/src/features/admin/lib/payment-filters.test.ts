import { describe, expect, it } from "vitest";
import { readPaymentFilters } from "./payment-filters";

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
});
