import { expect } from "chai";
import { isEvaluationToken, newEvaluationToken, sha256Hex } from "./link-tokens.ts";

Deno.test("a questionnaire token is 32 base64url characters of fresh randomness", () => {
  const tokens = Array.from({ length: 50 }, newEvaluationToken);
  for (const token of tokens) {
    expect(token).to.match(/^[A-Za-z0-9_-]{32}$/);
    expect(isEvaluationToken(token)).to.equal(true);
  }
  expect(new Set(tokens).size).to.equal(tokens.length);
});

Deno.test("isEvaluationToken refuses anything but 32 base64url characters", () => {
  for (const value of ["", "a".repeat(31), "a".repeat(33), `${"a".repeat(31)}=`, `${"a".repeat(31)}/`, 42, null]) {
    expect(isEvaluationToken(value), String(value)).to.equal(false);
  }
});

Deno.test("only the SHA-256 of a token is kept, in lower-case hex", async () => {
  expect(await sha256Hex("abc")).to.equal("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  expect(await sha256Hex("")).to.equal("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
});
