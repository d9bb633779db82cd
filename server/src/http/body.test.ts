import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { limitBodySize } from "./body";

const app = new Hono();
app.use("*", limitBodySize({ maxSize: 10, onError: (c) => c.json({ error: "too large" }, 413) }));
app.post("/", async (c) => c.text(`read ${(await c.req.text()).length}`));

/** A body sent in chunks: no Content-Length, so its bytes are counted as they come. */
const chunked = (text: string) =>
  new Request("http://localhost/", {
    method: "POST",
    body: new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    duplex: "half",
  } as RequestInit);

describe("limitBodySize (decision 1171)", () => {
  it("lets a body whose declared length is within the limit through to the route", async () => {
    const response = await app.request("/", {
      method: "POST",
      body: "0123456789",
      headers: { "content-length": "10" },
    });
    expect([response.status, await response.text()]).toEqual([200, "read 10"]);
  });

  it("refuses a declared length over the limit with the given answer, before the body is read", async () => {
    const response = await app.request("/", {
      method: "POST",
      body: "0123456789A",
      headers: { "content-length": "11" },
    });
    expect([response.status, await response.json()]).toEqual([413, { error: "too large" }]);
  });

  it("counts the bytes of a body sent without a length", async () => {
    expect((await app.request(chunked("0123456789A"))).status).toBe(413);
    const within = await app.request(chunked("012345"));
    expect([within.status, await within.text()]).toEqual([200, "read 6"]);
  });
});
