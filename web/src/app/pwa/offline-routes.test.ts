import { describe, expect, it } from "vitest";
import { accountOf, assetsNamedIn, dataKey, strategyFor } from "./offline-routes";

const origin = "https://site.example";
const facts = (method: string, href: string, mode = "cors") => ({ method, url: new URL(href, origin), mode, origin });
const token = (payload: object) =>
  `Bearer e30.${btoa(JSON.stringify(payload)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}.sig`;

describe("what the service worker does with a request", () => {
  it("assets from the cache first, pages and the learner's data from the network first, the rest untouched", () => {
    expect(strategyFor(facts("GET", "/assets/root-AbC123.js"))).toBe("asset");
    expect(strategyFor(facts("GET", "/mes-formations", "navigate"))).toBe("page");
    expect(strategyFor(facts("GET", "/runtime-config.json"))).toBe("page");
    expect(strategyFor(facts("GET", "/rest/v1/session_slots?select=id"))).toBe("data");
    expect(strategyFor(facts("GET", "/auth/v1/user"))).toBe("data");
    expect(strategyFor(facts("POST", "/functions/v1/convocation"))).toBe("data");
    expect(strategyFor(facts("POST", "/functions/v1/completion-certificate"))).toBe("data");
    // Writes, sign-in and other functions always go to the network.
    expect(strategyFor(facts("POST", "/rest/v1/rpc/sign_attendance_offline"))).toBe("network");
    expect(strategyFor(facts("POST", "/auth/v1/token?grant_type=password"))).toBe("network");
    expect(strategyFor(facts("POST", "/functions/v1/create-payment"))).toBe("network");
    expect(strategyFor(facts("GET", "https://cdn.example/assets/x.js"))).toBe("network");
  });

  it("keeps each account's copies apart, by the token's subject", () => {
    const awa = accountOf(token({ sub: "11111111-1111-4111-8111-111111111111", role: "authenticated" }));
    const paul = accountOf(token({ sub: "22222222-2222-4222-8222-222222222222" }));
    expect(awa).toBe("11111111-1111-4111-8111-111111111111");
    expect(accountOf(null)).toBe("anonyme");
    expect(accountOf("Bearer not-a-token")).toBe("anonyme");
    const url = new URL("/rest/v1/enrollments?select=*", origin);
    expect(dataKey(url, awa)).not.toBe(dataKey(url, paul));
    expect(dataKey(url, awa, "ab12")).toContain("__corps=ab12");
  });

  it("finds the fingerprinted files a page names", () => {
    const html = `<link rel="modulepreload" href="/assets/root-1.js"/><script type="module">import("/assets/entry.client-2.js")</script><link rel="stylesheet" href="/assets/app-3.css">`;
    expect(assetsNamedIn(html).sort()).toEqual(["/assets/app-3.css", "/assets/entry.client-2.js", "/assets/root-1.js"]);
  });
});
