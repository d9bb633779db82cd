import { copyFile, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, migrate } from "../../server/src/db/migrate";
import { engines, scratchDatabase } from "../supabase-defaults/scratch-database";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";

const UNIQUENESS_MIGRATION = "20261123000300_one_enrolment_per_course.sql";

// Issue 18: one active enrollment per learner and formation, kept by a partial unique index in the database.
describe.each(backends())("one enrollment per learner and formation on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  type Learner = Awaited<ReturnType<typeof signedUpClient>>;

  // The browser no longer inserts enrollments (issue 13, decision 0841): the server does, held to the same rule.
  const enrol = (learner: Learner, formationId: number) =>
    service()
      .from("enrollments")
      .insert({ formation_id: formationId, user_id: learner.user.id, payment_method: "carte", status: "pending" })
      .select()
      .single();

  const activeCount = async (learner: Learner, formationId: number) =>
    (await learner.supabase.from("enrollments").select("id").eq("formation_id", formationId).neq("status", "cancelled"))
      .data?.length;

  it("a second enrollment in the same formation is refused with 23505 / HTTP 409 and stores nothing", async () => {
    const learner = await signedUpClient(url);
    expect((await enrol(learner, 8)).error).toBeNull();
    const again = await enrol(learner, 8);
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe("23505");
    expect(await activeCount(learner, 8)).toBe(1);
  });

  it("raw HTTP: the duplicate answers 409 with a PostgREST error body, never 500", async () => {
    const learner = await signedUpClient(url);
    const post = () =>
      api(url, "/rest/v1/enrollments", {
        method: "POST",
        token: DEV_SERVICE_ROLE_KEY,
        headers: { "content-type": "application/json", apikey: DEV_SERVICE_ROLE_KEY },
        body: JSON.stringify({
          formation_id: 9,
          user_id: learner.user.id,
          payment_method: "virement",
          status: "pending",
        }),
      });
    expect((await post()).status).toBe(201);
    const duplicate = await post();
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ code: "23505" });
  });

  it("two learners may enrol in the same formation; each one's enrollment does not block the other", async () => {
    const a = await signedUpClient(url, "Awa Koné");
    const b = await signedUpClient(url, "Bakary Diallo");
    expect((await enrol(a, 10)).error).toBeNull();
    expect((await enrol(b, 10)).error).toBeNull();
    expect(await activeCount(a, 10)).toBe(1);
    expect(await activeCount(b, 10)).toBe(1);
    expect((await enrol(b, 10)).status).toBe(409);
  });

  it("the same learner may enrol in other formations", async () => {
    const learner = await signedUpClient(url);
    expect((await enrol(learner, 11)).error).toBeNull();
    expect((await enrol(learner, 12)).error).toBeNull();
  });

  it("a cancelled enrollment frees the formation: the learner can enrol again, once", async () => {
    const learner = await signedUpClient(url);
    const first = (await enrol(learner, 13)).data!;
    const cancelled = await service().from("enrollments").update({ status: "cancelled" }).eq("id", first.id);
    expect(cancelled.error).toBeNull();
    expect((await enrol(learner, 13)).error).toBeNull();
    expect((await enrol(learner, 13)).status).toBe(409);
  });

  it("concurrent double clicks store exactly one enrollment", async () => {
    const learner = await signedUpClient(url);
    const results = await Promise.all(Array.from({ length: 5 }, () => enrol(learner, 14)));
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await activeCount(learner, 14)).toBe(1);
  });

  it("the service role (back office scripts) is held to the same rule", async () => {
    const learner = await signedUpClient(url);
    expect((await enrol(learner, 15)).error).toBeNull();
    const insert = await service()
      .from("enrollments")
      .insert({ formation_id: 15, user_id: learner.user.id, payment_method: "carte", status: "pending" });
    expect(insert.error?.code).toBe("23505");
  });
});

// A database that already holds duplicates when the rule arrives: of the open ones (pending, confirmed) the most
// advanced stays and the others are cancelled through the workflow (audited); completed ones, certificates and all, are
// never touched, even when there are two, so the migration runs on any existing database. The index is then in force.
describe.each(engines())("the one-enrollment migration on an existing %s database", (engine) => {
  it("keeps the confirmed, else the oldest pending, cancels the other open ones, never touches completed ones", async () => {
    const scratch = await scratchDatabase(engine);
    const before = await mkdtemp(path.join(tmpdir(), "migrations-before-"));
    try {
      for (const file of (await readdir(MIGRATIONS_DIR)).filter(
        (f) => f.endsWith(".sql") && f < UNIQUENESS_MIGRATION,
      )) {
        await copyFile(path.join(MIGRATIONS_DIR, file), path.join(before, file));
      }
      const { db } = scratch;
      await migrate(db, before);
      const { rows: users } = await db.query<{ id: string }>(
        "insert into auth.users (email, raw_user_meta_data) select gen_random_uuid() || '@example.com', '{}'::jsonb from generate_series(1, 2) returning id",
      );
      const [a, b] = users.map((u) => u.id);
      const enrol = async (user: string, formation: number) =>
        (
          await db.query<{ id: number }>(
            "insert into public.enrollments (formation_id, user_id, payment_method) values ($1, $2, 'carte') returning id",
            [formation, user],
          )
        ).rows[0]!.id;
      const setStatus = (id: number, ...steps: string[]) =>
        steps.reduce(
          (done, status) =>
            done.then(() => db.query("update public.enrollments set status = $1 where id = $2", [status, id])),
          Promise.resolve() as Promise<unknown>,
        );

      const aPending1 = await enrol(a, 1);
      const aConfirmed = await enrol(a, 1);
      const aPending2 = await enrol(a, 1);
      await setStatus(aConfirmed, "confirmed");
      const aCompleted = await enrol(a, 2);
      const aConfirmed2 = await enrol(a, 2);
      await setStatus(aCompleted, "confirmed", "completed");
      await setStatus(aConfirmed2, "confirmed");
      const aDoneTwice = [await enrol(a, 4), await enrol(a, 4)];
      for (const id of aDoneTwice) await setStatus(id, "confirmed", "completed");
      const bOldest = await enrol(b, 1);
      const bNewer = await enrol(b, 1);
      const bOther = await enrol(b, 3);

      const { applied } = await migrate(db);
      expect(applied).toContain(UNIQUENESS_MIGRATION);
      const { rows } = await db.query<{ id: number; status: string }>(
        "select id, status from public.enrollments where user_id = any($1) order by id", // not the demo learners'
        [[a, b]],
      );
      const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
      expect(status).toEqual({
        [aPending1]: "cancelled",
        [aConfirmed]: "confirmed",
        [aPending2]: "cancelled",
        [aCompleted]: "completed",
        [aConfirmed2]: "confirmed",
        [aDoneTwice[0]]: "completed",
        [aDoneTwice[1]]: "completed",
        [bOldest]: "pending",
        [bNewer]: "cancelled",
        [bOther]: "pending",
      });
      const audit = await db.query("select 1 from public.enrollment_status_changes where new_status = 'cancelled'");
      expect(audit.rows).toHaveLength(3);
      await expect(enrol(b, 1)).rejects.toMatchObject({ code: "23505" });
      await expect(enrol(a, 2)).rejects.toMatchObject({ code: "23505" });
    } finally {
      await rm(before, { recursive: true, force: true });
      await scratch.drop();
    }
  }, 60_000);
});
