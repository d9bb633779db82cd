/**
 * What an uploaded file is, read from its first bytes whatever name or type it came with: its format, its size in
 * pixels (to refuse a huge image before decoding it) and, for a JPEG, its EXIF orientation (phones store portraits
 * sideways and say so there). Plain byte reading: Storage renders only what passed (variants.ts).
 */

export type ImageFormat = "jpeg" | "png" | "webp" | "avif" | "gif";

export interface ImageHeader {
  format: ImageFormat;
  /** As stored, before the EXIF orientation. */
  width: number;
  height: number;
  /** EXIF orientation 1–8 (1: as stored). */
  orientation: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, Math.min(at + length, bytes.length)));

function view(bytes: Uint8Array) {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The image's format, size and orientation, or null when the bytes are not one of the formats read here. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  try {
    return readHeader(bytes);
  } catch {
    return null; // a header cut short: not a readable image
  }
}

function readHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 16) return null;
  const data = view(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegHeader(bytes, data);
  if (ascii(bytes, 1, 3) === "PNG" && bytes[0] === 0x89 && ascii(bytes, 12, 4) === "IHDR") {
    return { format: "png", width: data.getUint32(16), height: data.getUint32(20), orientation: 1 };
  }
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") {
    return { format: "gif", width: data.getUint16(6, true), height: data.getUint16(8, true), orientation: 1 };
  }
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return webpHeader(bytes, data);
  if (ascii(bytes, 4, 4) === "ftyp" && isAvif(bytes, data)) return avifHeader(bytes, data);
  return null;
}

function jpegHeader(bytes: Uint8Array, data: DataView): ImageHeader | null {
  let orientation = 1;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = data.getUint16(at + 2);
    if (marker === 0xe1 && ascii(bytes, at + 4, 4) === "Exif") {
      orientation = exifOrientation(bytes.subarray(at + 10, at + 2 + length)) ?? orientation;
    }
    // Start of frame (baseline, progressive, lossless…); 0xc4, 0xc8 and 0xcc are other tables.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { format: "jpeg", height: data.getUint16(at + 5), width: data.getUint16(at + 7), orientation };
    }
    at += 2 + length;
  }
  return null;
}

/** The Orientation tag (0x0112) of IFD0 in a TIFF block (the Exif segment after its "Exif\0\0"). */
function exifOrientation(tiff: Uint8Array): number | null {
  if (tiff.length < 8) return null;
  const data = view(tiff);
  const little = ascii(tiff, 0, 2) === "II";
  if (!little && ascii(tiff, 0, 2) !== "MM") return null;
  const ifd = data.getUint32(4, little);
  const count = data.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (data.getUint16(entry, little) !== 0x0112) continue;
    const value = data.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : null;
  }
  return null;
}

function webpHeader(bytes: Uint8Array, data: DataView): ImageHeader | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 " && bytes.length >= 30) {
    return {
      format: "webp",
      width: data.getUint16(26, true) & 0x3fff,
      height: data.getUint16(28, true) & 0x3fff,
      orientation: 1,
    };
  }
  if (chunk === "VP8L" && bytes.length >= 25) {
    const bits = data.getUint32(21, true);
    return { format: "webp", width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1, orientation: 1 };
  }
  if (chunk === "VP8X" && bytes.length >= 30) {
    const width = 1 + (bytes[24] | (bytes[25] << 8) | (bytes[26] << 16));
    const height = 1 + (bytes[27] | (bytes[28] << 8) | (bytes[29] << 16));
    return { format: "webp", width, height, orientation: 1 };
  }
  return null;
}

function isAvif(bytes: Uint8Array, data: DataView): boolean {
  const end = Math.min(data.getUint32(0), bytes.length);
  for (let at = 8; at + 4 <= end; at += 4) {
    if (at === 12) continue; // the minor version
    const brand = ascii(bytes, at, 4);
    if (brand === "avif" || brand === "avis") return true;
  }
  return false;
}

/** AVIF: the largest of the image spatial extents (`ispe` boxes) of the file's items. */
function avifHeader(bytes: Uint8Array, data: DataView): ImageHeader | null {
  let width = 0;
  let height = 0;
  const head = bytes.subarray(0, Math.min(bytes.length, 64 * 1024));
  for (let at = head.indexOf(0x69); at !== -1 && at + 16 <= head.length; at = head.indexOf(0x69, at + 1)) {
    if (ascii(head, at, 4) !== "ispe") continue;
    const w = data.getUint32(at + 8);
    const h = data.getUint32(at + 12);
    if (w * h > width * height) [width, height] = [w, h];
  }
  return width && height ? { format: "avif", width, height, orientation: 1 } : null;
}

/** The size shown once the EXIF orientation is applied (5 to 8 turn the image a quarter). */
export function orientedSize(header: ImageHeader): { width: number; height: number } {
  return header.orientation >= 5
    ? { width: header.height, height: header.width }
    : { width: header.width, height: header.height };
}
