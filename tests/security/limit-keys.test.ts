import { describe, expect, it } from "vitest";
import { MemoryHitCounter, RateLimiter } from "../../server/src/auth/rate-limit";
import { limitKeyOf } from "../../server/src/http/client-ip";
import { mailboxKey } from "@common/mailbox";

describe("per-address limit keys (issue 24 items 4 and 8)", () => {
  it("groups IPv6 addresses by /64 and keeps IPv4 ones as they are", () => {
    expect(limitKeyOf("203.0.113.7")).toBe("203.0.113.7");
    expect(limitKeyOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(limitKeyOf("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(limitKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(limitKeyOf("2001:db8:1:3::1")).not.toBe(limitKeyOf("2001:db8:1:2::1"));
  });

  it("counts one mailbox whatever its case, +tag or Gmail dots", () => {
    expect(mailboxKey("Victim+1@Example.com")).toBe("victim@example.com");
    expect(mailboxKey("victim+2@example.com")).toBe("victim@example.com");
    expect(mailboxKey("v.i.c.t.i.m+x@googlemail.com")).toBe("victim@gmail.com");
    expect(mailboxKey("v.ictim@example.com")).toBe("v.ictim@example.com"); // other providers keep their dots
  });

  it("limits addresses of one IPv6 /64 and tagged e-mails together", async () => {
    const limiter = new RateLimiter({ recover: { limit: 2, windowMs: 60_000 } }, true, new MemoryHitCounter());
    expect(await limiter.allow("recover", "2001:db8:1:2::1")).toBe(true);
    expect(await limiter.allow("recover", "2001:db8:1:2::2")).toBe(true);
    expect(await limiter.allow("recover", "2001:db8:1:2::3")).toBe(false);
    expect(await limiter.allow("recover", "2001:db8:9:9::1", "ana+1@gmail.com")).toBe(true);
    expect(await limiter.allow("recover", "2001:db8:9:8::1", "a.na+2@gmail.com")).toBe(true);
    expect(await limiter.allow("recover", "2001:db8:9:7::1", "ANA@gmail.com")).toBe(false);
  });
});
