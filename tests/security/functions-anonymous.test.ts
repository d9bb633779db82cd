import { describe, expect, it } from "vitest";
import { api, backends, signedUpClient } from "../support";

/** Issue 24 item 3: a function called without a user answers 401 with a clear code, never 500. */
describe.each(backends())("functions without a user on $name", ({ url }) => {
  it.each([
    ["GET", "/functions/v1/invoice"],
    ["GET", "/functions/v1/invoice?enrollment_id=1"],
    ["POST", "/functions/v1/invoice"],
    ["POST", "/functions/v1/reconcile-transfer"],
    ["POST", "/functions/v1/create-payment"],
    ["POST", "/functions/v1/enrol"],
  ])("%s %s answers 401 not_signed_in with the anon key", async (method, path) => {
    const response = await api(url, path, {
      method,
      headers: { "content-type": "application/json" },
      body: method === "POST" ? JSON.stringify({ enrollment_id: 1, payment_id: 1 }) : undefined,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: "not_signed_in", error: "Connectez-vous pour continuer." });
  });

  it("answers a signed-in learner who is not an admin 403, not 500", async () => {
    const { session } = await signedUpClient(url);
    const response = await api(url, "/functions/v1/reconcile-transfer", {
      method: "POST",
      token: session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ payment_id: 1 }),
    });
    expect(response.status).toBe(403);
  });
});
