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
import { startTwilioFake, twilioFakeSignature } from "../fakes/sms-twilio-fake";
import { metaFakeSignature, startWhatsAppFake } from "../fakes/whatsapp-fake";
import { client, signedUpClient } from "../support";

/**
 * Messages on the phone (issue 44 item 1, decisions 1008 and 1009), against the real backend with its edge runtime
 * and the local Twilio and WhatsApp Cloud API fakes: a convocation reaches SMS and WhatsApp once whatever the retries,
 * a STOP closes the SMS, a failed WhatsApp message falls back to SMS, staff read the statuses, forged callbacks get 401.
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
/** A fresh Ivorian mobile number (07 and eight digits). */
const ivorianMobile = () => `+22507${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

describe.each(engines)("messages on the phone on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-messaging-"));
  let backend: StartedBackend;
  let database: OwnDatabase | undefined;
  let server: ReturnType<typeof serve>;
  let url = "";
  let twilio: Awaited<ReturnType<typeof startTwilioFake>>;
  let whatsapp: Awaited<ReturnType<typeof startWhatsAppFake>>;

  beforeAll(async () => {
    twilio = await startTwilioFake({ accountSid: KEYS.TWILIO_ACCOUNT_SID, authToken: KEYS.TWILIO_AUTH_TOKEN });
    whatsapp = await startWhatsAppFake({
      accessToken: KEYS.WHATSAPP_TOKEN,
      phoneNumberId: KEYS.WHATSAPP_PHONE_NUMBER_ID,
      appSecret: KEYS.WHATSAPP_APP_SECRET,
      templates: TEMPLATES,
    });
    database = await ownDatabase(name, "messaging");
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

  // On PostgreSQL the suite's shared server runs the e-mail jobs of this database too (with its own origin in the
  // links): the links are checked by their path.

  /**
   * Runs the due jobs (process-jobs in Deno for the e-mail and phone kinds) and waits for the fakes' callbacks, until
   * no job of those kinds is due: on a busy machine a call of process-jobs may stop early, the next one goes on.
   */
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

  async function learnerWithPhone(choice: { sms: boolean; whatsapp: boolean }) {
    const learner = await signedUpClient(url, "Awa Koné");
    const phone = ivorianMobile();
    const { error } = await learner.supabase.rpc(
      "set_phone_preferences" as never,
      { p_phone: phone, p_sms: choice.sms, p_whatsapp: choice.whatsapp } as never,
    );
    expect(error).toBeNull();
    return { ...learner, phone };
  }

  /** A confirmed seat in a new session: confirming it queues the convocation (and the 48 h reminder). */
  async function confirmedSeat(userId: string) {
    const { rows: sessions } = await backend.db.query<{ id: string }>(
      `insert into public.course_sessions (formation_id, starts_on, ends_on, city, venue, capacity)
       values (1, '2030-06-02', '2030-06-04', 'Abidjan', 'Immeuble Alpha 2000, Plateau', 10) returning id`,
    );
    const { rows } = await backend.db.query<{ id: string }>(
      `insert into public.enrollments (formation_id, user_id, payment_method, status, session_id)
       values (1, $1, 'virement', 'pending', $2) returning id`,
      [userId, sessions[0].id],
    );
    const enrollmentId = Number(rows[0].id);
    await backend.db.query(
      "update public.enrollments set status = 'confirmed', status_reason = 'Prise en charge' where id = $1",
      [enrollmentId],
    );
    return enrollmentId;
  }

  const messagesOf = async (userId: string) =>
    (
      await backend.db.query<{
        id: string;
        purpose: string;
        channel: string;
        status: string;
        provider_message_id: string;
      }>(
        "select id, purpose, channel, status, provider_message_id from public.phone_messages where user_id = $1 order by id",
        [userId],
      )
    ).rows;

  it("sends the convocation by SMS and WhatsApp once, even when Twilio is down at first and the jobs run again", async () => {
    const learner = await learnerWithPhone({ sms: true, whatsapp: true });
    twilio.unavailableFor(1); // the first send answers 503: the job is retried
    const enrollmentId = await confirmedSeat(learner.user.id);
    await settle();
    await backend.db.query("update private.jobs set run_at = now() where kind = 'message.send' and state = 'pending'");
    await settle();
    // The convocation's job and the sending job run again (a retry after a crash): nothing leaves twice.
    await backend.db.query("select private.enqueue_job('sessions.convocation', $1::jsonb)", [
      JSON.stringify({ enrollment_id: enrollmentId }),
    ]);
    await backend.db.query(
      "update private.jobs set state = 'pending', run_at = now() where kind = 'message.send' and payload ->> 'message_id' in (select id::text from public.phone_messages where user_id = $1)",
      [learner.user.id],
    );
    await settle();

    const sms = twilio.messages.filter((message) => message.to === learner.phone);
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toContain("Convocation:");
    expect(sms[0].body).toMatch(/ http:\/\/127\.0\.0\.1:\d+\/mes-formations\n/);
    expect(sms[0].body).toMatch(/STOP/);
    expect(Number(sms[0].num_segments)).toBeLessThanOrEqual(2);
    const wa = whatsapp.messages.filter((message) => `+${message.to}` === learner.phone);
    expect(wa).toHaveLength(1);
    expect(wa[0].template).toBe("convocation_v1");
    expect(wa[0].text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/mes-formations$/);

    const rows = await messagesOf(learner.user.id);
    expect(rows.map(({ purpose, channel, status }) => ({ purpose, channel, status }))).toEqual([
      { purpose: "convocation", channel: "whatsapp", status: "delivered" },
      { purpose: "convocation", channel: "sms", status: "delivered" },
    ]);
    // The e-mail stays the record: the convocation was e-mailed as before.
    const { rows: mails } = await backend.db.query<{ n: string }>(
      "select count(*) as n from private.jobs where kind = 'mail.send' and dedupe_key = $1",
      [`mail:sessions.convocation:${enrollmentId}`],
    );
    expect(Number(mails[0].n)).toBe(1);
  }, 180_000);

  it("honours STOP: the SMS channel closes, WhatsApp chosen apart still carries the reminder", async () => {
    const learner = await learnerWithPhone({ sms: true, whatsapp: true });
    const enrollmentId = await confirmedSeat(learner.user.id);
    await settle();
    expect(await twilio.inbound(learner.phone, "STOP")).toBe(200);
    const { data } = await learner.supabase
      .from("phone_contacts" as never)
      .select("sms_stopped_at, whatsapp_stopped_at")
      .single();
    const contact = data as unknown as { sms_stopped_at: string | null; whatsapp_stopped_at: string | null };
    expect(contact.sms_stopped_at).not.toBeNull();
    expect(contact.whatsapp_stopped_at).toBeNull();

    await backend.db.query("select private.enqueue_job('sessions.reminder', $1::jsonb)", [
      JSON.stringify({ enrollment_id: enrollmentId }),
    ]);
    await settle();
    expect(twilio.messages.filter((message) => message.to === learner.phone)).toHaveLength(1); // the convocation only
    const reminders = whatsapp.messages.filter((m) => `+${m.to}` === learner.phone && m.template === "reminder_v1");
    expect(reminders).toHaveLength(1);
    expect(
      (await messagesOf(learner.user.id)).filter((row) => row.purpose === "reminder").map((r) => r.channel),
    ).toEqual(["whatsapp"]);
  }, 180_000);

  it("falls back to SMS when WhatsApp reports a failure, and shows staff each status; learners see only theirs", async () => {
    const learner = await learnerWithPhone({ sms: false, whatsapp: true });
    whatsapp.failDeliveriesTo(learner.phone);
    const enrollmentId = await confirmedSeat(learner.user.id);
    await settle();
    expect(whatsapp.messages.filter((m) => `+${m.to}` === learner.phone).map((m) => m.status)).toEqual(["failed"]);
    const sms = twilio.messages.filter((message) => message.to === learner.phone);
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toContain("Convocation:");

    const admin = await signedUpClient(url, "Admin Messages");
    const promoted = await client(url, await makeApiKey(backend.keys, "service_role")).rpc(
      "set_user_role" as never,
      { target_user: admin.user.id, new_role: "admin" } as never,
    );
    expect(promoted.error).toBeNull();
    const { data: staffView, error } = await admin.supabase
      .from("phone_messages" as never)
      .select("channel, status, error, fallback_of")
      .eq("enrollment_id", enrollmentId)
      .order("id");
    expect(error).toBeNull();
    expect(staffView).toEqual([
      { channel: "whatsapp", status: "failed", error: "WhatsApp 131026 Message undeliverable", fallback_of: null },
      { channel: "sms", status: "delivered", error: null, fallback_of: expect.any(Number) },
    ]);
    const other = await signedUpClient(url, "Autre Apprenant");
    const { data: foreign } = await other.supabase
      .from("phone_messages" as never)
      .select("id")
      .eq("enrollment_id", enrollmentId);
    expect(foreign).toEqual([]);
    const { data: foreignContact } = await other.supabase
      .from("phone_contacts" as never)
      .select("phone")
      .eq("user_id", learner.user.id);
    expect(foreignContact).toEqual([]);
  }, 180_000);

  it("refuses forged callbacks with 401 and changes nothing; answers Meta's verification only with its token", async () => {
    const learner = await learnerWithPhone({ sms: true, whatsapp: false });
    await confirmedSeat(learner.user.id);
    await settle();
    const [sent] = await messagesOf(learner.user.id);
    expect(sent.status).toBe("delivered");
    const callback = `${url}/functions/v1/message-status?provider=twilio`;
    const params = { MessageSid: sent.provider_message_id, MessageStatus: "failed", ErrorCode: "30003" };
    const forged = await fetch(callback, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioFakeSignature("not-the-auth-token", callback, params),
      },
      body: new URLSearchParams(params),
    });
    expect(forged.status).toBe(401);
    const unsigned = await fetch(callback, { method: "POST", body: new URLSearchParams(params) });
    expect(unsigned.status).toBe(401);
    expect(await twilio.inbound(learner.phone, "STOP", "not-the-auth-token")).toBe(401);

    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          changes: [
            {
              field: "messages",
              value: { messages: [{ from: learner.phone.slice(1), type: "text", text: { body: "STOP" } }] },
            },
          ],
        },
      ],
    });
    const forgedMeta = await fetch(`${url}/functions/v1/message-status?provider=whatsapp`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": metaFakeSignature("wrong-secret", body) },
      body,
    });
    expect(forgedMeta.status).toBe(401);

    const [after] = await messagesOf(learner.user.id);
    expect(after.status).toBe("delivered");
    const { data } = await learner.supabase
      .from("phone_contacts" as never)
      .select("sms_stopped_at")
      .single();
    expect((data as unknown as { sms_stopped_at: string | null }).sms_stopped_at).toBeNull();

    expect(await whatsapp.verifyWebhook(KEYS.WHATSAPP_VERIFY_TOKEN)).toBe(true);
    expect(await whatsapp.verifyWebhook("guessed")).toBe(false);
  }, 180_000);

  it("tells a held seat about to lapse and a seat offered with the seat's pay link, and a cancelled session, once each", async () => {
    const learner = await learnerWithPhone({ sms: true, whatsapp: false });
    const { rows: sessions } = await backend.db.query<{ id: string }>(
      `insert into public.course_sessions (formation_id, starts_on, ends_on, city, venue, capacity)
       values (1, '2030-07-06', '2030-07-08', 'Dakar', 'Rue Carnot', 10) returning id`,
    );
    const { rows } = await backend.db.query<{ id: string }>(
      `insert into public.enrollments (formation_id, user_id, payment_method, status, session_id, hold_expires_at)
       values (1, $1, 'mobile', 'pending', $2, now() + interval '20 hours') returning id`,
      [learner.user.id, sessions[0].id],
    );
    const enrollmentId = Number(rows[0].id);
    const enqueue = (kind: string, payload: Record<string, unknown>) =>
      backend.db.query("select private.enqueue_job($1, $2::jsonb)", [kind, JSON.stringify(payload)]);
    await enqueue("sessions.promoted", { enrollment_id: enrollmentId });
    await enqueue("mail.hold-reminder", { enrollment_id: enrollmentId });
    await enqueue("mail.hold-reminder", { enrollment_id: enrollmentId }); // run twice: one message
    await settle();
    await backend.db.query(
      "update public.enrollments set status = 'cancelled', status_reason = 'Session annulée' where id = $1",
      [enrollmentId],
    );
    await enqueue("mail.enrollment-cancelled", { enrollment_id: enrollmentId, cause: "session_cancelled" });
    await settle();

    const bodies = twilio.messages.filter((message) => message.to === learner.phone).map((message) => message.body);
    const payLink = `/mes-formations?payer=${enrollmentId}\n`;
    expect(bodies.filter((body) => body.startsWith("Une place s'est liberee"))).toEqual([
      expect.stringContaining(payLink),
    ]);
    expect(bodies.filter((body) => body.includes("est reservee jusqu'au"))).toEqual([expect.stringContaining(payLink)]);
    expect(bodies.filter((body) => body.includes("est annulee"))).toHaveLength(1);
    const purposes = (await messagesOf(learner.user.id)).map((row) => row.purpose).sort();
    expect(purposes).toEqual(["hold-reminder", "seat-offered", "session-cancelled"]);
  }, 180_000);

  it("reminds the day before and each session day by phone only, at the session's new dates once it moved", async () => {
    const learner = await learnerWithPhone({ sms: true, whatsapp: false });
    const enrollmentId = await confirmedSeat(learner.user.id);
    await settle();
    const { rows: sessions } = await backend.db.query<{ session_id: string }>(
      "select session_id from public.enrollments where id = $1",
      [enrollmentId],
    );
    await backend.db.query(
      "update public.course_sessions set starts_on = '2030-06-09', ends_on = '2030-06-11' where id = $1",
      [sessions[0].session_id],
    );
    // Every reminder of this seat falls due now: the old dates' ones find the session moved and send nothing.
    await backend.db.query(
      "update private.jobs set run_at = now() where kind in ('messages.day-before', 'messages.attendance-code') and payload ->> 'enrollment_id' = $1",
      [String(enrollmentId)],
    );
    await settle();
    const bodies = twilio.messages.filter((message) => message.to === learner.phone).map((message) => message.body);
    expect(bodies.filter((body) => body.startsWith("C'est demain:"))).toHaveLength(1);
    const codes = bodies.filter((body) => body.includes("signez votre presence"));
    expect(codes).toHaveLength(3); // 9, 10 and 11 June
    expect(codes[0]).toMatch(/ http:\/\/127\.0\.0\.1:\d+\/emarger\n/);
    expect(bodies.filter((body) => body.startsWith("Changement:"))).toHaveLength(1); // the move itself, with its e-mail
    const { rows: mails } = await backend.db.query<{ n: string }>(
      "select count(*) as n from private.jobs where kind = 'mail.send' and dedupe_key like 'mail:messages.%'",
    );
    expect(Number(mails[0].n)).toBe(0);
  }, 180_000);

  it("keeps a number only in E.164 and records the consent given with it", async () => {
    const learner = await signedUpClient(url, "Moussa Diop");
    const { error } = await learner.supabase.rpc(
      "set_phone_preferences" as never,
      { p_phone: "0707123456", p_sms: true, p_whatsapp: false } as never,
    );
    expect(error?.code).toBe("PA422");
    const { data, error: saved } = await learner.supabase.rpc(
      "set_phone_preferences" as never,
      { p_phone: "+221771234567", p_sms: true, p_whatsapp: false } as never,
    );
    expect(saved).toBeNull();
    const row = data as unknown as { phone: string; consent_at: string; consent_method: string; consent_text: string };
    expect(row.phone).toBe("+221771234567");
    expect(row.consent_at).toBeTruthy();
    expect(row.consent_method).toBe("Mon profil (site)");
    expect(row.consent_text).toContain("STOP");
    const anonymous = await client(url).rpc(
      "set_phone_preferences" as never,
      { p_phone: "+221771234567", p_sms: true, p_whatsapp: false } as never,
    );
    expect(anonymous.error).not.toBeNull();
  }, 60_000);
});
