import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DATABASE_REFUSAL_CODES, DATABASE_REFUSALS, refusalAnswer } from "./database";
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

describe("the database's refusal codes (decision 1120)", () => {
  const migrations = path.resolve(import.meta.dirname, "../../supabase/migrations");
  const sql = readdirSync(migrations)
    .filter((file) => file.endsWith(".sql"))
    .map((file) => readFileSync(path.join(migrations, file), "utf8"))
    .join("\n");

  /** The codes a migration raises (`errcode = 'PA…'`) or hands to a limit (`private.take_action(…, 'PA429')`). */
  function raised(text: string): string[] {
    const codes = new Set<string>();
    for (const match of text.matchAll(/errcode\s*=\s*'(P[A-Z]\d{3})'/gi)) codes.add(match[1]!);
    for (const match of text.matchAll(/take_action\([^;]*?'(P[A-Z]\d{3})'/gs)) codes.add(match[1]!);
    return [...codes].sort();
  }

  it("lists every code the migrations raise, and none they do not", () => {
    const codes = raised(sql);
    expect(codes.length).toBeGreaterThan(40);
    expect(codes.filter((code) => !(code in DATABASE_REFUSAL_CODES))).toEqual([]);
    expect(Object.keys(DATABASE_REFUSAL_CODES).filter((code) => !codes.includes(code))).toEqual([]);
  });

  it("finds a code raised either way, so a new one unlisted fails the check above", () => {
    expect(raised("raise exception 'x' using errcode = 'PZ999';")).toEqual(["PZ999"]);
    expect(raised("select private.take_action(p_user, 'a',\n  10, interval '1 minute', 'PY429');")).toEqual(["PY429"]);
  });

  it("answers each family's refusals with a listed code and a status, and nothing for another", () => {
    for (const answers of Object.values(DATABASE_REFUSALS))
      for (const [code, answer] of Object.entries(answers)) {
        expect(code in DATABASE_REFUSAL_CODES || ["P0002", "22023", "23505"].includes(code)).toBe(true);
        expect(answer.status).toBeGreaterThanOrEqual(400);
      }
    expect(refusalAnswer("enrollment", "PA001")).toEqual({ status: 409, code: "session_full" });
    expect(refusalAnswer("payment", "PA404")?.code).toBe("not_payable");
    expect(refusalAnswer("quoteSend", "PA001")).toBeUndefined();
  });
});
