import { describe, expect, it } from "vitest";
import { FunctionCallError } from "./invoke-function";
import { isSessionEndedError } from "./session-ended";

describe("isSessionEndedError", () => {
  it("recognises PostgREST's refusals of an ended or expired token", () => {
    expect(isSessionEndedError({ code: "PGRST301", message: "JWT session has ended (signed out or revoked)" })).toBe(
      true,
    );
    expect(isSessionEndedError({ code: "PGRST303", message: "JWT expired" })).toBe(true);
  });

  it("recognises a function's 401 for an invalid token, not its other refusals", () => {
    expect(isSessionEndedError(new FunctionCallError("Votre session a expiré", "invalid_token", 401))).toBe(true);
    expect(isSessionEndedError(new FunctionCallError("Connectez-vous", "not_signed_in", 401))).toBe(true);
    expect(isSessionEndedError(new FunctionCallError("Accès refusé", "forbidden", 403))).toBe(false);
    expect(isSessionEndedError(new FunctionCallError("Injoignable", "unreachable", 0))).toBe(false);
  });

  it("recognises auth-js's unknown session, and leaves every other error alone", () => {
    expect(isSessionEndedError({ name: "AuthApiError", status: 401, code: "session_not_found" })).toBe(true);
    expect(isSessionEndedError({ code: "42501", message: "permission denied" })).toBe(false);
    expect(isSessionEndedError({ code: "PA403", message: "Accès réservé" })).toBe(false);
    expect(isSessionEndedError(new Error("Failed to fetch"))).toBe(false);
    expect(isSessionEndedError(null)).toBe(false);
    expect(isSessionEndedError("PGRST301")).toBe(false);
  });
});
