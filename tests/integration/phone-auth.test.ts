import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app";
import { webhookSignature } from "../../server/src/auth/phone";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { REPO_ROOT } from "../../server/src/config/defaults";
import { testBackendConfig } from "../backend-config";
import { startTwilioFake } from "../fakes/sms-twilio-fake";
import { client, signedUpClient, uniqueEmail } from "../support";

/**
 * Sign-in by phone (issue 44 item 2, decision 1015) with the real supabase-js against the local backend, its edge
 * runtime and the local Twilio fake: the code leaves through Auth's « Send SMS » hook (the send-sms-hook function,
 * Standard Webhooks signature) and is read back from the fake's outbox.
 */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];
const TWILIO = {
  TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
  TWILIO_AUTH_TOKEN: "fake-twilio-auth-token",
  TWILIO_FROM: "+15145550100",
};
const HOOK_SECRET = `v1,whsec_${randomBytes(32).toString("base64")}`;
const LIMITS = {
  signup: { limit: 1000, windowMs: 3_600_000 },
  token: { limit: 1000, windowMs: 300_000 },
  tokenAccount: { limit: 1000, windowMs: 900_000 },
  refresh: { limit: 1000, windowMs: 300_000 },
  recover: { limit: 1000, windowMs: 3_600_000 },
  emailChange: { limit: 1000, windowMs: 3_600_000 },
};
/** A fresh Ivorian mobile number (07 and eight digits). */
const ivorianMobile = () => `+22507${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

describe.each(engines)("sign-in by phone on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-phone-auth-"));
  let backend: StartedBackend;
  let server: ReturnType<typeof serve>;
  let url = "";
  let twilio: Awaited<ReturnType<typeof startTwilioFake>>;
  const hook = { uri: "", secret: HOOK_SECRET };

  beforeAll(async () => {
    twilio = await startTwilioFake({ accountSid: TWILIO.TWILIO_ACCOUNT_SID, authToken: TWILIO.TWILIO_AUTH_TOKEN });
    const base = testBackendConfig(dataDir, name === "postgres" ? process.env.DATABASE_URL : undefined);
    backend = await startBackend(
      {
        ...base,
        // The hook's address is this test's server, known once it listens: set below, before the first request.
        smsHook: hook,
        jobsPollMs: 0,
        authRateLimits: LIMITS,
        edgeRuntimeEnv: {
          ...base.edgeRuntimeEnv,
          ...TWILIO,
          SMS_PROVIDER: "twilio",
          TWILIO_API_URL: twilio.url,
          SMS_HOOK_SECRET: HOOK_SECRET,
        },
      },
      () => {},
    );
    // eslint-disable-next-line prefer-const -- the fetch handler reads it, so it is declared before the server starts
    let app: ReturnType<typeof createApp> | undefined;
    server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: (request, env) => app!.fetch(request, env), port: 0, hostname: "127.0.0.1" }, () =>
        resolve(s),
      );
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    hook.uri = `${url}/functions/v1/send-sms-hook`;
    app = createApp({
      siteDir: path.join(REPO_ROOT, "build/client"),
      backend,
      siteUrl: url,
      publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: backend.anonKey }),
      devTools: true,
    });
  }, 240_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await backend?.close();
    await twilio?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The code in the last SMS the fake received for this number. */
  function lastCode(phone: string): string {
    const sent = twilio.messages.filter((message) => message.to === phone);
    const body = sent.at(-1)?.body ?? "";
    const code = /\b(\d{6})\b/.exec(body)?.[1];
    if (!code) throw new Error(`no code sent to ${phone}`);
    return code;
  }

  it("signs a new learner up with an SMS code, then signs them in again", async () => {
    const phone = ivorianMobile();
    const supabase = client(url);
    const sent = await supabase.auth.signInWithOtp({ phone, options: { data: { full_name: "Awa Koné" } } });
    expect(sent.error).toBeNull();
    const sms = twilio.messages.filter((message) => message.to === phone);
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toMatch(/^\d{6} est votre code de connexion .+ Valable 5 minutes/);
    // Stored hashed: the code itself is nowhere in the database.
    const { rows } = await backend.db.query<{ code_hash: string }>(
      "select code_hash from auth.phone_codes where phone = $1",
      [phone.slice(1)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).not.toContain(lastCode(phone));

    const verified = await supabase.auth.verifyOtp({ phone, token: lastCode(phone), type: "sms" });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user?.phone).toBe(phone.slice(1));
    expect(verified.data.user?.phone_confirmed_at).toBeTruthy();
    // The profile was made from the sign-up's data, and the session reads it through RLS.
    const profile = await supabase.from("profiles").select("full_name").eq("id", verified.data.user!.id).single();
    expect(profile.data?.full_name).toBe("Awa Koné");

    // The code works once.
    const again = await client(url).auth.verifyOtp({ phone, token: lastCode(phone), type: "sms" });
    expect(again.error?.code).toBe("otp_expired");

    // Signing in later: no new account, a new code.
    await backend.db.query("update auth.phone_codes set sent_at = now() - interval '2 minutes' where phone = $1", [
      phone.slice(1),
    ]);
    const other = client(url);
    expect((await other.auth.signInWithOtp({ phone, options: { shouldCreateUser: false } })).error).toBeNull();
    const signedIn = await other.auth.verifyOtp({ phone, token: lastCode(phone), type: "sms" });
    expect(signedIn.data.user?.id).toBe(verified.data.user!.id);
    const { rows: accounts } = await backend.db.query("select id from auth.users where phone = $1", [phone.slice(1)]);
    expect(accounts).toHaveLength(1);
  });

  it("refuses an unknown number when sign-up is not asked, and a malformed one", async () => {
    const unknown = await client(url).auth.signInWithOtp({
      phone: ivorianMobile(),
      options: { shouldCreateUser: false },
    });
    expect(unknown.error?.code).toBe("otp_disabled");
    const malformed = await client(url).auth.signInWithOtp({ phone: "+0123" });
    expect(malformed.error?.code).toBe("validation_failed");
  });

  it("refuses a wrong code, an expired code, and a code after five wrong tries", async () => {
    const phone = ivorianMobile();
    const supabase = client(url);
    expect((await supabase.auth.signInWithOtp({ phone })).error).toBeNull();
    const code = lastCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await supabase.auth.verifyOtp({ phone, token: wrong, type: "sms" })).error?.code).toBe("otp_expired");
    // Expired: the right code five minutes later is refused.
    await backend.db.query("update auth.phone_codes set expires_at = now() - interval '1 second' where phone = $1", [
      phone.slice(1),
    ]);
    expect((await supabase.auth.verifyOtp({ phone, token: code, type: "sms" })).error?.code).toBe("otp_expired");

    // A new code (past the minute between two), then five wrong tries: the right one no longer works.
    const phone2 = ivorianMobile();
    expect((await supabase.auth.signInWithOtp({ phone: phone2 })).error).toBeNull();
    const code2 = lastCode(phone2);
    const wrong2 = code2 === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      expect((await supabase.auth.verifyOtp({ phone: phone2, token: wrong2, type: "sms" })).error?.code).toBe(
        "otp_expired",
      );
    const late = await supabase.auth.verifyOtp({ phone: phone2, token: code2, type: "sms" });
    expect(late.error?.code).toBe("otp_expired");
    expect(late.data.session).toBeNull();
  });

  it("sends one code a minute per number, and at most five an hour", async () => {
    const phone = ivorianMobile();
    expect((await client(url).auth.signInWithOtp({ phone })).error).toBeNull();
    const tooSoon = await client(url).auth.signInWithOtp({ phone });
    expect(tooSoon.error?.code).toBe("over_sms_send_rate_limit");
    expect(tooSoon.error?.status).toBe(429);
    for (let i = 2; i <= 5; i++) {
      await backend.db.query("update auth.phone_codes set sent_at = now() - interval '2 minutes' where phone = $1", [
        phone.slice(1),
      ]);
      expect((await client(url).auth.signInWithOtp({ phone })).error).toBeNull();
    }
    await backend.db.query("update auth.phone_codes set sent_at = now() - interval '2 minutes' where phone = $1", [
      phone.slice(1),
    ]);
    const sixth = await client(url).auth.signInWithOtp({ phone });
    expect(sixth.error?.code).toBe("over_sms_send_rate_limit");
    expect(twilio.messages.filter((message) => message.to === phone)).toHaveLength(5);
  });

  it("links a phone to an e-mail account (phone_change), then signs in with it", async () => {
    const learner = await signedUpClient(url);
    const phone = ivorianMobile();
    const asked = await learner.supabase.auth.updateUser({ phone });
    expect(asked.error).toBeNull();
    expect(asked.data.user?.new_phone).toBe(phone.slice(1));
    expect(asked.data.user?.phone).toBe("");
    const linked = await learner.supabase.auth.verifyOtp({ phone, token: lastCode(phone), type: "phone_change" });
    expect(linked.error).toBeNull();
    expect(linked.data.user?.phone).toBe(phone.slice(1));
    expect(linked.data.user?.email).toBe(learner.email);

    await backend.db.query("update auth.phone_codes set sent_at = now() - interval '2 minutes' where phone = $1", [
      phone.slice(1),
    ]);
    const byPhone = client(url);
    expect((await byPhone.auth.signInWithOtp({ phone, options: { shouldCreateUser: false } })).error).toBeNull();
    const session = await byPhone.auth.verifyOtp({ phone, token: lastCode(phone), type: "sms" });
    expect(session.data.user?.id).toBe(learner.user.id);

    // Another account cannot take a number already linked.
    const other = await signedUpClient(url);
    const taken = await other.supabase.auth.updateUser({ phone });
    expect(taken.error?.code).toBe("phone_exists");
  });

  it("a phone account adds an e-mail address, confirmed by the link sent to it", async () => {
    const phone = ivorianMobile();
    const supabase = client(url);
    expect((await supabase.auth.signInWithOtp({ phone })).error).toBeNull();
    const signedIn = await supabase.auth.verifyOtp({ phone, token: lastCode(phone), type: "sms" });
    expect(signedIn.error).toBeNull();
    const email = uniqueEmail("phone-first");
    expect((await supabase.auth.updateUser({ email })).error).toBeNull();
    const outbox = (await (await fetch(`${url}/_dev/outbox`)).json()) as { to: string; link?: string }[];
    const mail = outbox.find((message) => message.to === email && message.link);
    expect(mail?.link).toBeTruthy();
    const opened = await fetch(mail!.link!, { redirect: "manual" });
    expect(opened.status).toBe(303);
    const fragment = new URLSearchParams(new URL(opened.headers.get("location")!).hash.slice(1));
    expect(fragment.get("type")).toBe("email_change");
    const { data } = await supabase.auth.getUser(fragment.get("access_token")!);
    expect(data.user?.email).toBe(email);
    expect(data.user?.phone).toBe(phone.slice(1));
  });

  it("the hook refuses a forged, altered or stale signature", async () => {
    const hookUrl = `${url}/functions/v1/send-sms-hook`;
    const body = JSON.stringify({ user: { phone: ivorianMobile().slice(1) }, sms: { otp: "123456" } });
    const now = Math.floor(Date.now() / 1000);
    const post = (headers: Record<string, string>, payload = body) =>
      fetch(hookUrl, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: payload });
    const forgedSecret = `v1,whsec_${randomBytes(32).toString("base64")}`;
    const cases: [string, Record<string, string>, string?][] = [
      ["no signature", { "webhook-id": "msg_1", "webhook-timestamp": String(now) }],
      [
        "another secret",
        {
          "webhook-id": "msg_1",
          "webhook-timestamp": String(now),
          "webhook-signature": webhookSignature(forgedSecret, "msg_1", now, body),
        },
      ],
      [
        "a changed body",
        {
          "webhook-id": "msg_1",
          "webhook-timestamp": String(now),
          "webhook-signature": webhookSignature(HOOK_SECRET, "msg_1", now, body),
        },
        body.replace("123456", "654321"),
      ],
      [
        "ten minutes old",
        {
          "webhook-id": "msg_1",
          "webhook-timestamp": String(now - 600),
          "webhook-signature": webhookSignature(HOOK_SECRET, "msg_1", now - 600, body),
        },
      ],
    ];
    const before = twilio.messages.length;
    for (const [label, headers, payload] of cases) {
      const response = await post(headers, payload);
      expect(response.status, label).toBe(401);
      await response.text();
    }
    expect(twilio.messages.length).toBe(before);
    // The same call, rightly signed, sends.
    const good = await post({
      "webhook-id": "msg_2",
      "webhook-timestamp": String(now),
      "webhook-signature": webhookSignature(HOOK_SECRET, "msg_2", now, body),
    });
    expect(good.status).toBe(200);
    expect(twilio.messages.length).toBe(before + 1);
  });
});
