import { describe, expect, it } from "vitest";
import { applyRangeHeader } from "./range";
import { parseQuery } from "./query";

const request = (query = "") => parseQuery(new URLSearchParams(query));
const paging = (r: { offset?: number; limit?: number }) => ({ offset: r.offset, limit: r.limit });

describe("applyRangeHeader", () => {
  it("reads first-last and an open-ended first-", () => {
    expect(paging(applyRangeHeader(request(), "0-9", undefined))).toEqual({ offset: 0, limit: 10 });
    expect(paging(applyRangeHeader(request(), "20-", "items"))).toEqual({ offset: 20, limit: undefined });
  });

  it("keeps to the intersection with offset and limit", () => {
    expect(paging(applyRangeHeader(request("offset=5&limit=10"), "0-7", undefined))).toEqual({ offset: 5, limit: 3 });
    expect(paging(applyRangeHeader(request("limit=4"), "2-", undefined))).toEqual({ offset: 2, limit: 2 });
    expect(paging(applyRangeHeader(request("offset=10&limit=5"), "0-2", undefined))).toEqual({ offset: 10, limit: 0 });
  });

  it("ignores what is not an item range, as PostgREST does", () => {
    for (const [range, unit] of [
      ["bytes=0-9", undefined],
      ["abc", undefined],
      ["-5", undefined],
      ["0-9", "bytes"],
      ["99999999999999999999-", undefined],
    ] as const) {
      expect(paging(applyRangeHeader(request("limit=3"), range, unit))).toEqual({ offset: undefined, limit: 3 });
    }
    expect(paging(applyRangeHeader(request(), undefined, undefined))).toEqual({ offset: undefined, limit: undefined });
  });

  it("refuses a range whose end comes before its start with 416 PGRST103", () => {
    expect(() => applyRangeHeader(request(), "5-2", undefined)).toThrow(
      expect.objectContaining({ status: 416, code: "PGRST103" }),
    );
  });
});
