import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import type { Queryable } from "../../server/src/db/database";
import { testBackendConfig } from "../backend-config";
import { ownDatabase, type OwnDatabase } from "../support/own-database";
import { uniqueEmail } from "../support";

/**
 * « Résultats » reads each session's learners and attendance % from private.session_presence, which triggers on the
 * marks, slots, enrollments and profiles keep (issue 46 item 5, decision 1177). After each kind of write, the rows
 * equal a full recount, and evaluation_results() answers exactly as its previous definition (migration
 * 20261211110000, which read the marks), created here under another name.
 */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];

const BEFORE = path.join(
  import.meta.dirname,
  "../../supabase/migrations/20261211110000_reports_and_pickers_at_volume.sql",
);

/** The previous evaluation_results(), as private.evaluation_results_before(). */
function previousDefinition() {
  const sql = readFileSync(BEFORE, "utf8");
  const start = sql.indexOf("create or replace function public.evaluation_results(");
  const end = sql.indexOf("\n$$;", start) + "\n$$;".length;
  expect(start).toBeGreaterThan(0);
  return sql.slice(start, end).replace("public.evaluation_results(", "private.evaluation_results_before(");
}

class Rollback extends Error {}

describe.each(engines)("each session's learners and attendance % on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-session-presence-"));
  let backend: StartedBackend;
  let database: OwnDatabase | undefined;
  let adminId = "";
  let trainerId = "";
  const sessions: number[] = [];
  const enrollments: number[] = [];
  const learners: string[] = [];

  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await backend.db.query<T & Record<string, unknown>>(sql, params)).rows;
  const slotsOf = async (session: number) =>
    (
      await q<{ id: string }>("select id from public.session_slots where session_id = $1 order by starts_at, id", [
        session,
      ])
    ).map((r) => Number(r.id));

  /** The report as `who` sees it, now and by its previous definition. */
  const reports = (who: string) =>
    backend.db.transaction(async (tx: Queryable) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: who, role: "authenticated" }),
      ]);
      const now = await tx.query("select * from public.evaluation_results()");
      const before = await tx.query("select * from private.evaluation_results_before()");
      const period = await tx.query("select * from public.evaluation_results(current_date, current_date + 400)");
      const periodBefore = await tx.query(
        "select * from private.evaluation_results_before(current_date, current_date + 400)",
      );
      return { now: now.rows, before: before.rows, period: period.rows, periodBefore: periodBefore.rows };
    });

  /** The kept rows equal a full recount (rolled back), and the report equals its previous definition. */
  async function expectConsistent() {
    const kept = await q("select * from private.session_presence order by session_id");
    let recounted: unknown[] = [];
    await backend.db
      .transaction(async (tx) => {
        await tx.query("select private.recount_session_presence()");
        recounted = (await tx.query("select * from private.session_presence order by session_id")).rows;
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(kept).toEqual(recounted);
    for (const who of [adminId, trainerId]) {
      const { now, before, period, periodBefore } = await reports(who);
      expect(now).toEqual(before);
      expect(period).toEqual(periodBefore);
    }
    const ours = await q<{ session_id: string; learners: number; percent: number | null }>(
      "select * from private.session_presence where session_id = any($1) order by session_id",
      [sessions],
    );
    return new Map(ours.map((r) => [Number(r.session_id), { learners: r.learners, percent: r.percent }]));
  }

  const user = async (label: string) =>
    (
      await q<{ id: string }>("insert into auth.users (id, email) values (gen_random_uuid(), $1) returning id", [
        uniqueEmail(label),
      ])
    )[0].id;
  const mark = (slot: number, enrollment: number, status: string) =>
    q(
      `insert into public.attendance (slot_id, enrollment_id, user_id, status, method)
       select $1, e.id, e.user_id, $3, 'staff' from public.enrollments e where e.id = $2`,
      [slot, enrollment, status],
    );

  beforeAll(async () => {
    database = await ownDatabase(name, "presence");
    backend = await startBackend({ ...testBackendConfig(dataDir, database.url), jobsPollMs: 0 }, () => {});
    adminId = await user("admin-presence");
    trainerId = await user("trainer-presence");
    await backend.db.transaction(async (tx) => {
      await tx.query("set local session_replication_role = replica");
      await tx.query("update public.profiles set role = 'admin' where id = $1", [adminId]);
      await tx.query("update public.profiles set role = 'trainer' where id = $1", [trainerId]);
    });
    await q(previousDefinition());
    for (const days of [30, 60]) {
      const rows = await q<{ id: string }>(
        `insert into public.course_sessions (formation_id, starts_on, ends_on, city, capacity, trainer_id)
         values (12, current_date + $1::integer, current_date + $1::integer + 1, 'Abidjan', 20, $2) returning id`,
        [days, trainerId],
      );
      sessions.push(Number(rows[0].id));
    }
    for (let i = 0; i < 5; i++) learners.push(await user(`learner-presence-${i}`));
    // Three confirmed learners and a pending one in the first session, one confirmed in the second.
    for (const [i, session, status] of [
      [0, sessions[0], "confirmed"],
      [1, sessions[0], "confirmed"],
      [2, sessions[0], "confirmed"],
      [3, sessions[0], "pending"],
      [4, sessions[1], "confirmed"],
    ] as const) {
      const rows = await q<{ id: string }>(
        `insert into public.enrollments (formation_id, session_id, user_id, status, payment_method)
         values (12, $1, $2, $3, 'virement') returning id`,
        [session, learners[i], status],
      );
      enrollments.push(Number(rows[0].id));
    }
  }, 240_000);
  afterAll(async () => {
    await backend?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("follows the marks, the slots, the enrollments and the profiles", async () => {
    const [a, b] = sessions;
    let presence = await expectConsistent();
    expect(presence.get(a)).toEqual({ learners: 3, percent: 0 });
    expect(presence.get(b)).toEqual({ learners: 1, percent: 0 });

    // Marks inserted: present, late, absent, excused.
    const slotsA = await slotsOf(a);
    const slotsB = await slotsOf(b);
    expect(slotsA.length).toBeGreaterThanOrEqual(2);
    await mark(slotsA[0], enrollments[0], "present");
    await mark(slotsA[1], enrollments[0], "late");
    await mark(slotsA[0], enrollments[1], "present");
    await mark(slotsA[1], enrollments[1], "absent");
    await mark(slotsA[0], enrollments[2], "excused");
    await mark(slotsA[0], enrollments[3], "present"); // pending: not a learner
    await mark(slotsB[0], enrollments[4], "present");
    presence = await expectConsistent();
    expect(presence.get(a)!.percent).toBeGreaterThan(0);

    // Marks updated: a status, then a mark moved to another slot.
    await q("update public.attendance set status = 'present' where slot_id = $1 and enrollment_id = $2", [
      slotsA[1],
      enrollments[1],
    ]);
    await q("update public.attendance set status = 'absent' where slot_id = $1 and enrollment_id = $2", [
      slotsA[0],
      enrollments[0],
    ]);
    await q("update public.attendance set slot_id = $1 where slot_id = $2 and enrollment_id = $3", [
      slotsA.at(-1),
      slotsA[0],
      enrollments[1],
    ]);
    await expectConsistent();

    // A mark deleted.
    await q("delete from public.attendance where slot_id = $1 and enrollment_id = $2", [slotsA[1], enrollments[0]]);
    await expectConsistent();

    // Slots: a half-day shortened, one added, one without marks deleted, one moved to the other session.
    await q("update public.session_slots set ends_at = ends_at - interval '90 minutes' where id = $1", [slotsA[1]]);
    await expectConsistent();
    await q(
      `insert into public.session_slots (session_id, starts_at, ends_at)
       select session_id, ends_at + interval '1 hour', ends_at + interval '3 hours' from public.session_slots
        where id = $1`,
      [slotsA.at(-1)],
    );
    await expectConsistent();
    const unmarked = await q<{ id: string }>(
      `select s.id from public.session_slots s where s.session_id = $1
          and not exists (select 1 from public.attendance a where a.slot_id = s.id) order by s.id limit 1`,
      [a],
    );
    await q("delete from public.session_slots where id = $1", [unmarked[0].id]);
    await expectConsistent();
    await q("update public.session_slots set session_id = $1 where id = $2", [b, slotsA[1]]);
    presence = await expectConsistent();

    // Enrollments: one cancelled, the pending one confirmed, one moved to the other session, one deleted.
    await q("update public.enrollments set status = 'cancelled' where id = $1", [enrollments[2]]);
    await q(
      "update public.enrollments set status = 'confirmed', status_reason = 'Bon de commande reçu' where id = $1",
      [enrollments[3]],
    );
    await expectConsistent();
    await backend.db.transaction(async (tx) => {
      await tx.query("set local enrollments.transfer = 'on'"); // as public.transfer_enrollment() does
      await tx.query("update public.enrollments set session_id = $1 where id = $2", [b, enrollments[1]]);
    });
    await expectConsistent();
    await q("delete from public.enrollments where id = $1", [enrollments[0]]);
    presence = await expectConsistent();
    expect(presence.get(a)).toEqual({ learners: 1, percent: expect.any(Number) });

    // A learner's profile deleted (the account stays): no longer counted; a new one with no enrollment.
    await q("delete from public.profiles where id = $1", [learners[4]]);
    await user("learner-presence-new");
    presence = await expectConsistent();
    expect(presence.get(b)!.learners).toBe(1);
  });
});
