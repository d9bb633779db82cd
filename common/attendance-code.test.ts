import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, codeOfNumber, codeStep, offlineSlotCode, offlineSlotCodeAt } from "./attendance-code";

const SECRET = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

/** The derivation written out with Node's HMAC, independently of Web Crypto. */
function expected(secret: string, slot: number, step: number): string {
  const mac = createHmac("sha256", Buffer.from(secret, "hex")).update(`${slot}:${step}`).digest();
  const value = mac.readUInt32BE(0);
  return Array.from({ length: 6 }, (_, index) => CODE_ALPHABET[(value >>> (27 - 5 * index)) & 31]).join("");
}

describe("the attendance code derived offline (decision 1070)", () => {
  it("reads the top 30 bits five at a time in the codes' alphabet", () => {
    expect(codeOfNumber(0)).toBe("000000");
    expect(codeOfNumber(0xffffffff)).toBe("ZZZZZZ");
    // 00001 00010 00011 00100 00101 00110 then two ignored bits.
    expect(codeOfNumber(((1 << 27) | (2 << 22) | (3 << 17) | (4 << 12) | (5 << 7) | (6 << 2) | 3) >>> 0)).toBe(
      "123456",
    );
  });

  it("is HMAC-SHA256 of « slot:step » under the slot's secret, in the codes' alphabet", async () => {
    for (const [slot, step] of [
      [1, 0],
      [42, 39_000_000],
      [98765, 39_123_456],
    ] as const) {
      const code = await offlineSlotCodeAt(SECRET, slot, step);
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
      expect(code).toBe(expected(SECRET, slot, step));
    }
  });

  it("changes every 45 seconds, differs between slots and secrets, and says when it rotates", async () => {
    const at = Date.UTC(2031, 3, 14, 8, 30, 10);
    const now = await offlineSlotCode(SECRET, 7, at);
    expect(codeStep(at)).toBe(Math.floor(at / 45_000));
    expect(now.rotatesAt).toBe((codeStep(at) + 1) * 45_000);
    expect((await offlineSlotCode(SECRET, 7, now.rotatesAt - 1)).code).toBe(now.code);
    expect((await offlineSlotCode(SECRET, 7, now.rotatesAt)).code).not.toBe(now.code);
    expect((await offlineSlotCode(SECRET, 8, at)).code).not.toBe(now.code);
    expect((await offlineSlotCode(SECRET.replace(/^00/, "01"), 7, at)).code).not.toBe(now.code);
  });

  it("refuses a secret that is not hexadecimal", async () => {
    await expect(offlineSlotCodeAt("not-hex", 1, 1)).rejects.toThrow(/hexadécimal|hexadecimal/);
  });
});
