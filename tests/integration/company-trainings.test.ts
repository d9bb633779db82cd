import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";
import { pdfText } from "./pdf-text";
import { dataUrl, onebitPng } from "./png-images";

type Person = Awaited<ReturnType<typeof signedUpClient>>;
const MINUTE = 60_000;
const SIGNATURE = dataUrl(onebitPng(300, 120));

interface ReportSession {
  agreement_number: string;
  session_id: number;
  trainees: {
    full_name: string;
    email: string;
    enrollment_status: string | null;
    attendance_percent: number | null;
    completion_certificate: string | null;
  }[];
  evaluation: { answers: number; overall?: number };
}

/**
 * Issue 43 item 5 (decision 1011): what the training manager's « Espace entreprise » shows of the company's trainees
 * after the session — attendance and certificates — and the session's documents as one ZIP, from a real agreement
 * sent through its function, a trainee named by the manager and a session run by its trainer. Another company's
 * manager, an employee and anon get nothing; the ZIP holds nothing of an individual learner of the same session.
 */
describe.each(backends())("the company's trainings on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const rpc = (who: Person | null, name: string, args: Record<string, unknown>) =>
    (who ? who.supabase : client(url)).rpc(name as never, args as never) as unknown as Promise<{
      data: unknown;
      error: { code?: string; message: string } | null;
    }>;

  async function withRole(name: string, role: "admin" | "trainer") {
    const person = await signedUpClient(url, name);
    expect((await service().rpc("set_user_role", { target_user: person.user.id, new_role: role })).error).toBeNull();
    return person;
  }

  async function organisationWithManager(admin: Person, legalName: string) {
    const created = await admin.supabase
      .from("organisations")
      .insert({ legal_name: legalName, country: "Côte d'Ivoire", currency: "XOF" })
      .select("id")
      .single();
    expect(created.error).toBeNull();
    const manager = await signedUpClient(url, `Responsable ${legalName}`);
    const named = await rpc(admin, "invite_organisation_member", {
      p_organisation: created.data!.id,
      p_email: manager.email,
      p_role: "training_manager",
    });
    expect(named.error).toBeNull();
    return { id: created.data!.id, manager };
  }

  /** A quote for `seats` seats in the session, accepted by the client (as quote-response records it). */
  async function acceptedQuote(admin: Person, sessionId: number, seats: number) {
    const quote = await admin.supabase
      .from("quotes")
      .insert({
        currency: "XOF",
        client_company: "Ivoire Transports",
        client_contact_name: "Awa Koné",
        client_email: "awa@example.com",
        valid_until: new Date(Date.now() + 30 * 24 * 60 * MINUTE).toISOString().slice(0, 10),
      })
      .select("id")
      .single();
    expect(quote.error).toBeNull();
    const id = quote.data!.id;
    const line = await admin.supabase.from("quote_lines").insert({
      quote_id: id,
      kind: "session_seats",
      session_id: sessionId,
      description: "Places en session",
      quantity: seats,
      unit_price: 250000,
    });
    expect(line.error).toBeNull();
    const number = `DEV-T-${id}-${Date.now()}`;
    expect(
      (
        await service()
          .from("quotes")
          .update({ status: "sent", number, sent_at: new Date().toISOString() })
          .eq("id", id)
      ).error,
    ).toBeNull();
    const accepted = await service()
      .from("quotes")
      .update({ status: "accepted", responded_at: new Date().toISOString(), response_name: "Awa Koné" })
      .eq("id", id);
    expect(accepted.error).toBeNull();
    return id;
  }

  it("after the session the manager reads attendance and certificates of the company's trainees, and their ZIP; nobody else does", async () => {
    const admin = await withRole("Admin Entreprises", "admin");
    const trainer = await withRole("Formateur Entreprises", "trainer");
    const company = await organisationWithManager(admin, "Ivoire Transports");
    const rival = await organisationWithManager(admin, "Rival Logistique");
    const employee = await signedUpClient(url, "Koffi Yao");
    expect(
      (
        await rpc(company.manager, "invite_organisation_member", {
          p_organisation: company.id,
          p_email: employee.email,
          p_role: "employee",
        })
      ).error,
    ).toBeNull();

    // A public session tomorrow: the agreement buys two of its seats.
    const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * MINUTE).toISOString().slice(0, 10);
    const session = await service()
      .from("course_sessions")
      .insert({
        formation_id: 12,
        starts_on: day(1),
        ends_on: day(1),
        city: "Abidjan",
        capacity: 10,
        trainer_id: trainer.user.id,
      } as never)
      .select("id")
      .single();
    expect(session.error).toBeNull();
    const sessionId = Number((session.data as { id: number }).id);
    const quoteId = await acceptedQuote(admin, sessionId, 2);
    const created = await rpc(admin, "create_agreement_from_quote", {
      p_quote: quoteId,
      p_organisation: company.id,
      p_signer_email: company.manager.email,
    });
    expect(created.error).toBeNull();
    const agreementId = Number(created.data);
    // A training fund pays part of it: the agreement both sides sign says so (decision 1001).
    const fund = await admin.supabase
      .from("funders")
      .insert({ name: "FDFP Côte d'Ivoire", kind: "FDFP", country: "Côte d'Ivoire" })
      .select("id")
      .single();
    expect(fund.error).toBeNull();
    expect(
      (
        await rpc(admin, "set_agreement_funding", {
          p_agreement: agreementId,
          p_funder: fund.data!.id,
          p_amount: 200000,
        })
      ).error,
    ).toBeNull();
    const sent = await admin.supabase.functions.invoke("agreement-send", { body: { agreement_id: agreementId } });
    expect(sent.error).toBeNull();
    const agreementNumber = (sent.data as { number: string }).number;

    // The manager names their employee: enrolled, confirmed by the agreement.
    const trainee = await rpc(company.manager, "name_agreement_trainee", {
      p_agreement: agreementId,
      p_session: sessionId,
      p_full_name: "Koffi Yao",
      p_email: employee.email,
    });
    expect(trainee.error).toBeNull();
    const employeeEnrollment = Number((trainee.data as { enrollment_id: number }).enrollment_id);
    expect(employeeEnrollment).toBeGreaterThan(0);
    // An individual learner takes a seat of the same session by themselves.
    const individual = await signedUpClient(url, "Fatou Individuelle");
    const own = await service()
      .from("enrollments")
      .insert({
        formation_id: 12,
        session_id: sessionId,
        user_id: individual.user.id,
        payment_method: "virement",
        status: "confirmed",
      } as never)
      .select("id")
      .single();
    expect(own.error).toBeNull();
    const individualEnrollment = Number((own.data as { id: number }).id);

    // Before the session: the trainee is there, nothing measured yet.
    const before = await rpc(company.manager, "company_training_report", { p_organisation: company.id });
    expect(before.error).toBeNull();
    expect(before.data).toEqual([
      expect.objectContaining({
        agreement_number: agreementNumber,
        session_id: sessionId,
        seats: 2,
        trainees: [
          expect.objectContaining({
            full_name: "Koffi Yao",
            enrollment_status: "confirmed",
            completion_certificate: null,
          }),
        ],
      }),
    ]);

    // The session runs today: two half-days, one over, one under way; the trainer records and closes both.
    expect(
      (
        await service()
          .from("course_sessions")
          .update({ starts_on: day(0), ends_on: day(0) })
          .eq("id", sessionId)
      ).error,
    ).toBeNull();
    const slots = await admin.supabase.from("session_slots").select("id").eq("session_id", sessionId).order("id");
    const [past, open] = (slots.data ?? []).map((slot) => slot.id);
    const iso = (offset: number) => new Date(Date.now() + offset * MINUTE).toISOString();
    for (const [id, starts, ends] of [
      [past, -300, -120],
      [open, -10, 180],
    ] as const) {
      expect(
        (
          await admin.supabase
            .from("session_slots")
            .update({ starts_at: iso(starts), ends_at: iso(ends) })
            .eq("id", id)
        ).error,
      ).toBeNull();
    }
    for (const enrollment of [employeeEnrollment, individualEnrollment]) {
      for (const slot of [past, open]) {
        const marked = await rpc(trainer, "mark_attendance", {
          p_slot: slot,
          p_enrollment: enrollment,
          p_status: "present",
          p_reason: "Présent, réseau coupé : relevé par le formateur",
        });
        expect(marked.error).toBeNull();
      }
    }
    for (const slot of [past, open]) {
      expect((await rpc(trainer, "sign_slot", { p_slot: slot, p_signature: SIGNATURE })).error).toBeNull();
    }

    const after = await rpc(company.manager, "company_training_report", { p_organisation: company.id });
    expect(after.error).toBeNull();
    const [row] = after.data as ReportSession[];
    expect(row.trainees).toEqual([
      expect.objectContaining({
        full_name: "Koffi Yao",
        attendance_percent: 100,
        completion_certificate: expect.stringMatching(/^PR(-[0-9A-HJKMNP-TV-Z]{4}){4}$/),
      }),
    ]);
    // No hot evaluation answered yet: the count only (averages appear from three answers).
    expect(row.evaluation).toEqual({ answers: 0 });

    // Nobody else reads the report: another company's manager, the employee, a learner, anon.
    for (const intruder of [rival.manager, employee, individual, null]) {
      const refused = await rpc(intruder, "company_training_report", { p_organisation: company.id });
      expect(refused.data).toBeNull();
      expect(refused.error).not.toBeNull();
    }
    // Nor the attendance or certificates of the trainee through REST.
    const rivalReads = await rival.manager.supabase
      .from("completion_certificates")
      .select("number")
      .eq("enrollment_id", employeeEnrollment);
    expect(rivalReads.data ?? []).toEqual([]);

    // The ZIP: the agreement, the attendance sheet of the company's trainee only, the trainee's certificate.
    const zipOf = (token: string) =>
      api(url, "/functions/v1/company-session-documents", {
        method: "POST",
        token,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ agreement_id: agreementId, session_id: sessionId }),
      });
    const zipped = await zipOf(company.manager.session.access_token);
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("content-disposition")).toContain(
      `documents-${agreementNumber}-session-${sessionId}.zip`,
    );
    const files = unzipSync(new Uint8Array(await zipped.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toEqual([
      expect.stringMatching(/^certificats\/realisation-Koffi-Yao-PR-/),
      `convention-${agreementNumber}.pdf`,
      `emargement-session-${sessionId}.pdf`,
    ]);
    for (const name of names) expect(strFromU8(files[name]!.slice(0, 5))).toBe("%PDF-");
    const sheet = await pdfText(files[`emargement-session-${sessionId}.pdf`]!);
    expect(sheet).toContain("Koffi Yao");
    expect(sheet).not.toContain("Fatou Individuelle");
    const agreementText = await pdfText(files[`convention-${agreementNumber}.pdf`]!);
    expect(agreementText).toContain("Ivoire Transports");
    expect(agreementText).toContain("Part prise en charge par FDFP Côte d'Ivoire");
    const frozen = await company.manager.supabase
      .from("training_agreements")
      .select("content")
      .eq("id", agreementId)
      .single();
    expect((frozen.data?.content as { fundings: unknown[] }).fundings).toEqual([
      { funder_name: "FDFP Côte d'Ivoire", amount: 200000 },
    ]);

    for (const intruder of [rival.manager, employee, individual]) {
      const refused = await zipOf(intruder.session.access_token);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ code: "agreement_not_found" });
    }
  }, 120_000);

  it("a trainee named before they have an account is enrolled when they sign up, and sees only their own training", async () => {
    const admin = await withRole("Admin Stagiaires", "admin");
    const company = await organisationWithManager(admin, "Sénégal Ports");
    const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * MINUTE).toISOString().slice(0, 10);
    const session = await service()
      .from("course_sessions")
      .insert({ formation_id: 12, starts_on: day(20), ends_on: day(21), city: "Dakar", capacity: 10 } as never)
      .select("id")
      .single();
    expect(session.error).toBeNull();
    const sessionId = Number((session.data as { id: number }).id);
    const created = await rpc(admin, "create_agreement_from_quote", {
      p_quote: await acceptedQuote(admin, sessionId, 2),
      p_organisation: company.id,
      p_signer_email: company.manager.email,
    });
    expect(created.error).toBeNull();
    const agreementId = Number(created.data);
    expect(
      (await admin.supabase.functions.invoke("agreement-send", { body: { agreement_id: agreementId } })).error,
    ).toBeNull();

    // Named by the manager first, while the address has no account yet: no enrollment, the seat stays the agreement's.
    const email = `stagiaire-${Date.now()}@example.com`;
    const named = await rpc(company.manager, "name_agreement_trainee", {
      p_agreement: agreementId,
      p_session: sessionId,
      p_full_name: "Moussa Diop",
      p_email: email,
    });
    expect(named.error).toBeNull();
    expect((named.data as { enrollment_id: number | null }).enrollment_id).toBeNull();
    const seatsBefore = await service().from("course_sessions").select("seats_held").eq("id", sessionId).single();

    // The employee signs up with that address: enrolled at once, confirmed by the agreement, from its held seats.
    const employee = client(url);
    const signedUp = await employee.auth.signUp({
      email,
      password: "Formation2027",
      options: { data: { full_name: "Moussa Diop" } },
    });
    expect(signedUp.error).toBeNull();
    const own = await employee.from("enrollments").select("id, session_id, status");
    expect(own.data).toEqual([expect.objectContaining({ session_id: sessionId, status: "confirmed" })]);
    const seatsAfter = await service().from("course_sessions").select("seats_held").eq("id", sessionId).single();
    expect(seatsAfter.data?.seats_held).toBe(seatsBefore.data?.seats_held);
    const report = await rpc(company.manager, "company_training_report", { p_organisation: company.id });
    expect((report.data as ReportSession[])[0]?.trainees).toEqual([
      expect.objectContaining({ full_name: "Moussa Diop", enrollment_status: "confirmed" }),
    ]);
    // The employee reads their own enrollment only: nothing of the company's agreement or report.
    expect((await employee.from("training_agreements").select("id")).data).toEqual([]);
    expect((await employee.rpc("company_training_report", { p_organisation: company.id })).error).not.toBeNull();
  }, 120_000);

  it("the manager replaces a trainee by a colleague: the seat stays the agreement's and the enrollment changes hands", async () => {
    const admin = await withRole("Admin Remplacements", "admin");
    const company = await organisationWithManager(admin, "Abidjan Télécom");
    const rival = await organisationWithManager(admin, "Rival Télécom");
    const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * MINUTE).toISOString().slice(0, 10);
    const session = await service()
      .from("course_sessions")
      .insert({ formation_id: 12, starts_on: day(25), ends_on: day(26), city: "Abidjan", capacity: 10 } as never)
      .select("id")
      .single();
    const sessionId = Number((session.data as { id: number }).id);
    const created = await rpc(admin, "create_agreement_from_quote", {
      p_quote: await acceptedQuote(admin, sessionId, 2),
      p_organisation: company.id,
      p_signer_email: company.manager.email,
    });
    const agreementId = Number(created.data);
    expect(
      (await admin.supabase.functions.invoke("agreement-send", { body: { agreement_id: agreementId } })).error,
    ).toBeNull();
    const first = await signedUpClient(url, "Awa Premier");
    const named = await rpc(company.manager, "name_agreement_trainee", {
      p_agreement: agreementId,
      p_session: sessionId,
      p_full_name: "Awa Premier",
      p_email: first.email,
    });
    expect(named.error).toBeNull();
    const trainee = named.data as { id: number; enrollment_id: number };
    const seats = async () =>
      (await service().from("course_sessions").select("seats_held").eq("id", sessionId).single()).data?.seats_held;
    const seatsBefore = await seats();

    const noAccount = await rpc(company.manager, "replace_agreement_trainee", {
      p_trainee: trainee.id,
      p_full_name: "Sans Compte",
      p_email: `sans-compte-${Date.now()}@example.com`,
    });
    expect(noAccount.error).toMatchObject({ code: "PA409" });
    expect(noAccount.error?.message).toMatch(/^Le remplaçant n'a pas encore de compte/);
    const intruder = await rpc(rival.manager, "replace_agreement_trainee", {
      p_trainee: trainee.id,
      p_full_name: "Intrus",
      p_email: rival.manager.email,
    });
    expect(intruder.error).toMatchObject({ code: "PA404" });

    const colleague = await signedUpClient(url, "Yao Second");
    const replaced = await rpc(company.manager, "replace_agreement_trainee", {
      p_trainee: trainee.id,
      p_full_name: "Yao Second",
      p_email: colleague.email,
    });
    expect(replaced.error).toBeNull();
    expect(replaced.data).toMatchObject({ full_name: "Yao Second", enrollment_id: trainee.enrollment_id });
    expect((await colleague.supabase.from("enrollments").select("id, status")).data).toEqual([
      { id: trainee.enrollment_id, status: "confirmed" },
    ]);
    expect((await first.supabase.from("enrollments").select("id")).data).toEqual([]);
    expect(await seats()).toBe(seatsBefore);
  }, 120_000);
});
