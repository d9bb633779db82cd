import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app";
import { makeApiKey } from "../../server/src/auth/jwt";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { REPO_ROOT } from "../../server/src/config/defaults";
import { EDGE_JOB_KINDS } from "../../supabase/functions/process-jobs/jobs-kinds.ts";
import { WHATSAPP_TEMPLATES } from "../../supabase/functions/_shared/messaging/texts.ts";
import { testBackendConfig } from "../backend-config";
import { ownDatabase, type OwnDatabase } from "../support/own-database";
import { startTwilioFake } from "../fakes/sms-twilio-fake";
import { startWhatsAppFake } from "../fakes/whatsapp-fake";
import { client, signedUpClient } from "../support";

/**
 * The 15-minute call's confirmation and reminder by SMS too (issue 44 item 5, decision 1066), against the real
 * backend with its edge runtime and the local Twilio fake: a visitor who ticked the booking form's box gets them (with
 * the link to change or cancel), one who did not gets none, a « STOP » from the number stops them, and a cancelled
 * booking cancels its queued message. The messages name the booking, not an account; visitors never read them.
 */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];
const KEYS = {
  TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
  TWILIO_AUTH_TOKEN: "fake-twilio-auth-token",
  TWILIO_FROM: "+15145550100",
  WHATSAPP_TOKEN: "fake-whatsapp-token",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: "fake-meta-app-secret",
  WHATSAPP_VERIFY_TOKEN: "fake-verify-token",
};
const TEMPLATES = Object.fromEntries(
  Object.entries(WHATSAPP_TEMPLATES).map(([purpose, body]) => [`${purpose.replace(/-/g, "_")}_v1`, body]),
);
const WORDING = "Recevoir la confirmation et les rappels de ce rendez-vous par SMS";
/** A fresh Senegalese mobile number (77 and seven digits). */
const senegaleseMobile = () => `+22177${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

describe.each(engines)("the call's SMS on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-call-sms-"));
  let backend: StartedBackend;
  let database: OwnDatabase | undefined;
  let server: ReturnType<typeof serve>;
  let url = "";
  let twilio: Awaited<ReturnType<typeof startTwilioFake>>;
  let whatsapp: Awaited<ReturnType<typeof startWhatsAppFake>>;
  let free: string[] = [];

  beforeAll(async () => {
    twilio = await startTwilioFake({ accountSid: KEYS.TWILIO_ACCOUNT_SID, authToken: KEYS.TWILIO_AUTH_TOKEN });
    whatsapp = await startWhatsAppFake({
      accessToken: KEYS.WHATSAPP_TOKEN,
      phoneNumberId: KEYS.WHATSAPP_PHONE_NUMBER_ID,
      appSecret: KEYS.WHATSAPP_APP_SECRET,
      templates: TEMPLATES,
    });
    database = await ownDatabase(name, "call_sms");
    const base = testBackendConfig(dataDir, database.url);
    backend = await startBackend(
      {
        ...base,
        jobsPollMs: 0,
        edgeRuntimeEnv: {
          ...base.edgeRuntimeEnv,
          ...KEYS,
          SMS_PROVIDER: "twilio",
          TWILIO_API_URL: twilio.url,
          WHATSAPP_PROVIDER: "cloud-api",
          WHATSAPP_API_URL: whatsapp.apiUrl,
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
    app = createApp({
      siteDir: path.join(REPO_ROOT, "build/client"),
      backend,
      siteUrl: url,
      publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: backend.anonKey }),
      devTools: true,
    });
    backend.startJobs(`${url}/functions/v1`);
    twilio.setInboundUrl(`${url}/functions/v1/message-status?provider=twilio`);
    whatsapp.setWebhookUrl(`${url}/functions/v1/message-status?provider=whatsapp`);
    // Far-ahead slots in Dakar (a Monday and the days after), one per booking of this file.
    const { data, error } = await client(url).rpc(
      "call_slots" as never,
      { p_office: "Dakar", p_from: "2031-03-03T00:00:00Z", p_days: 3 } as never,
    );
    expect(error).toBeNull();
    free = (data as unknown as { starts_at: string }[]).map((slot) => slot.starts_at);
  }, 240_000);
  afterAll(async () => {
    // The jobs' calls to process-jobs keep connections alive: close waits for them otherwise.
    (server as unknown as { closeAllConnections?: () => void } | undefined)?.closeAllConnections?.();
    await new Promise((resolve) => server?.close(resolve));
    await backend?.close();
    await database?.drop();
    await twilio?.close();
    await whatsapp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs the due jobs (process-jobs in Deno for the call and phone kinds) and waits for the fake's callbacks. */
  async function settle() {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      await backend.jobs.runDue();
      await twilio.settled();
      await whatsapp.settled();
      const { rows } = await backend.db.query<{ due: string }>(
        "select count(*) as due from private.jobs where state in ('pending', 'running') and run_at <= now() and kind = any($1)",
        [EDGE_JOB_KINDS],
      );
      if (Number(rows[0].due) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function book(sms: boolean, wa = false) {
    const phone = senegaleseMobile();
    const { data, error } = await client(url).rpc(
      "book_call" as never,
      {
        p_office: "Dakar",
        p_starts_at: free.shift(),
        p_full_name: "Fatou Sarr",
        p_email: `fatou-${crypto.randomUUID()}@example.com`,
        p_phone: phone,
        p_subject: "Former nos chefs de projet",
        p_time_zone: "Africa/Dakar",
        p_sms_reminder: sms,
        p_whatsapp_reminder: wa,
      } as never,
    );
    expect(error).toBeNull();
    const booked = data as unknown as { id: number; token: string; starts_at: string };
    return { ...booked, phone };
  }

  /** The reminder (a day before the call) made due now. */
  const remindNow = (id: number) =>
    backend.db.query(
      "update private.jobs set run_at = now() where kind = 'calls.reminder' and state = 'pending' and payload ->> 'booking_id' = $1",
      [String(id)],
    );

  const messagesOf = async (id: number) =>
    (
      await backend.db.query<{ purpose: string; channel: string; status: string; user_id: string | null }>(
        "select purpose, channel, status, user_id from public.phone_messages where call_booking_id = $1 order by id",
        [id],
      )
    ).rows;

  const smsTo = (phone: string) => twilio.messages.filter((message) => message.to === phone);

  it("sends the confirmation and the reminder by SMS to a visitor who ticked the box, once each, with the manage link", async () => {
    const booking = await book(true);
    const { rows } = await backend.db.query<{ phone_consent_at: string | null; phone_consent_text: string | null }>(
      "select phone_consent_at, phone_consent_text from public.call_bookings where id = $1",
      [booking.id],
    );
    expect(rows[0].phone_consent_at).not.toBeNull();
    expect(rows[0].phone_consent_text).toBe(WORDING);

    await settle();
    await remindNow(booking.id);
    await settle();
    // The confirmation's job run again (a retry): nothing leaves twice.
    await backend.db.query("select private.enqueue_job('calls.booked', $1::jsonb)", [
      JSON.stringify({ booking_id: booking.id, token: booking.token, sequence: 0 }),
    ]);
    await settle();

    const sms = smsTo(booking.phone);
    expect(sms).toHaveLength(2);
    // Dakar is on UTC all year: the visitor's time is the slot's UTC time.
    const at = new Date(booking.starts_at).toISOString();
    const when = `${at.slice(8, 10)}/${at.slice(5, 7)} à ${at.slice(11, 16)}`;
    expect(sms[0].body).toMatch(
      new RegExp(`^Premier échange de 15 min avec Pont Atlantique Conseil réservé le ${when} \\(votre heure\\)`),
    );
    expect(sms[1].body).toMatch(/^Rappel: premier échange de 15 min/);
    for (const message of sms) {
      expect(message.body).toContain(`/rendez-vous/gerer/${booking.token}`);
      expect(message.body).toMatch(/STOP/);
      expect(Number(message.num_segments)).toBeLessThanOrEqual(2);
    }
    expect(await messagesOf(booking.id)).toEqual([
      { purpose: "call-booked", channel: "sms", status: "delivered", user_id: null },
      { purpose: "call-reminder", channel: "sms", status: "delivered", user_id: null },
    ]);
    // The e-mails went as before; visitors never read the phone messages.
    const { rows: mails } = await backend.db.query<{ n: string }>(
      "select count(*) as n from private.jobs where kind = 'mail.send' and dedupe_key like $1",
      [`mail:calls.%:${booking.id}:0:visitor`],
    );
    expect(Number(mails[0].n)).toBe(2);
    const { data } = await client(url)
      .from("phone_messages" as never)
      .select("id");
    expect(data ?? []).toEqual([]);
    // Staff read them as they read the other phone messages; another signed-in account does not.
    const admin = await signedUpClient(url, "Admin Rendez-vous");
    const promoted = await client(url, await makeApiKey(backend.keys, "service_role")).rpc(
      "set_user_role" as never,
      { target_user: admin.user.id, new_role: "admin" } as never,
    );
    expect(promoted.error).toBeNull();
    const staffView = await admin.supabase
      .from("phone_messages" as never)
      .select("purpose, status")
      .eq("call_booking_id", booking.id)
      .order("id");
    expect(staffView.error).toBeNull();
    expect(staffView.data).toEqual([
      { purpose: "call-booked", status: "delivered" },
      { purpose: "call-reminder", status: "delivered" },
    ]);
    const other = await signedUpClient(url, "Autre Visiteur");
    const foreign = await other.supabase
      .from("phone_messages" as never)
      .select("id")
      .eq("call_booking_id", booking.id);
    expect(foreign.data).toEqual([]);
  }, 180_000);

  it("sends no SMS to a visitor who left the box unticked", async () => {
    const booking = await book(false);
    await settle();
    await remindNow(booking.id);
    await settle();
    expect(smsTo(booking.phone)).toEqual([]);
    expect(await messagesOf(booking.id)).toEqual([]);
    const { rows } = await backend.db.query<{ phone_consent_at: string | null }>(
      "select phone_consent_at from public.call_bookings where id = $1",
      [booking.id],
    );
    expect(rows[0].phone_consent_at).toBeNull();
  }, 180_000);

  it("stops the booking's SMS after a STOP from the number", async () => {
    const booking = await book(true);
    await settle();
    expect(smsTo(booking.phone)).toHaveLength(1);
    expect(await twilio.inbound(booking.phone, "STOP")).toBe(200);
    const { rows } = await backend.db.query<{ sms_stopped_at: string | null }>(
      "select sms_stopped_at from public.call_bookings where id = $1",
      [booking.id],
    );
    expect(rows[0].sms_stopped_at).not.toBeNull();
    await remindNow(booking.id);
    await settle();
    expect(smsTo(booking.phone)).toHaveLength(1);
    expect((await messagesOf(booking.id)).map((row) => row.purpose)).toEqual(["call-booked"]);
  }, 180_000);

  it("sends them on WhatsApp to a visitor who ticked WhatsApp, and by SMS when WhatsApp reports a failure", async () => {
    const booking = await book(false, true);
    await settle();
    const wa = whatsapp.messages.filter((message) => `+${message.to}` === booking.phone);
    expect(wa.map((message) => message.template)).toEqual(["call_booked_v1"]);
    expect(wa[0].text).toContain(`/rendez-vous/gerer/${booking.token}`);
    expect(smsTo(booking.phone)).toEqual([]);

    whatsapp.failDeliveriesTo(booking.phone);
    await remindNow(booking.id);
    await settle();
    expect(smsTo(booking.phone).map((message) => message.body.slice(0, 7))).toEqual(["Rappel:"]);
    expect(await messagesOf(booking.id)).toEqual([
      { purpose: "call-booked", channel: "whatsapp", status: "delivered", user_id: null },
      { purpose: "call-reminder", channel: "whatsapp", status: "failed", user_id: null },
      { purpose: "call-reminder", channel: "sms", status: "delivered", user_id: null },
    ]);
  }, 180_000);

  it("cancels the SMS not sent yet when the visitor cancels the booking, and tells the cancellation by SMS", async () => {
    twilio.unavailableFor(1); // the confirmation's first send answers 503: it waits for its retry, queued
    const booking = await book(true);
    await settle();
    expect((await messagesOf(booking.id)).map((row) => row.status)).toEqual(["queued"]);
    expect((await client(url).rpc("cancel_call" as never, { p_token: booking.token } as never)).error).toBeNull();
    expect((await messagesOf(booking.id)).map((row) => row.status)).toEqual(["cancelled"]);
    await backend.db.query("update private.jobs set run_at = now() where kind = 'message.send' and state = 'pending'");
    await settle();
    // The confirmation never leaves; the cancellation does (decision 1069), « à votre demande », with the booking page.
    const sms = smsTo(booking.phone);
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toMatch(
      /^Premier échange de 15 min avec .* annulé \(motif: a votre demande\)\. Autre créneau: /,
    );
    expect(sms[0].body).toMatch(/\/rendez-vous\n/);
    expect(sms[0].body).not.toContain(booking.token);
    expect(await messagesOf(booking.id)).toEqual([
      { purpose: "call-booked", channel: "sms", status: "cancelled", user_id: null },
      { purpose: "call-cancelled", channel: "sms", status: "delivered", user_id: null },
    ]);
  }, 180_000);

  it("refuses a staff cancellation without a reason (422), then tells the visitor the reason by SMS and e-mail", async () => {
    const booking = await book(true);
    await settle();
    const admin = await signedUpClient(url, "Admin Annulation");
    const promoted = await client(url, await makeApiKey(backend.keys, "service_role")).rpc(
      "set_user_role" as never,
      { target_user: admin.user.id, new_role: "admin" } as never,
    );
    expect(promoted.error).toBeNull();
    for (const reason of [null, "   "]) {
      const refused = await admin.supabase.rpc(
        "staff_cancel_call" as never,
        { p_booking: booking.id, p_reason: reason } as never,
      );
      expect(refused.status).toBe(422);
      expect(refused.error?.message).toBe("Indiquez le motif de l'annulation : il est envoyé au visiteur.");
    }
    const { rows: still } = await backend.db.query<{ status: string }>(
      "select status from public.call_bookings where id = $1",
      [booking.id],
    );
    expect(still[0].status).toBe("booked");

    const done = await admin.supabase.rpc(
      "staff_cancel_call" as never,
      { p_booking: booking.id, p_reason: "Consultant indisponible ce jour-là" } as never,
    );
    expect(done.error).toBeNull();
    await settle();
    const sms = smsTo(booking.phone);
    expect(sms).toHaveLength(2);
    expect(sms[1].body).toContain("annulé (motif: Consultant indisponible ce jour-là)");
    expect(Number(sms[1].num_segments)).toBeLessThanOrEqual(2);
    expect((await messagesOf(booking.id)).map(({ purpose, status }) => ({ purpose, status }))).toEqual([
      { purpose: "call-booked", status: "delivered" },
      { purpose: "call-cancelled", status: "delivered" },
    ]);
    const { rows: mails } = await backend.db.query<{ text: string }>(
      "select payload ->> 'text' as text from private.jobs where kind = 'mail.send' and dedupe_key = $1",
      [`mail:calls.cancelled:${booking.id}:visitor`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/Motif\s*:\s*Consultant indisponible ce jour-là/);
    // Cancelled already: the second try is told so, nothing more is sent.
    const again = await admin.supabase.rpc(
      "staff_cancel_call" as never,
      { p_booking: booking.id, p_reason: "Encore" } as never,
    );
    expect(again.error?.message).toBe("Ce rendez-vous est introuvable ou déjà annulé.");
  }, 180_000);
});
