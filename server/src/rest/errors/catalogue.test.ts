import { describe, expect, it } from "vitest";
import { REST_ERRORS, restError } from "./catalogue";

describe("REST error catalogue", () => {
  it("gives each error its catalogued status and fixed message", () => {
    expect(restError("PGRST102").body()).toEqual({
      code: "PGRST102",
      message: "Empty or invalid json",
      details: null,
      hint: null,
    });
    expect(restError("PGRST103", { details: "past the end" })).toMatchObject({
      status: 416,
      message: "Requested range not satisfiable",
      details: "past the end",
    });
    expect(restError("PGRST201", { message: "ambiguous" }).status).toBe(300);
  });

  it("needs a message from the call site when the code has no fixed one", () => {
    expect(() => restError("PGRST100")).toThrow(/PGRST100 has no fixed message/);
    expect(restError("PGRST100", { message: '"failed to parse"' }).message).toBe('"failed to parse"');
  });

  it("holds PostgREST's codes and the SQLSTATEs the server raises itself", () => {
    for (const code of Object.keys(REST_ERRORS)) expect(code).toMatch(/^(PGRST\d{3}|\d{5})$/);
  });
});
