import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";

type Person = Awaited<ReturnType<typeof signedUpClient>>;
interface Outline {
  next_lesson_id: number | null;
  unlock_mode: string;
  modules: { id: number; title: string; state: string; lessons: { id: number; title: string; state: string }[] }[];
}

/**
 * Issue 45 items 1–2 (decision 1012): a formation's outline written by an author, opened per session, read by the
 * session's confirmed learners only — with the real supabase-js as each person uses it and the real backend deciding.
 * Cross-user attempts are real requests by a learner of another formation's session, a pending learner and anon.
 */
describe.each(backends())("learning content on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const rpc = (person: Person, name: string, args: Record<string, unknown>) =>
    person.supabase.rpc(name as never, args as never);

  async function withRole(name: string, role: string): Promise<Person> {
    const person = await signedUpClient(url, name);
    const { error } = await service().rpc(
      "set_user_role" as never,
      { target_user: person.user.id, new_role: role } as never,
    );
    expect(error).toBeNull();
    return person;
  }

  async function formation(title: string): Promise<number> {
    const { data, error } = await service()
      .from("formations")
      .insert({ theme: "IA Appliquée", title, formats: ["Hybride"] } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    return Number((data as unknown as { id: number }).id);
  }

  async function session(formationId: number): Promise<number> {
    const { data, error } = await service()
      .from("course_sessions")
      .insert({
        formation_id: formationId,
        starts_on: "2026-01-05",
        ends_on: "2026-01-09",
        city: "Abidjan",
        capacity: 10,
        format: "Hybride",
      } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    return Number((data as unknown as { id: number }).id);
  }

  async function learner(formationId: number, sessionId: number, status = "confirmed") {
    const person = await signedUpClient(url, "Apprenant En Ligne");
    const { data, error } = await service()
      .from("enrollments")
      .insert({
        formation_id: formationId,
        session_id: sessionId,
        user_id: person.user.id,
        payment_method: "virement",
        status,
      } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    return { person, enrollment: Number((data as unknown as { id: number }).id) };
  }

  const lesson = (author: Person, body: Record<string, unknown>) =>
    api(url, "/functions/v1/learning-lesson", {
      method: "POST",
      token: author.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  async function module(author: Person, formationId: number, position: number, title: string): Promise<number> {
    const { data, error } = await author.supabase
      .from("learning_modules" as never)
      .insert({ formation_id: formationId, position, title } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    return Number((data as unknown as { id: number }).id);
  }

  /** A formation with two modules (a text lesson and a PDF; a video), a hybrid session and its confirmed learner. */
  async function outline() {
    const editor = await withRole("Rédactrice Formation", "editor");
    const formationId = await formation("Piloter un projet d'IA — parcours en ligne");
    const sessionId = await session(formationId);
    const first = await module(editor, formationId, 1, "Les fondamentaux");
    const second = await module(editor, formationId, 2, "Aller plus loin");
    const text = await lesson(editor, {
      module_id: first,
      title: "Introduction",
      kind: "text",
      position: 1,
      body: "## Bienvenue\n\nLisez **ceci**.<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>",
    });
    expect(text.status).toBe(201);
    const pdfPath = `${formationId}/support-de-cours.pdf`;
    const upload = await editor.supabase.storage
      .from("learning-files")
      .upload(pdfPath, new Blob(["%PDF-1.4\n% support de cours\n%%EOF\n"], { type: "application/pdf" }));
    expect(upload.error).toBeNull();
    const pdf = await lesson(editor, {
      module_id: first,
      title: "Le support",
      kind: "file",
      position: 2,
      file_path: pdfPath,
      file_name: "support-de-cours.pdf",
      file_type: "application/pdf",
    });
    expect(pdf.status).toBe(201);
    const videoPath = `${formationId}/video.mp4`;
    const videoBytes = new Uint8Array(4096).map((_, i) => i % 251);
    expect(
      (
        await editor.supabase.storage
          .from("learning-files")
          .upload(videoPath, new Blob([videoBytes], { type: "video/mp4" }))
      ).error,
    ).toBeNull();
    const video = await lesson(editor, { module_id: second, title: "La vidéo", kind: "video", file_path: videoPath });
    expect(video.status).toBe(201);
    const ids = {
      text: ((await text.json()) as { id: number }).id,
      pdf: ((await pdf.json()) as { id: number }).id,
      video: ((await video.json()) as { id: number }).id,
    };
    const { person, enrollment } = await learner(formationId, sessionId);
    return { editor, formationId, sessionId, first, second, ids, pdfPath, videoPath, videoBytes, person, enrollment };
  }

  it("authors write lessons, sanitised as articles; embeds only from allowed providers; others may not write", async () => {
    const { editor, first, ids, person, formationId } = await outline();
    const { data } = await editor.supabase
      .from("learning_lessons" as never)
      .select("body_html")
      .eq("id", ids.text)
      .single();
    const html = (data as unknown as { body_html: string }).body_html;
    expect(html).toContain("<h2>Bienvenue</h2>");
    expect(html).toContain("<strong>ceci</strong>");
    expect(html).not.toMatch(/script|onerror/);

    const youtube = await lesson(editor, {
      module_id: first,
      title: "Vidéo intégrée",
      kind: "embed",
      embed_url: "https://youtu.be/dQw4w9WgXcQ",
    });
    expect(youtube.status).toBe(201);
    const evil = await lesson(editor, {
      module_id: first,
      title: "Ailleurs",
      kind: "embed",
      embed_url: "https://evil.example.com/embed/x",
    });
    expect(evil.status).toBe(422);
    expect(await evil.json()).toMatchObject({ code: "invalid_embed_url" });

    // A learner, even of this formation, writes nothing: not through the function, not through REST, not in Storage.
    const refused = await lesson(person, { module_id: first, title: "Intrus", kind: "text", body: "x" });
    expect(refused.status).toBe(403);
    const direct = await person.supabase
      .from("learning_modules" as never)
      .insert({ formation_id: formationId, title: "Intrus" } as never);
    expect(direct.error).not.toBeNull();
    const file = await person.supabase.storage
      .from("learning-files")
      .upload(`${formationId}/intrus.pdf`, new Blob(["x"]));
    expect(file.error).not.toBeNull();
    const lessonsDirect = await person.supabase
      .from("learning_lessons" as never)
      .insert({ module_id: first, title: "x", kind: "text" } as never);
    expect(lessonsDirect.error).not.toBeNull();
  });

  it("module by module: the next module opens once the previous is done; progress is resumed on another device", async () => {
    const { editor, sessionId, second, ids, person, enrollment } = await outline();
    const mode = await editor.supabase
      .from("session_learning" as never)
      .insert({ session_id: sessionId, unlock_mode: "sequential" } as never);
    // An editor is not the session's staff: only admins and the session's trainers set how it opens.
    expect(mode.error).not.toBeNull();
    const admin = await withRole("Admin Formation", "admin");
    expect(
      (
        await admin.supabase
          .from("session_learning" as never)
          .insert({ session_id: sessionId, unlock_mode: "sequential" } as never)
      ).error,
    ).toBeNull();

    let { data, error } = await rpc(person, "learning_outline", { p_enrollment: enrollment });
    expect(error).toBeNull();
    let outlineNow = data as unknown as Outline;
    expect(outlineNow.modules.map((m) => m.state)).toEqual(["open", "locked"]);
    expect(outlineNow.next_lesson_id).toBe(ids.text);
    expect(outlineNow.modules[0].lessons.map((l) => l.state)).toEqual(["next", "open"]);

    // The locked module's lessons are not readable, and cannot be marked.
    const locked = await person.supabase
      .from("learning_lessons" as never)
      .select("id, body_html")
      .eq("module_id", second);
    expect(locked.data).toEqual([]);
    const early = await rpc(person, "mark_lesson_done", { p_enrollment: enrollment, p_lesson: ids.video });
    expect(early.error?.code).toBe("PA409");
    expect(early.error?.message).toContain("verrouillé");

    expect((await rpc(person, "mark_lesson_done", { p_enrollment: enrollment, p_lesson: ids.text })).error).toBeNull();
    ({ data, error } = await rpc(person, "mark_lesson_done", { p_enrollment: enrollment, p_lesson: ids.pdf }));
    expect(error).toBeNull();
    outlineNow = data as unknown as Outline;
    expect(outlineNow.modules.map((m) => m.state)).toEqual(["done", "open"]);
    expect(outlineNow.next_lesson_id).toBe(ids.video);

    // The same learner on another device: the progress is the database's.
    const phone = client(url);
    expect((await phone.auth.signInWithPassword({ email: person.email, password: "Formation2027" })).error).toBeNull();
    const resumed = await phone.rpc("learning_outline" as never, { p_enrollment: enrollment } as never);
    expect((resumed.data as unknown as Outline).modules.map((m) => m.state)).toEqual(["done", "open"]);
    const open = await phone
      .from("learning_lessons" as never)
      .select("id")
      .eq("module_id", second);
    expect(open.data).toEqual([{ id: ids.video }]);
  });

  it("by date: a module opens on its date for the session", async () => {
    const { sessionId, first, second, person, enrollment } = await outline();
    const admin = await withRole("Admin Dates", "admin");
    expect(
      (
        await admin.supabase
          .from("session_learning" as never)
          .insert({ session_id: sessionId, unlock_mode: "dates" } as never)
      ).error,
    ).toBeNull();
    expect(
      (
        await admin.supabase.from("learning_module_dates" as never).insert([
          { session_id: sessionId, module_id: first, opens_on: "2020-01-01" },
          { session_id: sessionId, module_id: second, opens_on: "2099-01-01" },
        ] as never)
      ).error,
    ).toBeNull();
    const { data } = await rpc(person, "learning_outline", { p_enrollment: enrollment });
    expect((data as unknown as Outline).modules.map((m) => m.state)).toEqual(["open", "locked"]);
  });

  it("files: the learner signs a short URL and seeks in the video (range requests); nobody else reads or signs", async () => {
    const { formationId, pdfPath, videoPath, videoBytes, person } = await outline();
    const signed = await person.supabase.storage.from("learning-files").createSignedUrl(pdfPath, 300);
    expect(signed.error).toBeNull();
    const pdf = await fetch(signed.data!.signedUrl);
    expect(pdf.status).toBe(200);
    expect(await pdf.text()).toContain("support de cours");
    // The video is in a module open by default (« all at once »): seeking asks for a byte range.
    const video = await person.supabase.storage.from("learning-files").createSignedUrl(videoPath, 300);
    expect(video.error).toBeNull();
    const part = await fetch(video.data!.signedUrl, { headers: { Range: "bytes=1000-1099" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 1000-1099/4096");
    expect(part.headers.get("accept-ranges")).toBe("bytes");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(videoBytes.slice(1000, 1100));
    const beyond = await fetch(video.data!.signedUrl, { headers: { Range: "bytes=5000-" } });
    expect(beyond.status).toBe(416);
    // No public URL: the bucket is private.
    const publicUrl = person.supabase.storage.from("learning-files").getPublicUrl(pdfPath).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBeGreaterThanOrEqual(400);

    // A learner of another formation's session, a pending learner of this one, and anon: no signed URL, no download.
    const otherFormation = await formation("Une autre formation");
    const outsider = (await learner(otherFormation, await session(otherFormation))).person;
    const pending = (await learner(formationId, await session(formationId), "pending")).person;
    for (const person of [outsider, pending]) {
      const denied = await person.supabase.storage.from("learning-files").createSignedUrl(pdfPath, 300);
      expect(denied.data).toBeNull();
      const download = await person.supabase.storage.from("learning-files").download(pdfPath);
      expect(download.data).toBeNull();
    }
    const anonSigned = await client(url).storage.from("learning-files").createSignedUrl(pdfPath, 300);
    expect(anonSigned.data).toBeNull();
  });

  it("a learner of another session, a pending learner and anon read nothing through REST", async () => {
    const { formationId, first, person, enrollment, ids } = await outline();
    expect((await rpc(person, "mark_lesson_done", { p_enrollment: enrollment, p_lesson: ids.text })).error).toBeNull();
    const otherFormation = await formation("Encore une autre formation");
    const outsider = await learner(otherFormation, await session(otherFormation));
    const pending = await learner(formationId, await session(formationId), "pending");
    const anon = client(url);
    for (const who of [outsider.person.supabase, pending.person.supabase, anon]) {
      for (const table of [
        "learning_modules",
        "learning_lessons",
        "lesson_progress",
        "session_learning",
        "learning_module_dates",
      ]) {
        const column =
          table === "session_learning" || table === "learning_module_dates"
            ? "session_id"
            : table === "lesson_progress"
              ? "lesson_id"
              : "id";
        const { data, error } = await who.from(table as never).select(column);
        // Signed-in people get an empty list (RLS); anon has no privilege at all (42501).
        if (who === anon) expect(error?.code, table).toBe("42501");
        else expect(data, table).toEqual([]);
      }
      const outlineOf = await who.rpc("learning_outline" as never, { p_enrollment: enrollment } as never);
      expect(outlineOf.data).toBeNull();
      expect(outlineOf.error).not.toBeNull();
      const mark = await who.rpc("mark_lesson_done" as never, { p_enrollment: enrollment, p_lesson: ids.pdf } as never);
      expect(mark.error).not.toBeNull();
    }
    // The pending learner's own enrollment does not open the space, in French.
    const own = await rpc(pending.person, "learning_outline", { p_enrollment: pending.enrollment });
    expect(own.error?.code).toBe("PA409");
    expect(own.error?.message).toContain("confirmée");
    // The confirmed learner reads their formation's modules.
    const mine = await person.supabase
      .from("learning_modules" as never)
      .select("id")
      .eq("id", first);
    expect(mine.data).toEqual([{ id: first }]);
  });
});
