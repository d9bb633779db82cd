import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY, api, backends, signedUpClient } from "../support";

/**
 * Property-based fuzzing of the REST grammar, headers and JSON bodies, and of the auth endpoints: whatever arrives,
 * never a 5xx, never a changed row, and the server keeps answering. FUZZ_RUNS sets the number of cases per property
 * (a quick profile here; `npm run bench:fuzz` runs the long one).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const grammarPiece = fc.constantFrom(
  "select",
  "order",
  "limit",
  "offset",
  "id",
  "title",
  "price",
  "theme",
  "formats",
  "or",
  "and",
  "not",
  "formations",
  "apikey",
  "eq.",
  "neq.",
  "in.(",
  ")",
  "(",
  ",",
  ".",
  ":",
  "::",
  "!",
  "*",
  '"',
  "'",
  "%",
  "+",
  "--",
  ";",
  "/*",
  "\\",
  "is.null",
  "not.",
  "ilike.",
  "like.",
  "cs.{",
  "}",
  "asc",
  "desc",
  "nullsfirst",
  "1",
  "-1",
  "99999999999",
  "é",
  "\u0000",
  " ",
  "drop table",
);
const fragment = fc
  .array(fc.oneof(grammarPiece, fc.string({ maxLength: 6 })), { maxLength: 6 })
  .map((parts) => parts.join(""));
const queryString = fc
  .array(fc.tuple(fragment, fragment), { maxLength: 5 })
  .map((pairs) => new URLSearchParams(pairs).toString());

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const body = fc.oneof(
  jsonValue.map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        formation_id: fc.oneof(fc.integer(), fc.string(), jsonValue),
        payment_method: fc.oneof(fc.constantFrom("carte", "mobile", "virement"), fc.string()),
        status: fc.string(),
        user_id: fc.oneof(fc.uuid(), fc.string()),
        extra: jsonValue,
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 40 }),
);
const headerValue = fc.oneof(
  fc.constantFrom(
    "application/vnd.pgrst.object+json",
    "return=representation",
    "count=exact",
    "public",
    "api",
    "*/*",
    "Bearer x.y.z",
    `Bearer ${DEV_ANON_KEY}`,
  ),
  fc.string({ maxLength: 30 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
);

describe.each(backends())("fuzzing on $name", ({ url }) => {
  let token: string;
  let fingerprint: () => Promise<string>;

  beforeAll(async () => {
    token = (await signedUpClient(url)).session.access_token;
    fingerprint = async () => {
      const tables = await Promise.all(
        ["formations", "profiles", "enrollments"].map(async (table) =>
          (
            await api(url, `/rest/v1/${table}?select=*&order=${table === "profiles" ? "id" : "id"}`, {
              headers: { apikey: DEV_SERVICE_ROLE_KEY },
              token: DEV_SERVICE_ROLE_KEY,
            })
          ).text(),
        ),
      );
      return tables.join("|");
    };
  });

  it("never answers 5xx to any read query, header or method, and changes nothing", async () => {
    const before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("formations", "enrollments", "profiles", "nope", "rpc/verify_certificate"),
        queryString,
        fc.constantFrom("GET", "HEAD"),
        headerValue,
        headerValue,
        async (table, query, method, accept, prefer) => {
          const response = await api(url, `/rest/v1/${table}?${query}`, { method, token, headers: { accept, prefer } });
          expect(response.status, `${method} ${table}?${query}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await fingerprint()).toBe(before);
  });

  it("never answers 5xx to any write attempt, and a client's attempt changes no existing row", async () => {
    const before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("formations", "profiles", "enrollments"),
        fc.constantFrom("PATCH", "DELETE", "POST"),
        queryString,
        body,
        headerValue,
        async (table, method, query, payload, prefer) => {
          // Writes with filters that match nothing but the fuzz, on tables the client may not change wholesale.
          const guarded = method === "POST" && table === "enrollments" ? `${query}` : `id=eq.-1&${query}`;
          const response = await api(url, `/rest/v1/${table}?${guarded}`, {
            method,
            token,
            headers: { "content-type": "application/json", prefer },
            body: method === "DELETE" ? undefined : payload,
          });
          expect(response.status, `${method} ${table}?${guarded} ${payload}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    const after = await fingerprint();
    // Only new enrollments of the fuzzing client may have appeared; no existing data changed.
    expect(after.split("|").slice(0, 2)).toEqual(before.split("|").slice(0, 2));
    const beforeEnrollments = JSON.parse(before.split("|")[2]) as { id: number }[];
    const afterEnrollments = JSON.parse(after.split("|")[2]) as { id: number }[];
    expect(afterEnrollments.slice(0, beforeEnrollments.length)).toEqual(beforeEnrollments);
  });

  it("never answers 5xx on the auth endpoints, whatever the body, query or token", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "/signup",
          "/token?grant_type=password",
          "/token?grant_type=refresh_token",
          "/token?grant_type=x",
          "/recover",
          "/user",
          "/logout?scope=fuzz",
          "/verify?type=recovery&token=x",
          "/nope",
        ),
        fc.constantFrom("GET", "POST", "PUT"),
        body,
        headerValue,
        async (path, method, payload, authorization) => {
          const response = await api(url, `/auth/v1${path}`, {
            method,
            headers: { "content-type": "application/json", authorization },
            body: method === "GET" ? undefined : payload,
            redirect: "manual",
          });
          expect(response.status, `${method} ${path} ${payload}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    const health = await api(url, "/rest/v1/formations?select=id&limit=1");
    expect(health.status).toBe(200);
  });
});
