import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, backends, client, signedUpClient } from "../support";

/**
 * The 15-minute call, booked (issue 44 item 5, decision 1021): free slots from the consultants' working hours in their
 * office's zone, buffer, notice and days off; a slot booked once (a second visitor, or two at the same instant, is
 * refused); the manage link reschedules or cancels; the e-mails reach both with an invitation; RLS elsewhere.
 */
type Slot = { starts_at: string; ends_at: string };
const unfold = (text: string) => text.replace(/\r\n /g, "");
// A Monday far ahead, so the slots do not depend on today (winter: Montréal is UTC-5, Dakar UTC).
const FROM = "2030-01-07T00:00:00Z";

describe.each(backends())("booking the 15-minute call on $name", ({ url }) => {
  const anon = () => client(url);
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const slots = async (office: string, from = FROM, days = 1) => {
    const { data, error } = await anon().rpc(
      "call_slots" as never,
      { p_office: office, p_from: from, p_days: days } as never,
    );
    expect(error).toBeNull();
    return (data as unknown as Slot[]).map((slot) => new Date(slot.starts_at).toISOString());
  };
  const book = (
    office: string,
    startsAt: string,
    who = "Ana Diallo",
    email = `visiteur-${crypto.randomUUID()}@example.com`,
  ) =>
    anon().rpc(
      "book_call" as never,
      {
        p_office: office,
        p_starts_at: startsAt,
        p_full_name: who,
        p_email: email,
        p_phone: "+221771234567",
        p_subject: "Structurer notre bureau de projets",
        p_time_zone: "Europe/Paris",
      } as never,
    ) as unknown as Promise<{
      data: { id: number; token: string; starts_at: string } | null;
      error: { code: string; message: string } | null;
    }>;
  const runJobs = async () => {
    for (let round = 0; round < 3; round += 1) await fetch(`${url}/_dev/jobs/run`, { method: "POST" });
  };
  type Mail = { to: string; subject: string; text: string; attachments?: { contentType: string; content: string }[] };
  const outbox = async () => (await (await fetch(`${url}/_dev/outbox`)).json()) as Mail[];
  const ics = (mail: Mail | undefined) =>
    unfold(Buffer.from(mail?.attachments?.[0]?.content ?? "", "base64").toString("utf8"));

  it("offers each office's working hours in its zone, on the grid of call plus buffer, skipping days off", async () => {
    const dakar = await slots("Dakar");
    expect(dakar[0]).toBe("2030-01-07T09:00:00.000Z");
    // 15 minutes of call and 15 of buffer: a slot every half hour, the last one starting by 16:45.
    expect(dakar[1]).toBe("2030-01-07T09:30:00.000Z");
    expect(dakar.at(-1)).toBe("2030-01-07T16:30:00.000Z");
    expect((await slots("Montréal"))[0]).toBe("2030-01-07T14:00:00.000Z");
    // Saturday and Sunday: no working hours.
    expect(await slots("Abidjan", "2030-01-12T00:00:00Z", 2)).toEqual([]);
    // Minimum notice: nothing in the next 12 hours.
    const soon = await slots("Abidjan", new Date().toISOString(), 3);
    for (const start of soon) expect(Date.parse(start)).toBeGreaterThanOrEqual(Date.now() + 12 * 3_600_000 - 60_000);
    // A day off empties that day.
    const { data: consultant } = await service()
      .from("call_consultants" as never)
      .select("id")
      .eq("office", "Abidjan")
      .limit(1)
      .single();
    const id = (consultant as unknown as { id: number }).id;
    expect(
      (
        await service()
          .from("call_days_off" as never)
          .insert({ consultant_id: id, day: "2030-01-08" } as never)
      ).error,
    ).toBeNull();
    expect(await slots("Abidjan", "2030-01-08T00:00:00Z", 1)).toEqual([]);
  });

  it("a visitor books a slot, a second visitor cannot, both are e-mailed with the invitation; the link moves and cancels it", async () => {
    const [first] = await slots("Dakar", "2030-01-09T00:00:00Z");
    const visitor = `ana-${crypto.randomUUID()}@example.com`;
    const booked = await book("Dakar", first, "Ana Diallo", visitor);
    expect(booked.error).toBeNull();
    expect(booked.data!.token).toMatch(/^[0-9a-f]{64}$/);
    expect(await slots("Dakar", "2030-01-09T00:00:00Z")).not.toContain(first);

    const second = await book("Dakar", first, "Binta Sow");
    expect(second.error?.code).toBe("PA409");
    expect(second.error?.message).toMatch(/vient d'être réservé/);

    // Only a hash is kept; anon reads no booking.
    const { data: hashes } = await service()
      .from("call_bookings" as never)
      .select("manage_token_hash")
      .eq("id", booked.data!.id);
    expect(JSON.stringify(hashes)).not.toContain(booked.data!.token);
    expect(
      (
        await anon()
          .from("call_bookings" as never)
          .select("id")
      ).data ?? [],
    ).toEqual([]);
    const stranger = await signedUpClient(url);
    expect((await stranger.supabase.from("call_bookings" as never).select("id")).data).toEqual([]);

    await runJobs();
    const mails = await outbox();
    const toVisitor = mails.find((mail) => mail.to === visitor && mail.subject.includes("est réservé"));
    expect(toVisitor?.text).toContain(`/rendez-vous/gerer/${booked.data!.token}`);
    expect(toVisitor?.text).toMatch(/heure|Europe\/Paris/);
    expect(ics(toVisitor)).toContain("METHOD:REQUEST");
    expect(ics(toVisitor)).toContain(`UID:call-${booked.data!.id}@`);
    expect(ics(toVisitor)).toContain("DTSTART;TZID=Africa/Dakar:20300109T090000");
    const toConsultant = mails.find(
      (mail) => mail.to === "moussa.diop@pontatlantique-conseil.example" && mail.text.includes(visitor),
    );
    expect(toConsultant?.subject).toMatch(/Ana Diallo/);
    expect(ics(toConsultant)).toContain(`UID:call-${booked.data!.id}@`);

    // The manage link: read, move (same event, SEQUENCE 1), cancel (METHOD:CANCEL).
    const token = booked.data!.token;
    const read = await anon().rpc("call_booking_by_token" as never, { p_token: token } as never);
    expect(read.data).toMatchObject({ status: "booked", office: "Dakar" });
    const later = (await slots("Dakar", "2030-01-09T00:00:00Z"))[3];
    const moved = await anon().rpc("reschedule_call" as never, { p_token: token, p_starts_at: later } as never);
    expect(moved.error).toBeNull();
    expect(await slots("Dakar", "2030-01-09T00:00:00Z")).toContain(first);
    expect((await book("Dakar", first, "Binta Sow")).error).toBeNull();
    await runJobs();
    const movedMail = (await outbox()).find((mail) => mail.to === visitor && mail.subject.includes("nouvel horaire"));
    expect(ics(movedMail)).toContain("SEQUENCE:1");
    expect((await anon().rpc("cancel_call" as never, { p_token: token } as never)).error).toBeNull();
    expect((await anon().rpc("cancel_call" as never, { p_token: token } as never)).error?.code).toBe("PA404");
    await runJobs();
    const cancelled = (await outbox()).find((mail) => mail.to === visitor && mail.subject.includes("annulé"));
    expect(ics(cancelled)).toContain("METHOD:CANCEL");
    expect(ics(cancelled)).toContain("SEQUENCE:2");
    expect((await anon().rpc("call_booking_by_token" as never, { p_token: "0".repeat(64) } as never)).data).toBeNull();
  }, 60_000);

  it("two visitors asking for the same slot at the same instant: one gets it, the other is refused", async () => {
    const [slot] = await slots("Montréal", "2030-01-10T00:00:00Z");
    const results = await Promise.all([book("Montréal", slot), book("Montréal", slot)]);
    expect(results.filter((result) => result.error === null)).toHaveLength(1);
    expect(results.filter((result) => result.error?.code === "PA409")).toHaveLength(1);
    // With a second consultant in the office, the same slot still has one free seat: then none.
    const staff = await signedUpClient(url, "Staff Calls");
    expect(
      (await service().rpc("set_user_role" as never, { target_user: staff.user.id, new_role: "admin" } as never)).error,
    ).toBeNull();
    const added = await staff.supabase.rpc(
      "add_call_consultant" as never,
      {
        p_full_name: "Julie Gagnon",
        p_email: "julie.gagnon@pontatlantique-conseil.example",
        p_office: "Montréal",
      } as never,
    );
    expect(added.error).toBeNull();
    expect(await slots("Montréal", "2030-01-10T00:00:00Z")).toContain(slot);
    const both = await Promise.all([book("Montréal", slot), book("Montréal", slot)]);
    expect(both.filter((result) => result.error === null)).toHaveLength(1);
    expect(await slots("Montréal", "2030-01-10T00:00:00Z")).not.toContain(slot);
    // Staff see the bookings; the database itself refuses a second live booking of one consultant's slot.
    const { data: rows } = await staff.supabase
      .from("call_bookings" as never)
      .select("consultant_id, starts_at, status")
      .eq("starts_at", slot);
    expect((rows as unknown as unknown[]).length).toBe(2);
    const one = (rows as unknown as { consultant_id: number }[])[0];
    const forced = await service()
      .from("call_bookings" as never)
      .insert({
        consultant_id: one.consultant_id,
        starts_at: slot,
        ends_at: new Date(Date.parse(slot) + 15 * 60_000).toISOString(),
        full_name: "Force",
        email: "force@example.com",
        phone: "+15145550199",
        subject: "Doublon",
        manage_token_hash: "x".repeat(64),
      } as never);
    expect(forced.error?.code).toBe("23505");
    // A visitor cannot add a consultant or change the hours.
    expect(
      (
        await anon().rpc(
          "add_call_consultant" as never,
          { p_full_name: "X", p_email: "x@example.com", p_office: "Dakar" } as never,
        )
      ).error,
    ).not.toBeNull();
    const learner = await signedUpClient(url);
    expect(
      (
        await learner.supabase.rpc(
          "add_call_consultant" as never,
          { p_full_name: "X", p_email: "x@example.com", p_office: "Dakar" } as never,
        )
      ).error?.code,
    ).toBe("PA403");
  }, 60_000);

  it("refuses what the form must have, in French", async () => {
    const [slot] = await slots("Abidjan", "2030-01-14T00:00:00Z");
    const bad = await anon().rpc(
      "book_call" as never,
      {
        p_office: "Abidjan",
        p_starts_at: slot,
        p_full_name: "Ana",
        p_email: "pas-une-adresse",
        p_phone: "+2250700000000",
        p_subject: "Sujet",
      } as never,
    );
    expect(bad.error?.code).toBe("PA422");
    expect(bad.error?.message).toMatch(/adresse e-mail/);
    const offGrid = await book("Abidjan", "2030-01-14T09:10:00Z");
    expect(offGrid.error?.code).toBe("PA409");
  });
});
