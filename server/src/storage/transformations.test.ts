import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { StorageError } from "./errors";
import { parseTransform, renderImage, transformationSegments } from "./transformations";

describe("parseTransform", () => {
  it("reads a query string's values and a JSON body's alike, and ignores other keys", () => {
    const fromQuery = parseTransform({ width: "200", height: "100", resize: "contain", quality: "60", token: "x" });
    const fromBody = parseTransform({ width: 200, height: 100, resize: "contain", quality: 60 });
    expect(fromQuery).toEqual({ width: 200, height: 100, resize: "contain", quality: 60 });
    expect(fromBody).toEqual(fromQuery);
    expect(parseTransform({ width: "0", format: "origin" })).toEqual({ format: "origin" });
  });

  it("brings sides above 2500 px down to 2500", () => {
    expect(parseTransform({ width: "9999", height: 2501 })).toEqual({ width: 2500, height: 2500 });
  });

  it.each([
    { width: "abc" },
    { width: "-1" },
    { height: 1.5 },
    { width: "1e3" },
    { quality: 19 },
    { quality: "101" },
    { resize: "stretch" },
    { format: "png" },
  ])("refuses %j with a 400", (input) => {
    expect(() => parseTransform(input)).toThrow(expect.objectContaining({ status: 400, error: "InvalidRequest" }));
  });
});

describe("transformationSegments", () => {
  it("names the transformation as Storage's X-Transformations header does", () => {
    expect(transformationSegments({ width: 200, height: 200, quality: 60 })).toEqual([
      "height:200",
      "width:200",
      "resizing_type:fill",
      "quality:60",
    ]);
    expect(transformationSegments({ width: 10, resize: "contain", format: "avif" })).toEqual([
      "width:10",
      "resizing_type:fit",
      "format:avif",
    ]);
    expect(transformationSegments({ format: "origin" })).toEqual([]);
  });
});

describe("renderImage", () => {
  const jpeg = () =>
    sharp({ create: { width: 300, height: 200, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();

  it("keeps the original format unless WebP is accepted or a format is asked for", async () => {
    const bytes = await jpeg();
    expect((await renderImage(bytes, { width: 30 }, "*/*")).contentType).toBe("image/jpeg");
    expect((await renderImage(bytes, { width: 30 }, "image/webp,*/*")).contentType).toBe("image/webp");
    expect((await renderImage(bytes, { format: "origin" }, "image/webp")).contentType).toBe("image/jpeg");
    const avif = await renderImage(bytes, { width: 30, format: "avif" }, undefined);
    expect(avif.contentType).toBe("image/avif");
    expect(await sharp(avif.bytes).metadata()).toMatchObject({ width: 30, height: 20 });
  });

  it("refuses bytes that are not an image, or an SVG, with a 422", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const bytes of [Buffer.from("%PDF-1.7 pas une image"), svg]) {
      const refusal = await renderImage(bytes, { width: 10 }, undefined).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(StorageError);
      expect(refusal).toMatchObject({ status: 422 });
    }
  });

  it("refuses a source above 50 megapixels from its header, before decoding it", async () => {
    // A 1 × 1 PNG whose header claims 10 000 × 10 000 pixels (a decompression bomb is as small).
    const bytes = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    bytes.writeUInt32BE(10_000, 16);
    bytes.writeUInt32BE(10_000, 20);
    bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    await expect(renderImage(bytes, { width: 10 }, undefined)).rejects.toMatchObject({
      status: 422,
      message: "The image is larger than 50 megapixels",
    });
  });
});
