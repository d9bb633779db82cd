import { describe, expect, it } from "vitest";
import {
  ANON_KEY,
  SESSION_STORAGE_KEY,
  backend,
  fn,
  http,
  json,
  restGet,
  setupFakeBackend,
  storageUpload,
  storeSession,
  testUser,
} from "~/test";
import { getSupabase, getSupabaseStorage } from "./supabase";

setupFakeBackend();

// The client is built from auth-js, postgrest-js, functions-js and storage-js instead of supabase-js (decision 0958):
// these tests hold it to what supabase-js did, which sessions already stored and the e2e helpers rely on.
describe("the Supabase client", () => {
  it("keeps the session under supabase-js's key after a sign-in, and sends its token to PostgREST", async () => {
    const user = testUser();
    backend.use(
      http("POST", "/auth/v1/token", () =>
        json({ access_token: "fresh-token", refresh_token: "refresh", token_type: "bearer", expires_in: 3600, user }),
      ),
      restGet("formations", [{ id: 1 }]),
    );
    const client = await getSupabase();
    const { error } = await client.auth.signInWithPassword({ email: "awa@example.com", password: "secret-123" });
    expect(error).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? "{}")).toMatchObject({
      access_token: "fresh-token",
    });

    const { data } = await client.from("formations").select("id");
    expect(data).toEqual([{ id: 1 }]);
    const [read] = backend.requestsTo("/rest/v1/formations");
    expect(read?.headers.get("authorization")).toBe("Bearer fresh-token");
    expect(read?.headers.get("apikey")).toBe(ANON_KEY);
  });

  it("reads a session stored by supabase-js and sends its token to functions and storage", async () => {
    const session = storeSession(testUser({ id: "user-2" }));
    backend.use(fn("evaluation", { ok: true }), storageUpload("cv"));

    const client = await getSupabase();
    const { data } = await client.functions.invoke("evaluation", { body: { a: 1 } });
    expect(data).toEqual({ ok: true });
    const storage = await getSupabaseStorage();
    const { error } = await storage.from("cv").upload("applications/x/cv.pdf", new Blob(["%PDF"]), {
      contentType: "application/pdf",
    });
    expect(error).toBeNull();

    for (const request of [...backend.requestsTo("/functions/v1/evaluation"), ...backend.requestsTo(/^\/storage\//)]) {
      expect(request.headers.get("authorization")).toBe(`Bearer ${session.access_token}`);
      expect(request.headers.get("apikey")).toBe(ANON_KEY);
    }
    expect(backend.requestsTo(/^\/storage\//)).toHaveLength(1);
  });

  it("sends the anon key as the token when nobody is signed in", async () => {
    backend.use(restGet("formations", []));
    const client = await getSupabase();
    await client.from("formations").select("id");
    const [read] = backend.requestsTo("/rest/v1/formations");
    expect(read?.headers.get("authorization")).toBe(`Bearer ${ANON_KEY}`);
  });
});
