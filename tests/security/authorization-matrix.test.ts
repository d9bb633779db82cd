import { SignJWT } from "jose";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { DEV_JWT_SECRET } from "../../server/src/config/defaults";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";

/**
 * Every table × operation × caller, with the expected outcome judged by its effect on the data (read back with the
 * service role), through raw HTTP and through supabase-js. Security lives in the database: nothing here relies on
 * the UI hiding a button.
 */
type Op = "select" | "insert" | "update" | "delete";
type Caller =
  | "noKey"
  | "anon"
  | "clientA"
  | "clientB"
  | "trainer"
  | "admin"
  | "service"
  | "expired"
  | "otherSecret"
  | "algNone"
  | "tampered";
type Table =
  | "formations"
  | "enrollments"
  | "profiles"
  | "enrollment_status_changes"
  | "certificates"
  | "enquiries"
  | "enquiry_events"
  | "newsletter_subscriptions";

const CALLERS: Caller[] = [
  "noKey",
  "anon",
  "clientA",
  "clientB",
  "trainer",
  "admin",
  "service",
  "expired",
  "otherSecret",
  "algNone",
  "tampered",
];
const OPS: Op[] = ["select", "insert", "update", "delete"];

/** Who may do what; every caller not listed is refused. */
const ALLOWED: Record<Table, Record<Op, Caller[]>> = {
  formations: {
    select: ["anon", "clientA", "clientB", "trainer", "admin", "service"],
    insert: ["admin", "service"],
    update: ["admin", "service"],
    delete: ["admin", "service"],
  },
  enrollments: {
    select: ["clientA", "trainer", "admin", "service"],
    // Enrollments are written by the server (POST /functions/v1/enrol, decision 0841), never by the browser.
    insert: ["service"],
    update: ["admin", "service"],
    delete: ["admin", "service"],
  },
  profiles: {
    select: ["clientA", "trainer", "admin", "service"],
    insert: [],
    update: ["clientA", "admin", "service"],
    delete: ["service"],
  },
  enrollment_status_changes: {
    // Learners read the history of their own enrollments (decision 0863).
    select: ["clientA", "admin", "service"],
    insert: ["service"],
    update: ["service"],
    delete: ["service"],
  },
  certificates: {
    select: ["clientA", "admin", "service"],
    insert: ["service"],
    update: ["service"],
    delete: ["service"],
  },
  // Issue 12: anyone with the project key sends an enquiry; only admins read and manage them.
  enquiries: {
    select: ["admin", "service"],
    insert: ["anon", "clientA", "clientB", "trainer", "admin", "service"],
    update: ["admin", "service"],
    delete: ["service"],
  },
  enquiry_events: {
    select: ["admin", "service"],
    insert: ["admin", "service"],
    update: ["service"],
    delete: ["service"],
  },
  newsletter_subscriptions: {
    select: ["admin", "service"],
    insert: ["service"],
    update: ["service"],
    delete: ["service"],
  },
};

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe.each(backends())("authorisation matrix on $name", ({ url }) => {
  const svcHeaders = { apikey: DEV_SERVICE_ROLE_KEY };
  const asService = (path: string, init: RequestInit = {}) =>
    api(url, path, {
      ...init,
      headers: {
        ...svcHeaders,
        "content-type": "application/json",
        prefer: "return=representation",
        ...(init.headers as object),
      },
      token: DEV_SERVICE_ROLE_KEY,
    });
  const rows = async (path: string) => (await (await asService(path)).json()) as Record<string, unknown>[];
  const insertAsService = async (table: string, body: object) =>
    (await (await asService(`/rest/v1/${table}`, { method: "POST", body: JSON.stringify(body) })).json())[0] as Record<
      string,
      unknown
    > & { id: number };

  let a: Awaited<ReturnType<typeof signedUpClient>>;
  let formationId: number;
  const tokens = {} as Record<Caller, string | undefined>;

  /** One active enrollment per learner and formation (issue 18): each scenario starts from none of A's in the formation. */
  const clearEnrollments = () =>
    asService(`/rest/v1/enrollments?user_id=eq.${a.user.id}&formation_id=eq.${formationId}`, { method: "DELETE" });

  async function freshEnrollment(status: "pending" | "confirmed" | "completed" = "pending") {
    await clearEnrollments();
    const row = await insertAsService("enrollments", {
      formation_id: formationId,
      user_id: a.user.id,
      payment_method: "carte",
      status: "pending",
    });
    for (const next of status === "pending"
      ? []
      : status === "confirmed"
        ? ["confirmed"]
        : ["confirmed", "completed"]) {
      await asService(`/rest/v1/enrollments?id=eq.${row.id}`, {
        method: "PATCH",
        // Confirming without a payment needs a reason (decision 0870).
        body: JSON.stringify({ status: next, status_reason: "Bon de commande reçu" }),
      });
    }
    return row.id;
  }

  beforeAll(async () => {
    a = await signedUpClient(url, "Awa Client");
    const b = await signedUpClient(url, "Bakary Client");
    const trainerName = `Formatrice ${randomUUID().slice(0, 8)}`;
    const trainer = await signedUpClient(url, trainerName);
    const admin = await signedUpClient(url, "Admin Matrice");
    await client(url, DEV_SERVICE_ROLE_KEY).rpc(
      "set_user_role" as never,
      { target_user: trainer.user.id, new_role: "trainer" } as never,
    );
    await client(url, DEV_SERVICE_ROLE_KEY).rpc(
      "set_user_role" as never,
      { target_user: admin.user.id, new_role: "admin" } as never,
    );
    formationId = (
      await insertAsService("formations", {
        theme: "Gestion",
        title: "Cours de la matrice",
        description: "",
        duration: "1 jour",
        formats: ["En ligne"],
        expert: trainerName,
        trainer_id: trainer.user.id,
        price: 900000,
        price_currency: "XOF",
      })
    ).id;
    await freshEnrollment("completed"); // gives A a certificate and the table a status change

    const now = Math.floor(Date.now() / 1000);
    const secret = new TextEncoder().encode(DEV_JWT_SECRET);
    const [header, , signature] = a.session.access_token.split(".");
    Object.assign(tokens, {
      noKey: undefined,
      anon: DEV_ANON_KEY,
      clientA: a.session.access_token,
      clientB: b.session.access_token,
      trainer: trainer.session.access_token,
      admin: admin.session.access_token,
      service: DEV_SERVICE_ROLE_KEY,
      expired: await new SignJWT({ role: "authenticated", sub: a.user.id, exp: now - 60 })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .sign(secret),
      otherSecret: await new SignJWT({ role: "service_role", exp: now + 600 })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .sign(new TextEncoder().encode("not-the-project-secret-not-the-project-secret")),
      algNone: `${encode({ alg: "none", typ: "JWT" })}.${encode({ role: "service_role", exp: now + 600 })}.`,
      tampered: `${header}.${encode({ ...JSON.parse(Buffer.from(a.session.access_token.split(".")[1], "base64url").toString()), role: "service_role" })}.${signature}`,
    });
  }, 120_000);

  const freshEnquiry = async (status?: string) => {
    const row = await insertAsService("enquiries", {
      kind: "contact",
      full_name: "Cible Matrice",
      email: "cible@example.com",
      consent: true,
    });
    if (status)
      await asService(`/rest/v1/enquiries?id=eq.${row.id}`, { method: "PATCH", body: JSON.stringify({ status }) });
    return row.id as unknown as string;
  };
  const freshSubscription = async () =>
    (await insertAsService("newsletter_subscriptions", { email: `${randomUUID()}@example.com` }))
      .id as unknown as string;

  /** Prepares the target of one case and returns the request to make and how to read its effect. */
  async function scenario(table: Table, op: Op) {
    const marker = `m-${randomUUID().slice(0, 8)}`;
    switch (`${table}.${op}`) {
      case "formations.select":
        return { query: "id=eq.1", body: undefined, happened: async (data: unknown[]) => data.length === 1 };
      case "formations.insert":
        return {
          query: "",
          body: {
            theme: "Finance",
            title: marker,
            description: "",
            duration: "1 jour",
            formats: ["En ligne"],
            expert: "X",
            price: 1,
            price_currency: "CAD",
          },
          happened: async () => (await rows(`/rest/v1/formations?title=eq.${marker}`)).length === 1,
        };
      case "formations.update": {
        const id = (
          await insertAsService("formations", {
            theme: "Finance",
            title: "cible",
            description: "",
            duration: "1 jour",
            formats: [],
            expert: "X",
            price: 1,
            price_currency: "CAD",
          })
        ).id;
        return {
          query: `id=eq.${id}`,
          body: { title: marker },
          happened: async () => (await rows(`/rest/v1/formations?id=eq.${id}`))[0]?.title === marker,
        };
      }
      case "formations.delete": {
        const id = (
          await insertAsService("formations", {
            theme: "Finance",
            title: "cible",
            description: "",
            duration: "1 jour",
            formats: [],
            expert: "X",
            price: 1,
            price_currency: "CAD",
          })
        ).id;
        return {
          query: `id=eq.${id}`,
          body: undefined,
          happened: async () => (await rows(`/rest/v1/formations?id=eq.${id}`)).length === 0,
        };
      }
      case "enrollments.select": {
        const id = await freshEnrollment();
        return { query: `id=eq.${id}`, body: undefined, happened: async (data: unknown[]) => data.length === 1 };
      }
      case "enrollments.insert":
        await clearEnrollments();
        return {
          query: "",
          body: { formation_id: formationId, user_id: a.user.id, payment_method: "virement", status: "pending" },
          happened: async (_: unknown[], before?: number) =>
            (await rows(`/rest/v1/enrollments?user_id=eq.${a.user.id}&payment_method=eq.virement`)).length >
            (before ?? 0),
          before: async () =>
            (await rows(`/rest/v1/enrollments?user_id=eq.${a.user.id}&payment_method=eq.virement`)).length,
        };
      case "enrollments.update": {
        const id = await freshEnrollment();
        return {
          query: `id=eq.${id}`,
          body: { status: "confirmed", status_reason: "Bon de commande reçu" },
          happened: async () => (await rows(`/rest/v1/enrollments?id=eq.${id}`))[0]?.status === "confirmed",
        };
      }
      case "enrollments.delete": {
        const id = await freshEnrollment();
        return {
          query: `id=eq.${id}`,
          body: undefined,
          happened: async () => (await rows(`/rest/v1/enrollments?id=eq.${id}`)).length === 0,
        };
      }
      case "profiles.select":
        return { query: `id=eq.${a.user.id}`, body: undefined, happened: async (data: unknown[]) => data.length === 1 };
      case "profiles.insert":
        return {
          query: "",
          body: { id: a.user.id, full_name: marker },
          happened: async () => (await rows(`/rest/v1/profiles?full_name=eq.${marker}`)).length > 0,
        };
      case "profiles.update":
        return {
          query: `id=eq.${a.user.id}`,
          body: { full_name: marker },
          happened: async () => (await rows(`/rest/v1/profiles?id=eq.${a.user.id}`))[0]?.full_name === marker,
        };
      case "profiles.delete": {
        const victim = await signedUpClient(url, "Victime");
        return {
          query: `id=eq.${victim.user.id}`,
          body: undefined,
          happened: async () => (await rows(`/rest/v1/profiles?id=eq.${victim.user.id}`)).length === 0,
        };
      }
      case "enrollment_status_changes.select": {
        const id = await freshEnrollment("confirmed");
        return {
          query: `enrollment_id=eq.${id}`,
          body: undefined,
          happened: async (data: unknown[]) => data.length === 1,
        };
      }
      case "enrollment_status_changes.insert": {
        const id = await freshEnrollment();
        return {
          query: "",
          body: { enrollment_id: id, old_status: "pending", new_status: marker },
          happened: async () => (await rows(`/rest/v1/enrollment_status_changes?new_status=eq.${marker}`)).length === 1,
        };
      }
      case "enrollment_status_changes.update": {
        const id = await freshEnrollment("confirmed");
        return {
          query: `enrollment_id=eq.${id}`,
          body: { new_status: marker },
          happened: async () =>
            (await rows(`/rest/v1/enrollment_status_changes?enrollment_id=eq.${id}`))[0]?.new_status === marker,
        };
      }
      case "enrollment_status_changes.delete": {
        const id = await freshEnrollment("confirmed");
        return {
          query: `enrollment_id=eq.${id}`,
          body: undefined,
          happened: async () => (await rows(`/rest/v1/enrollment_status_changes?enrollment_id=eq.${id}`)).length === 0,
        };
      }
      case "certificates.select": {
        const id = await freshEnrollment("completed");
        return {
          query: `enrollment_id=eq.${id}`,
          body: undefined,
          happened: async (data: unknown[]) => data.length === 1,
        };
      }
      case "certificates.insert": {
        const id = await freshEnrollment();
        return {
          query: "",
          body: {
            number: marker,
            enrollment_id: id,
            user_id: a.user.id,
            learner_name: "X",
            formation_title: "X",
            formation_duration: "1 jour",
          },
          happened: async () => (await rows(`/rest/v1/certificates?number=eq.${marker}`)).length === 1,
        };
      }
      case "certificates.update": {
        const id = await freshEnrollment("completed");
        return {
          query: `enrollment_id=eq.${id}`,
          body: { learner_name: marker },
          happened: async () =>
            (await rows(`/rest/v1/certificates?enrollment_id=eq.${id}`))[0]?.learner_name === marker,
        };
      }
      case "certificates.delete": {
        const id = await freshEnrollment("completed");
        return {
          query: `enrollment_id=eq.${id}`,
          body: undefined,
          happened: async () => (await rows(`/rest/v1/certificates?enrollment_id=eq.${id}`)).length === 0,
        };
      }
      case "enquiries.select": {
        const id = await freshEnquiry();
        return { query: `id=eq.${id}`, body: undefined, happened: async (data: unknown[]) => data.length === 1 };
      }
      case "enquiries.insert":
        return {
          query: "",
          body: { kind: "contact", full_name: marker, email: `${marker}@example.com`, consent: true },
          happened: async () => (await rows(`/rest/v1/enquiries?full_name=eq.${marker}`)).length === 1,
        };
      case "enquiries.update": {
        const id = await freshEnquiry();
        return {
          query: `id=eq.${id}`,
          body: { status: "en_cours" },
          happened: async () => (await rows(`/rest/v1/enquiries?id=eq.${id}`))[0]?.status === "en_cours",
        };
      }
      case "enquiries.delete": {
        const id = await freshEnquiry();
        return {
          query: `id=eq.${id}`,
          body: undefined,
          happened: async () => (await rows(`/rest/v1/enquiries?id=eq.${id}`)).length === 0,
        };
      }
      case "enquiry_events.select": {
        const id = await freshEnquiry("en_cours");
        return {
          query: `enquiry_id=eq.${id}`,
          body: undefined,
          happened: async (data: unknown[]) => data.length === 1,
        };
      }
      case "enquiry_events.insert": {
        const id = await freshEnquiry();
        return {
          query: "",
          body: { enquiry_id: id, kind: "note", note: marker },
          happened: async () => (await rows(`/rest/v1/enquiry_events?note=eq.${marker}`)).length === 1,
        };
      }
      case "enquiry_events.update": {
        const id = await freshEnquiry("en_cours");
        return {
          query: `enquiry_id=eq.${id}`,
          body: { to_value: marker },
          happened: async () => (await rows(`/rest/v1/enquiry_events?enquiry_id=eq.${id}`))[0]?.to_value === marker,
        };
      }
      case "enquiry_events.delete": {
        const id = await freshEnquiry("en_cours");
        return {
          query: `enquiry_id=eq.${id}`,
          body: undefined,
          happened: async () => (await rows(`/rest/v1/enquiry_events?enquiry_id=eq.${id}`)).length === 0,
        };
      }
      case "newsletter_subscriptions.select": {
        const id = await freshSubscription();
        return { query: `id=eq.${id}`, body: undefined, happened: async (data: unknown[]) => data.length === 1 };
      }
      case "newsletter_subscriptions.insert":
        return {
          query: "",
          body: { email: `${marker}@example.com` },
          happened: async () =>
            (await rows(`/rest/v1/newsletter_subscriptions?email=eq.${marker}@example.com`)).length === 1,
        };
      case "newsletter_subscriptions.update": {
        const id = await freshSubscription();
        return {
          query: `id=eq.${id}`,
          body: { status: "confirmed" },
          happened: async () =>
            (await rows(`/rest/v1/newsletter_subscriptions?id=eq.${id}`))[0]?.status === "confirmed",
        };
      }
      case "newsletter_subscriptions.delete": {
        const id = await freshSubscription();
        return {
          query: `id=eq.${id}`,
          body: undefined,
          happened: async () => (await rows(`/rest/v1/newsletter_subscriptions?id=eq.${id}`)).length === 0,
        };
      }
    }
    throw new Error(`no scenario for ${table}.${op}`);
  }

  const METHOD: Record<Op, string> = { select: "GET", insert: "POST", update: "PATCH", delete: "DELETE" };
  const apiKeyFor = (caller: Caller) =>
    caller === "noKey" ? undefined : caller === "service" ? DEV_SERVICE_ROLE_KEY : DEV_ANON_KEY;

  async function viaHttp(caller: Caller, table: Table, op: Op, query: string, body: unknown) {
    const headers: Record<string, string> = { "content-type": "application/json" };
    const key = apiKeyFor(caller);
    if (key) headers.apikey = key;
    if (tokens[caller]) headers.authorization = `Bearer ${tokens[caller]}`;
    // Row access is the point here: `select=id`, as the site names its columns (a staff id is not every role's, 0988).
    const response = await fetch(`${url}/rest/v1/${table}?${query}${op === "select" ? "&select=id" : ""}`, {
      method: METHOD[op],
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${caller} ${op} ${table}`).toBeLessThan(500);
    return op === "select" && response.ok ? ((await response.json()) as unknown[]) : [];
  }

  async function viaSupabaseJs(caller: Caller, table: Table, op: Op, query: string, body: unknown) {
    const supabase = createClient(url, apiKeyFor(caller)!, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${tokens[caller]}` } },
      realtime: { transport: WebSocket as never },
    });
    const [column, filter] = query.split("=");
    const value = filter?.slice(filter.indexOf(".") + 1);
    const from = supabase.from(table);
    const result =
      op === "select"
        ? await from.select("id").eq(column, value)
        : op === "insert"
          ? await from.insert(body as never)
          : op === "update"
            ? await from.update(body as never).eq(column, value)
            : await from.delete().eq(column, value);
    expect(result.status, `${caller} ${op} ${table}`).toBeLessThan(500);
    return (op === "select" ? (result.data as unknown[] | null) : null) ?? [];
  }

  const cases = (Object.keys(ALLOWED) as Table[]).flatMap((table) =>
    OPS.flatMap((op) => CALLERS.map((caller) => ({ table, op, caller }))),
  );

  it.each(cases)("HTTP: $caller $op $table", async ({ table, op, caller }) => {
    const s = await scenario(table, op);
    const before = s.before ? await s.before() : undefined;
    const data = await viaHttp(caller, table, op, s.query, s.body);
    expect(await s.happened(data, before)).toBe(ALLOWED[table][op].includes(caller));
  });

  it.each(cases.filter((c) => c.caller !== "noKey"))(
    "supabase-js: $caller $op $table",
    async ({ table, op, caller }) => {
      const s = await scenario(table, op);
      const before = s.before ? await s.before() : undefined;
      const data = await viaSupabaseJs(caller, table, op, s.query, s.body);
      expect(await s.happened(data, before)).toBe(ALLOWED[table][op].includes(caller));
    },
  );

  // Storage (issue 12): the private CV bucket. Anyone with the project key adds a file; only admins read or delete.
  type StorageOp = "upload" | "download" | "sign" | "remove";
  const STORAGE_ALLOWED: Record<StorageOp, Caller[]> = {
    upload: ["anon", "clientA", "clientB", "trainer", "admin", "service"],
    download: ["admin", "service"],
    sign: ["admin", "service"],
    remove: ["admin", "service"],
  };
  const storageCases = (Object.keys(STORAGE_ALLOWED) as StorageOp[]).flatMap((op) =>
    CALLERS.map((caller) => ({ op, caller })),
  );
  const cvBytes = () => new TextEncoder().encode(`%PDF-1.7\n${randomUUID()}\n%%EOF\n`);
  const cvPath = () => `applications/${randomUUID()}/cv.pdf`;
  const storageAsService = (path: string, init: RequestInit = {}) =>
    fetch(`${url}/storage/v1${path}`, {
      ...init,
      headers: {
        apikey: DEV_SERVICE_ROLE_KEY,
        authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}`,
        ...(init.headers as object),
      },
    });

  it.each(storageCases)("storage: $caller $op cv", async ({ op, caller }) => {
    const headers: Record<string, string> = {};
    const key = apiKeyFor(caller);
    if (key) headers.apikey = key;
    if (tokens[caller]) headers.authorization = `Bearer ${tokens[caller]}`;
    const path = cvPath();
    const bytes = cvBytes();
    if (op !== "upload") {
      const stored = await storageAsService(`/object/cv/${path}`, {
        method: "POST",
        headers: { "content-type": "application/pdf" },
        body: bytes,
      });
      expect(stored.status).toBe(200);
    }
    let happened: boolean;
    if (op === "upload") {
      const response = await fetch(`${url}/storage/v1/object/cv/${path}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/pdf" },
        body: bytes,
      });
      expect(response.status, `${caller} upload`).toBeLessThan(500);
      happened = (await storageAsService(`/object/cv/${path}`)).status === 200;
    } else if (op === "download") {
      const response = await fetch(`${url}/storage/v1/object/cv/${path}`, { headers });
      expect(response.status, `${caller} download`).toBeLessThan(500);
      const received = new Uint8Array(await response.arrayBuffer());
      happened = response.ok && received.length === bytes.length && received.every((byte, i) => byte === bytes[i]);
    } else if (op === "sign") {
      const response = await fetch(`${url}/storage/v1/object/sign/cv/${path}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ expiresIn: 60 }),
      });
      expect(response.status, `${caller} sign`).toBeLessThan(500);
      const signedURL = response.ok ? ((await response.json()) as { signedURL: string }).signedURL : undefined;
      happened = signedURL !== undefined && (await fetch(`${url}/storage/v1${signedURL}`)).status === 200;
    } else {
      const response = await fetch(`${url}/storage/v1/object/cv`, {
        method: "DELETE",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ prefixes: [path] }),
      });
      expect(response.status, `${caller} remove`).toBeLessThan(500);
      happened = (await storageAsService(`/object/cv/${path}`)).status === 404;
    }
    expect(happened).toBe(STORAGE_ALLOWED[op].includes(caller));
  });

  it("a trainer who renames themselves to another expert's name reads nothing of that expert's learners or enrollments", async () => {
    const service = client(url, DEV_SERVICE_ROLE_KEY);
    const victimName = `Expert Victime ${randomUUID().slice(0, 8)}`;
    const victim = await signedUpClient(url, victimName);
    const attacker = await signedUpClient(url, "Formateur Malin");
    for (const person of [victim, attacker]) {
      await service.rpc("set_user_role" as never, { target_user: person.user.id, new_role: "trainer" } as never);
    }
    const formation = await insertAsService("formations", {
      theme: "Gestion",
      title: "Cours de l'expert victime",
      description: "",
      duration: "1 jour",
      formats: ["En ligne"],
      expert: victimName,
      trainer_id: victim.user.id,
      price: null,
      price_currency: "XOF",
    });
    const learner = await signedUpClient(url, "Apprenant Convoité");
    const enrollment = await insertAsService("enrollments", {
      formation_id: formation.id,
      user_id: learner.user.id,
      payment_method: "carte",
      status: "pending",
    });
    expect(enrollment.id).toBeGreaterThan(0);

    const renamed = await attacker.supabase
      .from("profiles")
      .update({ full_name: victimName })
      .eq("id", attacker.user.id)
      .select("full_name")
      .single();
    expect(renamed.data).toEqual({ full_name: victimName });

    const viaJs = await attacker.supabase
      .from("enrollments")
      .select("id, profiles(full_name, email)")
      .eq("formation_id", formation.id);
    expect(viaJs.error).toBeNull();
    expect(viaJs.data).toEqual([]);
    const learnerProfile = await attacker.supabase.from("profiles").select("id").eq("id", learner.user.id);
    expect(learnerProfile.data).toEqual([]);
    for (const path of [
      `/rest/v1/enrollments?formation_id=eq.${formation.id}`,
      `/rest/v1/profiles?id=eq.${learner.user.id}`,
      "/rest/v1/enrollments?select=id",
    ]) {
      const response = await api(url, path, { token: attacker.session.access_token });
      expect(response.status, path).toBe(200);
      const rows = (await response.json()) as { id: unknown }[];
      expect(
        rows.map((row) => row.id),
        path,
      ).not.toContain(path.includes("profiles") ? learner.user.id : enrollment.id);
    }
    // The real trainer, for contrast, still sees the learner.
    const owner = await victim.supabase.from("enrollments").select("id").eq("formation_id", formation.id);
    expect(owner.data).toEqual([{ id: enrollment.id }]);
  });
});
