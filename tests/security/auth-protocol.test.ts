import { AuthApiError, AuthWeakPasswordError, isAuthWeakPasswordError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { rawRequest } from "./raw-http";
import { DEV_ANON_KEY, PASSWORD, api, backends, client, signedUpClient, uniqueEmail } from "../support";

/** GoTrue's error body: the same string in `code` and `error_code`, the sentence in `msg`. */
async function expectGoTrueError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = await response.json();
  expect(body).toMatchObject({ code, error_code: code });
  expect(typeof body.msg).toBe("string");
  return body;
}

// Issue 16 (auth): what a client written for Supabase sees from /auth/v1.
describe.each(backends())("GoTrue wire behaviour on $name", ({ url }) => {
  it("answers unknown /auth/v1 routes and methods with GoTrue-shaped JSON, never the site's HTML", async () => {
    await expectGoTrueError(await api(url, "/auth/v1/nope"), 404, "not_found");
    await expectGoTrueError(await api(url, "/auth/v1/admin/users", { method: "POST", body: "{}" }), 404, "not_found");
    await expectGoTrueError(await api(url, "/auth/v1/signup", { method: "DELETE" }), 404, "not_found");
    await expectGoTrueError(
      await fetch(`${url}/auth/v1/user`, { headers: { apikey: DEV_ANON_KEY } }),
      401,
      "no_authorization",
    );
    await expectGoTrueError(await api(url, "/auth/v1/user"), 403, "bad_jwt"); // the anon key is not a user's token
    await expectGoTrueError(await fetch(`${url}/auth/v1/settings`), 401, "no_authorization");
    await expectGoTrueError(await api(url, "/auth/v1/settings", { headers: { apikey: "not-a-key" } }), 401, "bad_jwt");
    await expectGoTrueError(
      await api(url, "/auth/v1/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{oops",
      }),
      400,
      "bad_json",
    );
    // On its own connection: the server stops reading an oversized body and closes the socket.
    const tooLarge = await rawRequest(`${url}/auth/v1/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", connection: "close" },
      body: "x".repeat(1_100_000),
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ code: "request_too_large", error_code: "request_too_large" });
  });

  it.each([
    ["Ab1", ["length"]],
    ["abcdefgh1", ["characters"]],
    ["ABCDEFGHI", ["characters"]],
    ["abc", ["length", "characters"]],
  ])(
    "reports the weak password %s as GoTrue does (reasons %j) through AuthWeakPasswordError",
    async (password, reasons) => {
      const { data, error } = await client(url).auth.signUp({ email: uniqueEmail("weak"), password });
      expect(data.session).toBeNull();
      expect(isAuthWeakPasswordError(error)).toBe(true);
      expect(error).toBeInstanceOf(AuthWeakPasswordError);
      expect((error as AuthWeakPasswordError).reasons).toEqual(reasons);
      expect(error?.status).toBe(422);
      expect(error?.code).toBe("weak_password");
    },
  );

  it("runs auth-js's e-mail/password flows as upstream: sign-up, sign-in, refresh, user get/update, recover", async () => {
    const email = uniqueEmail("flow");
    const supabase = client(url);
    const signUp = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: "Awa Koné" } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.token_type).toBe("bearer");
    expect(signUp.data.user?.user_metadata.full_name).toBe("Awa Koné");

    const again = await client(url).auth.signUp({ email, password: PASSWORD });
    expect(again.error?.code).toBe("user_already_exists");

    const wrong = await client(url).auth.signInWithPassword({ email, password: "Mauvais2027" });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error).toMatchObject({
      status: 400,
      code: "invalid_credentials",
      message: "Invalid login credentials",
    });

    const signIn = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(signIn.data.session?.refresh_token);

    const fetched = await supabase.auth.getUser();
    expect(fetched.data.user?.email).toBe(email);
    const updated = await supabase.auth.updateUser({ data: { company: "Orange CI" } });
    expect(updated.data.user?.user_metadata.company).toBe("Orange CI");

    const weak = await supabase.auth.updateUser({ password: "faible" });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);
    const same = await supabase.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });
    expect((await supabase.auth.updateUser({ password: "Nouveau2028" })).error).toBeNull();

    expect((await client(url).auth.resetPasswordForEmail(email)).error).toBeNull();
    const badRecover = await client(url).auth.resetPasswordForEmail("not-an-email");
    expect(badRecover.error).toMatchObject({ status: 400, code: "validation_failed" });
  });

  it("signs out with each scope as upstream, and a signed-out client reads no user", async () => {
    const { supabase, email } = await signedUpClient(url);
    const other = client(url);
    await other.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await supabase.auth.signOut({ scope: "others" })).error).toBeNull();
    // GoTrue's 403 session_not_found, which auth-js turns into AuthSessionMissingError (and drops the session).
    expect((await other.auth.getUser()).error?.name).toBe("AuthSessionMissingError");
    expect((await supabase.auth.getUser()).error).toBeNull();
    expect((await supabase.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    expect((await supabase.auth.getUser()).error?.name).toBe("AuthSessionMissingError");

    const third = client(url);
    await third.auth.signInWithPassword({ email, password: PASSWORD });
    const token = (await third.auth.getSession()).data.session!.access_token;
    await expectGoTrueError(
      await api(url, "/auth/v1/logout?scope=everything", { method: "POST", token }),
      400,
      "validation_failed",
    );
    expect((await third.auth.signOut()).error).toBeNull(); // global by default
    await expectGoTrueError(await api(url, "/auth/v1/user", { token }), 403, "session_not_found");
  });
});
