import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, backends, client, signedUpClient } from "../support";
import { CODE_STEP_SECONDS, codeStep, offlineSlotCode, offlineSlotCodeAt } from "../../common/attendance-code";
import { dataUrl, onebitPng } from "./png-images";

type Person = Awaited<ReturnType<typeof signedUpClient>>;
type Answer = { data: unknown; error: { code?: string; message: string } | null; status: number };
const MINUTE = 60_000;
const SIGNATURE = dataUrl(onebitPng(300, 120));

/**
 * Attendance signed without a network (issue 44 item 3, decision 1017): the learner's phone keeps the slot, the code it
 * scanned, the signature and its own times, and sends them later. The database checks the code against the codes the
 * trainer's screen showed for that slot at that time, through supabase-js as the learner.
 */
describe.each(backends())("offline attendance on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const rpc = async (who: Person, name: string, args: Record<string, unknown>) =>
    who.supabase.rpc(name as never, args as never) as unknown as Promise<Answer>;

  async function withRole(name: string, role: "admin" | "trainer") {
    const person = await signedUpClient(url, name);
    const { error } = await service().rpc(
      "set_user_role" as never,
      { target_user: person.user.id, new_role: role } as never,
    );
    expect(error).toBeNull();
    return person;
  }

  /** A session today: `past` ended two hours ago, `open` is under way; `learnerCount` confirmed learners. */
  async function sessionToday(learnerCount: number) {
    const admin = await withRole("Admin Hors Ligne", "admin");
    const trainer = await withRole("Formateur Hors Ligne", "trainer");
    const today = new Date().toISOString().slice(0, 10);
    const { data, error } = await service()
      .from("course_sessions")
      .insert({
        formation_id: 12,
        starts_on: today,
        ends_on: today,
        city: "Dakar",
        capacity: 10,
        trainer_id: trainer.user.id,
      } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    const sessionId = Number((data as { id: number }).id);
    const generated = await admin.supabase
      .from("session_slots" as never)
      .select("id")
      .eq("session_id", sessionId);
    const slots = (generated.data as { id: number }[]).map((slot) => slot.id).sort((a, b) => a - b);
    const iso = (offset: number) => new Date(Date.now() + offset * MINUTE).toISOString();
    for (const [id, starts, ends] of [
      [slots[0], -300, -120],
      [slots[1], -10, 180],
    ] as const) {
      const moved = await admin.supabase
        .from("session_slots" as never)
        .update({ starts_at: iso(starts), ends_at: iso(ends) } as never)
        .eq("id", id);
      expect(moved.error).toBeNull();
    }
    const learners: Person[] = [];
    const enrollments: number[] = [];
    for (let i = 0; i < learnerCount; i++) {
      const learner = await signedUpClient(url, `Apprenant Hors Ligne ${i + 1}`);
      const row = await service()
        .from("enrollments")
        .insert({
          formation_id: 12,
          session_id: sessionId,
          user_id: learner.user.id,
          payment_method: "virement",
          status: "confirmed",
        } as never)
        .select("id")
        .single();
      expect(row.error).toBeNull();
      learners.push(learner);
      enrollments.push(Number((row.data as { id: number }).id));
    }
    return { admin, trainer, sessionId, past: slots[0], open: slots[1], learners, enrollments };
  }

  const code = async (trainer: Person, slot: number) => {
    const { data, error } = await rpc(trainer, "slot_code", { p_slot: slot });
    expect(error).toBeNull();
    return (data as { code: string }[])[0].code;
  };

  /** What the phone's queue sends: the times are the device's (`clockOffset`: how far its clock is from the truth). */
  const offline = (
    slot: number,
    slotCode: string,
    { signedAgo = 1000, clockOffset = 0, ref = randomUUID(), signature = SIGNATURE as string | null } = {},
  ) => ({
    p_slot: slot,
    p_code: slotCode,
    p_signed_at: new Date(Date.now() - signedAgo + clockOffset).toISOString(),
    p_sent_at: new Date(Date.now() + clockOffset).toISOString(),
    p_ref: ref,
    ...(signature ? { p_signature: signature } : {}),
    p_device: "web-offline-test-device-0001",
  });

  it("a signature made offline with the slot's code is accepted with both times; sent again it is the same row", async () => {
    const { admin, trainer, open, learners } = await sessionToday(2);
    const shown = await code(trainer, open);
    // Signed as the code showed, sent 3 s later when the network came back.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const args = offline(open, shown.toLowerCase(), { signedAgo: 3000 });
    const signed = await rpc(learners[0], "sign_attendance_offline", args);
    expect(signed.error).toBeNull();
    const row = (signed.data as { slot_id: number; status: string; recorded_at: string; signed_at: string }[])[0];
    expect(row.slot_id).toBe(open);
    expect(row.status).toBe("present");
    // Both times kept: signed 3 s before it arrived.
    const gap = Date.parse(row.recorded_at) - Date.parse(row.signed_at);
    expect(gap).toBeGreaterThan(2000);
    expect(gap).toBeLessThan(15_000);

    // The answer was lost and the queue sends the same signature again: the same row, nothing new, no error.
    const again = await rpc(learners[0], "sign_attendance_offline", args);
    expect(again.error).toBeNull();
    expect(again.data).toEqual(signed.data);
    // Another signature of the same half-day (another reference) is a second signature: refused.
    const second = await rpc(learners[0], "sign_attendance_offline", offline(open, shown));
    expect(second.error?.code).toBe("PA103");

    // A phone whose clock runs 7 minutes fast: its offset is measured at sending and taken out.
    const fast = await rpc(
      learners[1],
      "sign_attendance_offline",
      offline(open, shown, { clockOffset: 7 * MINUTE, signedAgo: 2000, signature: null }),
    );
    expect(fast.error).toBeNull();
    const fastRow = (fast.data as { signed_at: string; flags: string[] }[])[0];
    expect(Math.abs(Date.parse(fastRow.signed_at) - (Date.now() - 2000))).toBeLessThan(5000);
    expect(fastRow.flags).not.toContain("sent_late");

    // Staff and the trainer see both times.
    const { data: trainerView } = await trainer.supabase
      .from("attendance" as never)
      .select("signed_at")
      .eq("slot_id", open);
    expect(trainerView).toHaveLength(2);
    const seen = await admin.supabase
      .from("attendance" as never)
      .select("enrollment_id, recorded_at, signed_at, method")
      .eq("slot_id", open);
    expect(seen.error).toBeNull();
    expect((seen.data as { signed_at: string | null }[]).every((mark) => mark.signed_at !== null)).toBe(true);
  }, 120_000);

  it("a code of another half-day, a stolen code replayed after the window, and a forged time are refused", async () => {
    const { trainer, open, past, learners } = await sessionToday(2);
    const pastCode = await code(trainer, past);
    const openCode = await code(trainer, open);

    // The code shown for the morning does not sign the afternoon.
    const wrongSlot = await rpc(learners[0], "sign_attendance_offline", offline(open, pastCode));
    expect(wrongSlot.error?.code).toBe("PA422");
    expect(wrongSlot.error?.message).toMatch(/n'était pas celui de cette demi-journée/);
    // A code replayed for a half-day that is over, with the time the replay is made: outside its window.
    const afterWindow = await rpc(learners[0], "sign_attendance_offline", offline(past, pastCode));
    expect(afterWindow.error?.code).toBe("PA102");
    expect(afterWindow.error?.message).toMatch(/hors de la demi-journée/);
    // The same replay claiming a time inside the half-day: the code was not on the screen then.
    const forged = await rpc(
      learners[0],
      "sign_attendance_offline",
      offline(past, pastCode, { signedAgo: 3 * 60 * MINUTE }),
    );
    expect(forged.error?.code).toBe("PA422");
    // A signing time after the sending time is nonsense.
    const fromTheFuture = await rpc(
      learners[0],
      "sign_attendance_offline",
      offline(open, openCode, { signedAgo: -5 * MINUTE }),
    );
    expect(fromTheFuture.error?.code).toBe("PA422");
    // Someone not enrolled learns only that the half-day is not theirs.
    const outsider = await signedUpClient(url, "Pas Inscrit Hors Ligne");
    const notTheirs = await rpc(outsider, "sign_attendance_offline", offline(open, openCode));
    expect(notTheirs.error?.code).toBe("PA403");
    // Nothing was recorded for them; the learner signs properly afterwards.
    const mine = await learners[0].supabase.from("attendance" as never).select("id");
    expect(mine.data).toEqual([]);
    expect((await rpc(learners[0], "sign_attendance_offline", offline(open, openCode))).error).toBeNull();
  }, 120_000);

  it("a signature made in the room that arrives after the trainer wrote « absent » replaces it, and staff see the change", async () => {
    const { admin, trainer, open, learners, enrollments } = await sessionToday(1);
    const shown = await code(trainer, open);
    // The trainer's screen, online, saw no signature: absent (and the queued mark is sent twice: idempotent).
    for (let i = 0; i < 2; i++) {
      const marked = await rpc(trainer, "mark_attendance", {
        p_slot: open,
        p_enrollment: enrollments[0],
        p_status: "absent",
        p_reason: "Pas de signature reçue",
      });
      expect(marked.error).toBeNull();
    }
    const marks = await admin.supabase
      .from("attendance" as never)
      .select("status, method")
      .eq("slot_id", open);
    expect(marks.data).toEqual([{ status: "absent", method: "trainer" }]);

    // The learner had signed offline, with the code then on screen; the signature arrives after the trainer's mark.
    const signed = await rpc(learners[0], "sign_attendance_offline", offline(open, shown, { signedAgo: 0 }));
    expect(signed.error).toBeNull();
    const after = await admin.supabase
      .from("attendance" as never)
      .select("status, method, flags")
      .eq("slot_id", open);
    expect(after.data).toEqual([{ status: "present", method: "signature", flags: [] }]);
    const corrections = await admin.supabase
      .from("attendance_corrections" as never)
      .select("old_status, new_status, reason")
      .eq("slot_id", open);
    expect(corrections.data).toEqual([
      { old_status: "absent", new_status: "present", reason: expect.stringMatching(/hors ligne/) },
    ]);
  }, 120_000);

  it("a code the trainer's screen derived offline from the slot's secret is accepted online and offline; a wrong or expired one is refused", async () => {
    const { trainer, open, past, learners } = await sessionToday(3);
    // The trainer's screen, online, fetches the slot's secret once and keeps it; the same secret every time.
    const fetched = await rpc(trainer, "slot_offline_secret", { p_slot: open });
    expect(fetched.error).toBeNull();
    const [kept] = fetched.data as { secret: string; starts_at: string; ends_at: string; step_seconds: number }[];
    expect(kept.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(kept.step_seconds).toBe(CODE_STEP_SECONDS);
    expect(((await rpc(trainer, "slot_offline_secret", { p_slot: open })).data as { secret: string }[])[0].secret).toBe(
      kept.secret,
    );
    // A learner cannot get it.
    expect((await rpc(learners[0], "slot_offline_secret", { p_slot: open })).error?.code).toBe("42501");

    // Offline, the screen derives the code of now; a learner offline records it and sends it later.
    const shown = await offlineSlotCode(kept.secret, open, Date.now());
    const signed = await rpc(learners[0], "sign_attendance_offline", offline(open, shown.code, { signedAgo: 500 }));
    expect(signed.error).toBeNull();
    expect((signed.data as { slot_id: number; status: string }[])[0]).toMatchObject({
      slot_id: open,
      status: "present",
    });
    // A learner still online types it: the database finds their slot by it.
    const typed = await rpc(learners[1], "sign_attendance", {
      p_code: shown.code,
      p_device: "web-offline-test-device-0002",
    });
    expect(typed.error).toBeNull();
    expect((typed.data as { slot_id: number }[])[0]?.slot_id).toBe(open);

    // Refused: a code no step had, the code of three steps ago (expired at the signing time), the code of another
    // half-day's secret, and the online path with an expired code (no row: the same answer as an unknown code).
    const wrong = shown.code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ";
    const expired = await offlineSlotCodeAt(kept.secret, open, codeStep(Date.now()) - 3);
    const otherSecret = ((await rpc(trainer, "slot_offline_secret", { p_slot: past })).data as { secret: string }[])[0]
      .secret;
    const otherSlots = await offlineSlotCode(otherSecret, past, Date.now());
    for (const refused of [wrong, expired, otherSlots.code]) {
      const answer = await rpc(learners[2], "sign_attendance_offline", offline(open, refused, { signedAgo: 500 }));
      expect(answer.error?.code, refused).toBe("PA422");
    }
    const late = await rpc(learners[2], "sign_attendance", { p_code: expired });
    expect(late.error).toBeNull();
    expect(late.data).toEqual([]);
    // The issued rotating code still works beside it.
    const issued = await code(trainer, open);
    const online = await rpc(learners[2], "sign_attendance", { p_code: issued });
    expect((online.data as { slot_id: number }[])[0]?.slot_id).toBe(open);
  });
});
