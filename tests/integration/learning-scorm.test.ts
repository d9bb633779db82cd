import { readFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";

type Person = Awaited<ReturnType<typeof signedUpClient>>;
const FIXTURE = path.resolve(__dirname, "../fixtures/scorm-1.2");

/** The test package of tests/fixtures/scorm-1.2, zipped as an authoring tool would (plus any extra entries). */
function scormZip(extra: Record<string, Uint8Array> = {}, without: string[] = []): Uint8Array {
  const files: Record<string, Uint8Array> = {
    "imsmanifest.xml": readFileSync(path.join(FIXTURE, "imsmanifest.xml")),
    "index.html": readFileSync(path.join(FIXTURE, "index.html")),
    "style/sco.css": readFileSync(path.join(FIXTURE, "style/sco.css")),
    ...extra,
  };
  for (const name of without) delete files[name];
  return zipSync(files);
}

interface Launch {
  token: string;
  launch: string;
  student_id: string;
  student_name: string;
  lesson_status: string;
  entry: string;
  suspend_data: string;
}

/**
 * Issue 45 item 5 (decision 1025): an author imports a SCORM 1.2 package as a lesson; its files are served to the
 * learner who launched it and to nobody else; what the package commits (status, score, suspend data) is recorded
 * per learner, and « passed » marks the lesson done. Real requests with supabase-js and fetch against the backend.
 */
describe.each(backends())("SCORM 1.2 lessons on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);

  async function withRole(name: string, role: string): Promise<Person> {
    const person = await signedUpClient(url, name);
    const { error } = await service().rpc(
      "set_user_role" as never,
      { target_user: person.user.id, new_role: role } as never,
    );
    expect(error).toBeNull();
    return person;
  }

  async function insert(table: string, row: Record<string, unknown>): Promise<number> {
    const { data, error } = await service()
      .from(table as never)
      .insert(row as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    return Number((data as unknown as { id: number }).id);
  }

  async function sessionWithLearner(formationId: number, name: string, status = "confirmed") {
    const sessionId = await insert("course_sessions", {
      formation_id: formationId,
      starts_on: "2026-01-05",
      ends_on: "2026-01-09",
      city: "Dakar",
      capacity: 10,
      format: "En ligne",
    });
    const person = await signedUpClient(url, name);
    const enrollment = await insert("enrollments", {
      formation_id: formationId,
      session_id: sessionId,
      user_id: person.user.id,
      payment_method: "virement",
      status,
    });
    return { person, enrollment };
  }

  const upload = (person: Person, moduleId: number, body: Uint8Array, title = "") =>
    api(
      url,
      `/functions/v1/learning-scorm?module_id=${moduleId}${title ? `&title=${encodeURIComponent(title)}` : ""}`,
      {
        method: "POST",
        token: person.session.access_token,
        headers: { "content-type": "application/zip" },
        body: body as unknown as BodyInit,
      },
    );

  async function imported() {
    const editor = await withRole("Rédacteur SCORM", "editor");
    const formationId = await insert("formations", {
      theme: "IA Appliquée",
      title: "RGPD en pratique — module en ligne",
      formats: ["En ligne"],
    });
    const { data: module, error } = await editor.supabase
      .from("learning_modules" as never)
      .insert({ formation_id: formationId, position: 1, title: "Le module SCORM" } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    const moduleId = Number((module as unknown as { id: number }).id);
    const answer = await upload(editor, moduleId, scormZip());
    expect(answer.status).toBe(201);
    const lesson = (await answer.json()) as {
      id: number;
      kind: string;
      title: string;
      scorm_launch: string;
      files: number;
    };
    const learner = await sessionWithLearner(formationId, "Apprenante SCORM");
    return { editor, formationId, moduleId, lesson, learner };
  }

  it("imports a package as a lesson; refuses unsafe or incomplete packages and anyone but an author", async () => {
    const { editor, formationId, moduleId, lesson, learner } = await imported();
    expect(lesson).toMatchObject({ kind: "scorm", title: "Les bases du RGPD", scorm_launch: "index.html", files: 3 });
    const { data: listed } = await service().storage.from("learning-files").list(`${formationId}/scorm/${lesson.id}`);
    expect((listed ?? []).map((file) => file.name).sort()).toEqual(["imsmanifest.xml", "index.html", "style"]);

    const refusals: [string, Uint8Array][] = [
      ["path traversal", scormZip({ "../evil.html": strToU8("<p>x</p>") })],
      ["absolute path", scormZip({ "/etc/evil.html": strToU8("<p>x</p>") })],
      ["no manifest", scormZip({}, ["imsmanifest.xml"])],
      ["launch page missing", scormZip({}, ["index.html"])],
      ["not a zip", strToU8("PK but not really a zip archive")],
      [
        "too many entries",
        scormZip(Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`assets/${i}.txt`, strToU8("x")]))),
      ],
    ];
    for (const [label, body] of refusals) {
      const answer = await upload(editor, moduleId, body);
      expect({ label, status: answer.status }).toEqual({ label, status: 422 });
      expect(await answer.json()).toMatchObject({ code: "invalid_scorm_package" });
    }
    // A real package weighs megabytes: the server's 1 MiB limit on other bodies does not apply to it (a 3 MB
    // incompressible asset, stored as is).
    const heavy = new Uint8Array(3 * 1024 * 1024);
    for (let offset = 0; offset < heavy.length; offset += 65536)
      crypto.getRandomValues(heavy.subarray(offset, offset + 65536));
    const large = await upload(editor, moduleId, scormZip({ "media/clip.bin": heavy }), "Paquet lourd");
    expect(large.status).toBe(201);
    expect(await large.json()).toMatchObject({ title: "Paquet lourd", files: 4 });
    // A learner, even of this formation, imports nothing.
    expect((await upload(learner.person, moduleId, scormZip())).status).toBe(403);
    // Only the two good packages became lessons.
    const { data: lessons } = await service()
      .from("learning_lessons" as never)
      .select("id")
      .eq("module_id", moduleId);
    expect(lessons).toHaveLength(2);
  });

  it("serves the package to the learner who launched it, and to nobody else", async () => {
    const { formationId, lesson, learner } = await imported();
    const launched = await learner.person.supabase.rpc(
      "scorm_launch" as never,
      { p_enrollment: learner.enrollment, p_lesson: lesson.id } as never,
    );
    expect(launched.error).toBeNull();
    const launch = launched.data as unknown as Launch;
    expect(launch).toMatchObject({
      launch: "index.html",
      student_id: learner.person.user.id,
      lesson_status: "not attempted",
      entry: "ab-initio",
    });
    expect(launch.token).toMatch(/^[0-9a-f]{64}$/);
    const base = `${url}/functions/v1/learning-scorm/${lesson.id}/${launch.token}`;
    // An iframe sends no Authorization header: the token in the path is the credential, relative URLs keep it.
    const page = await fetch(`${base}/index.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(await page.text()).toContain("LMSInitialize");
    const css = await fetch(`${base}/style/sco.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
    await css.body?.cancel();

    const refused = [
      `${url}/functions/v1/learning-scorm/${lesson.id}/${"0".repeat(64)}/index.html`,
      `${url}/functions/v1/learning-scorm/${lesson.id + 1}/${launch.token}/index.html`,
      `${base}/..%2Fimsmanifest.xml`,
      `${base}/absent.html`,
    ];
    for (const address of refused) {
      const answer = await fetch(address);
      await answer.body?.cancel();
      expect({ address, status: answer.status }).toEqual({ address, status: 404 });
    }

    // A learner of another session of the formation who is not confirmed, and a learner of another formation,
    // get no launch; neither reads the files in Storage.
    const pending = await sessionWithLearner(formationId, "Apprenant en attente", "pending");
    const otherFormation = await insert("formations", {
      theme: "IA Appliquée",
      title: "Autre formation",
      formats: ["En ligne"],
    });
    const stranger = await sessionWithLearner(otherFormation, "Apprenant d'ailleurs");
    for (const other of [pending, stranger]) {
      const own = await other.person.supabase.rpc(
        "scorm_launch" as never,
        { p_enrollment: other.enrollment, p_lesson: lesson.id } as never,
      );
      expect(own.error).not.toBeNull();
      const borrowed = await other.person.supabase.rpc(
        "scorm_launch" as never,
        { p_enrollment: learner.enrollment, p_lesson: lesson.id } as never,
      );
      expect(borrowed.error).not.toBeNull();
      const download = await other.person.supabase.storage
        .from("learning-files")
        .download(`${formationId}/scorm/${lesson.id}/index.html`);
      expect(download.error).not.toBeNull();
    }

    // The launch dies with the enrollment: cancelled, the token opens nothing.
    await service()
      .from("enrollments" as never)
      .update({ status: "cancelled" } as never)
      .eq("id", learner.enrollment);
    const after = await fetch(`${base}/index.html`);
    await after.body?.cancel();
    expect(after.status).toBe(404);
  });

  it("records status, score and suspend data per learner; « passed » marks the lesson done", async () => {
    const { editor, lesson, learner, formationId } = await imported();
    const commit = (person: Person, enrollment: number, cmi: Record<string, unknown>) =>
      person.supabase.rpc(
        "scorm_commit" as never,
        { p_enrollment: enrollment, p_lesson: lesson.id, p_cmi: cmi } as never,
      );
    const first = await commit(learner.person, learner.enrollment, {
      lesson_status: "incomplete",
      lesson_location: "page-1",
      suspend_data: "q1=b",
      session_time: "00:01:10",
    });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ lesson_status: "incomplete", done: false });

    const bad = await commit(learner.person, learner.enrollment, { lesson_status: "finished" });
    expect(bad.error?.code).toBe("PA422");
    const badTime = await commit(learner.person, learner.enrollment, {
      lesson_status: "incomplete",
      session_time: "1h",
    });
    expect(badTime.error?.code).toBe("PA422");

    const passed = await commit(learner.person, learner.enrollment, {
      lesson_status: "passed",
      score_raw: 85,
      score_min: 0,
      score_max: 100,
      lesson_location: "fin",
      suspend_data: "q1=b;q2=a",
      session_time: "00:02:30.5",
    });
    expect(passed.error).toBeNull();
    expect(passed.data).toMatchObject({ lesson_status: "passed", score_raw: 85, done: true });

    // Resumed on another device: the next launch hands the package what it saved.
    const again = await learner.person.supabase.rpc(
      "scorm_launch" as never,
      { p_enrollment: learner.enrollment, p_lesson: lesson.id } as never,
    );
    expect(again.data).toMatchObject({ entry: "resume", suspend_data: "q1=b;q2=a", lesson_status: "passed" });

    const { data: rows } = await learner.person.supabase
      .from("scorm_attempts" as never)
      .select("lesson_status, score_raw, score_min, score_max, suspend_data, lesson_location, total_seconds, commits");
    expect(rows).toEqual([
      {
        lesson_status: "passed",
        score_raw: 85,
        score_min: 0,
        score_max: 100,
        suspend_data: "q1=b;q2=a",
        lesson_location: "fin",
        total_seconds: 220.5,
        commits: 2,
      },
    ]);
    const { data: progress } = await learner.person.supabase
      .from("lesson_progress" as never)
      .select("completed_at")
      .eq("lesson_id", lesson.id);
    expect((progress as unknown as { completed_at: string | null }[])[0]?.completed_at).not.toBeNull();

    // A later « failed » does not undo a lesson already done; the author reads the attempt, another learner nothing,
    // and nobody writes the table directly.
    await commit(learner.person, learner.enrollment, { lesson_status: "failed", score_raw: 10 });
    const { data: stillDone } = await learner.person.supabase
      .from("lesson_progress" as never)
      .select("completed_at")
      .eq("lesson_id", lesson.id);
    expect((stillDone as unknown as { completed_at: string | null }[])[0]?.completed_at).not.toBeNull();
    const { data: seenByAuthor } = await editor.supabase
      .from("scorm_attempts" as never)
      .select("user_id, lesson_status, score_raw")
      .eq("lesson_id", lesson.id);
    expect(seenByAuthor).toEqual([{ user_id: learner.person.user.id, lesson_status: "failed", score_raw: 10 }]);

    const stranger = await sessionWithLearner(formationId, "Curieux", "pending");
    const { data: seenByStranger } = await stranger.person.supabase.from("scorm_attempts" as never).select("user_id");
    expect(seenByStranger).toEqual([]);
    const forged = await commit(stranger.person, learner.enrollment, { lesson_status: "failed" });
    expect(forged.error).not.toBeNull();
    const direct = await learner.person.supabase
      .from("scorm_attempts" as never)
      .update({ score_raw: 100 } as never)
      .eq("lesson_id", lesson.id);
    const { data: unchanged } = await service()
      .from("scorm_attempts" as never)
      .select("score_raw")
      .eq("lesson_id", lesson.id);
    expect(direct.error !== null || (unchanged as unknown as { score_raw: number }[])[0]?.score_raw === 10).toBe(true);
    expect((unchanged as unknown as { score_raw: number }[])[0]?.score_raw).toBe(10);
  });
});
