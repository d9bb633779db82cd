import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { describe, expect, it } from "vitest";
import { DEV_ANON_KEY, PASSWORD, api, backends, client, signedUpClient } from "../support";

/** supabase-js sending a given access token, as a client that kept a stolen one would. */
const tokenClient = (url: string, token: string) =>
  createClient(url, DEV_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${token}` } },
    realtime: { transport: WebSocket as never },
  });

/** What a thief can still do with a stolen access token. */
async function tokenStillWorks(url: string, userId: string, token: string) {
  const read = await api(url, `/rest/v1/profiles?id=eq.${userId}&select=id`, { token });
  const marker = `Volé ${crypto.randomUUID().slice(0, 6)}`;
  const write = await api(url, `/rest/v1/profiles?id=eq.${userId}`, {
    method: "PATCH",
    token,
    headers: { "content-type": "application/json", prefer: "return=representation" },
    body: JSON.stringify({ company: marker }),
  });
  const user = await api(url, "/auth/v1/user", { token });
  return {
    read: read.status,
    write: write.status,
    user: user.status,
    marker,
    readBody: read.ok ? await read.json() : undefined,
  };
}

async function companyOf(url: string, userId: string, token: string) {
  const response = await api(url, `/rest/v1/profiles?id=eq.${userId}&select=company`, { token });
  return ((await response.json()) as { company: string }[])[0]?.company;
}

describe.each(backends())("password change and logout end sessions on $name", ({ url }) => {
  // Issue 14 item 3.
  it("a password change revokes every other session's refresh and access tokens; the current one continues", async () => {
    const { email, user, session: stolen } = await signedUpClient(url);
    const owner = client(url);
    const signIn = await owner.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();

    const change = await owner.auth.updateUser({ password: "Nouveau2028" });
    expect(change.error).toBeNull();

    const thiefRefresh = await client(url).auth.refreshSession({ refresh_token: stolen.refresh_token });
    expect(thiefRefresh.error?.code).toBe("refresh_token_not_found");
    const thief = await tokenStillWorks(url, user.id, stolen.access_token);
    expect(thief).toMatchObject({ read: 401, write: 401, user: 403 });

    expect((await owner.auth.getUser()).error).toBeNull();
    const ownerSession = (await owner.auth.getSession()).data.session!;
    expect(await companyOf(url, user.id, ownerSession.access_token)).not.toBe(thief.marker);
    const ownerRefresh = await client(url).auth.refreshSession({ refresh_token: ownerSession.refresh_token });
    expect(ownerRefresh.error).toBeNull();
  });

  it("a password change voids the e-mailed links still pending (recovery, e-mail change)", async () => {
    const { supabase, email } = await signedUpClient(url);
    await client(url).auth.resetPasswordForEmail(email);
    await supabase.auth.updateUser({ email: `moved-${crypto.randomUUID()}@example.com` });
    const outbox = (await (await fetch(`${url}/_dev/outbox`)).json()) as { to: string; link?: string }[];
    const links = outbox.filter((mail) => mail.to === email && mail.link).map((mail) => mail.link!);
    expect(links).toHaveLength(2);

    expect((await supabase.auth.updateUser({ password: "Nouveau2028" })).error).toBeNull();
    for (const link of links) {
      const location = (await fetch(link, { redirect: "manual" })).headers.get("location")!;
      expect(location).toContain("error_code=otp_expired");
    }
    expect((await supabase.auth.getUser()).data.user?.new_email).toBeUndefined();
  });

  it("a completed recovery revokes the other sessions too", async () => {
    const { email, user, session: stolen } = await signedUpClient(url);
    await client(url).auth.resetPasswordForEmail(email);
    const outbox = (await (await fetch(`${url}/_dev/outbox`)).json()) as { to: string; link: string }[];
    const link = outbox.find((mail) => mail.to === email)!.link;
    const fragment = new URLSearchParams(
      new URL((await fetch(link, { redirect: "manual" })).headers.get("location")!).hash.slice(1),
    );
    const recoveryToken = fragment.get("access_token")!;

    const reset = await api(url, "/auth/v1/user", {
      method: "PUT",
      token: recoveryToken,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: "Nouveau2028" }),
    });
    expect(reset.status).toBe(200);

    expect((await client(url).auth.refreshSession({ refresh_token: stolen.refresh_token })).error?.code).toBe(
      "refresh_token_not_found",
    );
    expect(await tokenStillWorks(url, user.id, stolen.access_token)).toMatchObject({
      read: 401,
      write: 401,
      user: 403,
    });
    expect((await api(url, "/auth/v1/user", { token: recoveryToken })).status).toBe(200);
  });

  // Issue 17 item 5.
  it.each(["local", "global"] as const)(
    "after logout (scope=%s) the same access token neither reads nor writes",
    async (scope) => {
      const { supabase, user, session } = await signedUpClient(url);
      const before = await tokenStillWorks(url, user.id, session.access_token);
      expect(before).toMatchObject({ read: 200, write: 200, user: 200 });

      expect((await supabase.auth.signOut({ scope })).error).toBeNull();

      const after = await tokenStillWorks(url, user.id, session.access_token);
      expect(after).toMatchObject({ read: 401, write: 401, user: 403 });
      // The refused write changed nothing (read back as the service would see it, through a fresh session).
      const fresh = await client(url).auth.signInWithPassword({ email: user.email!, password: PASSWORD });
      expect(await companyOf(url, user.id, fresh.data.session!.access_token)).toBe(before.marker);
      // supabase-js holding the stale token gets PostgREST's invalid-token refusal.
      const stale = await tokenClient(url, session.access_token).from("profiles").select("id").eq("id", user.id);
      expect(stale.error?.code).toBe("PGRST301");
    },
  );

  it("global logout from one device ends the others' access tokens; scope=others keeps the caller's", async () => {
    const { email, user, session: first } = await signedUpClient(url);
    const second = client(url);
    await second.auth.signInWithPassword({ email, password: PASSWORD });
    const secondToken = (await second.auth.getSession()).data.session!.access_token;

    expect((await second.auth.signOut({ scope: "others" })).error).toBeNull();
    expect(await tokenStillWorks(url, user.id, first.access_token)).toMatchObject({ read: 401, write: 401, user: 403 });
    expect((await tokenStillWorks(url, user.id, secondToken)).read).toBe(200);

    const third = client(url);
    await third.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await third.auth.signOut({ scope: "global" })).error).toBeNull();
    expect(await tokenStillWorks(url, user.id, secondToken)).toMatchObject({ read: 401, write: 401, user: 403 });
  });

  it("a replayed refresh token revokes the session's access tokens as well", async () => {
    const { user, session } = await signedUpClient(url);
    const rotated = await client(url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(rotated.error).toBeNull();
    await client(url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect((await tokenStillWorks(url, user.id, rotated.data.session!.access_token)).read).toBe(401);
  });
});
