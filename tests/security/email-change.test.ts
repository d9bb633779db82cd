import { describe, expect, inject, it } from "vitest";
import { PASSWORD, api, backends, client, signedUpClient, uniqueEmail } from "../support";

interface OutboxMail {
  to: string;
  link?: string;
  subject: string;
}

async function mailsTo(url: string, email: string) {
  const outbox = (await (await fetch(`${url}/_dev/outbox`)).json()) as OutboxMail[];
  return outbox.filter((mail) => mail.to === email);
}

function changeEmail(url: string, token: string, email: string, query = "") {
  return api(url, `/auth/v1/user${query}`, {
    method: "PUT",
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
}

async function open(link: string) {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location")!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

// Issue 17 item 3: a stolen access token must not be enough to move the account to another address.
describe.each(backends())("e-mail change needs both inboxes on $name", ({ url }) => {
  it("a thief's change request changes nothing, even with the link sent to the thief's own address", async () => {
    const victim = await signedUpClient(url);
    const thiefAddress = uniqueEmail("thief");
    const stolen = victim.session.access_token;

    const response = await changeEmail(url, stolen, thiefAddress);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.email).toBe(victim.email);
    expect(body.new_email).toBe(thiefAddress);

    const [toThief] = await mailsTo(url, thiefAddress);
    const opened = await open(toThief.link!);
    expect(opened.location.origin + opened.location.pathname).toBe(`${url}/profil`);
    expect(opened.fragment.get("message")).toMatch(/Confirmation link accepted/);
    expect(opened.fragment.get("access_token")).toBeNull();

    expect((await (await api(url, "/auth/v1/user", { token: stolen })).json()).email).toBe(victim.email);
    expect((await client(url).auth.signInWithPassword({ email: victim.email, password: PASSWORD })).error).toBeNull();
    expect((await client(url).auth.signInWithPassword({ email: thiefAddress, password: PASSWORD })).error?.code).toBe(
      "invalid_credentials",
    );
    // The victim was told, at their current address.
    expect((await mailsTo(url, victim.email)).some((mail) => mail.subject.includes("changement d'adresse"))).toBe(true);
  });

  it("the owner's change completes once both links are opened, landing on /profil with a session", async () => {
    const { supabase, email } = await signedUpClient(url);
    const next = uniqueEmail("moved");
    const { data, error } = await supabase.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);

    const [toCurrent] = await mailsTo(url, email);
    const [toNew] = await mailsTo(url, next);
    expect((await open(toCurrent.link!)).fragment.get("message")).toMatch(/other email/);
    const done = await open(toNew.link!);
    expect(done.location.origin + done.location.pathname).toBe(`${url}/profil`);
    expect(done.fragment.get("type")).toBe("email_change");
    const user = await api(url, "/auth/v1/user", { token: done.fragment.get("access_token")! });
    expect((await user.json()).email).toBe(next);

    expect((await client(url).auth.signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull();
    expect((await client(url).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      "invalid_credentials",
    );
    expect((await open(toNew.link!)).fragment.get("error_code")).toBe("otp_expired");
  });

  it("answers the same whether or not the new address is taken, and a taken address never completes", async () => {
    const asker = await signedUpClient(url);
    const owner = await signedUpClient(url);
    const free = await changeEmail(url, asker.session.access_token, uniqueEmail("free"));
    const taken = await changeEmail(url, asker.session.access_token, owner.email.toUpperCase());
    expect(taken.status).toBe(free.status);
    const [freeBody, takenBody] = [await free.json(), await taken.json()];
    expect(Object.keys(takenBody).sort()).toEqual(Object.keys(freeBody).sort());
    expect(takenBody.email).toBe(asker.email);

    const toOwner = (await mailsTo(url, owner.email.toUpperCase())).concat(await mailsTo(url, owner.email));
    expect(toOwner.every((mail) => mail.link === undefined)).toBe(true);
    const [toAsker] = await mailsTo(url, asker.email);
    expect((await open(toAsker.link!)).fragment.get("message")).toMatch(/other email/);
    expect((await (await api(url, "/auth/v1/user", { token: asker.session.access_token })).json()).email).toBe(
      asker.email,
    );
  });

  it("resend sends fresh links for a pending change (the old ones stop working) and answers {} for anyone else", async () => {
    const { supabase, email } = await signedUpClient(url);
    const next = uniqueEmail("again");
    expect((await supabase.auth.updateUser({ email: next })).error).toBeNull();
    const [firstToNew] = await mailsTo(url, next);

    expect((await client(url).auth.resend({ type: "email_change", email })).error).toBeNull();
    const toNew = await mailsTo(url, next);
    expect(toNew).toHaveLength(2);
    expect((await open(firstToNew.link!)).fragment.get("error_code")).toBe("otp_expired");
    // The outbox lists the newest first.
    const [latestToCurrent] = (await mailsTo(url, email)).filter((mail) => mail.link);
    expect((await open(latestToCurrent.link!)).fragment.get("message")).toMatch(/other email/);
    const done = await open(toNew[0].link!);
    expect(done.fragment.get("type")).toBe("email_change");

    // Nothing pending, no account, or a signup already confirmed: the same empty answer, and no mail.
    const stranger = uniqueEmail("nobody");
    for (const params of [
      { type: "email_change" as const, email: stranger },
      { type: "signup" as const, email: stranger },
      { type: "signup" as const, email: next },
    ]) {
      const response = await api(url, "/auth/v1/resend", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(params),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
    }
    expect(await mailsTo(url, stranger)).toHaveLength(0);
  });

  it("resend refuses what it cannot do with GoTrue's errors, and changes nothing", async () => {
    const post = (body: string) =>
      api(url, "/auth/v1/resend", { method: "POST", headers: { "content-type": "application/json" }, body });
    const cases: [string, number, string][] = [
      ["{", 400, "bad_json"],
      [JSON.stringify({ type: "magic", email: uniqueEmail("x") }), 400, "validation_failed"],
      [JSON.stringify({ type: "signup" }), 400, "validation_failed"],
      [JSON.stringify({ type: "signup", email: "not-an-address" }), 400, "validation_failed"],
      [JSON.stringify({ type: "sms", phone: "+22501020304" }), 400, "phone_provider_disabled"],
    ];
    for (const [body, status, code] of cases) {
      const response = await post(body);
      expect(response.status, body).toBe(status);
      expect((await response.json()).code, body).toBe(code);
    }
  });

  it("never redirects a confirmation link off the site", async () => {
    const { email, session } = await signedUpClient(url);
    await changeEmail(
      url,
      session.access_token,
      uniqueEmail("elsewhere"),
      `?redirect_to=${encodeURIComponent("https://evil.example/x")}`,
    );
    const [mail] = await mailsTo(url, email);
    expect((await open(mail.link!)).location.origin).toBe(url);
  });
});

describe("e-mail change requests are rate-limited (server with 2 per window)", () => {
  it("answers 429 over_email_send_rate_limit past the limit and sends nothing more", async () => {
    const [{ url: plain }] = backends();
    const limited = inject("rateLimitedUrl");
    const { session } = await signedUpClient(plain); // same database, unlimited sign-up
    const statuses = [];
    const addresses = [uniqueEmail("burst"), uniqueEmail("burst"), uniqueEmail("burst")];
    for (const address of addresses) {
      const response = await changeEmail(limited, session.access_token, address);
      statuses.push(response.status);
      if (response.status === 429) expect((await response.json()).code).toBe("over_email_send_rate_limit");
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await mailsTo(plain, addresses[1])).toHaveLength(1); // the limited server shares this outbox
    expect(await mailsTo(plain, addresses[2])).toHaveLength(0);
  });
});
