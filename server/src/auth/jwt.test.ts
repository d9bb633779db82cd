import { SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { JwtKeys } from "./jwt";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
afterEach(() => vi.useRealTimers());

describe("JwtKeys.verify", () => {
  it("accepts a token it signed, again and again, with the same claims", async () => {
    const keys = new JwtKeys(SECRET);
    const token = await keys.sign({ role: "anon" });
    const first = await keys.verify(token);
    expect(first).toMatchObject({ ok: true, claims: { role: "anon" } });
    expect(await keys.verify(token)).toEqual(first);
  });

  it("refuses a remembered token once it has expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const keys = new JwtKeys(SECRET);
    const token = await keys.sign({ role: "authenticated", sub: "u1" }, 60);
    expect((await keys.verify(token)).ok).toBe(true);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await keys.verify(token)).toEqual({ ok: false, reason: "expired" });
    expect(await keys.verify(token)).toEqual({ ok: false, reason: "expired" });
  });

  it("never takes a token signed with another secret for a remembered one", async () => {
    const keys = new JwtKeys(SECRET);
    const good = await keys.sign({ role: "anon" });
    await keys.verify(good);
    const forged = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(`${SECRET}-other`));
    expect(await keys.verify(forged)).toEqual({ ok: false, reason: "invalid" });
    const tampered = `${good.slice(0, -2)}${good.endsWith("A") ? "B" : "A"}A`;
    expect((await keys.verify(tampered)).ok).toBe(false);
  });

  it("keeps refusing unknown roles", async () => {
    const keys = new JwtKeys(SECRET);
    expect(await keys.verify(await keys.sign({ role: "postgres" }))).toEqual({ ok: false, reason: "role" });
  });
});
