import { expect } from "chai";
import { parseBody } from "../_shared/body.ts";
import { cancelBody } from "./cancel.ts";

Deno.test("a cancellation names the enrollment; its reason is optional, at most 500 characters", async () => {
  expect(parseBody(cancelBody, { enrollment_id: 5 })).to.deep.equal({ enrollment_id: 5, reason: "" });
  expect(parseBody(cancelBody, { enrollment_id: "5", reason: null })).to.deep.equal({ enrollment_id: 5, reason: "" });
  expect(parseBody(cancelBody, { enrollment_id: 5, reason: "Session reportée" })).to.deep.equal({
    enrollment_id: 5,
    reason: "Session reportée",
  });
  const tooLong = parseBody(cancelBody, { enrollment_id: 5, reason: "x".repeat(501) }) as Response;
  expect(tooLong.status).to.equal(422);
  expect(await tooLong.json()).to.deep.equal({
    error: "Le motif d'annulation est un texte de 500 caractères au plus.",
    code: "invalid_reason",
  });
  const noId = parseBody(cancelBody, { enrollment_id: -1 }) as Response;
  expect((await noId.json()).code).to.equal("invalid_enrollment");
});
