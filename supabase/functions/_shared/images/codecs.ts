import avifEncoderFactory, { type AVIFModule } from "@jsquash/avif/codec/enc/avif_enc.js";
import decodeAvif from "@jsquash/avif/decode.js";
import { defaultOptions as avifDefaults } from "@jsquash/avif/meta.js";
import { initEmscriptenModule } from "@jsquash/avif/utils.js";
import decodeJpeg from "@jsquash/jpeg/decode.js";
import decodePng from "@jsquash/png/decode.js";
import resizeImage from "@jsquash/resize";
import decodeWebp from "@jsquash/webp/decode.js";
import encodeWebp from "@jsquash/webp/encode.js";
import { GifReader } from "omggif";
import type { ImageFormat } from "./formats.ts";

/**
 * The image work of the content-image function, in WebAssembly (decision 0979): Squoosh's codecs as jSquash packages
 * them (MozJPEG, libpng, libwebp, libavif, and its Lanczos resizer), plus omggif, plain JavaScript, for GIF. They run
 * unchanged in Deno, on the platform's edge runtime as in the local one: no native module such as sharp. Each codec
 * loads its .wasm file beside it at its first use.
 */

/** RGBA pixels, as the codecs take and give them. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

const pixels = (data: Uint8ClampedArray, width: number, height: number): Pixels =>
  // The encoders and the resizer expect the ImageData class, which Deno lacks: the codecs' own polyfill is the shape.
  ({ data, width, height });

/** The codecs' ImageData (8-bit RGBA here, whatever else the type allows) as pixels. */
const fromImageData = (image: ImageData): Pixels =>
  pixels(image.data as Uint8ClampedArray, image.width, image.height);

const bufferOf = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** A white pixel in each format a WebAssembly decoder reads (made by sharp). */
const ONE_PIXEL: Record<Exclude<ImageFormat, "gif">, string> = {
  png: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC",
  jpeg:
    "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKpAB//Z",
  webp: "UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAUAmJaQAA3AA/vz0AAA=",
  avif:
    "AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAAB0AAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAlbWRhdBIACgc4AAaQENBpMhAZQmMEwAA0AACQQMkcYIpq",
};
const decoders = new Map<ImageFormat, Promise<unknown>>();

/**
 * The format's decoder loaded, by decoding a known-good pixel once: a codec that cannot load (its .wasm unreadable)
 * is the server's fault, thrown as such, never answered as the uploader's « not an image ».
 */
export function decoderReady(format: ImageFormat): Promise<unknown> {
  if (format === "gif") return Promise.resolve(); // plain JavaScript
  let ready = decoders.get(format);
  if (!ready) {
    ready = decodeImage(Uint8Array.from(atob(ONE_PIXEL[format]), (c) => c.charCodeAt(0)), format);
    ready.catch(() => decoders.delete(format));
    decoders.set(format, ready);
  }
  return ready;
}

/** The first frame of a GIF. */
function decodeGif(bytes: Uint8Array): Pixels {
  const reader = new GifReader(bytes);
  const data = new Uint8ClampedArray(reader.width * reader.height * 4);
  reader.decodeAndBlitFrameRGBA(0, data);
  return pixels(data, reader.width, reader.height);
}

/** The image's pixels, a JPEG turned upright as its EXIF orientation says; throws when the bytes do not decode. */
export async function decodeImage(bytes: Uint8Array, format: ImageFormat): Promise<Pixels> {
  switch (format) {
    case "jpeg":
      return fromImageData(await decodeJpeg(bufferOf(bytes), { preserveOrientation: true }));
    case "png":
      return fromImageData(await decodePng(bufferOf(bytes)));
    case "webp":
      return fromImageData(await decodeWebp(bufferOf(bytes)));
    case "avif": {
      const image = await decodeAvif(bufferOf(bytes));
      if (!image) throw new Error("AVIF: nothing decoded");
      return fromImageData(image as ImageData);
    }
    case "gif":
      return decodeGif(bytes);
  }
}

/**
 * The image at `width` pixels wide, its height in proportion: Lanczos on the sRGB values, as sharp resized (the
 * resizer's default linear-light conversion costs four times the resizing itself).
 */
export async function resize(image: Pixels, width: number): Promise<Pixels> {
  if (width === image.width) return image;
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  return fromImageData(
    await resizeImage(image as ImageData, { width, height, method: "lanczos3", linearRGB: false }),
  );
}

let avifEncoder: Promise<AVIFModule> | undefined;

/**
 * AVIF at libavif's speed 8: a 1600-pixel image in about half a second on this project's 2-core machine, where the
 * default speed (6) takes six times as long for files a fifth smaller. Quality 55, as with sharp before. The encoder
 * is jSquash's single-threaded build, loaded here: its `encode()` picks the multi-threaded one wherever it does not
 * see Node.js and can share memory, and the platform's edge runtime has no Web Workers to run its threads.
 */
export async function toAvif(image: Pixels): Promise<Uint8Array> {
  avifEncoder ??= initEmscriptenModule(avifEncoderFactory);
  const encoder = await avifEncoder;
  const { data, width, height } = image;
  const bytes = new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength);
  const encoded = encoder.encode(bytes, width, height, { ...avifDefaults, quality: 55, speed: 8 });
  if (!encoded) throw new Error("AVIF: the encoder gave nothing");
  return new Uint8Array(encoded);
}

export async function toWebp(image: Pixels, quality = 75): Promise<Uint8Array> {
  return new Uint8Array(await encodeWebp(image as ImageData, { quality }));
}

/** A 3×3 box blur: the placeholder is shown stretched, its blocks softened. */
export function blur(image: Pixels): Pixels {
  const { width, height, data } = image;
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < 4; channel++) {
        let sum = 0;
        let count = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const nx = x + dx;
            const ny = y + dy;
            if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
            sum += data[(ny * width + nx) * 4 + channel];
            count++;
          }
        }
        out[(y * width + x) * 4 + channel] = sum / count;
      }
    }
  }
  return pixels(out, width, height);
}
