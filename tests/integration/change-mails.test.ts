import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, enrollmentFixture, signedUpClient } from "../support";
import { pdfText } from "./pdf-text";

type Person = Awaited<ReturnType<typeof signedUpClient>>;
interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const XOF_FORMATION = 1; // 950 000 F CFA
const GOVERNANCE_FORMATION = 6; // 850 000 F CFA

/** Reads a text with its no-break spaces as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/**
 * Issue 23, item 2: every change to a seat reaches its learner by e-mail. Driven as the site and the back office
 * drive it (functions, supabase-js as an admin); the e-mails are read from the server's outbox, sent by the job
 * runner that polls every second — no test runs the jobs by hand, so "within seconds" is what is checked.
 */
describe.each(backends())("change e-mails on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);

  async function admin() {
    const person = await signedUpClient(url, "Admin Courriels");
    const { error } = await service().rpc(
      "set_user_role" as never,
      { target_user: person.user.id, new_role: "admin" } as never,
    );
    expect(error).toBeNull();
    return person;
  }

  async function session({
    formationId = XOF_FORMATION,
    startsOn = "2030-05-06",
    endsOn = "2030-05-08",
    capacity = 10,
    city = "Abidjan",
  } = {}) {
    const { data, error } = await service()
      .from("course_sessions" as never)
      .insert({
        formation_id: formationId,
        starts_on: startsOn,
        ends_on: endsOn,
        city,
        venue: "Immeuble Alpha 2000, Plateau",
        capacity,
      } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    return Number((data as unknown as { id: number }).id);
  }

  const call = (name: string, body: unknown, token: string) =>
    api(url, `/functions/v1/${name}`, {
      method: "POST",
      token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  async function enrol(who: Person, sessionId: number, method = "virement") {
    const response = await call("enrol", { session_id: sessionId, payment_method: method }, who.session.access_token);
    expect(response.status).toBe(201);
    return Number(((await response.json()) as { enrollment_id: number }).enrollment_id);
  }

  /** Pays an enrollment by bank transfer, reconciled by an admin: confirmed and invoiced. */
  async function payByTransfer(who: Person, enrollmentId: number, boss: Person) {
    const created = await call(
      "create-payment",
      { enrollment_id: enrollmentId, channel: "virement" },
      who.session.access_token,
    );
    expect(created.status).toBe(201);
    const { payment_id: paymentId } = (await created.json()) as { payment_id: number };
    const reconciled = await call("reconcile-transfer", { payment_id: paymentId }, boss.session.access_token);
    expect(reconciled.status).toBe(200);
  }

  const outbox = async () => (await (await fetch(`${url}/_dev/outbox`)).json()) as Mail[];

  /** Waits (up to 20 s) for the e-mail to `to` whose subject starts with `subject`. */
  async function mailTo(to: string, subject: string): Promise<Mail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = (await outbox()).find((mail) => mail.to === to && plain(mail.subject).startsWith(subject));
      if (found) return { ...found, text: plain(found.text), subject: plain(found.subject) };
      if (Date.now() > deadline) throw new Error(`no e-mail "${subject}…" to ${to} within 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it("an admin cancels a session: every enrolled learner is e-mailed within seconds, naming the refund and the other sessions", async () => {
    const boss = await admin();
    // A formation no other test gives sessions to, so the « other sessions » listed are the ones made here.
    const formationId = GOVERNANCE_FORMATION;
    const cancelled = await session({ formationId, startsOn: "2030-05-06", endsOn: "2030-05-08" });
    await session({ formationId, startsOn: "2030-06-03", endsOn: "2030-06-05", city: "Dakar" });
    const [paid, held] = await Promise.all([signedUpClient(url, "Awa Payée"), signedUpClient(url, "Koffi Réservé")]);
    const paidEnrollment = await enrol(paid, cancelled);
    await enrol(held, cancelled, "mobile");
    await payByTransfer(paid, paidEnrollment, boss);

    // The invoice of the paid seat names the session's dates and place and the tax mention.
    const invoice = await call("invoice", { enrollment_id: paidEnrollment }, paid.session.access_token);
    expect(invoice.status).toBe(200);
    const invoiceText = pdfText(new Uint8Array(await invoice.arrayBuffer()));
    expect(invoiceText).toContain("Session du 6 au 8 mai 2030 — Immeuble Alpha 2000, Plateau, Abidjan");
    expect(invoiceText).toContain("Taxes : TVA non applicable");
    expect(invoiceText).toContain("Orange CI");

    // Someone waits for a seat too (the session is not full: the waiting list is written by the service role).
    const waiter = await signedUpClient(url, "Ines Attente");
    const queuedUp = await service()
      .from("session_waitlist" as never)
      .insert({ session_id: cancelled, user_id: waiter.user.id, payment_method: "virement" } as never);
    expect(queuedUp.error).toBeNull();

    // Without a reason the back office is refused, in French, with 422 (decision 1040).
    const unexplained = await boss.supabase
      .from("course_sessions" as never)
      .update({ status: "cancelled", cancellation_reason: " " } as never)
      .eq("id", cancelled);
    expect(unexplained.status).toBe(422);
    expect(unexplained.error?.message).toContain("Indiquez le motif de l'annulation de la session");

    const started = Date.now();
    const { error } = await boss.supabase
      .from("course_sessions" as never)
      .update({ status: "cancelled", cancellation_reason: "Formateur indisponible (raison de santé)" } as never)
      .eq("id", cancelled);
    expect(error).toBeNull();

    const toPaid = await mailTo(paid.email, "Session annulée");
    const toHeld = await mailTo(held.email, "Session annulée");
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(toPaid.subject).toBe(
      `Session annulée : ${toPaid.subject.split(" : ")[1].split(",")[0]}, du 6 au 8 mai 2030`,
    );
    expect(toPaid.text).toContain("Bonjour Awa Payée,");
    expect(toPaid.text).toContain("Nous vous remboursons 850 000 F CFA");
    expect(toPaid.text).toMatch(/au plus tard le \d{1,2}(er)? \S+ \d{4}/);
    expect(toPaid.text).toContain("Autres sessions de cette formation");
    expect(toPaid.text).toContain("du 3 au 5 juin 2030 — Immeuble Alpha 2000, Plateau, Dakar");
    expect(toHeld.text).toContain("vous n'avez rien à régler");
    expect(toHeld.text).toContain("du 3 au 5 juin 2030");
    // The reason is in every e-mail: the learners' and the waiting list's.
    for (const mail of [toPaid, toHeld]) {
      expect(mail.text).toContain("Motif : Formateur indisponible (raison de santé)");
      expect(mail.html).toContain("Motif : Formateur indisponible (raison de santé)");
    }
    const toWaiter = await mailTo(waiter.email, "Session annulée");
    expect(toWaiter.text).toContain("vous n'êtes plus sur sa liste d'attente");
    expect(toWaiter.text).toContain("Motif : Formateur indisponible (raison de santé)");
    // The history says it, and the learner still reads the cancelled session's dates (finding 28).
    const history = await paid.supabase
      .from("enrollment_status_changes")
      .select("new_status, actor, reason" as never)
      .eq("enrollment_id", paidEnrollment)
      .eq("new_status", "cancelled");
    expect(history.data).toEqual([
      { new_status: "cancelled", actor: "staff", reason: "Session annulée : Formateur indisponible (raison de santé)" },
    ]);
    const seat = await paid.supabase
      .from("enrollments")
      .select("status, course_sessions(starts_on, ends_on, status)" as never)
      .eq("id", paidEnrollment)
      .single();
    expect(seat.data).toEqual({
      status: "cancelled",
      course_sessions: { starts_on: "2030-05-06", ends_on: "2030-05-08", status: "cancelled" },
    });
    // Nobody else reads it: a stranger sees no cancelled session.
    const stranger = await signedUpClient(url);
    const unseen = await stranger.supabase.from("course_sessions").select("id").eq("id", cancelled);
    expect(unseen.data).toEqual([]);
    // Branded, with a text part beside the HTML.
    expect(toPaid.html).toContain("CONSEIL");
    expect(toPaid.text).toContain("Dakar — Rue Carnot");
  }, 120_000);

  it("waitlist joined (position), learner cancels (confirmation), the next in line is promoted with amount, deadline and payment link", async () => {
    const sessionId = await session({ capacity: 1, startsOn: "2030-07-01", endsOn: "2030-07-03" });
    const [first, second] = await Promise.all([
      signedUpClient(url, "Awa Première"),
      signedUpClient(url, "Moussa Second"),
    ]);
    const firstEnrollment = await enrol(first, sessionId);
    const joined = await call(
      "join-waitlist",
      { session_id: sessionId, payment_method: "virement" },
      second.session.access_token,
    );
    expect(joined.status).toBeLessThan(300);

    const waiting = await mailTo(second.email, "Liste d'attente");
    expect(waiting.text).toContain("en 1re position");
    expect(waiting.text).toContain("du 1er au 3 juillet 2030");

    const { error } = await first.supabase
      .from("enrollments")
      .update({ status: "cancelled" })
      .eq("id", firstEnrollment);
    expect(error).toBeNull();
    const cancelled = await mailTo(first.email, "Inscription annulée");
    expect(cancelled.text).toContain("Nous avons bien enregistré l'annulation de votre inscription.");
    expect(cancelled.text).toContain("vous n'avez rien à régler");

    const promoted = await mailTo(second.email, "Une place s'est libérée");
    const { data } = await second.supabase
      .from("enrollments")
      .select("id")
      .eq("session_id" as never, sessionId as never);
    const promotedId = Number((data as { id: number }[])[0].id);
    expect(promoted.text).toContain(`/mes-formations?payer=${promotedId}`);
    expect(promoted.html).toContain(`/mes-formations?payer=${promotedId}`);
    expect(promoted.text).toContain("réglez 950 000 F CFA avant cette date");
    expect(promoted.text).toMatch(/réservée jusqu'au \d{1,2}(er)? \S+ \d{4} à \d{1,2} h( \d{2})? \(heure d'Abidjan\)/);
  }, 120_000);

  it("staff cancels a paid enrollment: the learner is told the refund; the refund paid out issues a credit note they can download", async () => {
    const boss = await admin();
    const sessionId = await session({ startsOn: "2030-08-05", endsOn: "2030-08-07" });
    const learner = await signedUpClient(url, "Fatou Remboursée");
    const enrollmentId = await enrol(learner, sessionId);
    await payByTransfer(learner, enrollmentId, boss);
    // Without a reason staff are refused (422 in French), by the REST update and by the cancel function.
    const unexplained = await boss.supabase.from("enrollments").update({ status: "cancelled" }).eq("id", enrollmentId);
    expect(unexplained.status).toBe(422);
    expect(unexplained.error?.message).toContain("Indiquez le motif de l'annulation");
    const byFunction = await call("cancel", { enrollment_id: enrollmentId, reason: "  " }, boss.session.access_token);
    expect(byFunction.status).toBe(422);
    expect(await byFunction.json()).toMatchObject({ code: "invalid_reason" });
    const { error } = await boss.supabase
      .from("enrollments")
      .update({ status: "cancelled", status_reason: "Prérequis non remplis : niveau à confirmer" })
      .eq("id", enrollmentId);
    expect(error).toBeNull();

    const mail = await mailTo(learner.email, "Inscription annulée");
    expect(mail.text).toContain("Notre équipe a annulé votre inscription.");
    expect(mail.text).toContain("Motif : Prérequis non remplis : niveau à confirmer");
    expect(mail.html).toContain("Motif : Prérequis non remplis : niveau à confirmer");
    const history = await learner.supabase
      .from("enrollment_status_changes")
      .select("new_status, actor, reason" as never)
      .eq("enrollment_id", enrollmentId)
      .eq("new_status", "cancelled");
    expect(history.data).toEqual([
      { new_status: "cancelled", actor: "staff", reason: "Prérequis non remplis : niveau à confirmer" },
    ]);
    expect(mail.text).toContain("Nous vous remboursons 950 000 F CFA");

    const noNoteYet = await call("credit-note", { enrollment_id: enrollmentId }, learner.session.access_token);
    expect(noNoteYet.status).toBe(404);
    const paidOut = await service()
      .from("refunds" as never)
      .update({ status: "refunded" } as never)
      .eq("enrollment_id", enrollmentId);
    expect(paidOut.error).toBeNull();
    const notes = await learner.supabase
      .from("credit_notes" as never)
      .select("number, amount")
      .eq("enrollment_id", enrollmentId);
    expect(notes.data).toHaveLength(1);
    expect((notes.data as unknown as { number: string }[])[0].number).toMatch(/^AV-\d{4}-\d{6}$/);

    const pdf = await call("credit-note", { enrollment_id: enrollmentId }, learner.session.access_token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer())).replace(/\n/g, " ");
    expect(text).toContain("Avoir");
    expect(text).toMatch(/Annule la facture FAC-\d{4}-\d{6}/);
    expect(text).toContain("Total TTC remboursé");
    expect(text).toContain("Session du 5 au 7 août 2030");
    // A credit note is also asked by its number (a seat refunded in instalments has several): another number is
    // not this enrollment's, and what is not a number is refused.
    const noteNumber = (notes.data as unknown as { number: string }[])[0].number;
    const byNumber = await call(
      "credit-note",
      { enrollment_id: enrollmentId, number: noteNumber },
      learner.session.access_token,
    );
    expect(byNumber.status).toBe(200);
    expect(pdfText(new Uint8Array(await byNumber.arrayBuffer()))).toContain(noteNumber);
    const other = await call(
      "credit-note",
      { enrollment_id: enrollmentId, number: "AV-1999-000001" },
      learner.session.access_token,
    );
    expect(other.status).toBe(404);
    const bad = await call(
      "credit-note",
      { enrollment_id: enrollmentId, number: "1; drop" },
      learner.session.access_token,
    );
    expect(bad.status).toBe(422);

    // Another learner neither reads nor downloads it; an admin does.
    const stranger = await signedUpClient(url);
    expect((await call("credit-note", { enrollment_id: enrollmentId }, stranger.session.access_token)).status).toBe(
      404,
    );
    const strangerRows = await stranger.supabase
      .from("credit_notes" as never)
      .select("id")
      .eq("enrollment_id", enrollmentId);
    expect(strangerRows.data).toEqual([]);
    expect((await call("credit-note", { enrollment_id: enrollmentId }, boss.session.access_token)).status).toBe(200);
    const write = await learner.supabase
      .from("credit_notes" as never)
      .delete()
      .eq("enrollment_id", enrollmentId)
      .select();
    expect(write.data ?? []).toEqual([]);
  }, 120_000);

  it("a hold about to lapse gets one reminder 24 hours before; a lapsed hold is told and the seat released", async () => {
    const sessionId = await session({ startsOn: "2030-09-02", endsOn: "2030-09-04" });
    const [soon, late] = await Promise.all([signedUpClient(url, "Ama Rappel"), signedUpClient(url, "Yao Expiré")]);
    const soonId = await enrol(soon, sessionId);
    const lateId = await enrol(late, sessionId);
    // The service role moves the holds (decision 0842): one ends in 24 h and 2 s, one has just ended.
    const moved = await service()
      .from("enrollments")
      .update({ hold_expires_at: new Date(Date.now() + 24 * 3_600_000 + 2_000).toISOString() } as never)
      .eq("id", soonId);
    expect(moved.error).toBeNull();
    const lapsed = await service()
      .from("enrollments")
      .update({ hold_expires_at: new Date(Date.now() - 1_000).toISOString() } as never)
      .eq("id", lateId);
    expect(lapsed.error).toBeNull();

    const reminder = await mailTo(soon.email, "Votre place expire dans 24 heures");
    expect(reminder.text).toContain("Réglez 950 000 F CFA avant cette date");
    expect(reminder.text).toContain(`/mes-formations?payer=${soonId}`);
    expect(reminder.text).toMatch(/\(heure d'Abidjan\)/);

    const released = await mailTo(late.email, "Place libérée");
    expect(released.text).toContain("elle a été libérée et votre inscription est annulée");
    // The deadline that passed is named, never an empty « () » (finding 29), and the HTML links to the formation.
    expect(released.text).not.toContain("()");
    expect(released.text).toMatch(
      /Le délai de paiement de votre place est passé \(\d{1,2}(er)? \S+ \d{4} à \d{1,2} h( \d{2})? \(heure d'Abidjan\)\) :/,
    );
    expect(released.html).toMatch(/href="[^"]*\/formations\//);
    const twice = (await outbox()).filter(
      (mail) => mail.to === soon.email && mail.subject.startsWith("Votre place expire"),
    );
    expect(twice).toHaveLength(1);
  }, 120_000);

  it("a session moved tells its learners before and after; a certificate issued is announced with its links", async () => {
    const boss = await admin();
    const sessionId = await session({ startsOn: "2030-10-07", endsOn: "2030-10-09" });
    const learner = await signedUpClient(url, "Ibrahima Déplacé");
    await enrol(learner, sessionId);
    const { error } = await boss.supabase
      .from("course_sessions" as never)
      .update({ starts_on: "2030-11-01", ends_on: "2030-11-03", city: "Dakar" } as never)
      .eq("id", sessionId);
    expect(error).toBeNull();
    const moved = await mailTo(learner.email, "Session modifiée");
    expect(moved.text).toContain("Avant : du 7 au 9 octobre 2030 — Immeuble Alpha 2000, Plateau, Abidjan");
    expect(moved.text).toContain("Désormais : du 1er au 3 novembre 2030 — Immeuble Alpha 2000, Plateau, Dakar");

    const graduate = await signedUpClient(url, "Mariam Diplômée");
    const enrollment = await enrollmentFixture(url, {
      formation_id: 5,
      user_id: graduate.user.id,
      status: "confirmed",
    });
    const completed = await service().from("enrollments").update({ status: "completed" }).eq("id", enrollment.id);
    expect(completed.error).toBeNull();
    const certificate = await mailTo(graduate.email, "Votre attestation est disponible");
    expect(certificate.text).toContain("Bonjour Mariam Diplômée,");
    expect(certificate.text).toMatch(/\/certificats\/verifier\/\S+/);
    expect(certificate.text).toContain("/certificats");
  }, 120_000);
});
