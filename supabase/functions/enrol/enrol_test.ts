import { expect } from "chai";
import { parseBody } from "../_shared/body.ts";
import { enrolBody } from "./enrol.ts";

async function refused(answer: unknown): Promise<{ status: number; code: string; error: string }> {
  expect(answer).to.be.instanceOf(Response);
  const response = answer as Response;
  return { status: response.status, ...(await response.json()) };
}

Deno.test("an enrollment names its session and one of the three payment methods", () => {
  expect(parseBody(enrolBody, { session_id: 12, payment_method: "mobile" })).to.deep.equal({
    session_id: 12,
    payment_method: "mobile",
  });
  expect(parseBody(enrolBody, { session_id: "7", payment_method: "virement", promo_code: " BIENVENUE-2027 ", instalments: 3 }))
    .to.deep.include({ session_id: 7, promo_code: "BIENVENUE-2027", instalments: 3 });
  const blank = parseBody(enrolBody, { session_id: 7, payment_method: "carte", promo_code: "  " });
  expect((blank as { promo_code?: string }).promo_code).to.equal(undefined);
});

Deno.test("an enrollment is refused 422 on its first wrong field, in French", async () => {
  expect(await refused(parseBody(enrolBody, { payment_method: "carte" }))).to.deep.equal({
    status: 422,
    code: "invalid_session",
    error: "Choisissez une session (session_id).",
  });
  const method = await refused(parseBody(enrolBody, { session_id: 1, payment_method: "chèque" }));
  expect(method.code).to.equal("invalid_payment_method");
  expect(method.error).to.match(/carte, mobile ou virement/);
  const code = await refused(parseBody(enrolBody, { session_id: 1, payment_method: "carte", promo_code: "A!" }));
  expect(code.code).to.equal("invalid_promo_code");
  for (const instalments of [0, 4, 1.5, "2"]) {
    const plan = await refused(parseBody(enrolBody, { session_id: 1, payment_method: "carte", instalments }));
    expect(plan.code, String(instalments)).to.equal("invalid_instalments");
  }
});
