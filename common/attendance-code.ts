/**
 * The attendance code a trainer's screen derives without a network (decision 1070): each slot has a secret of its
 * own (32 random bytes, given to the slot's trainer while online and kept on the device); the code of a 45-second
 * step is HMAC-SHA256(secret, « <slot id>:<step> ») read as six characters of the codes' alphabet (the first 30 bits,
 * 5 a character). The database derives the same (private.offline_slot_code) and accepts a step's code for 90 seconds,
 * as it accepts the rotating codes it issues, and only within the slot's window.
 */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_STEP_SECONDS = 45;

/** The 45-second step a time falls in (Unix seconds / 45, rounded down). */
export const codeStep = (atMs: number): number => Math.floor(atMs / 1000 / CODE_STEP_SECONDS);

function bytesOfHex(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw new Error("the slot's secret is not hexadecimal");
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** The six characters of a 32-bit number's top 30 bits. */
export function codeOfNumber(value: number): string {
  let code = "";
  for (let index = 0; index < 6; index += 1) code += CODE_ALPHABET[(value >>> (27 - 5 * index)) & 31];
  return code;
}

/** The code of one step of one slot, from the slot's secret (hexadecimal). */
export async function offlineSlotCodeAt(secretHex: string, slotId: number, step: number): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey(
    "raw",
    bytesOfHex(secretHex),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(
    await globalThis.crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${slotId}:${step}`)),
  );
  return codeOfNumber(((mac[0]! << 24) | (mac[1]! << 16) | (mac[2]! << 8) | mac[3]!) >>> 0);
}

/** The code to show at a time, and when the next one comes. */
export async function offlineSlotCode(
  secretHex: string,
  slotId: number,
  atMs: number,
): Promise<{ code: string; rotatesAt: number }> {
  const step = codeStep(atMs);
  return { code: await offlineSlotCodeAt(secretHex, slotId, step), rotatesAt: (step + 1) * CODE_STEP_SECONDS * 1000 };
}
