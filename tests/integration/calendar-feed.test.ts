import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, sessionFixture, signedUpClient } from "../support";

/**
 * Calendars (issue 44 item 4, decision 1016): a learner's private feed lists their session in its time zone, a moved
 * session raises the event's SEQUENCE, a cancelled one is STATUS:CANCELLED; another account's or a revoked link reads
 * nothing; the trainer's feed lists the sessions they train.
 */
const unfold = (text: string) => text.replace(/\r\n /g, "");

describe.each(backends())("calendar feeds on $name", ({ url }) => {
  const feed = (token: string) => fetch(`${url}/functions/v1/calendar-feed?token=${token}`);

  it("a learner subscribes to their feed; moves update and cancellations cancel the event; revoking ends it", async () => {
    const service = client(url, DEV_SERVICE_ROLE_KEY);
    const { data: formation } = await service.from("formations").select("id").limit(1).single();
    const sessionId = await sessionFixture(url, formation!.id);
    const learner = await signedUpClient(url, "Awa Koné");
    const { error: enrolled } = await service.from("enrollments").insert({
      formation_id: formation!.id,
      user_id: learner.user.id,
      session_id: sessionId,
      payment_method: "carte",
      status: "confirmed",
    } as never);
    expect(enrolled).toBeNull();

    const { data: token, error } = await learner.supabase.rpc("create_calendar_feed" as never);
    expect(error).toBeNull();
    expect(token as unknown as string).toMatch(/^[0-9a-f]{64}$/);
    const first = await feed(token as unknown as string);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = unfold(await first.text());
    expect(text).toContain("METHOD:PUBLISH");
    expect(text).toContain("X-WR-CALNAME:Formations — Awa Koné");
    expect(text).toContain(`UID:session-${sessionId}@`);
    expect(text).toMatch(/DTSTART;TZID=Africa\/Abidjan:20300602T\d{6}/);
    expect(text).toContain("RRULE:FREQ=DAILY;COUNT=3");
    expect(text).toContain("SEQUENCE:0");
    expect(text).toContain("STATUS:CONFIRMED");

    // Staff move the session: the same event, SEQUENCE raised.
    expect(
      (
        await service
          .from("course_sessions")
          .update({ starts_on: "2030-06-09", ends_on: "2030-06-10" })
          .eq("id", sessionId)
      ).error,
    ).toBeNull();
    const moved = unfold(await (await feed(token as unknown as string)).text());
    expect(moved).toMatch(/DTSTART;TZID=Africa\/Abidjan:20300609T/);
    expect(moved).toContain("RRULE:FREQ=DAILY;COUNT=2");
    expect(moved).toContain("SEQUENCE:1");

    // Staff cancel it: the event is cancelled.
    expect(
      (await service.from("course_sessions").update({ status: "cancelled" }).eq("id", sessionId)).error,
    ).toBeNull();
    const cancelled = unfold(await (await feed(token as unknown as string)).text());
    expect(cancelled).toContain("STATUS:CANCELLED");
    expect(cancelled).toContain("SEQUENCE:2");

    // Another account cannot read it without the token; a new link revokes the old one; revoking ends both.
    expect((await feed("0".repeat(64))).status).toBe(404);
    const { data: second } = await learner.supabase.rpc("create_calendar_feed" as never);
    expect((await feed(token as unknown as string)).status).toBe(404);
    expect((await feed(second as unknown as string)).status).toBe(200);
    expect((await learner.supabase.rpc("revoke_calendar_feed" as never)).error).toBeNull();
    expect((await feed(second as unknown as string)).status).toBe(404);
    const { data: created } = await learner.supabase.rpc("calendar_feed_created_at" as never);
    expect(created).toBeNull();
  });

  it("the convocation carries the session's invitation; a move sends the updated event, a cancellation METHOD:CANCEL", async () => {
    const service = client(url, DEV_SERVICE_ROLE_KEY);
    const { data: formation } = await service.from("formations").select("id").limit(1).single();
    const sessionId = await sessionFixture(url, formation!.id);
    const learner = await signedUpClient(url, "Fatou Sall");
    const enrolled = (await (
      await api(url, "/functions/v1/enrol", {
        method: "POST",
        token: learner.session.access_token,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ session_id: sessionId, payment_method: "virement" }),
      })
    ).json()) as { enrollment_id: number };
    expect(
      (
        await service
          .from("enrollments")
          .update({ status: "confirmed", status_reason: "Convention de formation signée" } as never)
          .eq("id", enrolled.enrollment_id)
      ).error,
    ).toBeNull();
    const runJobs = async () => {
      for (let round = 0; round < 3; round += 1) await fetch(`${url}/_dev/jobs/run`, { method: "POST" });
    };
    type Mail = {
      id: string;
      to: string;
      subject: string;
      text: string;
      attachments?: { filename: string; contentType: string; content: string }[];
    };
    const mails = async () =>
      ((await (await fetch(`${url}/_dev/outbox`)).json()) as Mail[]).filter((mail) => mail.to === learner.email);
    const ics = (mail: Mail | undefined) =>
      unfold(Buffer.from(mail?.attachments?.[0]?.content ?? "", "base64").toString("utf8"));

    await runJobs();
    const convocation = (await mails()).find((mail) => mail.subject.startsWith("Convocation"));
    expect(convocation?.attachments?.[0]).toMatchObject({
      filename: "invitation.ics",
      contentType: "text/calendar; charset=utf-8; method=REQUEST",
    });
    expect(convocation?.text).toContain("invitation.ics");
    const invited = ics(convocation);
    expect(invited).toContain("METHOD:REQUEST");
    expect(invited).toContain(`UID:session-${sessionId}@`);
    expect(invited).toMatch(/DTSTART;TZID=Africa\/Abidjan:20300602T\d{6}/);
    expect(invited).toContain("SEQUENCE:0");
    expect(invited).toMatch(/ORGANIZER;CN="Pont Atlantique Conseil":mailto:/);
    // The development outbox serves the file as a calendar would open it.
    const served = await fetch(`${url}/_dev/outbox/${convocation!.id}/invitation.ics`);
    expect(served.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(unfold(await served.text())).toBe(invited);

    // Staff move the session: the change e-mail carries the same event with its SEQUENCE raised.
    expect(
      (
        await service
          .from("course_sessions")
          .update({ starts_on: "2030-06-09", ends_on: "2030-06-11" })
          .eq("id", sessionId)
      ).error,
    ).toBeNull();
    await runJobs();
    const moved = ics((await mails()).find((mail) => mail.attachments && !mail.subject.startsWith("Convocation")));
    expect(moved).toContain("METHOD:REQUEST");
    expect(moved).toContain(`UID:session-${sessionId}@`);
    expect(moved).toMatch(/DTSTART;TZID=Africa\/Abidjan:20300609T/);
    expect(moved).toContain("SEQUENCE:1");

    // Staff cancel it: the learner's seat is cancelled and the e-mail cancels the event.
    expect(
      (await service.from("course_sessions").update({ status: "cancelled" }).eq("id", sessionId)).error,
    ).toBeNull();
    await service
      .from("enrollments")
      .update({ status: "cancelled" })
      .eq("id", enrolled.enrollment_id)
      .eq("status", "confirmed");
    await runJobs();
    const cancelled = (await mails()).find((mail) => mail.attachments?.[0]?.contentType.endsWith("method=CANCEL"));
    const cancelText = ics(cancelled);
    expect(cancelText).toContain("METHOD:CANCEL");
    expect(cancelText).toContain(`UID:session-${sessionId}@`);
    expect(cancelText).toContain("STATUS:CANCELLED");
    expect(cancelText).toContain("SEQUENCE:2");
  }, 60_000);

  it("the feed's rows are read by the server only, and a signed-out caller cannot make a link", async () => {
    const learner = await signedUpClient(url);
    const { error } = await learner.supabase.rpc("function_calendar_feed_sessions" as never, { p_token: "x" } as never);
    expect(error).not.toBeNull();
    const anonymous = await client(url).rpc("create_calendar_feed" as never);
    expect(anonymous.error).not.toBeNull();
  });

  it("a trainer's feed lists the sessions they train", async () => {
    const service = client(url, DEV_SERVICE_ROLE_KEY);
    const trainer = await signedUpClient(url, "Moussa Diop");
    expect((await service.from("profiles").update({ role: "trainer" }).eq("id", trainer.user.id)).error).toBeNull();
    const { data: formation } = await service.from("formations").select("id").limit(1).single();
    const sessionId = await sessionFixture(url, formation!.id);
    expect(
      (await service.from("course_sessions").update({ trainer_id: trainer.user.id, city: "Dakar" }).eq("id", sessionId))
        .error,
    ).toBeNull();
    const { data: token } = await trainer.supabase.rpc("create_calendar_feed" as never);
    const text = unfold(await (await feed(token as unknown as string)).text());
    expect(text).toContain(`UID:session-${sessionId}@`);
    expect(text).toContain("/formateur/calendrier");
  });
});
