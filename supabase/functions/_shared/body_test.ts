import { expect } from "chai";
import { z } from "zod";
import { bodyRule, field, parseBody, readJsonObject } from "./body.ts";
import { paymentMethod, positiveId } from "./request-values.ts";

const post = (body: string, type = "application/json") =>
  new Request("http://functions.test/x", { method: "POST", headers: { "content-type": type }, body });

async function refusal(answer: unknown): Promise<{ status: number; body: { code: string; error: string } }> {
  expect(answer).to.be.instanceOf(Response);
  const response = answer as Response;
  return { status: response.status, body: await response.json() };
}

Deno.test("readJsonObject takes a JSON object sent as application/json", async () => {
  expect(await readJsonObject(post('{"session_id": 3}', "application/json; charset=utf-8"))).to.deep.equal({
    session_id: 3,
  });
});

Deno.test("readJsonObject answers 415 without a JSON Content-Type, 400 for malformed JSON or a non-object", async () => {
  expect((await refusal(await readJsonObject(post("{}", "text/plain")))).status).to.equal(415);
  for (const body of ["{", "[1, 2]", "null", '"text"']) {
    const answer = await refusal(await readJsonObject(post(body)));
    expect(answer.status, body).to.equal(400);
    expect(answer.body.code).to.equal("invalid_json");
  }
});

const schema = z.object({
  session_id: field(positiveId, "invalid_session", "Choisissez une session."),
  method: field(paymentMethod, "invalid_payment_method", "Choisissez un moyen de paiement."),
});

Deno.test("parseBody gives the parsed fields", () => {
  expect(parseBody(schema, { session_id: "12", method: "carte" })).to.deep.equal({ session_id: 12, method: "carte" });
});

Deno.test("parseBody answers 422 naming the first refused field, in the schema's order, in French", async () => {
  const both = await refusal(parseBody(schema, { session_id: 0, method: "cheque" }));
  expect(both.status).to.equal(422);
  expect(both.body).to.deep.equal({ error: "Choisissez une session.", code: "invalid_session" });
  const method = await refusal(parseBody(schema, { session_id: 4 }));
  expect(method.body.code).to.equal("invalid_payment_method");
});

Deno.test("bodyRule checks the whole body before its fields", async () => {
  const ruled = bodyRule(schema, (body) => "price" in body, "invalid_body", "Le prix ne se choisit pas.");
  const answer = await refusal(parseBody(ruled, { session_id: 0, price: 1 }));
  expect(answer.body).to.deep.equal({ error: "Le prix ne se choisit pas.", code: "invalid_body" });
});

Deno.test("positiveId takes a positive safe integer or its decimal string, nothing else", () => {
  expect([7, "42", "000123"].map(positiveId)).to.deep.equal([7, 42, 123]);
  for (const value of [0, -1, 1.5, "1.5", "", "12a", " 1", 2 ** 53, "1".repeat(16), null, undefined, {}]) {
    expect(positiveId(value), String(value)).to.equal(null);
  }
});
