import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Claims } from "../auth/jwt";
import { smallJsonObjectBody } from "./body";
import type { FunctionContext } from "./edge-function";
import { bodyRule, defineUserFunction, field } from "./user-function";

const positive = (value: unknown) => (typeof value === "number" && value > 0 ? value : null);
const learner: Claims = { role: "authenticated", sub: "user-1" } as Claims;

/** Serves `fn` at /fn with the given caller, and counts the handler's runs. */
function serve(fn: ReturnType<typeof defineUserFunction>, claims: Claims = learner) {
  const app = new Hono();
  app.all("/fn", (c) => fn(c, { claims } as FunctionContext));
  const call = async (body?: string, init: RequestInit = {}) => {
    const response = await app.request("/fn", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      ...init,
    });
    return { status: response.status, body: await response.json() };
  };
  return call;
}

describe("defineUserFunction", () => {
  let runs = 0;
  const echo = defineUserFunction({
    body: z.object({
      session_id: field(positive, "invalid_session", "Choisissez une session."),
      mode: field(
        (value) => (value === undefined ? "default" : typeof value === "string" ? value : null),
        "invalid_action",
        "Mode inconnu.",
      ),
    }),
    async handler({ c, userId, body }) {
      runs++;
      return c.json({ userId, body });
    },
  });

  it("hands the signed-in caller and the checked, defaulted body to the handler", async () => {
    expect(await serve(echo)(JSON.stringify({ session_id: 3 }))).toEqual({
      status: 200,
      body: { userId: "user-1", body: { session_id: 3, mode: "default" } },
    });
  });

  it("answers the prologue's refusals in French without running the handler", async () => {
    const before = runs;
    const call = serve(echo);
    expect(await serve(echo, { role: "anon" } as Claims)("{}")).toEqual({
      status: 401,
      body: { code: "not_signed_in", error: "Connectez-vous pour continuer." },
    });
    expect((await call("{}", { headers: { "content-type": "text/plain" } })).body.code).toBe("unsupported_media_type");
    expect(await call("[1]")).toMatchObject({ status: 400, body: { code: "invalid_json" } });
    expect(await call("{oops")).toMatchObject({ status: 400, body: { code: "invalid_json" } });
    // The first field that fails, in the schema's order, is answered.
    expect(await call(JSON.stringify({ mode: 4, session_id: -1 }))).toEqual({
      status: 422,
      body: { code: "invalid_session", error: "Choisissez une session." },
    });
    expect(await call(JSON.stringify({ session_id: 1, mode: 4 }))).toEqual({
      status: 422,
      body: { code: "invalid_action", error: "Mode inconnu." },
    });
    expect(runs).toBe(before);
  });

  it("checks a body rule before the fields, a method, and reads a small body of any type", async () => {
    const fn = defineUserFunction({
      postOnly: true,
      signedOut: { code: "sign_in_required", message: "Connectez-vous pour payer." },
      readBody: smallJsonObjectBody(64),
      body: bodyRule(
        z.object({ id: field(positive, "invalid_id", "Id ?") }),
        (body) => "amount" in body,
        "amount_not_accepted",
        "Pas de montant.",
      ),
      handler: async ({ c, body }) => c.json(body),
    });
    const call = serve(fn);
    expect(await call(JSON.stringify({ amount: 1, id: "x" }))).toMatchObject({
      status: 422,
      body: { code: "amount_not_accepted" },
    });
    expect(await call(JSON.stringify({ id: 2 }), { headers: { "content-type": "text/plain" } })).toEqual({
      status: 200,
      body: { id: 2 },
    });
    expect(await call("x".repeat(65))).toMatchObject({ status: 413, body: { code: "body_too_large" } });
    expect(await call(undefined, { method: "GET" })).toMatchObject({
      status: 400,
      body: { code: "method_not_allowed" },
    });
    expect(await serve(fn, { role: "anon" } as Claims)("{}")).toMatchObject({
      status: 401,
      body: { code: "sign_in_required" },
    });
  });

  it("answers the refusals it is given and rethrows the other errors", async () => {
    const failing = (error: Error) =>
      defineUserFunction({
        body: z.object({}),
        refusal: (c, e) => ((e as Error).message === "full" ? c.json({ code: "session_full" }, 409) : null),
        handler: async () => {
          throw error;
        },
      });
    expect(await serve(failing(new Error("full")))("{}")).toEqual({ status: 409, body: { code: "session_full" } });
    const app = new Hono();
    app.post("/fn", (c) => failing(new Error("bug"))(c, { claims: learner } as FunctionContext));
    app.onError((error, c) => c.json({ rethrown: error.message }, 500));
    const response = await app.request("/fn", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect([response.status, await response.json()]).toEqual([500, { rethrown: "bug" }]);
  });
});
