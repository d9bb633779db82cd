import { describe, expect, it } from "vitest";
import type { Limits } from "../limits";
import { callReply, readReply } from "./reply";

const limits: Limits = { maxRows: 100, maxEmbedDepth: 3, maxResponseBytes: 1_000_000 };

describe("replies", () => {
  it("answers a function returning one row with its object, or null once filters leave none (not 406)", () => {
    const one = readReply({ body: '[{"id":1}]', size: 10, row_count: 1 }, "single", ["id"], 0, undefined, limits);
    expect(one).toMatchObject({ status: 200, body: '{"id":1}' });
    const none = readReply({ body: "[]", size: 2, row_count: 0 }, "single", ["id"], 0, undefined, limits);
    expect(none).toMatchObject({ status: 200, body: "null" });
    expect(() => readReply({ body: "[]", size: 2, row_count: 0 }, "object", [], 0, undefined, limits)).toThrow(
      expect.objectContaining({ code: "PGRST116" }),
    );
  });

  it("answers 206 when a planner's total exceeds the rows sent, 200 for an exact count (this server's choice)", () => {
    const page = { body: '[{"id":1}]', size: 10, row_count: 1 };
    const estimated = readReply(page, "json", ["id"], 0, 40, limits, true);
    expect(estimated).toMatchObject({ status: 206, headers: { "Content-Range": "0-0/40" } });
    expect(readReply(page, "json", ["id"], 0, 1, limits, true).status).toBe(200);
    expect(readReply(page, "json", ["id"], 0, 40, limits).status).toBe(200);
  });

  it("counts a scalar function's value as one row when asked (Content-Range 0-0/1)", () => {
    const envelope = { body: '"ONLINE"', size: 8, row_count: 1 };
    expect(callReply(envelope, true, limits).headers["Content-Range"]).toBe("0-0/1");
    expect(callReply(envelope, false, limits).headers["Content-Range"]).toBe("0-0/*");
    expect(callReply(undefined, true, limits).status).toBe(204);
  });
});
