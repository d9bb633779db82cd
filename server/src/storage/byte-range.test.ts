import { describe, expect, it } from "vitest";
import { byteRange } from "./send-object";

describe("byteRange (a video seeking in a Storage object)", () => {
  it("reads the three forms of a single range, clamped to the object", () => {
    expect(byteRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
  });

  it("sends the whole object without a range or with one it does not serve", () => {
    expect(byteRange(undefined, 100)).toBeUndefined();
    expect(byteRange("bytes=0-1,5-6", 100)).toBeUndefined();
    expect(byteRange("items=0-1", 100)).toBeUndefined();
    expect(byteRange("bytes=9-3", 100)).toBeUndefined();
  });

  it("refuses a range that starts beyond the end (416)", () => {
    expect(byteRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(byteRange("bytes=-0", 100)).toBe("unsatisfiable");
  });
});
