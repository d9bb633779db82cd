import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { testBackendConfig } from "../backend-config";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient, uniqueEmail } from "../support";

/**
 * Quotes (devis), issue 43 item 2, decision 0997: staff build and send them (numbered without gaps at sending), the
 * client answers through the e-mailed link without a password; the database decides the states.
 */
describe.each(backends())("quotes on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  type Person = Awaited<ReturnType<typeof signedUpClient>>;

  async function admin(): Promise<Person> {
    const person = await signedUpClient(url, "Admin Devis");
    const { error } = await service().rpc(
      "set_user_role" as never,
      { target_user: person.user.id, new_role: "admin" } as never,
    );
    expect(error).toBeNull();
    return person;
  }

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  /** A draft with two lines (20 000 × 3 less 10 % and a flat fee of 500 000), as staff write it through REST. */
  async function draft(staff: Person, email = uniqueEmail("client"), validUntil = inDays(30)): Promise<number> {
    const { data, error } = await staff.supabase
      .from("quotes" as never)
      .insert({
        client_company: "Sotra SA",
        client_registration: "RCCM CI-ABJ-2020-B-1234",
        client_address: "Plateau, Abidjan",
        client_contact_name: "Aya Diallo",
        client_email: email,
        currency: "XOF",
        valid_until: validUntil,
        conditions: "Paiement à 30 jours.",
      } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    const id = (data as unknown as { id: number }).id;
    const lines = await staff.supabase.from("quote_lines" as never).insert([
      {
        quote_id: id,
        position: 1,
        kind: "intra_per_learner",
        description: "Gestion de projet",
        quantity: 3,
        unit_price: 20000,
        discount_percent: 10,
      },
      {
        quote_id: id,
        position: 2,
        kind: "intra_flat",
        description: "Forfait logistique",
        quantity: 1,
        unit_price: 500000,
      },
    ] as never);
    expect(lines.error).toBeNull();
    return id;
  }

  const send = (staff: Person, quoteId: number) =>
    api(url, "/functions/v1/quote-send", {
      method: "POST",
      token: staff.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ quote_id: quoteId }),
    });

  async function linkFor(email: string): Promise<string> {
    await fetch(`${url}/_dev/jobs/run`, { method: "POST" });
    const outbox = (await (await fetch(`${url}/_dev/outbox`)).json()) as {
      to: string;
      subject: string;
      text: string;
    }[];
    const mail = outbox.find((m) => m.to === email && m.subject.startsWith("Votre devis DEV-"));
    expect(mail, `quote e-mail to ${email}`).toBeDefined();
    return /\/devis\/([A-Za-z0-9_-]{32})/.exec(mail!.text)![1];
  }

  const read = (token: string, query = "") =>
    api(url, `/functions/v1/quote-response?token=${token}${query}`, { headers: { authorization: "" } });
  const answer = (token: string, body: Record<string, unknown>) =>
    api(url, "/functions/v1/quote-response", {
      method: "POST",
      headers: {
        authorization: "",
        "content-type": "application/json",
        "user-agent": "Tests devis/1.0",
        // Written by the client: the gateway replaces it with the address it resolved (no trusted proxy here).
        "x-forwarded-for": "203.0.113.9",
      },
      body: JSON.stringify({ token, ...body }),
    });
  const accept = { decision: "accept", name: "Aya Diallo", role: "Responsable formation", confirmed: true };

  async function row(id: number) {
    const { data } = await service()
      .from("quotes" as never)
      .select("*")
      .eq("id", id)
      .single();
    return data as unknown as Record<string, unknown>;
  }

  it("totals follow the lines; sending numbers it, e-mails the link; viewed, accepted once with who, when and from where", async () => {
    const staff = await admin();
    const email = uniqueEmail("client");
    const id = await draft(staff, email);
    // 3 × 20 000 less 10 % = 54 000, plus 500 000.
    expect(Number((await row(id)).total)).toBe(554000);
    expect((await row(id)).number).toBeNull();

    const sent = await send(staff, id);
    expect(sent.status).toBe(200);
    const { number } = (await sent.json()) as { number: string };
    expect(number).toMatch(/^DEV-\d{4}-\d{6}$/);
    expect((await send(staff, id)).status).toBe(409); // sent once
    // A sent quote does not change any more, through REST either.
    const edit = await staff.supabase
      .from("quote_lines" as never)
      .update({ unit_price: 1 } as never)
      .eq("quote_id", id);
    expect(edit.error?.code).toBe("PQ409");
    const status = await staff.supabase
      .from("quotes" as never)
      .update({ status: "accepted" } as never)
      .eq("id", id);
    expect(status.error).not.toBeNull();

    const token = await linkFor(email);
    const stored = await row(id);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const opened = await read(token);
    expect(opened.status).toBe(200);
    const shown = (await opened.json()) as { number: string; status: string; total: number; lines: unknown[] };
    expect(shown).toMatchObject({ number, status: "viewed", total: 554000 });
    expect(shown.lines).toHaveLength(2);
    expect((await row(id)).status).toBe("viewed");

    const pdf = await read(token, "&format=pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    expect((await answer(token, { ...accept, confirmed: false })).status).toBe(422);
    expect((await answer(token, { ...accept, name: "" })).status).toBe(422);
    expect((await answer(token, { ...accept, decision: "maybe" })).status).toBe(422);
    expect((await row(id)).status).toBe("viewed");

    const accepted = await answer(token, accept);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ status: "accepted" });
    const after = await row(id);
    expect(after).toMatchObject({
      status: "accepted",
      response_name: "Aya Diallo",
      response_role: "Responsable formation",
      response_user_agent: "Tests devis/1.0",
      response_address: "127.0.0.1",
    });
    expect(after.responded_at).not.toBeNull();

    // Replayed: refused, nothing changed.
    const replay = await answer(token, { ...accept, decision: "decline", name: "Autre" });
    expect(replay.status).toBe(409);
    expect(((await replay.json()) as { code: string }).code).toBe("already_answered");
    expect(await row(id)).toMatchObject({ status: "accepted", response_name: "Aya Diallo" });

    // The staff PDF, through RLS.
    const staffPdf = await api(url, `/functions/v1/quote?quote_id=${id}`, { token: staff.session.access_token });
    expect(staffPdf.status).toBe(200);
    expect(staffPdf.headers.get("content-type")).toBe("application/pdf");
  }, 60_000);

  it("behind a trusted proxy, the address recorded is the client's from X-Forwarded-For", async () => {
    if (url !== backends()[0]!.url) return; // the proxied server stands in front of the first backend only
    const staff = await admin();
    const email = uniqueEmail("client");
    const id = await draft(staff, email);
    expect((await send(staff, id)).status).toBe(200);
    const token = await linkFor(email);
    const answered = await api(inject("proxiedUrl"), "/functions/v1/quote-response", {
      method: "POST",
      headers: { authorization: "", "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify({ token, ...accept, decision: "decline" }),
    });
    expect(answered.status).toBe(200);
    expect(await row(id)).toMatchObject({ status: "declined", response_address: "203.0.113.9" });
  }, 60_000);

  it("wrong tokens and bad bodies: one clear French answer, nothing changed", async () => {
    const staff = await admin();
    const email = uniqueEmail("client");
    const id = await draft(staff, email);
    expect((await send(staff, id)).status).toBe(200);
    const token = await linkFor(email);

    // The real token with its last character changed (to "x", or "y" when it already ends in "x": one token in 64).
    const oneOff = `${token.slice(0, 31)}${token.endsWith("x") ? "y" : "x"}`;
    for (const wrong of ["A".repeat(32), "court", oneOff]) {
      const answered = await answer(wrong, accept);
      expect(answered.status).toBe(404);
      expect(await answered.json()).toEqual({
        code: "unknown_link",
        error: "Ce lien de devis n'est pas valide. Utilisez celui de l'e-mail reçu.",
      });
      expect((await read(wrong)).status).toBe(404);
    }
    const garbled = await api(url, "/functions/v1/quote-response", {
      method: "POST",
      headers: { authorization: "", "content-type": "application/json" },
      body: `{"token": "${token}", "decision": "accept"`,
    });
    expect(garbled.status).toBe(400);
    expect(((await garbled.json()) as { code: string }).code).toBe("invalid_json");
    const notJson = await api(url, "/functions/v1/quote-response", {
      method: "POST",
      headers: { authorization: "", "content-type": "text/plain" },
      body: "accept",
    });
    expect(notJson.status).toBe(415);
    const array = await api(url, "/functions/v1/quote-response", {
      method: "POST",
      headers: { authorization: "", "content-type": "application/json" },
      body: "[]",
    });
    expect(array.status).toBe(400);
    const sendGarbled = await api(url, "/functions/v1/quote-send", {
      method: "POST",
      token: staff.session.access_token,
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(sendGarbled.status).toBe(400);
    expect((await row(id)).status).toBe("sent");
  }, 60_000);

  it("numbers without gaps when many drafts are sent at once", async () => {
    const staff = await admin();
    const ids = await Promise.all(Array.from({ length: 8 }, () => draft(staff)));
    const answers = await Promise.all(ids.map((id) => send(staff, id)));
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    const numbers = await Promise.all(answers.map(async (a) => ((await a.json()) as { number: string }).number));
    expect(new Set(numbers).size).toBe(8);
    const year = new Date().getUTCFullYear();
    const { data } = await service()
      .from("quotes" as never)
      .select("sequence")
      .eq("year", year)
      .order("sequence");
    const sequences = (data as unknown as { sequence: number }[]).map((r) => r.sequence);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
  }, 60_000);

  it("a new version supersedes the old one when sent; the old link then answers 409", async () => {
    const staff = await admin();
    const email = uniqueEmail("client");
    const id = await draft(staff, email);
    expect((await send(staff, id)).status).toBe(200);
    const oldToken = await linkFor(email);
    const { data: newId, error } = await staff.supabase.rpc("new_quote_version" as never, { p_quote: id } as never);
    expect(error).toBeNull();
    const version = await row(Number(newId));
    expect(version).toMatchObject({ status: "draft", version: 2, supersedes_id: id, total: 554000 });
    expect((await row(id)).status).toBe("sent"); // still open until the new version leaves
    expect((await send(staff, Number(newId))).status).toBe(200);
    expect((await row(id)).status).toBe("superseded");
    const stale = await answer(oldToken, accept);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { code: string }).code).toBe("quote_superseded");
  }, 60_000);

  it("from a « Demande de devis »: the sender's company, one line per formation for as many learners", async () => {
    const staff = await admin();
    const email = uniqueEmail("demande");
    const enquiry = await client(url)
      .from("enquiries")
      .insert({
        kind: "quote",
        full_name: "Koffi Yao",
        email,
        organisation: "Banque Atlantique",
        consent: true,
        details: { participants: "5", formation_ids: [1] },
      } as never);
    expect(enquiry.error).toBeNull();
    const { data: found } = await service().from("enquiries").select("id").eq("email", email).single();
    const { data: quoteId, error } = await staff.supabase.rpc(
      "quote_from_enquiry" as never,
      { p_enquiry: (found as { id: string }).id } as never,
    );
    expect(error).toBeNull();
    const created = await row(Number(quoteId));
    expect(created).toMatchObject({
      status: "draft",
      client_company: "Banque Atlantique",
      client_contact_name: "Koffi Yao",
      client_email: email,
      enquiry_id: (found as { id: string }).id,
    });
    const { data: lines } = await service()
      .from("quote_lines" as never)
      .select("quantity, formation_id")
      .eq("quote_id", Number(quoteId));
    expect(lines).toEqual([{ quantity: 5, formation_id: 1 }]);
  }, 60_000);

  it("the builder saves a draft whole: its fields and lines in one transaction, or nothing", async () => {
    const staff = await admin();
    const fields = {
      currency: "CAD",
      client_company: "Hydro Sud inc.",
      client_registration: "NEQ 1234567890",
      client_address: "Montréal",
      client_contact_name: "Luc Tremblay",
      client_email: uniqueEmail("luc"),
      valid_until: inDays(20),
      conditions: "",
    };
    const line = {
      kind: "intra_per_learner",
      description: "Scrum",
      quantity: 2,
      unit_price: 450.5,
      discount_percent: 5,
    };
    const saved = await staff.supabase.rpc(
      "save_quote_draft" as never,
      {
        p_quote: null,
        p_fields: fields,
        p_lines: [line],
      } as never,
    );
    expect(saved.error).toBeNull();
    const id = Number(saved.data);
    expect(Number((await row(id)).total)).toBe(855.95); // 2 × 450,50 less 5 %, in cents
    // A bad line refuses the whole save: the earlier lines and fields stay as they were.
    const refused = await staff.supabase.rpc(
      "save_quote_draft" as never,
      {
        p_quote: id,
        p_fields: { ...fields, client_company: "Autre nom" },
        p_lines: [line, { ...line, quantity: 0 }],
      } as never,
    );
    expect(refused.error).not.toBeNull();
    expect(await row(id)).toMatchObject({ client_company: "Hydro Sud inc.", total: 855.95 });
    const learner = await signedUpClient(url);
    const foreign = await learner.supabase.rpc(
      "save_quote_draft" as never,
      {
        p_quote: id,
        p_fields: { ...fields, client_company: "Pirate" },
        p_lines: [],
      } as never,
    );
    expect(foreign.error).not.toBeNull();
    expect((await row(id)).client_company).toBe("Hydro Sud inc.");
  }, 60_000);

  it("REST: a learner and anon read nothing and write nothing; only staff call the staff entry points", async () => {
    const staff = await admin();
    const id = await draft(staff);
    const learner = await signedUpClient(url);
    for (const reader of [learner.supabase, client(url)]) {
      const quotes = await reader.from("quotes" as never).select("*");
      expect(quotes.data ?? []).toEqual([]);
      const lines = await reader.from("quote_lines" as never).select("*");
      expect(lines.data ?? []).toEqual([]);
      const insert = await reader.from("quotes" as never).insert({
        client_company: "X",
        client_contact_name: "X",
        client_email: "x@example.com",
        valid_until: inDays(10),
      } as never);
      expect(insert.error).not.toBeNull();
      const version = await reader.rpc("new_quote_version" as never, { p_quote: id } as never);
      expect(version.error).not.toBeNull();
      const byToken = await reader.rpc(
        "function_quote_by_token" as never,
        { p_token_hash: "0".repeat(64), p_mark_viewed: true } as never,
      );
      expect(byToken.error).not.toBeNull();
    }
    // Staff's quote is not theirs to read, so not theirs to send: the same answer as a quote that does not exist.
    const send_ = await send(learner, id);
    expect(send_.status).toBe(404);
    expect(((await send_.json()) as { code: string }).code).toBe("quote_not_found");
    const pdf = await api(url, `/functions/v1/quote?quote_id=${id}`, { token: learner.session.access_token });
    expect(pdf.status).toBe(404);
    expect((await row(id)).status).toBe("draft");
  }, 60_000);
});

/** In the database itself: an expired quote refused whoever asks, and numbers without gaps when sends roll back. */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];

describe.each(engines)("quotes in the database on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-quotes-"));
  let backend: StartedBackend;
  beforeAll(async () => {
    backend = await startBackend(
      { ...testBackendConfig(dataDir, name === "postgres" ? process.env.DATABASE_URL : undefined), jobsPollMs: 0 },
      () => {},
    );
  }, 120_000);
  afterAll(async () => {
    await backend?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let adminId = "";
  async function staffId(): Promise<string> {
    if (adminId) return adminId;
    const { rows } = await backend.db.query<{ id: string }>(
      `insert into auth.users (id, email) values (gen_random_uuid(), $1) returning id`,
      [uniqueEmail("admin-quotes")],
    );
    adminId = rows[0].id;
    await backend.db.transaction(async (tx) => {
      await tx.query("set local session_replication_role = replica");
      await tx.query("update public.profiles set role = 'admin' where id = $1", [adminId]);
    });
    return adminId;
  }

  async function sentQuote(hash: string): Promise<number> {
    const { rows } = await backend.db.query<{ id: number }>(
      `insert into public.quotes (client_company, client_contact_name, client_email, valid_until)
       values ('Sonatel', 'Fatou Ndiaye', 'fatou@example.com', current_date + 10) returning id`,
    );
    const id = Number(rows[0].id);
    await backend.db.query(
      `insert into public.quote_lines (quote_id, kind, description, quantity, unit_price)
       values ($1, 'intra_flat', 'Forfait', 1, 1000000)`,
      [id],
    );
    await backend.db.query("select private.send_quote($1, $2, $3, null)", [await staffId(), id, hash]);
    return id;
  }

  it("past its validity date a quote is expired and cannot be accepted, even by a direct update", async () => {
    const hash = createHash("sha256").update(randomUUID()).digest("hex");
    const id = await sentQuote(hash);
    // The date passes: the guard keeps a sent quote's content, so the test steps around it as the owner.
    await backend.db.transaction(async (tx) => {
      await tx.query("set local session_replication_role = replica");
      await tx.query("update public.quotes set valid_until = current_date - 1 where id = $1", [id]);
    });
    await expect(
      backend.db.query("select private.answer_quote($1, 'accepted', 'Fatou Ndiaye', 'DRH', '10.0.0.1', 'ua')", [hash]),
    ).rejects.toMatchObject({ code: "PQ410" });
    const direct = backend.db.query(
      "update public.quotes set status = 'accepted', responded_at = now(), response_name = 'x' where id = $1",
      [id],
    );
    await expect(direct).rejects.toMatchObject({ code: "PQ410" });
    await backend.db.query("select private.quote_by_token($1, true)", [hash]);
    const { rows } = await backend.db.query<{ status: string }>("select status from public.quotes where id = $1", [id]);
    expect(rows[0].status).toBe("expired");
    await expect(
      backend.db.query("select private.answer_quote($1, 'accepted', 'Fatou Ndiaye', 'DRH', '10.0.0.1', 'ua')", [hash]),
    ).rejects.toMatchObject({ code: "PQ410" });
  });

  it("20 concurrent sends, 5 of them rolled back: numbers 1..n of the year, none missing, none twice", async () => {
    const admin = await staffId();
    const drafts = async () => {
      const { rows } = await backend.db.query<{ id: number }>(
        `insert into public.quotes (client_company, client_contact_name, client_email, valid_until)
         values ('Orange CI', 'Awa Koné', 'awa@example.com', current_date + 10) returning id`,
      );
      await backend.db.query(
        `insert into public.quote_lines (quote_id, kind, description, quantity, unit_price)
         values ($1, 'intra_per_learner', 'Excel', 4, 75000)`,
        [rows[0].id],
      );
      return Number(rows[0].id);
    };
    const kept = await Promise.all(Array.from({ length: 15 }, drafts));
    const abandoned = await Promise.all(Array.from({ length: 5 }, drafts));
    const hash = (id: number) => createHash("sha256").update(`${randomUUID()}-${id}`).digest("hex");
    const sendOne = (id: number) =>
      backend.db.transaction(
        async (tx) =>
          (
            await tx.query<{ number: string }>("select number from private.send_quote($1, $2, $3, null)", [
              admin,
              id,
              hash(id),
            ])
          ).rows[0].number,
      );
    const sendThenRollBack = (id: number) =>
      backend.db
        .transaction(async (tx) => {
          await tx.query("select private.send_quote($1, $2, $3, null)", [admin, id, hash(id)]);
          throw new Error("the send failed after its number");
        })
        .catch(() => "rolled back");
    const numbers = await Promise.all([...kept.map(sendOne), ...abandoned.map(sendThenRollBack)]);
    const issued = numbers.filter((n) => n !== "rolled back");
    expect(new Set(issued).size).toBe(15);
    const { rows } = await backend.db.query<{ sequence: number }>(
      "select sequence from public.quotes where year = extract(year from now())::int order by sequence",
    );
    const sequences = rows.map((r) => Number(r.sequence));
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    const drafts_ = await backend.db.query<{ n: number }>(
      "select count(*)::int as n from public.quotes where id = any($1) and status = 'draft' and number is null",
      [abandoned],
    );
    expect(Number(drafts_.rows[0].n)).toBe(5);
  });
});
