import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { DEV_JWT_SECRET, DEV_SERVICE_ROLE_KEY } from "../../server/src/config/defaults";
import { api, backends, client, signedUpClient } from "../support";

const secret = new TextEncoder().encode(DEV_JWT_SECRET);
const sign = (claims: Record<string, unknown>, key = secret) =>
  new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(key);

// The PostgREST/GoTrue wire behaviour supabase-js depends on, checked over raw HTTP.
describe.each(backends())("REST protocol on $name", ({ url }) => {
  it("answers GET with a JSON array and a Content-Range, honouring count=exact, limit and offset", async () => {
    const response = await api(url, "/rest/v1/formations?select=id&order=id.asc&limit=5&offset=10", {
      headers: { prefer: "count=exact" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("content-range")).toMatch(/^10-14\/\d+$/);
    expect(await response.json()).toEqual([11, 12, 13, 14, 15].map((id) => ({ id })));
  });

  it("decodes form-encoded filters: in, ilike with *, is, not", async () => {
    const inList = await api(url, "/rest/v1/formations?select=id&id=in.%282%2C4%2C6%29&order=id");
    expect(await inList.json()).toEqual([{ id: 2 }, { id: 4 }, { id: 6 }]);
    const like = await (await api(url, "/rest/v1/formations?select=title&title=ilike.*LEADERSHIP*")).json();
    expect(like.length).toBeGreaterThan(0);
    const priced = await (await api(url, "/rest/v1/formations?select=id&price=not.is.null&id=lte.3")).json();
    expect(priced).toHaveLength(3);
  });

  it("sends an empty array with Content-Range */* when nothing matches", async () => {
    const response = await api(url, "/rest/v1/formations?select=id,title&id=eq.0");
    expect(response.headers.get("content-range")).toBe("*/*");
    expect(await response.json()).toEqual([]);
  });

  it.each([
    ["unknown table", "/rest/v1/formation", 404, "PGRST205"],
    ["unknown column", "/rest/v1/formations?select=nope", 400, "42703"],
    ["unknown filter column", "/rest/v1/formations?nope=eq.1", 400, "42703"],
    ["unknown operator", "/rest/v1/formations?id=xx.5", 400, "PGRST100"],
    ["bad value for the type", "/rest/v1/formations?id=eq.abc", 400, "22P02"],
    ["unknown relation", "/rest/v1/enrollments?select=*,formationz(*)", 400, "PGRST200"],
    ["unbalanced select", "/rest/v1/formations?select=*,formations(", 400, "PGRST100"],
    ["negative limit", "/rest/v1/formations?limit=-1", 400, "PGRST100"],
    ["injection attempt in a column name", "/rest/v1/formations?select=id;drop%20table%20formations", 400, "PGRST100"],
  ])("refuses %s with PostgREST's error shape", async (_label, path, status, code) => {
    const response = await api(url, path);
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body).toMatchObject({ code });
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
  });

  it("treats filter values as data, never as SQL", async () => {
    const response = await api(
      url,
      `/rest/v1/formations?select=id,title&title=eq.${encodeURIComponent("x' or '1'='1")}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    const count = await (await api(url, "/rest/v1/formations?select=id&id=lte.30")).json();
    expect(count).toHaveLength(30);
  });

  it("refuses malformed JSON and unknown columns in a body", async () => {
    const { session } = await signedUpClient(url);
    const malformed = await api(url, "/rest/v1/enrollments", {
      method: "POST",
      token: session.access_token,
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe("PGRST102");
    const unknown = await api(url, "/rest/v1/enrollments", {
      method: "POST",
      token: session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ formation_id: 1, payment_method: "carte", hacked: true }),
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).code).toBe("PGRST204");
  });

  it("returns one object for the object Accept header, 406 PGRST116 otherwise", async () => {
    const one = await api(url, "/rest/v1/formations?select=id,title&id=eq.1", {
      headers: { accept: "application/vnd.pgrst.object+json" },
    });
    expect(one.headers.get("content-type")).toContain("application/vnd.pgrst.object+json");
    expect((await one.json()).id).toBe(1);
    const many = await api(url, "/rest/v1/formations?select=id,title&id=lte.2", {
      headers: { accept: "application/vnd.pgrst.object+json" },
    });
    expect(many.status).toBe(406);
    expect((await many.json()).code).toBe("PGRST116");
  });

  it("requires an API key and rejects expired, forged and unsigned tokens", async () => {
    const noKey = await fetch(`${url}/rest/v1/formations`);
    expect(noKey.status).toBe(401);

    const now = Math.floor(Date.now() / 1000);
    const expired = await sign({ role: "authenticated", sub: crypto.randomUUID(), exp: now - 10 });
    const expiredResponse = await api(url, "/rest/v1/formations", { token: expired });
    expect(expiredResponse.status).toBe(401);
    expect(expiredResponse.headers.get("www-authenticate")).toContain("invalid_token");
    expect((await expiredResponse.json()).message).toBe("JWT expired");

    const forged = await sign(
      { role: "service_role", exp: now + 600 },
      new TextEncoder().encode("another-secret-another-secret-another-secret"),
    );
    expect((await api(url, "/rest/v1/formations", { token: forged })).status).toBe(401);

    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const payload = Buffer.from(JSON.stringify({ role: "service_role", exp: now + 600 })).toString("base64url");
    expect((await api(url, "/rest/v1/formations", { token: `${header}.${payload}.` })).status).toBe(401);

    const unknownRole = await sign({ role: "postgres", exp: now + 600 });
    expect((await api(url, "/rest/v1/formations", { token: unknownRole })).status).toBe(401);
  });

  it("lets the service role bypass Row Level Security", async () => {
    const a = await signedUpClient(url);
    await client(url, DEV_SERVICE_ROLE_KEY)
      .from("enrollments")
      .insert({ formation_id: 9, user_id: a.user.id, payment_method: "carte", status: "pending" });
    const response = await api(url, `/rest/v1/enrollments?user_id=eq.${a.user.id}`, {
      headers: { apikey: DEV_SERVICE_ROLE_KEY },
      token: DEV_SERVICE_ROLE_KEY,
    });
    expect(await response.json()).toHaveLength(1);
  });

  it("refuses request bodies over the size limit with 413", async () => {
    const { session } = await signedUpClient(url);
    const response = await api(url, "/rest/v1/enrollments", {
      method: "POST",
      token: session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ formation_id: 1, payment_method: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it("answers auth errors in GoTrue's shape with both code fields", async () => {
    const response = await api(url, "/auth/v1/token?grant_type=password", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{oops",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("bad_json");
    expect(body.error_code).toBe("bad_json");
  });
});
