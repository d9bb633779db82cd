import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app";
import { makeApiKey } from "../../server/src/auth/jwt";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { REPO_ROOT } from "../../server/src/config/defaults";
import { LOCAL_EMAIL_API_PATH } from "../../server/src/mail/email-api";
import { testBackendConfig } from "../backend-config";
import { enqueueJob, enqueueMail } from "../support/jobs";
import { client, signedUpClient } from "../support";

/**
 * Jobs on the platform (decision 0955): the `process-jobs` Edge Function, run in real Deno by the local edge runtime,
 * claims the e-mail jobs, sends them through the e-mail API (here the server's own, in front of its outbox) and
 * records the outcome. It is the only code that runs jobs (decision 1092): the Node server's timer and its
 * `/_dev/jobs/run` only call it.
 */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];
const run = Date.now().toString(36);

describe.each(engines)("claiming jobs on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-claims-"));
  let backend: StartedBackend;
  beforeAll(async () => {
    backend = await startBackend(
      { ...testBackendConfig(dataDir, name === "postgres" ? process.env.DATABASE_URL : undefined), jobsPollMs: 0 },
      () => {},
    );
  }, 240_000);
  afterAll(async () => {
    await backend?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("gives two concurrent claims different jobs, and a third none", async () => {
    // A kind of this run only: the suite's shared servers never claim it.
    const kind = `test.${run}.claim`;
    const ids = await backend.db.transaction(async (tx) => [await enqueueJob(tx, kind), await enqueueJob(tx, kind)]);
    const claimAndHold = () =>
      backend.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>("select id from public.function_claim_jobs($1, 1, 60)", [
          [kind],
        ]);
        await new Promise((resolve) => setTimeout(resolve, 200)); // still locked while the other claims
        return rows.map((row) => Number(row.id));
      });
    const [first, second] = await Promise.all([claimAndHold(), claimAndHold()]);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect([...first, ...second].sort()).toEqual([...ids].sort());
    const third = await backend.db.query("select id from public.function_claim_jobs($1, 5, 60)", [[kind]]);
    expect(third.rows).toEqual([]);
  });

  it("claims only the kinds asked for, and no job whose time has not come", async () => {
    const kind = `test.${run}.kinds`;
    const later = await backend.db.transaction((tx) =>
      enqueueJob(tx, kind, {}, { runAt: new Date(Date.now() + 3_600_000) }),
    );
    const other = await backend.db.transaction((tx) => enqueueJob(tx, `${kind}.other`));
    const { rows } = await backend.db.query<{ id: string }>("select id from public.function_claim_jobs($1, 5, 60)", [
      [kind],
    ]);
    expect(rows.map((row) => Number(row.id))).not.toContain(later);
    expect(rows.map((row) => Number(row.id))).not.toContain(other);
  });

  it("claims a planned job early only by its dedupe key, and only if it is planned by the date given", async () => {
    const kind = `test.${run}.early`;
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    const id = await backend.db.transaction((tx) =>
      enqueueJob(tx, kind, {}, { runAt: inTwoDays, dedupeKey: `${kind}:1` }),
    );
    const claimEarly = async (asOf: Date | null, dedupeKey: string | null) =>
      (
        await backend.db.query<{ id: string }>("select id from public.function_claim_jobs($1, 5, 60, null, $2, $3)", [
          [kind],
          asOf?.toISOString() ?? null,
          dedupeKey,
        ])
      ).rows.map((row) => Number(row.id));
    // A date without a key is the usual claim (due now): no call runs every future job early.
    expect(await claimEarly(new Date(inTwoDays.getTime() + 1000), null)).toEqual([]);
    expect(await claimEarly(new Date(inTwoDays.getTime() - 60_000), `${kind}:1`)).toEqual([]);
    expect(await claimEarly(inTwoDays, `${kind}:other`)).toEqual([]);
    expect(await claimEarly(inTwoDays, `${kind}:1`)).toEqual([id]);
  });

  it("applies where pg_cron and pg_net are absent, scheduling nothing", async () => {
    const { rows } = await backend.db.query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations where version = '20261128500000'",
    );
    expect(rows).toHaveLength(1);
    const cron = await backend.db.query("select 1 from pg_extension where extname in ('pg_cron', 'pg_net')");
    expect(cron.rows).toEqual([]);
  });

  it("lets only the service role claim or finish jobs", async () => {
    for (const role of ["anon", "authenticated"]) {
      const { rows } = await backend.db.query<{ claim: boolean; finish: boolean }>(
        `select has_function_privilege($1, 'public.function_claim_jobs(text[], integer, integer)', 'execute')
                  or has_function_privilege($1, 'public.function_claim_jobs(text[], integer, integer, text, timestamptz, text)', 'execute') as claim,
                has_function_privilege($1, 'public.function_finish_job(bigint, text, jsonb)', 'execute') as finish`,
        [role],
      );
      expect(rows[0]).toEqual({ claim: false, finish: false });
    }
  });
});

describe("process-jobs in the edge runtime", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-process-jobs-"));
  let backend: StartedBackend;
  let server: ReturnType<typeof serve>;
  let url = "";
  let serviceKey = "";
  const callProcessJobs = (key: string | undefined) =>
    fetch(`${url}/functions/v1/process-jobs`, {
      method: "POST",
      headers: key ? { apikey: key, authorization: `Bearer ${key}` } : {},
    });
  const outbox = async () => (await backend.outbox!.list()) as { id: string; to: string; subject: string }[];
  const jobState = async (id: number) =>
    (
      await backend.db.query<{ state: string; attempts: number; last_error: string | null; delay: number }>(
        "select state, attempts, last_error, extract(epoch from run_at - now())::float8 as delay from private.jobs where id = $1",
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    backend = await startBackend({ ...testBackendConfig(dataDir), jobsPollMs: 0 }, () => {});
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
    // As main.ts does: the timer calls process-jobs.
    backend.startJobs(`${url}/functions/v1`);
    serviceKey = await makeApiKey(backend.keys, "service_role");
  }, 240_000);
  afterAll(async () => {
    // A process-jobs call the Node runner still has in flight would hold close() open: the run is over, drop it.
    (server as unknown as { closeAllConnections?: () => void } | undefined)?.closeAllConnections?.();
    await new Promise((resolve) => server?.close(resolve));
    await backend?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a call without the service role key", async () => {
    const anonymous = await callProcessJobs(backend.anonKey);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: "not_signed_in" });
    expect((await callProcessJobs(undefined)).status).toBe(401);
  }, 90_000);

  it("refuses an early run that does not name its job and date, and the development route says so too", async () => {
    const early = (body: unknown) =>
      fetch(`${url}/functions/v1/process-jobs`, {
        method: "POST",
        headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    for (const body of [{ as_of: "2030-01-01T00:00:00Z" }, { dedupe_key: "x" }, { as_of: "hier", dedupe_key: "x" }]) {
      const answer = await early(body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: "invalid_body" });
    }
    expect(await (await early({ as_of: "2030-01-01T00:00:00Z", dedupe_key: `none-${run}` })).json()).toEqual({
      ran: 0,
      failed: 0,
    });
    expect((await fetch(`${url}/_dev/jobs/run?dedupe_key=x`, { method: "POST" })).status).toBe(400);
  }, 90_000);

  it("sends a queued e-mail through the e-mail API into the mailbox, once", async () => {
    const id = (await backend.db.transaction((tx) =>
      enqueueMail(tx, { to: "awa@example.com", subject: `Essai ${run}`, text: "Bonjour", html: "<p>Bonjour</p>" }),
    ))!;
    const answer = await callProcessJobs(serviceKey);
    expect(answer.status).toBe(200);
    expect((await answer.json()) as { ran: number }).toMatchObject({ failed: 0 });
    expect((await jobState(id)).state).toBe("done");
    const sent = (await outbox()).filter((mail) => mail.subject === `Essai ${run}`);
    expect(sent).toEqual([expect.objectContaining({ id: `job-${id}`, to: "awa@example.com" })]);
  }, 90_000);

  it("renders and sends an enquiry's two e-mails when the server's runner runs", async () => {
    const email = `enquiry-${run}@example.com`;
    await backend.db.query(
      "insert into public.enquiries (kind, full_name, email, message, consent) values ('contact', 'Awa Diop', $1, 'Bonjour', true)",
      [email],
    );
    expect(await backend.jobs.runDue()).toBeGreaterThanOrEqual(3); // the enquiry job, then its two e-mails
    const mails = await outbox();
    expect(mails.filter((mail) => mail.to === email)).toHaveLength(1);
    const { rows } = await backend.db.query<{ kind: string; state: string }>(
      "select kind, state from private.jobs where kind in ('enquiry.received', 'mail.send') and state <> 'done'",
    );
    expect(rows).toEqual([]);
  }, 90_000);

  it("sends the newsletter's double opt-in link, whose token confirms the subscription", async () => {
    const email = `news-${run}@example.com`;
    await backend.db.query("select public.subscribe_newsletter($1, '/', true, 'J''accepte')", [email]);
    await backend.jobs.runDue();
    const mails = (await outbox()) as { to: string; link?: string }[];
    const mail = mails.find((m) => m.to === email);
    const token = new URL(mail!.link!).searchParams.get("token");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await backend.db.query<{ outcome: string }>("select public.confirm_newsletter($1) as outcome", [
      token,
    ]);
    expect(rows[0].outcome).toBe("confirmed");
    const status = await backend.db.query<{ status: string }>(
      "select status from public.newsletter_subscriptions where email = $1",
      [email],
    );
    expect(status.rows[0].status).toBe("confirmed");
  }, 90_000);

  /** Runs process-jobs until it finds nothing (the Node runner, without a timer here, runs nothing meanwhile). */
  const drainProcessJobs = async () => {
    for (let call = 0; call < 10; call += 1) {
      const { ran } = (await (await callProcessJobs(serviceKey)).json()) as { ran: number };
      if (ran === 0) return;
    }
  };
  const kindsDone = async (enrollmentId: number) =>
    (
      await backend.db.query<{ kind: string; state: string }>(
        `select kind, state from private.jobs where payload ->> 'enrollment_id' = $1::text order by id`,
        [enrollmentId],
      )
    ).rows;
  const enrolBy = async (learner: Awaited<ReturnType<typeof signedUpClient>>, sessionId: number) => {
    const response = await fetch(`${url}/functions/v1/enrol`, {
      method: "POST",
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${learner.session.access_token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ session_id: sessionId, payment_method: "virement" }),
    });
    expect(response.status).toBe(201);
    return Number(((await response.json()) as { enrollment_id: number }).enrollment_id);
  };
  const newSession = async () => {
    const { data, error } = await client(url, serviceKey)
      .from("course_sessions")
      .insert({ formation_id: 2, starts_on: "2030-04-08", ends_on: "2030-04-10", city: "Abidjan", capacity: 5 })
      .select("id")
      .single();
    expect(error).toBeNull();
    return Number(data!.id);
  };

  it("runs the session jobs: a lapsed hold is released, a confirmed seat gets its convocation and its reminder", async () => {
    const sessionId = await newSession();
    const [lapsing, confirmed] = [await signedUpClient(url, "Yao Expiré"), await signedUpClient(url, "Awa Convoquée")];
    const lapsingId = await enrolBy(lapsing, sessionId);
    const confirmedId = await enrolBy(confirmed, sessionId);
    const service = client(url, serviceKey);
    const moved = await service
      .from("enrollments")
      .update({ hold_expires_at: new Date(Date.now() - 1_000).toISOString() })
      .eq("id", lapsingId);
    expect(moved.error).toBeNull();
    const confirm = await service
      .from("enrollments")
      .update({ status: "confirmed", status_reason: "Convention de formation signée" })
      .eq("id", confirmedId);
    expect(confirm.error).toBeNull();

    await drainProcessJobs();
    const seat = await backend.db.query<{ status: string }>("select status from public.enrollments where id = $1", [
      lapsingId,
    ]);
    expect(seat.rows[0].status).toBe("cancelled");
    expect(await kindsDone(lapsingId)).toContainEqual({ kind: "sessions.hold-expiry", state: "done" });
    const convocations = (await outbox()).filter((mail) => mail.to === confirmed.email);
    expect(convocations.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Convocation/)]);
    expect(await kindsDone(confirmedId)).toContainEqual({ kind: "sessions.convocation", state: "done" });

    // The 48 h reminder (planned for 6 April 2030, 08:00 UTC), run early by the development route, leaves through
    // process-jobs; a second run sends nothing more (dedupe key).
    const early = await fetch(
      `${url}/_dev/jobs/run?as_of=2030-04-06T08:00:00Z&dedupe_key=sessions.reminder:${confirmedId}`,
      { method: "POST" },
    );
    expect(await early.json()).toEqual({ ran: 1 });
    await drainProcessJobs();
    await drainProcessJobs();
    const mails = (await outbox()).filter((mail) => mail.to === confirmed.email).map((mail) => mail.subject);
    expect(mails).toHaveLength(2);
    expect(mails).toContainEqual(expect.stringMatching(/^Rappel : .* commence dans 48 heures$/));
  }, 90_000);

  it("runs the change e-mails: a lapsed hold, a place on the waitlist, a session moved", async () => {
    const sessionId = await newSession();
    const service = client(url, serviceKey);
    const full = await service.from("course_sessions").update({ capacity: 1 }).eq("id", sessionId);
    expect(full.error).toBeNull();
    const [holder, waiting] = [await signedUpClient(url, "Yao Expiré"), await signedUpClient(url, "Ama Patiente")];
    const holderId = await enrolBy(holder, sessionId);
    const join = await fetch(`${url}/functions/v1/join-waitlist`, {
      method: "POST",
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${waiting.session.access_token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ session_id: sessionId }),
    });
    expect(join.status).toBeLessThan(300);
    await drainProcessJobs();
    const subjects = async (to: string) =>
      (await outbox()).filter((mail) => mail.to === to).map((mail) => mail.subject);
    expect(await subjects(waiting.email)).toEqual([expect.stringMatching(/^Liste d'attente/)]);

    // The hold lapses: the seat is released (hold expiry), the holder told, the first in line offered the seat.
    const lapsed = await service
      .from("enrollments")
      .update({ hold_expires_at: new Date(Date.now() - 1_000).toISOString() })
      .eq("id", holderId);
    expect(lapsed.error).toBeNull();
    await drainProcessJobs();
    expect(await subjects(holder.email)).toEqual([expect.stringMatching(/^Place libérée/)]);
    expect(await subjects(waiting.email)).toContainEqual(expect.stringMatching(/^Une place s'est libérée/));

    // The session moves: the learner now holding a seat is told, once.
    const moved = await service
      .from("course_sessions")
      .update({ starts_on: "2030-05-06", ends_on: "2030-05-08", city: "Dakar" })
      .eq("id", sessionId);
    expect(moved.error).toBeNull();
    await drainProcessJobs();
    await drainProcessJobs();
    const changed = (await subjects(waiting.email)).filter((subject) => subject.startsWith("Session modifiée"));
    expect(changed).toHaveLength(1);
    const { rows } = await backend.db.query<{ kind: string }>(
      // Nothing due left behind (the hold reminders are planned for later) and nothing failed.
      `select kind from private.jobs
        where kind like 'mail.%' and (state in ('running', 'failed') or (state = 'pending' and run_at <= now()))`,
    );
    expect(rows).toEqual([]);
  }, 90_000);

  it("runs the payment e-mails: the bank details of a transfer, then the receipt once it is reconciled", async () => {
    const sessionId = await newSession();
    const learner = await signedUpClient(url, "Awa Virement");
    const enrollmentId = await enrolBy(learner, sessionId);
    const callAs = (token: string, name: string, body: unknown) =>
      fetch(`${url}/functions/v1/${name}`, {
        method: "POST",
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const created = await callAs(learner.session.access_token, "create-payment", {
      enrollment_id: enrollmentId,
      channel: "virement",
    });
    expect(created.status).toBe(201);
    const transfer = (await created.json()) as { payment_id: number; reference: string };
    await drainProcessJobs();
    const subjects = async () =>
      (await outbox()).filter((mail) => mail.to === learner.email).map((mail) => mail.subject);
    expect(await subjects()).toEqual([`Virement pour votre inscription — référence ${transfer.reference}`]);

    const admin = await signedUpClient(url, "Admin Paiements");
    const role = await client(url, serviceKey).rpc(
      "set_user_role" as never,
      {
        target_user: admin.user.id,
        new_role: "admin",
      } as never,
    );
    expect(role.error).toBeNull();
    const reconciled = await callAs(admin.session.access_token, "reconcile-transfer", {
      payment_id: transfer.payment_id,
    });
    expect(reconciled.status).toBe(200);
    await drainProcessJobs();
    const receipts = (await subjects()).filter((subject) => subject.startsWith("Paiement reçu — facture "));
    expect(receipts).toHaveLength(1);
  }, 90_000);

  it("lets only the service role read the e-mails' facts or expire a hold", async () => {
    for (const role of ["anon", "authenticated"]) {
      const { rows } = await backend.db.query<{ facts: boolean; expire: boolean }>(
        `select has_function_privilege($1, 'public.function_enrollment_mail_facts(bigint)', 'execute')
                  or has_function_privilege($1, 'public.function_waitlist_mail_facts(bigint)', 'execute')
                  or has_function_privilege($1, 'public.function_certificate_mail_facts(uuid)', 'execute')
                  or has_function_privilege($1, 'public.function_refund_paid_mail_facts(bigint)', 'execute')
                  or has_function_privilege($1, 'public.function_payment_receipt_facts(bigint)', 'execute')
                  or has_function_privilege($1, 'public.function_bank_transfer_facts(bigint)', 'execute') as facts,
                has_function_privilege($1, 'public.function_finish_hold_expiry(bigint, bigint)', 'execute') as expire`,
        [role],
      );
      expect(rows[0]).toEqual({ facts: false, expire: false });
    }
    const { rows } = await backend.db.query<{ facts: boolean; expire: boolean }>(
      `select has_function_privilege('service_role', 'public.function_enrollment_mail_facts(bigint)', 'execute')
                and has_function_privilege('service_role', 'public.function_waitlist_mail_facts(bigint)', 'execute')
                and has_function_privilege('service_role', 'public.function_certificate_mail_facts(uuid)', 'execute')
                and has_function_privilege('service_role', 'public.function_refund_paid_mail_facts(bigint)', 'execute')
                and has_function_privilege('service_role', 'public.function_payment_receipt_facts(bigint)', 'execute')
                and has_function_privilege('service_role', 'public.function_bank_transfer_facts(bigint)', 'execute') as facts,
              has_function_privilege('service_role', 'public.function_finish_hold_expiry(bigint, bigint)', 'execute') as expire`,
    );
    expect(rows[0]).toEqual({ facts: true, expire: true });
  });

  it("retries a failing job later, then gives up after its last attempt", async () => {
    const id = (await backend.db.transaction((tx) =>
      enqueueJob(tx, "mail.send", { to: "awa@example.com" }, { dedupeKey: `broken-${run}` }),
    ))!;
    expect(await (await callProcessJobs(serviceKey)).json()).toMatchObject({ ran: 1, failed: 1 });
    const retried = await jobState(id);
    expect(retried).toMatchObject({ state: "pending", attempts: 1 });
    expect(retried.last_error).toMatch(/without to, subject, text and html/);
    expect(retried.delay).toBeGreaterThan(20); // back-off: 30 s after the first attempt
    await backend.db.query("update private.jobs set run_at = now(), attempts = max_attempts - 1 where id = $1", [id]);
    await callProcessJobs(serviceKey);
    expect(await jobState(id)).toMatchObject({ state: "failed" });
  }, 90_000);

  it("keeps the e-mail API closed to anyone but the service role", async () => {
    const post = (key: string) =>
      fetch(`${url}${LOCAL_EMAIL_API_PATH}/emails`, {
        method: "POST",
        headers: { apikey: key, authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ to: "x@example.com", subject: "s", text: "t", html: "h" }),
      });
    expect((await post(backend.anonKey)).status).toBe(401);
    const bad = await fetch(`${url}${LOCAL_EMAIL_API_PATH}/emails`, {
      method: "POST",
      headers: { authorization: `Bearer ${serviceKey}`, "content-type": "application/json" },
      body: JSON.stringify({ to: "pas une adresse", subject: "s", text: "t", html: "h" }),
    });
    expect(bad.status).toBe(422);
  });

  describe("the payment checks and the CV retention (decision 0977)", () => {
    const callAs = (token: string, name: string, body: unknown) =>
      fetch(`${url}/functions/v1/${name}`, {
        method: "POST",
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const paymentStatus = async (id: number) =>
      (await backend.db.query<{ status: string }>("select status from public.payments where id = $1", [id])).rows[0]
        .status;
    const jobsOf = async (kind: string, key: string, value: string | number) =>
      (
        await backend.db.query<{
          dedupe_key: string | null;
          state: string;
          last_error: string | null;
          minutes: number;
        }>(
          `select dedupe_key, state, last_error, extract(epoch from run_at - now())::float8 / 60 as minutes
             from private.jobs where kind = $1 and payload ->> $2 = $3::text order by id`,
          [kind, key, String(value)],
        )
      ).rows;
    /** Makes a planned job due now, for process-jobs to claim it. */
    const dueNow = (key: string) =>
      backend.db.query("update private.jobs set run_at = now() where dedupe_key = $1 and state = 'pending'", [key]);

    /** A learner's Mobile Money attempt on the sandbox gateway (francs CFA), left pending; its first re-check planned. */
    async function pendingMobilePayment() {
      const { data, error } = await client(url, serviceKey)
        .from("course_sessions")
        .insert({ formation_id: 1, starts_on: "2030-06-03", ends_on: "2030-06-05", city: "Abidjan", capacity: 5 })
        .select("id")
        .single();
      expect(error).toBeNull();
      const learner = await signedUpClient(url, "Awa Mobile");
      const token = learner.session.access_token;
      const enrolled = await callAs(token, "enrol", { session_id: data!.id, payment_method: "mobile" });
      expect(enrolled.status).toBe(201);
      const { enrollment_id: enrollmentId } = (await enrolled.json()) as { enrollment_id: number };
      const created = await callAs(token, "create-payment", {
        enrollment_id: enrollmentId,
        channel: "orange_money",
        phone: "+225 07 01 02 03 04",
      });
      expect(created.status).toBe(201);
      const opened = (await created.json()) as { payment_id: number; checkout_url: string };
      const paymentId = Number(opened.payment_id);
      expect(await jobsOf("payments.recheck", "payment_id", paymentId)).toEqual([
        expect.objectContaining({ dedupe_key: `payments.recheck:${paymentId}:1`, state: "pending" }),
      ]);
      return { paymentId, transactionId: new URL(opened.checkout_url).searchParams.get("transaction")! };
    }

    it("re-checks a pending attempt: the gateway's « paid » is recorded; still pending, the next round comes later", async () => {
      // The customer paid but the notification was lost: only the gateway knows.
      const lost = await pendingMobilePayment();
      await backend.db.query("update private.sandbox_transactions set status = 'succeeded' where id = $1", [
        lost.transactionId,
      ]);
      const waiting = await pendingMobilePayment();
      await dueNow(`payments.recheck:${lost.paymentId}:1`);
      await dueNow(`payments.recheck:${waiting.paymentId}:1`);
      await drainProcessJobs();

      expect(await paymentStatus(lost.paymentId)).toBe("succeeded");
      expect(await jobsOf("payments.recheck", "payment_id", lost.paymentId)).toEqual([
        expect.objectContaining({ state: "done", last_error: null }),
      ]);
      expect(await paymentStatus(waiting.paymentId)).toBe("pending");
      const rounds = await jobsOf("payments.recheck", "payment_id", waiting.paymentId);
      expect(rounds.map(({ dedupe_key, state }) => ({ dedupe_key, state }))).toEqual([
        { dedupe_key: `payments.recheck:${waiting.paymentId}:1`, state: "done" },
        { dedupe_key: `payments.recheck:${waiting.paymentId}:2`, state: "pending" },
      ]);
      // PAYMENT_RECHECK_MINUTES (15) doubled: round 2 in 30 minutes.
      expect(rounds[1].minutes).toBeGreaterThan(28);
      expect(rounds[1].minutes).toBeLessThanOrEqual(30);
    }, 90_000);

    it("delivers the sandbox's signed notification to the webhook, which settles the attempt", async () => {
      const { paymentId, transactionId } = await pendingMobilePayment();
      const chosen = await fetch(`${url}/functions/v1/sandbox-checkout?transaction=${transactionId}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ outcome: "succeeded" }),
      });
      expect(chosen.status).toBe(303);
      expect(await paymentStatus(paymentId)).toBe("pending");
      await drainProcessJobs();
      // The webhook answers 401 to an unsigned or badly signed notification: the job would be retried, not done.
      expect(await jobsOf("payments.sandbox-notify", "transaction_id", transactionId)).toEqual([
        expect.objectContaining({ state: "done", last_error: null }),
      ]);
      expect(await paymentStatus(paymentId)).toBe("succeeded");
      const { rows } = await backend.db.query<{ source: string }>(
        "select source from public.payment_events where payment_id = $1 and status = 'succeeded'",
        [paymentId],
      );
      expect(rows).toEqual([{ source: "provider" }]);
    }, 90_000);

    it("erases a CV no application names a day after its upload, row and file; keeps the one an application names", async () => {
      const visitor = client(url, backend.anonKey);
      const [abandoned, sent] = [crypto.randomUUID(), crypto.randomUUID()].map((id) => `applications/${id}/cv.pdf`);
      for (const name of [abandoned, sent]) {
        const { error } = await visitor.storage
          .from("cv")
          .upload(name, new Blob(["%PDF-1.7\n%%EOF\n"], { type: "application/pdf" }), {
            contentType: "application/pdf",
          });
        expect(error).toBeNull();
      }
      const application = await visitor.from("enquiries").insert({
        kind: "application",
        full_name: "Awa Koné",
        email: "awa@example.com",
        consent: true,
        details: { cv_path: sent, cv_name: "cv.pdf" },
      });
      expect(application.error).toBeNull();
      const objectId = async (name: string) =>
        (
          await backend.db.query<{ id: string }>(
            "select id from storage.objects where bucket_id = 'cv' and name = $1",
            [name],
          )
        ).rows[0]?.id;
      const [abandonedId, sentId] = [await objectId(abandoned), await objectId(sent)];
      const fileOf = (id: string) => path.join(dataDir, "storage", "cv", id);
      expect(existsSync(fileOf(abandonedId!))).toBe(true);

      // The database planned each check a day after the upload; the day passes.
      for (const name of [abandoned, sent]) {
        const [check] = await jobsOf("cv.unclaimed", "name", name);
        expect(check.minutes).toBeGreaterThan(23 * 60);
        await dueNow(check.dedupe_key!);
      }
      await drainProcessJobs();

      const download = (name: string) =>
        fetch(`${url}/storage/v1/object/cv/${name}`, {
          headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` },
        });
      expect((await download(abandoned)).status).toBe(404);
      expect(await objectId(abandoned)).toBeUndefined();
      expect(existsSync(fileOf(abandonedId!))).toBe(false);
      const kept = await download(sent);
      expect(kept.status).toBe(200);
      expect(await kept.text()).toBe("%PDF-1.7\n%%EOF\n");
      expect(existsSync(fileOf(sentId!))).toBe(true);
      for (const name of [abandoned, sent]) {
        expect(await jobsOf("cv.unclaimed", "name", name)).toEqual([expect.objectContaining({ state: "done" })]);
      }
    }, 90_000);

    it("lets only the service role plan a re-check or look for an unclaimed CV", async () => {
      for (const role of ["anon", "authenticated", "service_role"]) {
        const { rows } = await backend.db.query<{ schedule: boolean; unclaimed: boolean }>(
          `select has_function_privilege($1, 'public.function_schedule_payment_recheck(bigint, integer, integer)', 'execute') as schedule,
                  has_function_privilege($1, 'public.function_cv_unclaimed(text)', 'execute') as unclaimed`,
          [role],
        );
        const allowed = role === "service_role";
        expect(rows[0]).toEqual({ schedule: allowed, unclaimed: allowed });
      }
    });
  });

  describe("the evaluations (decision 0976)", () => {
    const DAY_MS = 24 * 3_600_000;
    const yesterday = () => new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    const hotSubject = /^Votre avis sur la formation « /;
    const sha256 = async (text: string) =>
      Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).toString("hex");
    const mailsTo = async (email: string) =>
      ((await outbox()) as { id: string; to: string; subject: string; text: string }[]).filter(
        (mail) => mail.to === email,
      );
    const invitations = async (sessionId: number) =>
      (
        await backend.db.query<{ id: string; enrollment_id: string; kind: string; token_hash: string }>(
          "select id, enrollment_id, kind, token_hash from private.evaluation_invitations where session_id = $1 order by id",
          [sessionId],
        )
      ).rows;
    const jobsKeyed = async (key: string) =>
      (
        await backend.db.query<{ id: string; dedupe_key: string; payload: Record<string, unknown>; days: number }>(
          `select id, dedupe_key, payload, extract(epoch from run_at - now())::float8 / 86400 as days
             from private.jobs where dedupe_key = $1 order by id`,
          [key],
        )
      ).rows;
    /** Makes a planned job due now, for process-jobs to claim it. */
    const dueNow = (key: string) =>
      backend.db.query("update private.jobs set run_at = now() where dedupe_key = $1 and state = 'pending'", [key]);

    /** A session held yesterday (its half-days are over): two confirmed learners and one whose seat was cancelled. */
    async function heldYesterday() {
      const service = client(url, serviceKey);
      const { data, error } = await service
        .from("course_sessions")
        .insert({ formation_id: 2, starts_on: yesterday(), ends_on: yesterday(), city: "Abidjan", capacity: 5 })
        .select("id")
        .single();
      expect(error).toBeNull();
      const sessionId = Number(data!.id);
      const people = [
        await signedUpClient(url, "Awa Évaluée"),
        await signedUpClient(url, "Yao Évalué"),
        await signedUpClient(url, "Ama Annulée"),
      ];
      const enrollments: number[] = [];
      for (const [index, person] of people.entries()) {
        const row = await service
          .from("enrollments")
          .insert({
            formation_id: 2,
            session_id: sessionId,
            user_id: person.user.id,
            payment_method: "virement",
            status: index < 2 ? "confirmed" : "cancelled",
          } as never)
          .select("id")
          .single();
        expect(row.error).toBeNull();
        enrollments.push(Number((row.data as { id: number }).id));
      }
      return { sessionId, people, enrollments };
    }

    it("at a session's end: certificates, one hot questionnaire per confirmed learner, its reminder in 4 days and the cold one in 90", async () => {
      const { sessionId, people, enrollments } = await heldYesterday();
      await drainProcessJobs();
      const { rows: done } = await backend.db.query<{ state: string }>(
        "select state from private.jobs where kind = 'evaluations.session-ended' and payload ->> 'session_id' = $1::text",
        [sessionId],
      );
      expect(done.length).toBeGreaterThan(0);
      expect(done.every((job) => job.state === "done")).toBe(true);
      const certificates = await backend.db.query<{ enrollment_id: string }>(
        "select enrollment_id from public.completion_certificates where session_id = $1 order by enrollment_id",
        [sessionId],
      );
      expect(certificates.rows.map((row) => Number(row.enrollment_id))).toEqual(enrollments.slice(0, 2));

      const invited = await invitations(sessionId);
      expect(invited.map((row) => [Number(row.enrollment_id), row.kind])).toEqual([
        [enrollments[0], "hot"],
        [enrollments[1], "hot"],
      ]);
      for (const [index, person] of people.slice(0, 2).entries()) {
        const mails = (await mailsTo(person.email)).filter((mail) => hotSubject.test(mail.subject));
        expect(mails, `hot questionnaire to ${person.email}`).toHaveLength(1);
        const token = /\/evaluation\/([A-Za-z0-9_-]{32})/.exec(mails[0].text)![1];
        // The link's token opens this learner's questionnaire; the database holds only its SHA-256.
        expect(invited[index].token_hash).toBe(await sha256(token));
        const opened = await fetch(`${url}/functions/v1/evaluation?token=${token}`, {
          headers: { apikey: backend.anonKey },
        });
        expect(opened.status).toBe(200);
        expect(await opened.json()).toMatchObject({ kind: "hot", answered: false });
        const [reminder] = await jobsKeyed(`evaluations.reminder:${invited[index].id}`);
        expect(reminder.payload).toEqual({ invitation_id: Number(invited[index].id), token });
        expect(reminder.days).toBeGreaterThan(3.9);
        expect(reminder.days).toBeLessThan(4.1);
        const [cold] = await jobsKeyed(`evaluations.cold:${enrollments[index]}`);
        expect(cold.payload).toEqual({ enrollment_id: enrollments[index] });
        expect(cold.days).toBeGreaterThan(89.9);
      }
      // The cancelled seat: no certificate, no invitation, no e-mail, nothing planned.
      expect((await mailsTo(people[2].email)).filter((mail) => hotSubject.test(mail.subject))).toEqual([]);
      expect(await jobsKeyed(`evaluations.cold:${enrollments[2]}`)).toEqual([]);
    }, 90_000);

    it("runs the end of a session twice without a second invitation or e-mail, even when a token was already made", async () => {
      const { sessionId, people, enrollments } = await heldYesterday();
      await drainProcessJobs();
      const before = await invitations(sessionId);
      expect(before).toHaveLength(2);
      await backend.db.query("select private.enqueue_job('evaluations.session-ended', $1::jsonb, now(), $2)", [
        JSON.stringify({ session_id: sessionId }),
        `evaluations.session-ended:${sessionId}:again-${run}`,
      ]);
      await drainProcessJobs();
      expect(await invitations(sessionId)).toEqual(before);
      for (const person of people.slice(0, 2)) {
        expect((await mailsTo(person.email)).filter((mail) => hotSubject.test(mail.subject))).toHaveLength(1);
      }
      // A runner that read the invitees before another one recorded them: its invitation is skipped, and its e-mail.
      const kind = `test.${run}.evaluations`;
      await backend.db.transaction((tx) => enqueueJob(tx, kind));
      const { rows: claimed } = await backend.db.query<{ id: string }>(
        "select id from public.function_claim_jobs($1, 1, 60)",
        [[kind]],
      );
      const late = {
        enrollment_id: enrollments[0],
        kind: "hot",
        token_hash: await sha256(`late-${run}`),
        mail: { to: people[0].email, subject: `Doublon ${run}`, text: "t", html: "h" },
        reminder: { token: `late-${run}` },
      };
      const { rows: finished } = await backend.db.query<{ state: string }>(
        "select public.function_finish_evaluation_invitations($1, $2, $3::jsonb) as state",
        [claimed[0].id, sessionId, JSON.stringify([late])],
      );
      expect(finished[0].state).toBe("done");
      expect(await invitations(sessionId)).toEqual(before);
      const { rows: queued } = await backend.db.query(
        "select id from private.jobs where payload ->> 'subject' = $1 or payload ->> 'token' = $2",
        [`Doublon ${run}`, `late-${run}`],
      );
      expect(queued).toEqual([]);
    }, 90_000);

    it("reminds once, only an unanswered questionnaire of a seat still held; a cancelled seat gets no cold questionnaire", async () => {
      const { sessionId, people, enrollments } = await heldYesterday();
      await drainProcessJobs();
      const invited = await invitations(sessionId);
      // Yao answers; Awa does not.
      const yaoMail = (await mailsTo(people[1].email)).find((mail) => hotSubject.test(mail.subject))!;
      const yaoToken = /\/evaluation\/([A-Za-z0-9_-]{32})/.exec(yaoMail.text)![1];
      const answered = await fetch(`${url}/functions/v1/evaluation`, {
        method: "POST",
        headers: { apikey: backend.anonKey, "content-type": "application/json" },
        body: JSON.stringify({
          token: yaoToken,
          rating_overall: 4,
          rating_content: 4,
          rating_trainer: 5,
          rating_organisation: 4,
          recommendation: 9,
        }),
      });
      expect(answered.status).toBe(201);
      for (const invitation of invited) await dueNow(`evaluations.reminder:${invitation.id}`);
      await drainProcessJobs();
      const reminders = async (email: string) =>
        (await mailsTo(email)).filter((mail) => mail.subject.startsWith("Rappel : Votre avis sur la formation"));
      expect(await reminders(people[0].email)).toHaveLength(1);
      expect(await reminders(people[1].email)).toEqual([]);
      // The same reminder queued again (a second job, same token): no second e-mail.
      const [first] = await jobsKeyed(`evaluations.reminder:${invited[0].id}`);
      await backend.db.query("select private.enqueue_job('evaluations.reminder', $1::jsonb, now(), $2)", [
        JSON.stringify(first.payload),
        `evaluations.reminder:${invited[0].id}:again-${run}`,
      ]);
      await drainProcessJobs();
      expect(await reminders(people[0].email)).toHaveLength(1);

      // Awa's seat is cancelled before the 90 days: no cold questionnaire; Yao's leaves, with its own reminder.
      await backend.db.query(
        "update public.enrollments set status = 'cancelled', status_reason = 'Annulée pour le test' where id = $1",
        [enrollments[0]],
      );
      await dueNow(`evaluations.cold:${enrollments[0]}`);
      await dueNow(`evaluations.cold:${enrollments[1]}`);
      await drainProcessJobs();
      const cold = async (email: string) =>
        (await mailsTo(email)).filter((mail) => mail.subject.startsWith("Trois mois après votre formation"));
      expect(await cold(people[0].email)).toEqual([]);
      expect(await cold(people[1].email)).toHaveLength(1);
      const coldInvitations = (await invitations(sessionId)).filter((row) => row.kind === "cold");
      expect(coldInvitations.map((row) => Number(row.enrollment_id))).toEqual([enrollments[1]]);
      const [coldReminder] = await jobsKeyed(`evaluations.reminder:${coldInvitations[0].id}`);
      expect(coldReminder.days).toBeGreaterThan(3.9);
      // The cold questionnaire plans no further one.
      expect(await jobsKeyed(`evaluations.cold:${enrollments[1]}`)).toHaveLength(1);
    }, 120_000);

    it("lets only the service role read the invitees or record the invitations and reminders", async () => {
      const signatures = [
        "public.function_evaluation_invitees(text, bigint, bigint)",
        "public.function_finish_evaluation_invitations(bigint, bigint, jsonb)",
        "public.function_evaluation_reminder_facts(bigint, text)",
        "public.function_finish_evaluation_reminder(bigint, bigint, text, jsonb)",
      ];
      for (const role of ["anon", "authenticated", "service_role"]) {
        const { rows } = await backend.db.query<{ allowed: boolean }>(
          `select has_function_privilege($1, unnest($2::text[]), 'execute') as allowed`,
          [role, signatures],
        );
        expect(rows.map((row) => row.allowed)).toEqual(signatures.map(() => role === "service_role"));
      }
    });
  });
});
