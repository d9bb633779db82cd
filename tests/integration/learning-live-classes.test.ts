import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";

type Person = Awaited<ReturnType<typeof signedUpClient>>;
interface LiveClasses {
  has_link: boolean;
  classes: { slot_id: number; starts_at: string; state: "upcoming" | "open" | "over"; attended: boolean }[];
}

const LINK = "https://meet.example.com/classe-secrete-1234";

/**
 * Issue 45 item 2 (decision 1024): a session's live classes, the video-call link only around the class and only
 * through join_live_class, and the online half-day's attendance recorded when the learner joins through the site.
 */
describe.each(backends())("live classes on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const rpc = async <T>(person: Person, name: string, args: Record<string, unknown>) => {
    const { data, error } = await person.supabase.rpc(name as never, args as never);
    return { data: data as unknown as T, error };
  };
  async function insert(table: string, row: Record<string, unknown>, as = service()): Promise<number> {
    const { data, error } = await as
      .from(table as never)
      .insert(row as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    return Number((data as unknown as { id: number }).id);
  }

  it("keeps the link to the class's time, records the online half-day when the learner joins", async () => {
    const admin = await signedUpClient(url, "Admin Classe");
    expect(
      (await service().rpc("set_user_role" as never, { target_user: admin.user.id, new_role: "admin" } as never)).error,
    ).toBeNull();
    const formationId = await insert("formations", {
      theme: "IA Appliquée",
      title: "Classes virtuelles",
      formats: ["Hybride"],
    });
    const sessionId = await insert("course_sessions", {
      formation_id: formationId,
      starts_on: "2027-03-01",
      ends_on: "2027-03-02",
      city: "Dakar",
      capacity: 10,
      format: "Hybride",
    });
    const now = Date.now();
    const live = await insert("session_slots", {
      session_id: sessionId,
      starts_at: new Date(now - 5 * 60_000).toISOString(),
      ends_at: new Date(now + 60 * 60_000).toISOString(),
    });
    const { data: slots } = await service()
      .from("session_slots")
      .select("id")
      .eq("session_id", sessionId)
      .neq("id", live)
      .order("starts_at");
    const later = (slots as { id: number }[])[0].id;
    const inPerson = (slots as { id: number }[])[1].id;
    for (const slot of [live, later]) {
      expect((await admin.supabase.from("live_classes" as never).insert({ slot_id: slot } as never)).error).toBeNull();
    }
    const learner = await signedUpClient(url, "Apprenante Classe");
    const enrollment = await insert("enrollments", {
      formation_id: formationId,
      session_id: sessionId,
      user_id: learner.user.id,
      payment_method: "virement",
      status: "confirmed",
    });
    const outsider = await signedUpClient(url, "Autre Apprenant");

    // A learner cannot add a live class, nor read the link through REST.
    expect(
      (await learner.supabase.from("live_classes" as never).insert({ slot_id: inPerson } as never)).error,
    ).not.toBeNull();
    const classes = await rpc<LiveClasses>(learner, "learning_live_classes", { p_enrollment: enrollment });
    expect(classes.error).toBeNull();
    expect(classes.data.has_link).toBe(false);
    expect(classes.data.classes.map((c) => [c.slot_id, c.state])).toEqual([
      [live, "open"],
      [later, "upcoming"],
    ]);
    expect(
      (await rpc(learner, "join_live_class", { p_enrollment: enrollment, p_slot: live })).error?.message,
    ).toContain("pas encore donné");

    expect((await rpc(learner, "set_session_live_url", { p_session: sessionId, p_url: LINK })).error?.code).toBe(
      "PA403",
    );
    expect((await rpc(admin, "set_session_live_url", { p_session: sessionId, p_url: "http://x" })).error?.code).toBe(
      "PA422",
    );
    expect((await rpc(admin, "set_session_live_url", { p_session: sessionId, p_url: LINK })).error).toBeNull();
    const rest = await api(url, `/rest/v1/session_learning?select=*&session_id=eq.${sessionId}`, {
      token: learner.session.access_token,
    });
    expect(rest.status).toBeGreaterThanOrEqual(400);
    expect(await rest.text()).not.toContain(LINK);
    const columns = await learner.supabase
      .from("session_learning" as never)
      .select("unlock_mode")
      .eq("session_id", sessionId);
    expect(columns.data).toEqual([{ unlock_mode: "all" }]);
    expect(
      JSON.stringify((await rpc(learner, "learning_live_classes", { p_enrollment: enrollment })).data),
    ).not.toContain(LINK);
    expect((await rpc(learner, "session_live_url", { p_session: sessionId })).error?.code).toBe("PA403");
    expect((await rpc<string>(admin, "session_live_url", { p_session: sessionId })).data).toBe(LINK);

    // Too early for the later class; another person's enrollment and a half-day in the room are refused.
    const early = await rpc(learner, "join_live_class", { p_enrollment: enrollment, p_slot: later });
    expect(early.error?.code).toBe("PA409");
    expect(early.error?.message).toContain("15 minutes avant");
    expect((await rpc(outsider, "join_live_class", { p_enrollment: enrollment, p_slot: live })).error?.code).toBe(
      "PA404",
    );
    expect((await rpc(learner, "join_live_class", { p_enrollment: enrollment, p_slot: inPerson })).error?.code).toBe(
      "PA404",
    );

    // Joining answers the link and records the learner present, once.
    for (let i = 0; i < 2; i += 1) {
      const joined = await rpc<string>(learner, "join_live_class", { p_enrollment: enrollment, p_slot: live });
      expect(joined.error).toBeNull();
      expect(joined.data).toBe(LINK);
    }
    const { data: attendance } = await service()
      .from("attendance")
      .select("status, method")
      .eq("enrollment_id", enrollment);
    expect(attendance).toEqual([{ status: "present", method: "online" }]);
    const after = await rpc<LiveClasses>(learner, "learning_live_classes", { p_enrollment: enrollment });
    expect(after.data.classes.find((c) => c.slot_id === live)?.attended).toBe(true);
  });
});
