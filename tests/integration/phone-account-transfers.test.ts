import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { BANK_DETAILS_JOB } from "../../supabase/functions/process-jobs/jobs-payment-mails.ts";
import { testBackendConfig } from "../backend-config";
import { ownDatabase, type OwnDatabase } from "../support/own-database";
import { serveBackend } from "../support/served-backend";
import { uniqueEmail } from "../support";

/**
 * Issue 44 (decision 1065): a learner who signed up by phone has a verified contact, their confirmed number: they may
 * take a bank-transfer hold, and the transfer's amount, reference, bank account and deadline reach them by SMS through
 * the messaging queue (their consent recorded with the dialog's words; a number that replied STOP gets nothing). An
 * account with neither a confirmed e-mail nor a confirmed phone is still refused (PA412). Own backend, polling off.
 */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ivorianMobile = () => `22507${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

describe.each(engines)("bank transfers for phone-only accounts on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-phone-transfer-"));
  let backend: StartedBackend;
  let database: OwnDatabase | undefined;
  let served: Awaited<ReturnType<typeof serveBackend>> | undefined;
  beforeAll(async () => {
    database = await ownDatabase(name, "phone_transfers");
    backend = await startBackend({ ...testBackendConfig(dataDir, database.url), jobsPollMs: 0 }, () => {});
    served = await serveBackend(backend, { siteUrl: "http://localhost:8080" }); // process-jobs runs its jobs; polling is off
  }, 240_000);
  afterAll(async () => {
    await served?.close();
    await backend?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const one = async <T>(sql: string, params: unknown[] = []) => (await backend.db.query<T>(sql, params)).rows[0]!;

  async function session(): Promise<number> {
    const formation = await one<{ id: number }>(
      `insert into public.formations (theme, title, price, price_currency) values ('Gestion', $1, 780000, 'XOF') returning id`,
      [`Virement par SMS ${Math.random().toString(36).slice(2, 8)}`],
    );
    const created = await one<{ id: number }>(
      `insert into public.course_sessions (formation_id, starts_on, ends_on, city, capacity)
       values ($1, $2, $2, 'Abidjan', 20) returning id`,
      [formation.id, day(60)],
    );
    return Number(created.id);
  }

  /** A phone-only account (no e-mail) whose number is confirmed or not, or an e-mail account left unconfirmed. */
  async function account(kind: "phone" | "unconfirmed-phone" | "unconfirmed-email") {
    const phone = ivorianMobile();
    const row = await one<{ id: string }>(
      kind === "unconfirmed-email"
        ? "insert into auth.users (id, email) values (gen_random_uuid(), $1) returning id"
        : `insert into auth.users (id, phone, phone_confirmed_at) values (gen_random_uuid(), $1, ${kind === "phone" ? "now()" : "null"}) returning id`,
      [kind === "unconfirmed-email" ? uniqueEmail("transfer") : phone],
    );
    // The local sign-up confirms every address (decision 0992): this one is left unconfirmed on purpose.
    await backend.db.query("update auth.users set email_confirmed_at = null where id = $1", [row.id]);
    return { id: row.id, phone: `+${phone}`, claims: JSON.stringify({ sub: row.id, role: "authenticated" }) };
  }

  const enrolByTransfer = (who: { claims: string }, sessionId: number) =>
    backend.db.query<{ enrollment_id: number }>(
      "select * from public.function_enrol_priced($1::jsonb, $2, 'virement', null, 1)",
      [who.claims, sessionId],
    );

  /** Opens the transfer (as create-payment does) and runs its bank-details job now; answers the enrollment's messages. */
  async function openTransfer(who: { claims: string }, enrollment: number) {
    await backend.db.query(
      "select * from public.function_open_payment($1::jsonb, $2, 'virement', 'virement', 'virement', null)",
      [who.claims, enrollment],
    );
    const ran = await backend.jobs.runDue({
      asOf: new Date(),
      dedupeKey: `payments.bank-details-job:${enrollment}`,
    });
    expect(ran).toBe(1);
    return (
      await backend.db.query<{ channel: string; phone: string; purpose: string; body: string; status: string }>(
        "select channel, phone, purpose, body, status from public.phone_messages where enrollment_id = $1",
        [enrollment],
      )
    ).rows;
  }

  it("lets a phone-only learner hold a seat by transfer and sends them the details by SMS, once", async () => {
    const learner = await account("phone");
    const { rows } = await enrolByTransfer(learner, await session());
    const enrollment = Number(rows[0]!.enrollment_id);
    const messages = await openTransfer(learner, enrollment);
    expect(messages).toHaveLength(1);
    const [sms] = messages;
    expect(sms).toMatchObject({ channel: "sms", phone: learner.phone, purpose: "bank-transfer", status: "queued" });
    const reference = (
      await one<{ payment_reference: string }>("select payment_reference from public.enrollments where id = $1", [
        enrollment,
      ])
    ).payment_reference;
    expect(sms!.body).toContain(`ref ${reference}`);
    expect(sms!.body).toMatch(/Virement de 780 000 F CFA pour .*, avant le \d{2}\/\d{2} à \d{2}:\d{2}\./);
    expect(sms!.body).toContain("IBAN : CI93 CI04 2012 3456 7890 1234 5678");
    expect(sms!.body).toContain("STOP");
    // Its sending is queued on the messaging queue, and no e-mail (there is no address).
    expect(
      (
        await backend.db.query(
          "select 1 from private.jobs where kind = 'message.send' and payload ->> 'message_id' in (select id::text from public.phone_messages where enrollment_id = $1)",
          [enrollment],
        )
      ).rows,
    ).toHaveLength(1);
    expect(
      (
        await backend.db.query("select 1 from private.jobs where kind = 'mail.send' and dedupe_key = $1", [
          `mail:${BANK_DETAILS_JOB}:${enrollment}`,
        ])
      ).rows,
    ).toHaveLength(0);
    // The consent is recorded with the dialog's words.
    const contact = await one<{ sms: boolean; consent_method: string; consent_text: string }>(
      "select sms, consent_method, consent_text from public.phone_contacts where user_id = $1",
      [learner.id],
    );
    expect(contact).toMatchObject({ sms: true, consent_method: "Réservation par virement (site)" });
    expect(contact.consent_text).toContain("par SMS à ce numéro");
    // The job again (a retry) sends nothing more.
    await backend.db.query(
      "select private.enqueue_job('payments.bank-details', (select payload from private.jobs where dedupe_key = $1), now(), $2)",
      [`payments.bank-details-job:${enrollment}`, `again:${enrollment}`],
    );
    await backend.jobs.runDue({ asOf: new Date(), dedupeKey: `again:${enrollment}` });
    expect(
      (await backend.db.query("select 1 from public.phone_messages where enrollment_id = $1", [enrollment])).rows,
    ).toHaveLength(1);
  });

  it("sends nothing to a number that replied STOP, and still refuses an account with no verified contact", async () => {
    const stopped = await account("phone");
    await backend.db.query(
      `insert into public.phone_contacts (user_id, phone, sms, consent_at, consent_method, sms_stopped_at)
       values ($1, $2, true, now(), 'Mon profil (site)', now())`,
      [stopped.id, stopped.phone],
    );
    const { rows } = await enrolByTransfer(stopped, await session());
    expect(await openTransfer(stopped, Number(rows[0]!.enrollment_id))).toEqual([]);

    for (const kind of ["unconfirmed-phone", "unconfirmed-email"] as const) {
      const refused = await enrolByTransfer(await account(kind), await session()).catch((error: unknown) => error);
      expect({ kind, code: (refused as { code?: string }).code }).toEqual({ kind, code: "PA412" });
    }
  });
});
