/**
 * The width and height a PNG announces in its header (IHDR), read from its first 24 bytes without decoding it: a
 * 41 KB 1-bit PNG can announce 16000 × 16000 and cost gigabytes and tens of seconds to decode (issue 42, decision
 * 0985). The database refuses such a signature where it enters; a document checks again before embedding one.
 */
export interface PngSize {
  width: number;
  height: number;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

/** The largest signature image a document embeds: the signature pad's 300 × 120, twice (as the database allows). */
export const MAX_SIGNATURE_SIZE: PngSize = { width: 600, height: 240 };

/** The size a PNG's header announces, or null when the bytes do not start as a PNG does. */
export function pngSize(bytes: Uint8Array): PngSize | null {
  if (bytes.length < 24) return null;
  if (SIGNATURE.some((byte, index) => bytes[index] !== byte)) return null;
  if (IHDR.some((byte, index) => bytes[12 + index] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const PREFIX = "data:image/png;base64,";

/**
 * A signature's PNG bytes when it is a PNG data URL whose header announces at most `max` (and at least 1 × 1), else
 * null: the caller draws nothing (or a caption) in its place rather than decoding it. Only the header is decoded to
 * decide.
 */
export function boundedSignaturePng(dataUrl: string, max: PngSize = MAX_SIGNATURE_SIZE): Uint8Array | null {
  if (!dataUrl.startsWith(PREFIX) || dataUrl.length > 120_000) return null;
  const body = dataUrl.slice(PREFIX.length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 !== 0) return null;
  const head = Uint8Array.from(atob(body.slice(0, 32)), (char) => char.charCodeAt(0));
  const size = pngSize(head);
  if (!size || size.width < 1 || size.height < 1 || size.width > max.width || size.height > max.height) return null;
  return Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
}
