import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { DEFAULT_VERIFICATION_LIMIT } from "../../server/src/http/verification-rate-limit";
import { backends, client, DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

/** Crockford base32 (no I, L, O, U) in four groups of four: 80 random bits. */
const NEW_NUMBER = /^PA(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

/** A loopback address other than 127.0.0.1, with its own counter at the server. */
const randomLoopback = () =>
  `127.${10 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;

/** A raw POST from a chosen loopback address: the server sees it as another client IP, with its own counter. */
function verifyFrom(url: string, localAddress: string, certificateNumber: string) {
  const target = new URL("/rest/v1/rpc/verify_certificate", url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      target,
      { method: "POST", localAddress, headers: { apikey: DEV_ANON_KEY, "content-type": "application/json" } },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify({ certificate_number: certificateNumber }));
  });
}

describe.each(backends())("certificate verification on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);

  async function certificateFor(fullName: string) {
    const learner = await signedUpClient(url, fullName);
    const { data: enrollment } = await client(url, DEV_SERVICE_ROLE_KEY)
      .from("enrollments")
      .insert({ formation_id: 7, user_id: learner.user.id, payment_method: "carte", status: "pending" })
      .select()
      .single();
    for (const status of ["confirmed", "completed"]) {
      const { error } = await service()
        .from("enrollments")
        .update({ status, status_reason: "Bon de commande reçu" } as never) // no payment: a reason (decision 0870)
        .eq("id", enrollment!.id);
      expect(error).toBeNull();
    }
    const { data: certificate } = await learner.supabase
      .from("certificates")
      .select("*")
      .eq("enrollment_id", enrollment!.id)
      .single();
    return { learner, certificate: certificate! };
  }

  it("a holder without a name is shown by initials, never by e-mail, in the certificate and its verification", async () => {
    const { learner, certificate } = await certificateFor("");
    expect(certificate.learner_name).not.toContain("@");
    expect(certificate.learner_name).toMatch(/^[A-Z]\.( [A-Z]\.)?$/);
    // From an address of its own: the per-address limit counts every verification of the suite from 127.0.0.1.
    const answer = await verifyFrom(url, randomLoopback(), certificate.number);
    expect(answer.status).toBe(200);
    const data: unknown = JSON.parse(answer.body);
    expect(JSON.stringify(data)).not.toContain(learner.email);
    expect(JSON.stringify(data)).not.toContain("@");
    expect(data).toEqual([
      {
        number: certificate.number,
        learner_name: certificate.learner_name,
        formation_title: expect.any(String),
        issued_at: certificate.issued_at,
        valid: true,
      },
    ]);
  });

  it("new numbers are unguessable and QR-friendly, and a number typed loosely still verifies", async () => {
    const issued = await Promise.all(["Awa Koné", "Yao Kouassi", "Mariam Traoré"].map(certificateFor));
    const numbers = issued.map(({ certificate }) => certificate.number);
    for (const number of numbers) expect(number).toMatch(NEW_NUMBER);
    expect(new Set(numbers).size).toBe(numbers.length);
    const { certificate } = issued[0];
    expect(certificate.learner_name).toBe("Awa Koné");
    const loose = ` ${certificate.number.toLowerCase().replace(/0/g, "o").replace(/1/g, "l")} `;
    // From an address of its own: the per-address limit counts every verification of the suite from 127.0.0.1.
    const visitor = randomLoopback();
    const looseAnswer = await verifyFrom(url, visitor, loose);
    expect(looseAnswer.status).toBe(200);
    expect(JSON.parse(looseAnswer.body)[0]?.learner_name).toBe("Awa Koné");
    const forged = await verifyFrom(url, visitor, "PA-0000-0000-0000-0000");
    expect(forged.status).toBe(200);
    expect(JSON.parse(forged.body)).toEqual([]);
  });

  it("answers 429 with a PostgREST error once one address passes the limit, while other addresses still verify", async () => {
    const attacker = randomLoopback();
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_VERIFICATION_LIMIT.limit; i += 1) {
      statuses.push((await verifyFrom(url, attacker, `PA-0000-0000-0000-${String(i).padStart(4, "0")}`)).status);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
    const refused = await verifyFrom(url, attacker, "PA-0000-0000-0000-ZZZZ");
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({
      code: "PGRST429",
      details: expect.any(String),
      hint: expect.any(String),
    });
    const neighbour = await verifyFrom(
      url,
      attacker.replace(/\d+$/, (last) => String((Number(last) % 250) + 1)),
      "PA-0000-0000-0000-0000",
    );
    expect(neighbour.status).toBe(200);
  });
});
