import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app";
import { makeApiKey } from "../../server/src/auth/jwt";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { REPO_ROOT } from "../../server/src/config";
import { processJobsTrigger } from "../../server/src/jobs/process-jobs-trigger";
import { EDGE_JOB_KINDS } from "../../supabase/functions/_shared/jobs-kinds.ts";
import { testBackendConfig } from "../backend-config";
import { startTwilioFake } from "../fakes/sms-twilio-fake";
import { client } from "../support";

/**
 * Issue 44 item 1 for a learner who signed up by phone and has no e-mail (decision 1068), against the real backend,
 * its edge runtime (process-jobs, send-sms-hook) and the local Twilio fake: the number given at sign-up is registered
 * for messages with the profile's consent (the sign-up form's box calls set_phone_preferences once signed in), and
 * every message of the day reaches the phone by SMS — convocation, 48 h and D-1 reminders, hold about to lapse, seat
 * offered with the pay link, payment received, session moved, attendance code, session cancelled with its reason,
 * evaluation link, certificate link — while no e-mail is queued and no job fails.
 */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];
const TWILIO = {
  TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
  TWILIO_AUTH_TOKEN: "fake-twilio-auth-token",
  TWILIO_FROM: "+15145550100",
};
const HOOK_SECRET = `v1,whsec_${randomBytes(32).toString("base64")}`;
const ivorianMobile = () => `+22507${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The words of « Mon profil », which the sign-up box shows and the database records (migration 20261207300000). */
const SIGN_UP_METHOD = "Inscription par téléphone (site)";

describe.each(engines)("a phone-only learner on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-phone-only-"));
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
        smsHook: hook,
        jobsPollMs: 0,
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
    backend.startJobs(url);
    const serviceKey = await makeApiKey(backend.keys, "service_role");
    backend.jobs.delegate(EDGE_JOB_KINDS, processJobsTrigger(`${url}/functions/v1`, serviceKey));
    twilio.setInboundUrl(`${url}/functions/v1/message-status?provider=twilio`);
  }, 240_000);
  afterAll(async () => {
    // A process-jobs call the Node runner still has in flight would hold close() open: the run is over, drop it.
    (server as unknown as { closeAllConnections?: () => void } | undefined)?.closeAllConnections?.();
    await new Promise((resolve) => server?.close(resolve));
    await backend?.close();
    await twilio?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const one = async <T>(sql: string, params: unknown[] = []) => (await backend.db.query<T>(sql, params)).rows[0]!;

  /** Runs the due jobs (process-jobs in Deno) and the fake's delivery reports until none of its kinds is due. */
  async function settle() {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      await backend.jobs.runDue();
      await twilio.settled();
      const { rows } = await backend.db.query<{ due: string }>(
        "select count(*) as due from private.jobs where state in ('pending', 'running') and run_at <= now() and kind = any($1)",
        [EDGE_JOB_KINDS],
      );
      if (Number(rows[0]!.due) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Makes the planned jobs of an enrollment due now (the 48 h reminder, D-1, the attendance code's). */
  const dueNow = (enrollment: number, kinds: string[]) =>
    backend.db.query(
      "update private.jobs set run_at = now() where state = 'pending' and kind = any($2) and payload ->> 'enrollment_id' = $1::text",
      [enrollment, kinds],
    );

  /** Signs up by phone with the SMS code, as the sign-in form does, and ticks the box: the number registered. */
  async function signUpByPhone() {
    const phone = ivorianMobile();
    const supabase = client(url);
    expect((await supabase.auth.signInWithOtp({ phone })).error).toBeNull();
    const code = /\b(\d{6})\b/.exec(twilio.messages.filter((m) => m.to === phone).at(-1)?.body ?? "")?.[1];
    expect(code).toBeTruthy();
    const verified = await supabase.auth.verifyOtp({ phone, token: code!, type: "sms" });
    expect(verified.error).toBeNull();
    const user = verified.data.user!;
    expect(user.email ?? "").toBe("");
    const saved = await supabase.rpc(
      "set_phone_preferences" as never,
      { p_phone: phone, p_sms: true, p_whatsapp: false, p_method: SIGN_UP_METHOD } as never,
    );
    expect(saved.error).toBeNull();
    return { supabase, phone, id: user.id, claims: JSON.stringify({ sub: user.id, role: "authenticated" }) };
  }

  it("registers the sign-up number with the profile's consent and sends every message of the day by SMS, no job failing", async () => {
    const started = new Date();
    const learner = await signUpByPhone();
    const contact = await one<{ sms: boolean; consent_at: string; consent_method: string; consent_text: string }>(
      "select sms, consent_at, consent_method, consent_text from public.phone_contacts where user_id = $1",
      [learner.id],
    );
    expect(contact).toMatchObject({ sms: true, consent_method: SIGN_UP_METHOD });
    expect(contact.consent_at).toBeTruthy();
    expect(contact.consent_text).toContain("Répondre STOP les arrête");
    expect(
      (
        await one<{ count: number }>(
          "select count(*)::int as count from private.phone_consent_log where user_id = $1 and wording is not null",
          [learner.id],
        )
      ).count,
    ).toBe(1);

    const title = `Pilotage par SMS ${Math.random().toString(36).slice(2, 8)}`;
    const formation = await one<{ id: number }>(
      `insert into public.formations (theme, title, price, price_currency) values ('Gestion', $1, 780000, 'XOF') returning id`,
      [title],
    );
    const session = Number(
      (
        await one<{ id: number }>(
          `insert into public.course_sessions (formation_id, starts_on, ends_on, city, venue, capacity)
           values ($1, $2, $2, 'Abidjan', 'Plateau', 20) returning id`,
          [formation.id, day(30)],
        )
      ).id,
    );

    // A seat held by transfer: its hold about to lapse, and (as a seat offered from the waiting list) its pay link.
    const enrolled = await one<{ enrollment_id: number }>(
      "select * from public.function_enrol_priced($1::jsonb, $2, 'virement', null, 1)",
      [learner.claims, session],
    );
    const enrollment = Number(enrolled.enrollment_id);
    const payment = Number(
      (
        await one<{ payment_id: number }>(
          "select payment_id from public.function_open_payment($1::jsonb, $2, 'virement', 'virement', 'virement', null)",
          [learner.claims, enrollment],
        )
      ).payment_id,
    );
    await backend.db.query(
      "update public.enrollments set hold_expires_at = now() + interval '20 hours' where id = $1",
      [enrollment],
    );
    for (const kind of ["mail.hold-reminder", "sessions.promoted"]) {
      await backend.db.query("select private.enqueue_job($1, $2::jsonb, now(), $3)", [
        kind,
        JSON.stringify({ enrollment_id: enrollment }),
        `${kind}:phone-only:${enrollment}`,
      ]);
    }
    await settle();

    // The transfer arrives: the seat is confirmed (convocation), the receipt is issued to an account without e-mail.
    await backend.db.query("select * from private.record_payment_status($1, 'succeeded', 'admin', 'Virement reçu')", [
      payment,
    ]);
    await settle();
    // The 48 h reminder, D-1 and the attendance code's, planned at the session's dates, made due now.
    await dueNow(enrollment, ["sessions.reminder", "messages.day-before", "messages.attendance-code"]);
    await settle();
    // The session moves a day later, then staff cancel it with a reason.
    await backend.db.query(
      "update public.course_sessions set starts_on = starts_on + 1, ends_on = ends_on + 1 where id = $1",
      [session],
    );
    await settle();
    await backend.db.query(
      "update public.course_sessions set status = 'cancelled', cancellation_reason = 'Formateur indisponible' where id = $1",
      [session],
    );
    await settle();

    // Another session, held yesterday: its evaluation link, then the certificate staff issue.
    const held = Number(
      (
        await one<{ id: number }>(
          `insert into public.course_sessions (formation_id, starts_on, ends_on, city, capacity)
           values ($1, $2, $2, 'Abidjan', 20) returning id`,
          [formation.id, day(-1)],
        )
      ).id,
    );
    const attended = Number(
      (
        await one<{ id: number }>(
          `insert into public.enrollments (formation_id, session_id, user_id, payment_method, status)
           values ($1, $2, $3, 'virement', 'confirmed') returning id`,
          [formation.id, held, learner.id],
        )
      ).id,
    );
    await backend.db.query("select private.enqueue_job('evaluations.session-ended', $1::jsonb, now(), $2)", [
      JSON.stringify({ session_id: held }),
      `evaluations.session-ended:phone-only:${held}`,
    ]);
    const certificate = (
      await one<{ id: string }>(
        `insert into public.certificates (number, enrollment_id, user_id, learner_name, formation_title, formation_duration)
         values ($1, $2, $3, 'Awa Koné', $4, '3 jours') returning id`,
        [`CERT-PHONE-${attended}`, attended, learner.id, title],
      )
    ).id;
    await settle();

    const { rows: messages } = await backend.db.query<{
      id: string;
      purpose: string;
      channel: string;
      status: string;
      body: string;
    }>("select id, purpose, channel, status, body from public.phone_messages where user_id = $1 order by id", [
      learner.id,
    ]);
    expect(new Set(messages.map((message) => message.purpose))).toEqual(
      new Set([
        "hold-reminder",
        "seat-offered",
        "bank-transfer",
        "convocation",
        "payment-received",
        "reminder",
        "day-before",
        "attendance-code",
        "session-moved",
        "session-cancelled",
        "evaluation",
        "certificate",
      ]),
    );
    // Once each, by SMS, delivered (the fake's signed delivery reports), and in the fake's outbox.
    expect(messages).toHaveLength(12);
    for (const message of messages) {
      expect(message, message.purpose).toMatchObject({ channel: "sms", status: "delivered" });
    }
    const sent = twilio.messages.filter((message) => message.to === learner.phone).map((message) => message.body);
    expect(sent).toHaveLength(13); // the sign-up code, then the twelve
    const body = (purpose: string) => messages.find((message) => message.purpose === purpose)!.body;
    expect(body("seat-offered")).toMatch(new RegExp(`/mes-formations\\?payer=${enrollment}\\b`));
    expect(body("session-cancelled")).toContain("motif: Formateur indisponible");
    expect(body("evaluation")).toMatch(/\/evaluation\/[A-Za-z0-9_-]{32}/);
    expect(body("attendance-code")).toContain("/emarger");
    for (const text of sent.slice(1)) expect(text).toContain("STOP");

    // No e-mail for an account without an address, and no job of this learner failed or is left erroring.
    const { rows: jobs } = await backend.db.query<{
      kind: string;
      state: string;
      last_error: string | null;
      to: string | null;
    }>(
      `select kind, state, last_error, payload ->> 'to' as to from private.jobs
        where created_at >= $1 and (payload ->> 'enrollment_id' in ($2::text, $3::text)
              or payload ->> 'payment_id' = $4::text or payload ->> 'session_id' = $5::text
              or payload ->> 'certificate_id' = $6
              or payload ->> 'message_id' in (select id::text from public.phone_messages where user_id = $7))`,
      [started, enrollment, attended, payment, held, certificate, learner.id],
    );
    expect(jobs.length).toBeGreaterThan(12);
    expect(jobs.filter((job) => job.state === "failed" || job.last_error)).toEqual([]);
    const { rows: mails } = await backend.db.query(
      `select dedupe_key from private.jobs where kind = 'mail.send' and created_at >= $1
          and (coalesce(payload ->> 'to', '') = '' or dedupe_key ~ (':(' || $2::text || '|' || $3::text || ')(:|$)'))`,
      [started, enrollment, attended],
    );
    expect(mails).toEqual([]);
  }, 300_000);
});
