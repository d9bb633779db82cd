import { expect } from "chai";
import { DatabaseRefusal } from "./clients.ts";
import { enrollmentRefusal } from "./enrollment.ts";

async function answer(error: unknown) {
  const response = enrollmentRefusal(error);
  return response && { status: response.status, ...(await response.json()) };
}

Deno.test("the database's refusals of an enrollment change are answered with their status and stable code", async () => {
  expect(await answer(new DatabaseRefusal("PA001", "La session est complète."))).to.deep.equal({
    status: 409,
    code: "session_full",
    error: "La session est complète.",
  });
  expect(await answer(new DatabaseRefusal("PA430", "Trop de changements."))).to.include({
    status: 429,
    code: "too_many_enrolment_changes",
  });
  expect(await answer(new DatabaseRefusal("PA460", "Code inconnu."))).to.include({ status: 422, code: "promo_code_unknown" });
  expect(await answer(new DatabaseRefusal("PA412", "Confirmez votre adresse."))).to.include({
    status: 403,
    code: "email_not_confirmed",
  });
});

Deno.test("a duplicate enrollment is told in the site's words, not the database's", async () => {
  expect(await answer(new DatabaseRefusal("23505", 'duplicate key value violates unique constraint "x"'))).to.deep.equal({
    status: 409,
    code: "already_enrolled",
    error: "Vous êtes déjà inscrit à cette formation.",
  });
});

Deno.test("an error that is ours is not a refusal: it is rethrown and answered 500", async () => {
  expect(await answer(new DatabaseRefusal("42P01", "relation does not exist"))).to.equal(null);
  expect(await answer(new Error("network down"))).to.equal(null);
});
