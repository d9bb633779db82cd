import { describe, expect, it } from "vitest";
import { FUNCTION_ERROR_CODES } from "./functions";
import { GoTrueErrorCode } from "./gotrue";
import { POSTGREST_ERRORS, POSTGREST_GATEWAY_ERRORS, POSTGREST_REST_ERRORS, postgrestErrorBody } from "./postgrest";

describe("PostgREST error catalogue", () => {
  it("writes the gateway's bodies byte for byte as before, in PostgREST's key order", () => {
    expect(JSON.stringify(postgrestErrorBody(POSTGREST_ERRORS.payloadTooLarge))).toBe(
      '{"code":"PGRST413","message":"Payload Too Large","details":null,"hint":null}',
    );
    expect(JSON.stringify(postgrestErrorBody(POSTGREST_ERRORS.internalError))).toBe(
      '{"code":"PGRST000","message":"Internal server error","details":null,"hint":null}',
    );
    expect(
      JSON.stringify(postgrestErrorBody(POSTGREST_ERRORS.rateLimited, { message: "m", details: "d", hint: "h" })),
    ).toBe('{"code":"PGRST429","message":"m","details":"d","hint":"h"}');
  });

  it("needs a message from the call site when the code has none of its own", () => {
    expect(() => postgrestErrorBody(POSTGREST_ERRORS.jwtInvalid)).toThrow(/PGRST301 has no fixed message/);
  });

  it("gives each code one entry, the REST layer's apart from the gateway's", () => {
    const codes = [...Object.values(POSTGREST_REST_ERRORS), ...Object.values(POSTGREST_GATEWAY_ERRORS)].map(
      (entry) => entry.code,
    );
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe("GoTrue and functions error codes", () => {
  it("list each code once, in the wire's spelling", () => {
    const gotrue = Object.values(GoTrueErrorCode);
    expect(new Set(gotrue).size).toBe(gotrue.length);
    for (const code of gotrue) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(new Set(FUNCTION_ERROR_CODES).size).toBe(FUNCTION_ERROR_CODES.length);
    for (const code of FUNCTION_ERROR_CODES) expect(code).toMatch(/^([a-z]+(_[a-z]+)*|[A-Z]+(_[A-Z]+)*)$/);
  });
});
