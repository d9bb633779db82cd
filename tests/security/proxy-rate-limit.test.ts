import { describe, expect, inject, it } from "vitest";
import { PASSWORD, api, uniqueEmail } from "../support";
import { gatewayApp } from "./fake-backend";

let counter = 0;
/** A fresh documentation address (RFC 5737) per call, so tests never share a bucket. */
const address = (block: "198.51.100" | "203.0.113") => `${block}.${(counter = (counter % 250) + 1)}`;

function signIn(url: string, email: string, password: string, forwardedFor?: string) {
  return api(url, "/auth/v1/token?grant_type=password", {
    method: "POST",
    headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    body: JSON.stringify({ email, password }),
  });
}

/** A new account, signed up through the proxy from its own client address. */
async function signedUp(url: string) {
  const email = uniqueEmail("proxied");
  const response = await api(url, "/auth/v1/signup", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address("198.51.100") },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return { email };
}

// Issue 17 item 4. Both servers allow 2 attempts per window and key.
describe("rate limits and the client address", () => {
  it("without TRUSTED_PROXIES, X-Forwarded-For is ignored: rotating it does not escape the peer's bucket", async () => {
    const url = inject("rateLimitedUrl");
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const response = await api(url, "/auth/v1/recover", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address("203.0.113") },
        body: JSON.stringify({ email: uniqueEmail("rotate") }),
      });
      statuses.push(response.status);
    }
    expect(statuses[2]).toBe(429);
  });

  it("behind a trusted proxy, each client has its own bucket: junk sign-ins lock out their sender only", async () => {
    const url = inject("proxiedUrl");
    const attacker = address("203.0.113");
    const junk = [];
    for (let i = 0; i < 3; i++) junk.push((await signIn(url, uniqueEmail("junk"), "Mauvais2027", attacker)).status);
    expect(junk).toEqual([400, 400, 429]);

    const { email } = await signedUp(url);
    const legit = await signIn(url, email, PASSWORD, address("198.51.100"));
    expect(legit.status).toBe(200);
  });

  it("a forged X-Forwarded-For prefix does not move the attacker into someone else's bucket", async () => {
    const url = inject("proxiedUrl");
    const attacker = address("203.0.113");
    const statuses = [];
    // The proxy appends the real peer (the attacker) to whatever the attacker wrote: the right-most entry counts.
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await signIn(url, uniqueEmail("spoof"), "Mauvais2027", `${address("198.51.100")}, ${attacker}`)).status,
      );
    }
    expect(statuses).toEqual([400, 400, 429]);
  });

  it("wrong passwords from elsewhere do not lock the owner out from an address they signed in from", async () => {
    const url = inject("proxiedUrl");
    const { email } = await signedUp(url);
    const home = address("198.51.100");
    expect((await signIn(url, email, PASSWORD, home)).status).toBe(200);

    // Failed attempts from several addresses, each under its own address limit, exhaust the account's limit…
    for (let i = 0; i < 3; i++) await signIn(url, email, "Mauvais2027", address("203.0.113"));
    // …so a new address is refused even with the right password (no oracle for the guesser)…
    const newPlace = await signIn(url, email, PASSWORD, address("203.0.113"));
    expect(newPlace.status).toBe(429);
    expect((await newPlace.json()).code).toBe("over_request_rate_limit");
    // …while the owner, from where they signed in before, still gets in.
    expect((await signIn(url, email, PASSWORD, home)).status).toBe(200);
    // Another account is not affected.
    const other = await signedUp(url);
    expect((await signIn(url, other.email, PASSWORD, address("203.0.113"))).status).toBe(200);
  });
});

describe("X-Forwarded-Proto", () => {
  it("is believed (HSTS sent) only from a trusted proxy", async () => {
    const https = { headers: { "x-forwarded-proto": "https" } };
    const direct = gatewayApp();
    expect(
      (await direct.from("203.0.113.9", "/robots.txt", https)).headers.get("strict-transport-security"),
    ).toBeNull();
    const proxied = gatewayApp({ trustedProxies: ["10.0.0.0/8"] });
    expect((await proxied.from("10.1.2.3", "/robots.txt", https)).headers.get("strict-transport-security")).toContain(
      "max-age=",
    );
    expect(
      (await proxied.from("203.0.113.9", "/robots.txt", https)).headers.get("strict-transport-security"),
    ).toBeNull();
  });
});
