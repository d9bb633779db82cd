import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { STUCK_REMINDERS_JOB } from "../../supabase/functions/process-jobs/jobs-learning.ts";
import { EDGE_JOB_KINDS } from "../../supabase/functions/process-jobs/jobs-kinds.ts";
import { testBackendConfig } from "../backend-config";
import { ownDatabase, type OwnDatabase } from "../support/own-database";
import { serveBackend } from "../support/served-backend";
import { uniqueEmail } from "../support";

/**
 * Issue 45 item 4 (decision 1064): the learners stuck in their online learning are reminded by the job queue's daily
 * run, not only by the staff's button: once per learner and session (the button's record and mail key), only in
 * sessions under way whose automatic reminder is on, and each run plans the next day's. Its own backend (polling off)
 * so the test runs the day's job when it wants.
 */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(engines)("stuck learners reminded daily on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-stuck-"));
  let backend: StartedBackend;
  let database: OwnDatabase | undefined;
  let served: Awaited<ReturnType<typeof serveBackend>> | undefined;
  beforeAll(async () => {
    database = await ownDatabase(name, "stuck");
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

  /** A formation with one text lesson, and a session of it (open for enrollments until `begin` moves it). */
  async function sessionWithLesson() {
    const formation = await one<{ id: number }>(
      "insert into public.formations (theme, title, formats) values ('Gouvernance', $1, '{En ligne}') returning id",
      [`Parcours relancé ${Math.random().toString(36).slice(2, 8)}`],
    );
    const session = await one<{ id: number }>(
      `insert into public.course_sessions (formation_id, starts_on, ends_on, city, capacity, format)
       values ($1, $2, $3, 'Dakar', 10, 'En ligne') returning id`,
      [formation.id, day(30), day(40)],
    );
    const module = await one<{ id: number }>(
      "insert into public.learning_modules (formation_id, position, title) values ($1, 1, 'M1') returning id",
      [formation.id],
    );
    const lesson = await one<{ id: number }>(
      "insert into public.learning_lessons (module_id, position, title, kind, body) values ($1, 1, 'Lire', 'text', 'Texte.') returning id",
      [module.id],
    );
    return { formation: Number(formation.id), session: Number(session.id), lesson: Number(lesson.id) };
  }

  /** The session's dates (days from today) and status, once its learners are enrolled. */
  const begin = (at: { session: number }, from: number, to: number, status = "open") =>
    backend.db.query("update public.course_sessions set starts_on = $2, ends_on = $3, status = $4 where id = $1", [
      at.session,
      day(from),
      day(to),
      status,
    ]);

  /** A confirmed learner of the session, enrolled `daysAgo` days ago; `email` null for a phone-only account. */
  async function learner(
    at: { formation: number; session: number },
    daysAgo: number,
    email: string | null = uniqueEmail("stuck"),
  ) {
    const user = await one<{ id: string }>(
      "insert into auth.users (id, email, phone) values (gen_random_uuid(), $1, $2) returning id",
      [email, email ? null : `22507${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`],
    );
    const enrollment = await one<{ id: number }>(
      `insert into public.enrollments (formation_id, session_id, user_id, payment_method, status)
       values ($1, $2, $3, 'virement', 'confirmed') returning id`,
      [at.formation, at.session, user.id],
    );
    await backend.db.query(
      "update public.enrollments set created_at = now() - make_interval(days => $2) where id = $1",
      [enrollment.id, daysAgo],
    );
    return { email, enrollment: Number(enrollment.id) };
  }

  const reminderMails = async (enrollment: number) =>
    (
      await backend.db.query<{ payload: { to: string; subject: string; text: string } }>(
        "select payload from private.jobs where kind = 'mail.send' and dedupe_key = $1",
        [`mail:learning.stuck:${enrollment}`],
      )
    ).rows;

  /** The next planned daily run, brought forward and run by the job queue as the day comes; answers its day. */
  async function runTheDailyJob(): Promise<string> {
    const planned = await one<{ dedupe_key: string; payload: { day: string }; run_at: Date }>(
      "select dedupe_key, payload, run_at from private.jobs where kind = $1 and state = 'pending' order by run_at desc limit 1",
      [STUCK_REMINDERS_JOB],
    );
    // Planned for a morning to come, at 07:00 UTC.
    expect(new Date(planned.run_at).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(planned.run_at).toISOString()).toMatch(/T07:00:00\.000Z$/);
    const ran = await backend.jobs.runDue({ asOf: new Date(planned.run_at), dedupeKey: planned.dedupe_key });
    expect(ran).toBe(1);
    const after = await one<{ state: string }>("select state from private.jobs where dedupe_key = $1", [
      planned.dedupe_key,
    ]);
    expect(after.state).toBe("done");
    return planned.payload.day;
  }

  it("reminds each stuck learner once, by the daily run, and plans the next day's", async () => {
    expect(EDGE_JOB_KINDS).toContain(STUCK_REMINDERS_JOB); // process-jobs runs it on a hosted project
    const underWay = await sessionWithLesson();
    const idle = await learner(underWay, 10);
    const phoneOnly = await learner(underWay, 10, null);
    const recent = await learner(underWay, 2);
    const active = await learner(underWay, 10);
    await backend.db.query(
      "insert into public.lesson_progress (enrollment_id, lesson_id, user_id, last_seen_at) select $1, $2, user_id, now() - interval '1 day' from public.enrollments where id = $1",
      [active.enrollment, underWay.lesson],
    );
    const finished = await learner(underWay, 10);
    await backend.db.query(
      "insert into public.lesson_progress (enrollment_id, lesson_id, user_id, completed_at, last_seen_at) select $1, $2, user_id, now() - interval '9 days', now() - interval '9 days' from public.enrollments where id = $1",
      [finished.enrollment, underWay.lesson],
    );
    // Not reminded: a session whose automatic reminder staff turned off, a cancelled one, one ended long ago, one
    // not started.
    const off = await sessionWithLesson();
    await backend.db.query("insert into public.session_learning (session_id, stuck_reminder_days) values ($1, null)", [
      off.session,
    ]);
    const offLearner = await learner(off, 10);
    const cancelled = await sessionWithLesson();
    const cancelledLearner = await learner(cancelled, 10);
    const old = await sessionWithLesson();
    const oldLearner = await learner(old, 100);
    const future = await sessionWithLesson();
    const futureLearner = await learner(future, 10);
    // A session with its own number of days: 3 days without activity is stuck there.
    const short = await sessionWithLesson();
    await backend.db.query("insert into public.session_learning (session_id, stuck_reminder_days) values ($1, 3)", [
      short.session,
    ]);
    const shortLearner = await learner(short, 4);
    for (const at of [underWay, off, short]) await begin(at, -3, 10);
    await begin(cancelled, -3, 10, "cancelled");
    await begin(old, -90, -60);
    await begin(future, 5, 10);

    const firstDay = await runTheDailyJob();
    const [mail] = await reminderMails(idle.enrollment);
    expect(mail?.payload).toMatchObject({ to: idle.email, subject: expect.stringContaining("vous attend") });
    expect(mail?.payload.text).toContain("vous en avez fait 0 %");
    expect(await reminderMails(shortLearner.enrollment)).toHaveLength(1);
    for (const quiet of [phoneOnly, recent, active, finished, offLearner, cancelledLearner, oldLearner, futureLearner])
      expect(await reminderMails(quiet.enrollment)).toHaveLength(0);
    const recorded = await one<{ sent_by: string | null }>(
      "select sent_by from private.learning_reminders where enrollment_id = $1",
      [idle.enrollment],
    );
    expect(recorded.sent_by).toBeNull(); // sent by the timer, not by someone

    // The next day's run is planned, and reminds nobody twice.
    const nextDay = await runTheDailyJob();
    expect(nextDay > firstDay).toBe(true);
    expect(await reminderMails(idle.enrollment)).toHaveLength(1);
    expect(
      (
        await one<{ n: number }>(
          "select count(*)::integer as n from private.learning_reminders where enrollment_id = $1",
          [idle.enrollment],
        )
      ).n,
    ).toBe(1);
  });
});
