import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountContent } from "./index";
import { fakeContentApi } from "../../../tests/support/fake-content-api";

const FILE = `${"ab".repeat(12)}-480.avif`;
const BYTES = new Uint8Array([0, 0, 0, 28, 102, 116, 121, 112, 97, 118, 105, 102]);

/** Against a hosted project, /images/contenu/<file> answers the public object of the bucket (decision 0979). */
describe("the variants' route against a hosted project", () => {
  const requested: string[] = [];
  let server: ReturnType<typeof serve>;
  let site: Hono;

  beforeAll(async () => {
    const storage = new Hono();
    storage.get("/storage/v1/object/public/content-images/variants/:file", (c) => {
      requested.push(c.req.path);
      if (c.req.param("file") !== FILE) return c.json({ statusCode: "404", error: "not_found" }, 400);
      return c.body(BYTES, 200, { "content-type": "application/octet-stream", "cache-control": "max-age=60" });
    });
    const origin = await new Promise<string>((resolve) => {
      server = serve({ fetch: storage.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) =>
        resolve(`http://127.0.0.1:${info.port}`),
      );
    });
    site = new Hono();
    mountContent(site, {
      api: fakeContentApi(() => ({})).api,
      supabaseUrl: `${origin}/`,
      siteDir: "/nonexistent",
      siteUrl: "https://exemple.test",
      sitemap: async (c) => c.body("<urlset></urlset>"),
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("serves the object with the variant's type and a year's immutable cache", async () => {
    const response = await site.request(`/images/contenu/${FILE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(BYTES);
    expect(requested).toContain(`/storage/v1/object/public/content-images/variants/${FILE}`);
  });

  it("answers 404 for an object Storage does not have, and for a name that is no variant's without asking", async () => {
    const before = requested.length;
    expect((await site.request(`/images/contenu/${"cd".repeat(12)}-960.webp`)).status).toBe(404);
    expect(requested.length).toBe(before + 1);
    expect((await site.request("/images/contenu/..%2F..%2Fcv%2Fsecret.pdf")).status).toBe(404);
    expect((await site.request("/images/contenu/abc-480.png")).status).toBe(404);
    expect(requested.length).toBe(before + 1);
  });
});
