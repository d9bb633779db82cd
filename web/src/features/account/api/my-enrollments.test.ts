import { describe, expect, it } from "vitest";
import { cancellationRefund, type MyRefund } from "./my-enrollments";

const refund = (over: Partial<MyRefund>): MyRefund => ({
  amount: 293334,
  currency: "XOF",
  status: "due",
  created_at: "2027-01-09T10:00:00Z",
  refunded_at: null,
  expected_on: "2027-01-23",
  reason: "cancellation",
  ...over,
});

describe("cancellationRefund (decision 1116)", () => {
  it("a seat paid in instalments: one amount, every payment received, the duplicate apart", () => {
    const whole = cancellationRefund([
      refund({ reason: "further_payment", amount: 293333 }),
      refund({}),
      refund({ reason: "duplicate", amount: 293333 }),
    ]);
    expect(whole).toMatchObject({ amount: 586667, currency: "XOF", status: "due", refunded_at: null });
  });

  it("paid out once every part is, on the latest date", () => {
    const half = cancellationRefund([
      refund({ status: "refunded", refunded_at: "2027-01-12T09:00:00Z" }),
      refund({ reason: "further_payment", amount: 293333 }),
    ]);
    expect(half?.status).toBe("due");
    const all = cancellationRefund([
      refund({ status: "refunded", refunded_at: "2027-01-12T09:00:00Z" }),
      refund({ reason: "further_payment", amount: 293333, status: "refunded", refunded_at: "2027-01-14T09:00:00Z" }),
    ]);
    expect(all).toMatchObject({ status: "refunded", refunded_at: "2027-01-14T09:00:00Z", amount: 586667 });
  });

  it("no cancellation refund: none (a duplicate alone is told apart)", () => {
    expect(cancellationRefund([refund({ reason: "duplicate" })])).toBeNull();
    expect(cancellationRefund([])).toBeNull();
  });
});
