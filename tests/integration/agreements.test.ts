import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient, uniqueEmail } from "../support";
import { pdfText } from "./pdf-text";

type Person = Awaited<ReturnType<typeof signedUpClient>>;
interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Training agreements (issue 43 items 3 and 4, decisions 0998 and 0999), with the real supabase-js and the real
 * functions: an accepted quote becomes an agreement, sent for signature (seats held in that transaction), signed by
 * the client's training manager (signed in or by the e-mailed link) then countersigned by staff, with the audit
 * trail and the document's hash; another company's manager, an employee and anon read nothing; intra-company
 * sessions stay out of the public's reach.
 */
describe.each(backends())("training agreements on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const outbox = async () => (await (await fetch(`${url}/_dev/outbox`)).json()) as Mail[];
  const runJobs = () => fetch(`${url}/_dev/jobs/run`, { method: "POST" });

  async function mailTo(to: string, subject: string): Promise<Mail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      await runJobs();
      const found = (await outbox()).find((mail) => mail.to === to && mail.subject.startsWith(subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no e-mail "${subject}…" to ${to} within 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function admin(): Promise<Person> {
    const person = await signedUpClient(url, "Admin Conventions");
    const { error } = await service().rpc(
      "set_user_role" as never,
      { target_user: person.user.id, new_role: "admin" } as never,
    );
    expect(error).toBeNull();
    return person;
  }

  /** An organisation with a training manager and an employee (both with accounts). */
  async function company(boss: Person, legalName: string) {
    const { data, error } = await boss.supabase
      .from("organisations")
      .insert({
        legal_name: legalName,
        registration_kind: "RCCM",
        registration_number: "CI-ABJ-2021-B-5678",
        tax_number: "CC 2101234 X",
        billing_address: "Rue des Jardins, Cocody, Abidjan",
        country: "Côte d'Ivoire",
        currency: "XOF",
        payment_terms_days: 30,
      })
      .select("id")
      .single();
    expect(error).toBeNull();
    const id = data!.id as string;
    const manager = await signedUpClient(url, `Responsable ${legalName}`);
    const employee = await signedUpClient(url, `Salarié ${legalName}`);
    for (const [person, role] of [
      [manager, "training_manager"],
      [employee, "employee"],
    ] as const) {
      const named = await boss.supabase.rpc("invite_organisation_member", {
        p_organisation: id,
        p_email: person.email,
        p_role: role,
      });
      expect(named.error).toBeNull();
    }
    return { id, manager, employee };
  }

  async function session({
    capacity = 10,
    left = capacity,
    organisation = null,
  }: { capacity?: number; left?: number; organisation?: string | null } = {}) {
    const { data, error } = await service()
      .from("course_sessions" as never)
      .insert({
        formation_id: 2,
        starts_on: "2030-05-11",
        ends_on: "2030-05-13",
        city: "Abidjan",
        venue: "Plateau",
        capacity,
        reserved_seats: capacity - left,
        organisation_id: organisation,
      } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    return Number((data as unknown as { id: number }).id);
  }

  async function seats(sessionId: number) {
    const { data } = await service()
      .from("course_sessions" as never)
      .select("capacity, reserved_seats, seats_held, seats_left")
      .eq("id", sessionId)
      .single();
    return data as unknown as { capacity: number; reserved_seats: number; seats_held: number; seats_left: number };
  }

  const call = (name: string, who: Person, body: unknown) =>
    api(url, `/functions/v1/${name}`, {
      method: "POST",
      token: who.session.access_token,
      headers: { "content-type": "application/json", "user-agent": "Tests conventions/1.0" },
      body: JSON.stringify(body),
    });

  /** A quote for `seatsWanted` seats in the session, sent and accepted by the client through its link. */
  async function acceptedQuote(staff: Person, sessionId: number, seatsWanted: number): Promise<number> {
    const email = uniqueEmail("client");
    const { data, error } = await staff.supabase
      .from("quotes" as never)
      .insert({
        client_company: "Sotra SA",
        client_contact_name: "Aya Diallo",
        client_email: email,
        currency: "XOF",
        valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        conditions: "Paiement à 30 jours.",
      } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    const id = (data as unknown as { id: number }).id;
    const lines = await staff.supabase.from("quote_lines" as never).insert({
      quote_id: id,
      kind: "session_seats",
      session_id: sessionId,
      description: "Gestion de projet — places",
      quantity: seatsWanted,
      unit_price: 250000,
    } as never);
    expect(lines.error).toBeNull();
    expect((await call("quote-send", staff, { quote_id: id })).status).toBe(200);
    const mail = await mailTo(email, "Votre devis DEV-");
    const token = /\/devis\/([A-Za-z0-9_-]{32})/.exec(mail.text)![1];
    const accepted = await api(url, "/functions/v1/quote-response", {
      method: "POST",
      headers: { authorization: "", "content-type": "application/json" },
      body: JSON.stringify({ token, decision: "accept", name: "Aya Diallo", role: "DRH", confirmed: true }),
    });
    expect(accepted.status).toBe(200);
    return id;
  }

  async function draftAgreement(staff: Person, quoteId: number, organisation: string, signer: string) {
    const { data, error } = await staff.supabase.rpc(
      "create_agreement_from_quote" as never,
      {
        p_quote: quoteId,
        p_organisation: organisation,
        p_signer_email: signer,
      } as never,
    );
    expect(error).toBeNull();
    return Number(data);
  }

  async function agreementRow(id: number) {
    const { data } = await service()
      .from("training_agreements" as never)
      .select("*")
      .eq("id", id)
      .single();
    return data as unknown as Record<string, unknown>;
  }

  const signAsManager = (manager: Person, id: number, extra: Record<string, unknown> = {}) =>
    call("agreement", manager, {
      agreement_id: id,
      action: "sign",
      name: "Koffi Yao",
      role: "Responsable formation",
      confirmed: true,
      ...extra,
    });

  it("from an accepted quote to an agreement signed by both sides: number, seats held at sending, the hash and the audit trail, every step e-mailed", async () => {
    const staff = await admin();
    const acme = await company(staff, `Sotra ${Date.now()}`);
    const other = await company(staff, `Autre ${Date.now()}`);
    const sessionId = await session({ capacity: 10 });
    const quoteId = await acceptedQuote(staff, sessionId, 5);
    const id = await draftAgreement(staff, quoteId, acme.id, acme.manager.email);

    // The draft: staff set the terms through REST; the seats come from the quote's lines.
    const terms = await staff.supabase
      .from("training_agreements" as never)
      .update({ deposit_percent: 30, purchase_order: "BC-2030-77" } as never)
      .eq("id", id);
    expect(terms.error).toBeNull();
    const { data: lines } = await staff.supabase
      .from("agreement_sessions" as never)
      .select("session_id, seats, seats_held")
      .eq("agreement_id", id);
    expect(lines).toEqual([{ session_id: sessionId, seats: 5, seats_held: 0 }]);
    // A draft is the firm's: the manager does not read it yet.
    expect(
      (
        await acme.manager.supabase
          .from("training_agreements" as never)
          .select("id")
          .eq("id", id)
      ).data,
    ).toEqual([]);
    // One agreement per quote.
    const again = await staff.supabase.rpc(
      "create_agreement_from_quote" as never,
      {
        p_quote: quoteId,
        p_organisation: acme.id,
        p_signer_email: "",
      } as never,
    );
    expect(again.error?.code).toBe("PA409");
    // The staff's preview PDF of the draft.
    const preview = await api(url, `/functions/v1/agreement?agreement_id=${id}&format=pdf`, {
      token: staff.session.access_token,
    });
    expect(preview.status).toBe(200);
    expect(pdfText(new Uint8Array(await preview.arrayBuffer()))).toContain("projet non envoyé");

    // Sent: numbered, frozen, the seats held in the same transaction, the link e-mailed.
    const sent = await call("agreement-send", staff, { agreement_id: id });
    expect(sent.status).toBe(200);
    const sentBody = (await sent.json()) as { number: string; status: string };
    expect(sentBody.number).toMatch(/^CONV-\d{4}-\d{6}$/);
    expect(sentBody.status).toBe("sent");
    expect(await seats(sessionId)).toMatchObject({ seats_held: 5, seats_left: 5 });
    const mail = await mailTo(acme.manager.email, `Convention de formation ${sentBody.number} à signer`);
    expect(mail.text).toMatch(/\/convention\/[A-Za-z0-9_-]{32}/);
    expect((await call("agreement-send", staff, { agreement_id: id })).status).toBe(409);
    // Sent terms no longer change.
    const late = await staff.supabase
      .from("training_agreements" as never)
      .update({ deposit_percent: 50 } as never)
      .eq("id", id);
    expect(late.error?.code).toBe("PA409");

    // The screens' read: the agreement with its organisation, sessions and trainees, in one request.
    const screen = await acme.manager.supabase
      .from("training_agreements" as never)
      .select(
        "id, number, organisations(legal_name), agreement_sessions(session_id, seats, course_sessions(starts_on, formations(title))), agreement_trainees(id, full_name)",
      )
      .eq("id", id)
      .maybeSingle();
    expect(screen.error).toBeNull();
    expect(screen.data).toMatchObject({
      id,
      agreement_sessions: [{ session_id: sessionId, seats: 5 }],
      agreement_trainees: [],
    });
    // Who reads what through REST: the manager reads it; another company's manager, an employee and anon nothing.
    expect(
      (
        await acme.manager.supabase
          .from("training_agreements" as never)
          .select("id, number")
          .eq("id", id)
      ).data,
    ).toEqual([{ id, number: sentBody.number }]);
    for (const reader of [other.manager.supabase, acme.employee.supabase]) {
      for (const table of ["training_agreements", "agreement_sessions", "agreement_trainees"]) {
        const { data, error } = await reader.from(table as never).select("id");
        expect(error).toBeNull();
        expect(data, table).toEqual([]);
      }
    }
    // anon has no privilege on them at all.
    for (const table of ["training_agreements", "agreement_sessions", "agreement_trainees"]) {
      const { data, error } = await client(url)
        .from(table as never)
        .select("id");
      expect(error?.code, table).toBe("42501");
      expect(data).toBeNull();
    }
    // Nor through the function.
    const peek = await api(url, `/functions/v1/agreement?agreement_id=${id}`, {
      token: other.manager.session.access_token,
    });
    expect(peek.status).toBe(404);
    // Only a training manager of the organisation signs: an employee and another company's manager find nothing.
    const byEmployee = await signAsManager(acme.employee, id);
    expect(byEmployee.status).toBe(404);
    expect(((await byEmployee.json()) as { code: string }).code).toBe("agreement_not_found");
    expect((await signAsManager(other.manager, id)).status).toBe(404);
    expect((await signAsManager(acme.manager, id, { confirmed: false })).status).toBe(422);
    expect((await call("agreement", staff, { agreement_id: id, action: "countersign", confirmed: true })).status).toBe(
      409,
    );

    // The manager signs, signed in: the hash of the exact PDF bytes, the address, the user agent.
    const document = await api(url, `/functions/v1/agreement?agreement_id=${id}&format=pdf`, {
      token: acme.manager.session.access_token,
    });
    const unsignedBytes = new Uint8Array(await document.arrayBuffer());
    const unsigned = pdfText(unsignedBytes);
    for (const expected of [
      sentBody.number,
      acme.id ? "Sotra" : "",
      "RCCM : CI-ABJ-2021-B-5678",
      "Numéro de taxe : CC 2101234 X",
      "Pont Atlantique",
      "Places réservées : 5",
      "5 stagiaires à désigner",
      "Total TTC",
      "Acompte de 30 %",
      "Solde",
      "à 30 jours",
      "BC-2030-77",
      "Conditions d'annulation",
    ]) {
      expect(unsigned).toContain(expected);
    }
    const signed = await signAsManager(acme.manager, id);
    expect(signed.status).toBe(200);
    const afterClient = await agreementRow(id);
    expect(afterClient).toMatchObject({
      status: "client_signed",
      client_signer_name: "Koffi Yao",
      client_signer_role: "Responsable formation",
      client_signed_via: "account",
      client_signer_user_agent: "Tests conventions/1.0",
      client_signer_address: "127.0.0.1",
      document_sha256: createHash("sha256").update(unsignedBytes).digest("hex"),
    });
    // Replayed: refused, nothing changed.
    const replay = await signAsManager(acme.manager, id, { name: "Autre" });
    expect(replay.status).toBe(409);
    expect((await agreementRow(id)).client_signer_name).toBe("Koffi Yao");
    await mailTo(acme.manager.email, `Convention ${sentBody.number} signée — en attente`);

    // Staff countersign: the same document, the audit trail on the last page.
    const countersigned = await call("agreement", staff, { agreement_id: id, action: "countersign", confirmed: true });
    expect(countersigned.status).toBe(200);
    expect(await countersigned.json()).toMatchObject({ status: "signed" });
    const final = await agreementRow(id);
    expect(final).toMatchObject({ status: "signed", firm_signer_address: "127.0.0.1" });
    expect(final.firm_signed_at).not.toBeNull();
    await mailTo(acme.manager.email, `Convention ${sentBody.number} signée par les deux parties`);
    const finalPdf = await api(url, `/functions/v1/agreement?agreement_id=${id}&format=pdf`, {
      token: acme.manager.session.access_token,
    });
    const finalText = pdfText(new Uint8Array(await finalPdf.arrayBuffer()));
    expect(finalText).toContain("Signatures et piste d'audit");
    expect(finalText).toContain(String(final.document_sha256));
    expect(finalText).toContain("Signé par Koffi Yao (Responsable formation)");
    expect(finalText).toContain("Convention signée par les deux parties.");
    // The seats are still held once, by the agreement.
    expect(await seats(sessionId)).toMatchObject({ seats_held: 5 });
  }, 120_000);

  it("the e-mailed link signs once without a password; a forged token or a replay changes nothing; cancelling gives the seats back", async () => {
    const staff = await admin();
    const acme = await company(staff, `Lien ${Date.now()}`);
    const sessionId = await session({ capacity: 6 });
    const id = await draftAgreement(staff, await acceptedQuote(staff, sessionId, 4), acme.id, acme.manager.email);
    const sent = (await (await call("agreement-send", staff, { agreement_id: id })).json()) as { number: string };
    const mail = await mailTo(acme.manager.email, `Convention de formation ${sent.number}`);
    const token = /\/convention\/([A-Za-z0-9_-]{32})/.exec(mail.text)![1]!;
    const viaLink = (body: Record<string, unknown>) =>
      api(url, "/functions/v1/agreement-response", {
        method: "POST",
        headers: { authorization: "", "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
        body: JSON.stringify({ name: "Awa Traoré", role: "DRH", confirmed: true, ...body }),
      });
    const forged = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const wrong = await viaLink({ token: forged });
    expect(wrong.status).toBe(404);
    expect(((await wrong.json()) as { code: string }).code).toBe("unknown_link");
    const read = await api(url, `/functions/v1/agreement-response?token=${token}`, { headers: { authorization: "" } });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ number: sent.number, status: "sent" });
    expect((await viaLink({ token })).status).toBe(200);
    expect(await agreementRow(id)).toMatchObject({
      status: "client_signed",
      client_signed_via: "link",
      client_signer_name: "Awa Traoré",
    });
    const replay = await viaLink({ token, name: "Intrus" });
    expect(replay.status).toBe(409);
    expect((await agreementRow(id)).client_signer_name).toBe("Awa Traoré");

    expect(await seats(sessionId)).toMatchObject({ seats_held: 4 });
    const cancelled = await call("agreement", staff, {
      agreement_id: id,
      action: "cancel",
      reason: "Formation reportée",
    });
    expect(cancelled.status).toBe(200);
    expect(await seats(sessionId)).toMatchObject({ seats_held: 0, seats_left: 6 });
    await mailTo(acme.manager.email, `Convention ${sent.number} annulée`);
    // The link of a cancelled agreement is gone.
    expect(
      (await api(url, `/functions/v1/agreement-response?token=${token}`, { headers: { authorization: "" } })).status,
    ).toBe(404);
  }, 120_000);

  it("an agreement's 5 seats race individual enrollments for the last seats: never more than capacity", async () => {
    const staff = await admin();
    const acme = await company(staff, `Course ${Date.now()}`);
    // 7 seats left: the agreement wants 5, six learners want one each.
    const sessionId = await session({ capacity: 12, left: 7 });
    const id = await draftAgreement(staff, await acceptedQuote(staff, sessionId, 5), acme.id, acme.manager.email);
    const learners = await Promise.all(Array.from({ length: 6 }, () => signedUpClient(url, "Apprenant Course")));
    const answers = await Promise.all([
      call("agreement-send", staff, { agreement_id: id }),
      ...learners.map((learner) => call("enrol", learner, { session_id: sessionId, payment_method: "carte" })),
    ]);
    const [agreement, ...enrollments] = answers;
    const won = enrollments.filter((answer) => answer.status === 201).length;
    const after = await seats(sessionId);
    expect(after.reserved_seats + after.seats_held).toBeLessThanOrEqual(after.capacity);
    if (agreement!.status === 200) {
      expect(won).toBeLessThanOrEqual(2);
      expect(after.seats_held).toBe(5 + won);
    } else {
      expect(agreement!.status).toBe(409);
      expect(((await agreement!.json()) as { code: string }).code).toBe("session_full");
      expect(after.seats_held).toBe(won);
      // Nothing half-written: still a draft, no number, no seat.
      expect(await agreementRow(id)).toMatchObject({ status: "draft", number: null });
    }
    for (const refused of enrollments.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409);
    }
  }, 120_000);

  it("an intra-company session: not in the public catalogue, not enrolled in by the public; its organisation reads it; a named trainee is enrolled from the agreement", async () => {
    const staff = await admin();
    const acme = await company(staff, `Intra ${Date.now()}`);
    const intra = await session({ capacity: 8, organisation: acme.id });
    const stranger = await signedUpClient(url, "Apprenant Public");
    for (const reader of [client(url), stranger.supabase]) {
      const { data, error } = await reader.from("course_sessions").select("id").eq("id", intra);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const { data: seen } = await acme.employee.supabase
      .from("course_sessions")
      .select("id, organisation_id")
      .eq("id", intra);
    expect(seen).toEqual([{ id: intra, organisation_id: acme.id }]);
    const enrol = await call("enrol", stranger, { session_id: intra, payment_method: "carte" });
    expect(enrol.status).toBe(422);
    expect(((await enrol.json()) as { error: string }).error).toMatch(/réservée à une entreprise/);
    // Directly through REST too.
    const direct = await stranger.supabase
      .from("enrollments")
      .insert({ formation_id: 2, session_id: intra, payment_method: "carte" } as never);
    expect(direct.error).not.toBeNull();

    // The agreement for the intra session (staff add it to the draft), sent, a trainee named by the manager.
    const quoteSession = await session({ capacity: 20 });
    const id = await draftAgreement(staff, await acceptedQuote(staff, quoteSession, 1), acme.id, acme.manager.email);
    expect(
      (
        await staff.supabase.rpc(
          "set_agreement_session" as never,
          { p_agreement: id, p_session: quoteSession, p_seats: 0 } as never,
        )
      ).error,
    ).toBeNull();
    expect(
      (
        await staff.supabase.rpc(
          "set_agreement_session" as never,
          { p_agreement: id, p_session: intra, p_seats: 3 } as never,
        )
      ).error,
    ).toBeNull();
    expect((await call("agreement-send", staff, { agreement_id: id })).status).toBe(200);
    expect(await seats(intra)).toMatchObject({ seats_held: 3 });
    const named = await acme.manager.supabase.rpc(
      "name_agreement_trainee" as never,
      {
        p_agreement: id,
        p_session: intra,
        p_full_name: "Salarié Intra",
        p_email: acme.employee.email,
      } as never,
    );
    expect(named.error).toBeNull();
    const trainee = named.data as unknown as { enrollment_id: number | null };
    expect(trainee.enrollment_id).not.toBeNull();
    // The seat moved from the agreement to the enrollment: still 3 held.
    expect(await seats(intra)).toMatchObject({ seats_held: 3 });
    const { data: mine } = await acme.employee.supabase.from("enrollments").select("session_id, status");
    expect(mine).toEqual([{ session_id: intra, status: "confirmed" }]);
    // The employee reads nothing of the agreement.
    expect((await acme.employee.supabase.from("agreement_trainees" as never).select("id")).data).toEqual([]);
    // Another company's manager may not name trainees.
    const other = await company(staff, `Autre intra ${Date.now()}`);
    const refused = await other.manager.supabase.rpc(
      "name_agreement_trainee" as never,
      {
        p_agreement: id,
        p_session: intra,
        p_full_name: "Intrus",
        p_email: uniqueEmail("intrus"),
      } as never,
    );
    expect(refused.error?.code).toBe("PA404");
  }, 120_000);
});
