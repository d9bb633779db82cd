import { describe, expect, it } from "vitest";
import { PASSWORD, backends, signedUpClient } from "../support";
import { rawRequest } from "./raw-http";

const FORGED = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };

interface OutboxMail {
  to: string;
  link: string;
  text: string;
  html: string;
}

async function mailTo(url: string, email: string) {
  const outbox = (await (await fetch(`${url}/_dev/outbox`)).json()) as OutboxMail[];
  return outbox.find((mail) => mail.to === email);
}

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString());

// Issue 14 item 1: a forged Host must never reach an e-mail, a redirect, a token or a cached file.
describe.each(backends())("absolute URLs come from SITE_URL, not the request, on $name", ({ url }) => {
  it("a recovery requested with a forged Host e-mails a link to the configured origin only", async () => {
    const victim = await signedUpClient(url);
    const response = await rawRequest(
      `${url}/auth/v1/recover?redirect_to=${encodeURIComponent("https://evil.example/steal")}`,
      {
        method: "POST",
        headers: { ...FORGED, "content-type": "application/json" },
        body: JSON.stringify({ email: victim.email }),
      },
    );
    expect(response.status).toBe(200);

    const mail = await mailTo(url, victim.email);
    expect(mail).toBeDefined();
    expect(new URL(mail!.link).origin).toBe(url);
    expect(new URL(new URL(mail!.link).searchParams.get("redirect_to")!).origin).toBe(url);
    for (const part of [mail!.link, mail!.text, mail!.html]) expect(part).not.toContain("evil.example");

    // Opening the genuine link through a forged Host still lands on the site, with a token issued by the site.
    const link = new URL(mail!.link);
    const opened = await rawRequest(`${url}${link.pathname}${link.search}`, { headers: FORGED });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.location!);
    expect(location.origin).toBe(url);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(claimsOf(fragment.get("access_token")!).iss).toBe(`${url}/auth/v1`);
  });

  it("a broken verification link with a forged Host redirects to the configured origin", async () => {
    const opened = await rawRequest(`${url}/auth/v1/verify?type=recovery&token=nope`, { headers: FORGED });
    expect(opened.status).toBe(303);
    expect(new URL(opened.headers.location!).origin).toBe(url);
  });

  it("tokens signed in through a forged Host carry the configured issuer", async () => {
    const { email } = await signedUpClient(url);
    const response = await rawRequest(`${url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { ...FORGED, "content-type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    expect(claimsOf(JSON.parse(response.body).access_token).iss).toBe(`${url}/auth/v1`);
  });

  it("sitemap.xml and robots.txt requested with a forged Host name only the configured origin", async () => {
    for (const path of ["/sitemap.xml", "/robots.txt"]) {
      const response = await rawRequest(`${url}${path}`, { headers: FORGED });
      expect(response.status).toBe(200);
      expect(response.body).not.toContain("evil.example");
    }
    const robots = await rawRequest(`${url}/robots.txt`, { headers: FORGED });
    expect(robots.body).toContain(`Sitemap: ${url}/sitemap.xml`);
  });
});
