import { describe, expect, inject, it } from "vitest";
import { PASSWORD, api, backends, client, signedUpClient, uniqueEmail } from "../support";

describe("auth rate limits (server with 2 attempts per window)", () => {
  const url = inject("rateLimitedUrl");

  it("answers 429 over_request_rate_limit in GoTrue's shape once an e-mail exceeds its sign-in attempts", async () => {
    const email = uniqueEmail("limited");
    const results = [];
    for (let i = 0; i < 3; i++)
      results.push(await client(url).auth.signInWithPassword({ email, password: "Mauvais2027" }));
    expect(results.slice(0, 2).map((r) => r.error?.code)).toEqual(["invalid_credentials", "invalid_credentials"]);
    expect(results[2].error?.status).toBe(429);
    expect(results[2].error?.code).toBe("over_request_rate_limit");
  });

  it("limits sign-ups per IP address too", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const response = await api(url, "/auth/v1/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: uniqueEmail("burst"), password: PASSWORD }),
      });
      statuses.push(response.status);
      if (response.status === 429) expect((await response.json()).code).toBe("over_request_rate_limit");
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe.each(backends())("auth hardening on $name", ({ url }) => {
  it("a reused refresh token revokes its whole session family", async () => {
    const { session } = await signedUpClient(url);
    const rotated = await client(url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(rotated.error).toBeNull();
    // An attacker replays the stolen, already-rotated token…
    const replay = await client(url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error?.code).toBe("refresh_token_already_used");
    // …and the legitimate holder's newer token no longer works either: the session is gone.
    const legit = await client(url).auth.refreshSession({ refresh_token: rotated.data.session!.refresh_token });
    expect(legit.error?.code).toBe("refresh_token_not_found");
  });

  it("issues access tokens that expire after one hour by default", async () => {
    const { session } = await signedUpClient(url);
    const claims = JSON.parse(Buffer.from(session.access_token.split(".")[1], "base64url").toString());
    expect(claims.exp - claims.iat).toBe(3600);
    expect(session.expires_in).toBe(3600);
    expect(claims).toMatchObject({ role: "authenticated", aud: "authenticated", aal: "aal1" });
  });

  it("logout with scope=others keeps this session and revokes the others", async () => {
    const { email, session: first } = await signedUpClient(url);
    const second = client(url);
    await second.auth.signInWithPassword({ email, password: PASSWORD });
    await second.auth.signOut({ scope: "others" });
    const firstRefresh = await client(url).auth.refreshSession({ refresh_token: first.refresh_token });
    expect(firstRefresh.error?.code).toBe("refresh_token_not_found");
    expect((await second.auth.getUser()).error).toBeNull();
  });

  it("answers an unknown e-mail and a wrong password identically", async () => {
    const { email } = await signedUpClient(url);
    const call = (body: object) =>
      api(url, "/auth/v1/token?grant_type=password", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const wrong = await call({ email, password: "Mauvais2027" });
    const unknown = await call({ email: uniqueEmail("ghost"), password: "Mauvais2027" });
    expect(wrong.status).toBe(unknown.status);
    expect(await wrong.json()).toEqual(await unknown.json());
  });
});
