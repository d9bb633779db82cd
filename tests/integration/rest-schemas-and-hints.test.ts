import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { JwtKeys } from "../../server/src/auth/jwt";
import { SessionRegistry } from "../../server/src/auth/sessions";
import { DEV_ANON_KEY, DEV_JWT_SECRET } from "../../server/src/config/defaults";
import type { Database } from "../../server/src/db/database";
import { openPglite } from "../../server/src/db/pglite";
import { apiGate } from "../../server/src/http/api-key";
import { restRoutes } from "../../server/src/rest/routes";
import { exposedSchemas } from "../../server/src/config/rest";
import { SchemaCache } from "../../server/src/rest/schema";

/**
 * PostgREST behaviours of decision 0902's second round, through supabase-js as an application calls them: other
 * exposed schemas (`db-schemas`, here REST_DB_SCHEMAS) chosen with `.schema()` (Accept-Profile / Content-Profile),
 * PGRST202's "Perhaps you meant" hint, and 206 Partial Content for a planner's count. The REST routes run alone over an
 * in-memory PGlite database holding a small schema of their own.
 */
const SQL = `
  do $$ begin
    if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin; end if;
    if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
    if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin bypassrls; end if;
  end $$;
  create table public.notes (id int primary key, body text);
  insert into public.notes values (1, 'publique');
  create function public.note_count() returns int language sql stable as 'select count(*)::int from public.notes';
  create function public.note_body(note_id int) returns text language sql stable
    as 'select body from public.notes where id = note_id';
  create schema personal;
  create table personal.notes (id int primary key, body text, owner text);
  insert into personal.notes values (1, 'privée', 'awa'), (2, 'brouillon', 'awa');
  create function personal.body_of(note_id int) returns text language sql stable
    as 'select body from personal.notes where id = note_id';
  create schema hidden;
  create table hidden.notes (id int primary key);
  grant usage on schema public, personal, hidden to anon;
  grant select, insert on public.notes, personal.notes, hidden.notes to anon;
  grant execute on all functions in schema public, personal to anon;
`;

describe("REST: exposed schemas, hints and partial counts (PGlite)", () => {
  let db: Database;
  // The test's own schemas have no generated types: the client is untyped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let rest: SupabaseClient<any, any, any>;

  beforeAll(async () => {
    db = await openPglite("memory://", { anon: 10_000, authenticated: 10_000, service_role: 10_000 });
    await db.exec(SQL);
    const schema = await SchemaCache.load(db, exposedSchemas({ REST_DB_SCHEMAS: "public, personal" }));
    // The gateway in front of the API routes, as app.ts puts it (requests come from fetch here, not a socket).
    const app = new Hono()
      .use("*", apiGate({ sessions: new SessionRegistry(db, 3_600_000), allowDemoKeysRemote: true }))
      .route("/rest/v1", restRoutes({ db, keys: new JwtKeys(DEV_JWT_SECRET), schema: () => schema }));
    rest = createClient("http://rest.test", DEV_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: async (input, init) => app.fetch(new Request(input, init)) },
      realtime: { transport: WebSocket as never },
    });
  });

  afterAll(async () => {
    await db?.close();
  });

  it("reads REST_DB_SCHEMAS as PostgREST's db-schemas: public alone by default, bad names refused", () => {
    expect(exposedSchemas({})).toEqual(["public"]);
    expect(exposedSchemas({ REST_DB_SCHEMAS: "api, public,api" })).toEqual(["api", "public"]);
    expect(() => exposedSchemas({ REST_DB_SCHEMAS: "public;drop" })).toThrow(/REST_DB_SCHEMAS/);
  });

  it("reads, writes and calls in another exposed schema, and in public when none is named", async () => {
    const personal = await rest.schema("personal").from("notes").select("id, body").order("id");
    expect(personal.error).toBeNull();
    expect(personal.data).toEqual([
      { id: 1, body: "privée" },
      { id: 2, body: "brouillon" },
    ]);
    const inserted = await rest.schema("personal").from("notes").insert({ id: 3, body: "nouvelle" }).select("body");
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual([{ body: "nouvelle" }]);
    const called = await rest.schema("personal").rpc("body_of", { note_id: 1 });
    expect(called).toMatchObject({ error: null, data: "privée" });
    const calledWithGet = await rest.schema("personal").rpc("body_of", { note_id: 2 }, { get: true });
    expect(calledWithGet).toMatchObject({ error: null, data: "brouillon" });

    const publicNotes = await rest.from("notes").select("body");
    expect(publicNotes.data).toEqual([{ body: "publique" }]);
  });

  it("refuses a schema that is not exposed with 406 PGRST106, naming the exposed ones", async () => {
    const hidden = await rest.schema("hidden").from("notes").select();
    expect(hidden.status).toBe(406);
    expect(hidden.error).toMatchObject({
      code: "PGRST106",
      message: "Invalid schema: hidden",
      hint: "Only the following schemas are exposed: public, personal",
    });
    // A function of another schema is not found through public.
    const elsewhere = await rest.rpc("body_of", { note_id: 1 });
    expect(elsewhere.error).toMatchObject({ code: "PGRST202" });
    expect(elsewhere.error?.message).toBe("Could not find the function public.body_of(note_id) in the schema cache");
  });

  it("suggests the closest function name, or the closest argument list of the function called", async () => {
    const misspelt = await rest.rpc("note_counts");
    expect(misspelt.status).toBe(404);
    expect(misspelt.error?.hint).toBe("Perhaps you meant to call the function public.note_count");
    const wrongArgument = await rest.rpc("note_body", { noteid: 1 });
    expect(wrongArgument.error?.hint).toBe("Perhaps you meant to call the function public.note_body(note_id)");
    const nothingClose = await rest.rpc("quelque_chose_d_autre");
    expect(nothingClose.error?.hint).toBeNull();
    const table = await rest.from("note").select();
    expect(table.error?.hint).toBe("Perhaps you meant the table 'public.notes'");
  });

  it("answers 206 Partial Content when a planner's count exceeds the rows sent, 200 when it does not", async () => {
    for (const count of ["planned", "estimated"] as const) {
      const page = await rest.schema("personal").from("notes").select("id", { count }).order("id").limit(1);
      expect(page.error).toBeNull();
      expect(page.data).toEqual([{ id: 1 }]);
      expect(page.count).toBeGreaterThan(1);
      expect(page.status).toBe(206);
    }
    const exact = await rest.schema("personal").from("notes").select("id", { count: "exact" }).limit(1);
    expect({ status: exact.status, count: exact.count }).toEqual({ status: 200, count: 3 });
    const whole = await rest.schema("personal").from("notes").select("id", { count: "estimated" });
    expect({ status: whole.status, count: whole.count }).toEqual({ status: 200, count: 3 });
  });
});
