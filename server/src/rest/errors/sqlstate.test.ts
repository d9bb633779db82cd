import { describe, expect, it } from "vitest";
import { statusFor, toRestError } from "./sqlstate";

describe("SQLSTATE to HTTP status, as PostgREST maps them", () => {
  it.each([
    ["57014", "authenticated", 500],
    ["42501", "anon", 401],
    ["42501", "authenticated", 403],
    ["23505", "authenticated", 409],
    ["23503", "authenticated", 409],
    ["25006", "anon", 405],
    ["42P01", "anon", 404],
    ["P0002", "anon", 404],
    ["08006", "anon", 503],
    ["53300", "anon", 503],
    ["53400", "anon", 500],
    ["54001", "anon", 500],
    ["28000", "anon", 403],
    ["22P02", "anon", 400],
    ["P0001", "anon", 400],
    ["PT429", "authenticated", 429],
    ["PT402", "anon", 402],
  ] as const)("%s for %s → %i", (code, role, status) => {
    expect(statusFor(code, role)).toBe(status);
  });

  it("answers a cancelled statement (statement timeout, client gone) in PostgREST's shape", () => {
    const error = toRestError(
      { code: "57014", message: "canceling statement due to statement timeout" },
      "authenticated",
    );
    expect(error?.status).toBe(500);
    expect(error?.body()).toEqual({
      code: "57014",
      message: "canceling statement due to statement timeout",
      details: null,
      hint: null,
    });
  });
});
