import { describe, expect, inject, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient, uniqueEmail } from "../support";
import { pdfText } from "./pdf-text";

type Learner = Awaited<ReturnType<typeof signedUpClient>>;
const XOF_FORMATION = 1; // 950 000 F CFA

/**
 * Someone else pays (issue 43 item 8, decision 1004): the learner's payment link opens without an account; the
 * payer pays by Mobile Money through the sandbox; the invoice is addressed to the payer's company.
 */
describe.each(backends())("payment links on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);

  async function enrolled(learner?: Learner) {
    const who = learner ?? (await signedUpClient(url, "Awa Koné", "Orange CI"));
    const created = await service()
      .from("course_sessions" as never)
      .insert({
        formation_id: XOF_FORMATION,
        starts_on: "2030-05-04",
        ends_on: "2030-05-06",
        city: "Abidjan",
        venue: "Plateau",
        capacity: 20,
      } as never)
      .select("id")
      .single();
    expect(created.error).toBeNull();
    const response = await call(
      "enrol",
      { session_id: (created.data as unknown as { id: number }).id, payment_method: "mobile" },
      who.session.access_token,
    );
    expect(response.status).toBe(201);
    const { enrollment_id: id } = (await response.json()) as { enrollment_id: number };
    return { learner: who, enrollmentId: Number(id) };
  }

  const call = (name: string, body: unknown, token?: string) =>
    api(url, `/functions/v1/${name}`, {
      method: "POST",
      token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const anonymous = (path: string, init: RequestInit = {}) =>
    api(url, `/functions/v1/${path}`, { ...init, headers: { authorization: "", ...(init.headers ?? {}) } });
  const view = (token: string, query = "") => anonymous(`payment-link-payer?token=${token}${query}`);
  const payAsPayer = (body: Record<string, unknown>) =>
    anonymous("payment-link-payer", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  async function makeLink(learner: Learner, enrollmentId: number, recipient?: string) {
    const response = await call(
      "payment-link",
      {
        action: "create",
        enrollment_id: enrollmentId,
        recipient_email: recipient,
        recipient_name: "Service comptable",
      },
      learner.session.access_token,
    );
    expect(response.status).toBe(201);
    const made = (await response.json()) as { url: string; expires_at: string };
    const token = /\/paiement\/([A-Za-z0-9_-]{32})$/.exec(made.url)![1];
    return { ...made, token };
  }

  const outbox = async () =>
    (await (await fetch(`${url}/_dev/outbox`)).json()) as { to: string; subject: string; text: string }[];

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await fetch(`${url}/_dev/jobs/run`, { method: "POST" });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const choose = (transactionId: string, outcome: string) =>
    fetch(`${url}/functions/v1/sandbox-checkout?transaction=${transactionId}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ outcome }),
    });

  it("a link is made, e-mailed, kept only as a hash, extends the hold to the transfer's; a new one revokes the old", async () => {
    const { learner, enrollmentId } = await enrolled();
    const recipient = uniqueEmail("compta");
    const first = await makeLink(learner, enrollmentId, recipient);
    // The hold now runs as a transfer's (5 days from enrollment), and the link with it.
    expect(new Date(first.expires_at).getTime()).toBeGreaterThan(Date.now() + 4 * 86_400_000);

    const mail = await until(
      async () => (await outbox()).find((m) => m.to === recipient),
      (found) => found !== undefined,
    );
    expect(mail!.subject).toContain("Awa Koné");
    expect(mail!.text).toContain(`/paiement/${first.token}`);

    const { data: rows } = await service()
      .from("payment_links" as never)
      .select("token_hash, status")
      .eq("enrollment_id", enrollmentId);
    const stored = rows as unknown as { token_hash: string; status: string }[];
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(first.token);
    // The learner reads their link through REST, never its hash.
    const own = await learner.supabase
      .from("payment_links" as never)
      .select("status, recipient_email")
      .eq("enrollment_id", enrollmentId);
    expect(own.data).toEqual([{ status: "active", recipient_email: recipient }]);
    expect(
      (
        await learner.supabase
          .from("payment_links" as never)
          .select("token_hash")
          .eq("enrollment_id", enrollmentId)
      ).error?.code,
    ).toBe("42501");
    // Someone else reads nothing of it.
    const stranger = await signedUpClient(url);
    expect(
      (
        await stranger.supabase
          .from("payment_links" as never)
          .select("id")
          .eq("enrollment_id", enrollmentId)
      ).data,
    ).toEqual([]);
    expect(
      (await call("payment-link", { action: "create", enrollment_id: enrollmentId }, stranger.session.access_token))
        .status,
    ).toBe(404);

    const opened = await view(first.token);
    expect(opened.status).toBe(200);
    const shown = (await opened.json()) as Record<string, unknown>;
    expect(shown).toMatchObject({ state: "payable", currency: "XOF", trainee_name: "Awa Koné", city: "Abidjan" });
    expect(Number(shown.amount)).toBe(950000);
    expect(shown.reference).toMatch(/^PAC-/);
    expect((shown.bank as { account: string[] }).account.join(" ")).toContain("IBAN");

    const second = await makeLink(learner, enrollmentId);
    expect(((await (await view(first.token)).json()) as { state: string }).state).toBe("revoked");
    expect(((await (await view(second.token)).json()) as { state: string }).state).toBe("payable");
    const refused = await payAsPayer({ token: first.token, channel: "orange_money", phone: "+2250700000000" });
    expect(refused.status).toBe(410);
    expect(((await refused.json()) as { error: string }).error).toContain("remplacé ou retiré");

    const revoked = await call(
      "payment-link",
      { action: "revoke", enrollment_id: enrollmentId },
      learner.session.access_token,
    );
    expect(await revoked.json()).toEqual({ revoked: 1 });
    expect(((await (await view(second.token)).json()) as { state: string }).state).toBe("revoked");
    // The file's first test pays the cold start of its functions' Deno workers, process-jobs included (decision 1092).
  }, 60_000);

  it("an expired link is refused; a cancelled enrollment is refused; a wrong token is one 404", async () => {
    const { learner, enrollmentId } = await enrolled();
    const link = await makeLink(learner, enrollmentId);
    // The link's deadline passed (the hold's end when it was made; the hold-expiry job would also cancel the seat).
    const pushed = await service()
      .from("payment_links" as never)
      .update({ expires_at: new Date(Date.now() - 60_000).toISOString() } as never)
      .eq("enrollment_id", enrollmentId);
    expect(pushed.error).toBeNull();
    expect(((await (await view(link.token)).json()) as { state: string }).state).toBe("expired");
    const late = await payAsPayer({ token: link.token, channel: "orange_money", phone: "+2250700000000" });
    expect(late.status).toBe(410);
    expect(((await late.json()) as { error: string }).error).toContain("expiré");

    const other = await enrolled();
    const otherLink = await makeLink(other.learner, other.enrollmentId);
    expect(
      (await call("cancel", { enrollment_id: other.enrollmentId }, other.learner.session.access_token)).status,
    ).toBe(200);
    expect(((await (await view(otherLink.token)).json()) as { state: string }).state).toBe("cancelled");
    const cancelled = await payAsPayer({ token: otherLink.token, channel: "orange_money", phone: "+2250700000000" });
    expect(cancelled.status).toBe(409);
    expect(((await cancelled.json()) as { error: string }).error).toContain("annulée");

    for (const wrong of ["A".repeat(32), "short", "%27%20or%201=1"]) {
      const answer = await view(wrong);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({
        code: "unknown_link",
        error: "Ce lien de paiement n'est pas valide. Utilisez celui que vous avez reçu.",
      });
    }
    const wrongPay = await payAsPayer({ token: "B".repeat(32), channel: "orange_money", phone: "+2250700000000" });
    expect(wrongPay.status).toBe(404);
  });

  it("a payer without an account pays by Mobile Money: the invoice bears their company, both are told; paying twice is refused", async () => {
    const { learner, enrollmentId } = await enrolled();
    const link = await makeLink(learner, enrollmentId);
    const payerEmail = uniqueEmail("daf");
    const started = await payAsPayer({
      token: link.token,
      channel: "orange_money",
      phone: "+225 07 01 02 03 04",
      payer_name: "Mariam Traoré",
      payer_company: "Société Ivoirienne de Banque",
      payer_email: payerEmail,
    });
    expect(started.status).toBe(201);
    const { payment_id: paymentId, checkout_url: checkoutUrl } = (await started.json()) as {
      payment_id: number;
      checkout_url: string;
    };
    const transactionId = new URL(checkoutUrl).searchParams.get("transaction")!;
    const chosen = await choose(transactionId, "succeeded");
    expect(chosen.headers.get("location")).toBe(`${url}/paiement/retour-lien?paiement=${paymentId}`);

    // The return page asks through the link: the gateway is re-read and the payment recorded.
    const settled = await until(
      async () => (await (await view(link.token, `&payment=${paymentId}`)).json()) as Record<string, unknown>,
      (seen) => seen.state === "paid",
    );
    expect(settled).toMatchObject({
      state: "paid",
      payer_name: "Mariam Traoré",
      payer_company: "Société Ivoirienne de Banque",
    });
    expect(settled.invoice_number).toMatch(/^FAC-\d{4}-\d{6}$/);

    const { data } = await service()
      .from("invoices" as never)
      .select("number, customer_name, customer_company, customer_email, trainee_name, user_id")
      .eq("enrollment_id", enrollmentId)
      .single();
    expect(data).toMatchObject({
      customer_name: "Mariam Traoré",
      customer_company: "Société Ivoirienne de Banque",
      customer_email: payerEmail,
      trainee_name: "Awa Koné",
      user_id: learner.user.id,
    });
    const number = (data as unknown as { number: string }).number;

    const pdf = await view(link.token, "&format=pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const printed = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(printed).toContain("Société Ivoirienne de Banque");
    expect(printed).toContain("Stagiaire : Awa Koné");
    expect(printed).toContain(number);

    // The payer gets their receipt (no link that needs the learner's account), the learner the notice.
    const mails = await until(
      async () => (await outbox()).filter((m) => m.to === payerEmail || m.to === learner.email),
      (found) =>
        found.some((m) => m.to === payerEmail) && found.some((m) => m.subject.startsWith("Votre formation est payée")),
    );
    const receipt = mails.find((m) => m.to === payerEmail)!;
    expect(receipt.subject).toBe(`Paiement reçu — facture ${number}`);
    expect(receipt.text).toContain("Société Ivoirienne de Banque");
    expect(receipt.text).not.toContain("connexion requise");
    const notice = mails.find((m) => m.to === learner.email && m.subject.startsWith("Votre formation est payée"))!;
    expect(notice.text).toContain("Mariam Traoré");
    expect(notice.text).toContain(number);
    expect(mails.filter((m) => m.subject.startsWith("Paiement reçu"))).toHaveLength(1);

    // Paying twice: refused with a clear answer, nothing opened.
    const twice = await payAsPayer({ token: link.token, channel: "wave", phone: "+2250700000000" });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: string }).error).toContain("déjà payée");
    const { data: attempts } = await service()
      .from("payments" as never)
      .select("id, status")
      .eq("enrollment_id", enrollmentId);
    expect(attempts).toEqual([{ id: paymentId, status: "succeeded" }]);
    expect((await service().from("enrollments").select("status").eq("id", enrollmentId).single()).data?.status).toBe(
      "confirmed",
    );
    // The learner's own invoice reads the same (RLS: theirs).
    const own = await learner.supabase
      .from("invoices" as never)
      .select("customer_company")
      .eq("enrollment_id", enrollmentId);
    expect(own.data).toEqual([{ customer_company: "Société Ivoirienne de Banque" }]);
  });

  it("behind a trusted proxy, wrong tokens are counted per client address: past 30 in 10 minutes, that address is refused", async () => {
    if (url !== backends()[0]!.url) return; // the proxied server stands in front of the first backend only
    const { learner, enrollmentId } = await enrolled();
    const link = await makeLink(learner, enrollmentId);
    const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    const from = (token: string, ip: string) =>
      api(inject("proxiedUrl"), `/functions/v1/payment-link-payer?token=${token}`, {
        headers: { authorization: "", "x-forwarded-for": ip },
      });
    for (let miss = 0; miss < 30; miss++)
      expect((await from(`${"C".repeat(28)}${String(miss).padStart(4, "0")}`, address)).status).toBe(404);
    const blocked = await from(link.token, address);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { code: string }).code).toBe("too_many_wrong_links");
    // Another address is not concerned.
    expect((await from(link.token, "198.51.100.251")).status).toBe(200);
  }, 60_000);

  it("a bank transfer through the link shows the details and keeps the payer for the invoice; the payer's name needs an e-mail", async () => {
    const { learner, enrollmentId } = await enrolled();
    const link = await makeLink(learner, enrollmentId);
    const missing = await payAsPayer({
      token: link.token,
      channel: "virement",
      payer_name: "Jean",
      payer_company: "SIB",
    });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { code: string }).code).toBe("invalid_payer");
    const transfer = await payAsPayer({
      token: link.token,
      channel: "virement",
      payer_name: "Jean Yao",
      payer_email: uniqueEmail("jean"),
    });
    expect(transfer.status).toBe(201);
    const details = (await transfer.json()) as { reference: string; amount: number; bank: { holder: string } };
    expect(details.reference).toMatch(/^PAC-/);
    expect(details.amount).toBe(950000);
    expect(details.bank.holder).toBeTruthy();
  });
});
