import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";

/**
 * PostgREST behaviours beyond the basics (issue 16): transactions and Prefer, upsert, the wider grammar, CSV and error
 * shapes, over raw HTTP and supabase-js. Fixture rows are written with the service role and tagged with a unique
 * marker, so that tests sharing one server never see each other's rows.
 */
const service = (url: string, path: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set("apikey", DEV_SERVICE_ROLE_KEY);
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  return api(url, path, { ...init, headers, token: DEV_SERVICE_ROLE_KEY });
};

const formation = (title: string, extra: Record<string, unknown> = {}) => ({
  theme: "Finance",
  title,
  description: "",
  duration: "1 jour",
  formats: ["En ligne"],
  expert: "Fixture",
  price: 100,
  price_currency: "CAD",
  ...extra,
});

const errorKeys = (body: object) => Object.keys(body).sort();

describe.each(backends())("PostgREST fidelity on $name", ({ url }) => {
  const tag = `fid-${randomUUID().slice(0, 8)}`;
  const ids: number[] = [];
  let learner: Awaited<ReturnType<typeof signedUpClient>>;
  let enrollmentIds: number[] = [];

  const countTagged = async () =>
    ((await (await service(url, `/rest/v1/formations?select=id&title=like.${tag}*`)).json()) as unknown[]).length;

  beforeAll(async () => {
    const rows = [
      formation(`${tag} Alpha leadership agile`, {
        price: 100,
        formats: ["En ligne"],
        description: "gouvernance des projets",
      }),
      formation(`${tag} Beta finance`, {
        price: 200,
        formats: ["Présentiel", "En ligne"],
        description: "budget et finance",
      }),
      formation(`${tag} Gamma`, { price: null, formats: ["Hybride"], theme: "Gestion", description: "planification" }),
    ];
    const created = await service(url, "/rest/v1/formations?select=id", {
      method: "POST",
      body: JSON.stringify(rows),
      headers: { prefer: "return=representation" },
    });
    expect(created.status).toBe(201);
    ids.push(...((await created.json()) as { id: number }[]).map((r) => r.id));
    learner = await signedUpClient(url);
    const enrolled = await service(url, "/rest/v1/enrollments?select=id", {
      method: "POST",
      headers: { prefer: "return=representation" },
      body: JSON.stringify([
        { formation_id: ids[0], user_id: learner.user.id, payment_method: "carte", status: "confirmed" },
        { formation_id: ids[1], user_id: learner.user.id, payment_method: "virement", status: "pending" },
      ]),
    });
    enrollmentIds = ((await enrolled.json()) as { id: number }[]).map((r) => r.id);
  });

  afterAll(async () => {
    await service(url, `/rest/v1/enrollments?user_id=eq.${learner.user.id}`, { method: "DELETE" });
    await service(url, `/rest/v1/formations?title=like.${tag}*`, { method: "DELETE" });
  });

  // ─── Transactions ─────────────────────────────────────────────────────────────────────────────────────────
  describe("transactions", () => {
    it("rolls back an insert of several rows answered 406 for the object media type", async () => {
      const before = await countTagged();
      const response = await service(url, "/rest/v1/formations", {
        method: "POST",
        headers: { prefer: "return=representation", accept: "application/vnd.pgrst.object+json" },
        body: JSON.stringify([formation(`${tag} rollback-1`), formation(`${tag} rollback-2`)]),
      });
      expect(response.status).toBe(406);
      const body = await response.json();
      expect(body).toMatchObject({ code: "PGRST116", details: "The result contains 2 rows" });
      expect(errorKeys(body)).toEqual(["code", "details", "hint", "message"]);
      expect(await countTagged()).toBe(before);
    });

    it("rolls back an update of several rows answered 406, even with return=minimal", async () => {
      const response = await service(url, `/rest/v1/formations?title=like.${tag}*`, {
        method: "PATCH",
        headers: { accept: "application/vnd.pgrst.object+json" },
        body: JSON.stringify({ expert: "Changed" }),
      });
      expect(response.status).toBe(406);
      const experts = (await (await service(url, `/rest/v1/formations?select=expert&title=like.${tag}*`)).json()) as {
        expert: string;
      }[];
      expect(experts.every((r) => r.expert === "Fixture")).toBe(true);
    });

    it("honours Prefer: tx=rollback and tx=commit, with Preference-Applied", async () => {
      const before = await countTagged();
      const rolledBack = await service(url, "/rest/v1/formations?select=title", {
        method: "POST",
        headers: { prefer: "return=representation, tx=rollback" },
        body: JSON.stringify(formation(`${tag} tx-rollback`)),
      });
      expect(rolledBack.status).toBe(201);
      expect(rolledBack.headers.get("preference-applied")).toContain("tx=rollback");
      expect(await rolledBack.json()).toEqual([{ title: `${tag} tx-rollback` }]);
      expect(await countTagged()).toBe(before);

      const committed = await service(url, "/rest/v1/formations", {
        method: "POST",
        headers: { prefer: "tx=commit" },
        body: JSON.stringify(formation(`${tag} tx-commit`)),
      });
      expect(committed.status).toBe(201);
      expect(committed.headers.get("preference-applied")).toBe("tx=commit");
      expect(await countTagged()).toBe(before + 1);
      await service(url, `/rest/v1/formations?title=eq.${encodeURIComponent(`${tag} tx-commit`)}`, {
        method: "DELETE",
      });
    });

    it("rolls back through supabase-js's rollback()", async () => {
      const before = await countTagged();
      const supabase = client(url, DEV_SERVICE_ROLE_KEY);
      const { data, error, status } = await supabase
        .from("formations")
        .insert(formation(`${tag} js-rollback`) as never)
        .select("title")
        .rollback();
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toEqual([{ title: `${tag} js-rollback` }]);
      expect(await countTagged()).toBe(before);
    });
  });

  // ─── Prefer: return and count ─────────────────────────────────────────────────────────────────────────────
  describe("Prefer", () => {
    it("return=minimal answers 201 without a body; headers-only adds Location; representation returns the rows", async () => {
      const minimal = await service(url, "/rest/v1/formations", {
        method: "POST",
        headers: { prefer: "return=minimal, tx=rollback" },
        body: JSON.stringify(formation(`${tag} m`)),
      });
      expect(minimal.status).toBe(201);
      expect(await minimal.text()).toBe("");

      const headersOnly = await service(url, "/rest/v1/formations", {
        method: "POST",
        headers: { prefer: "return=headers-only, tx=rollback" },
        body: JSON.stringify(formation(`${tag} h`)),
      });
      expect(headersOnly.status).toBe(201);
      expect(headersOnly.headers.get("location")).toMatch(/^\/formations\?id=eq\.\d+$/);
      expect(headersOnly.headers.get("preference-applied")).toContain("return=headers-only");

      const patched = await service(url, `/rest/v1/formations?id=eq.${ids[0]}&select=id,expert`, {
        method: "PATCH",
        headers: { prefer: "return=representation, tx=rollback" },
        body: JSON.stringify({ expert: "R" }),
      });
      expect(patched.status).toBe(200);
      expect(await patched.json()).toEqual([{ id: ids[0], expert: "R" }]);
    });

    it("count=exact, planned and estimated on reads and writes", async () => {
      const exact = await service(url, `/rest/v1/formations?select=id&title=like.${tag}*&limit=1`, {
        headers: { prefer: "count=exact" },
      });
      expect(exact.headers.get("content-range")).toBe("0-0/3");
      for (const mode of ["planned", "estimated"]) {
        const response = await service(url, `/rest/v1/formations?select=id&title=like.${tag}*&limit=1`, {
          headers: { prefer: `count=${mode}` },
        });
        expect(response.headers.get("content-range")).toMatch(/^0-0\/\d+$/);
        // A planner's total above the one row sent: 206 Partial Content, as PostgREST answers.
        const total = Number(response.headers.get("content-range")!.split("/")[1]);
        expect(response.status).toBe(total > 1 ? 206 : 200);
        expect(response.headers.get("preference-applied")).toBe(`count=${mode}`);
      }
      const head = await service(url, `/rest/v1/formations?title=like.${tag}*`, {
        method: "HEAD",
        headers: { prefer: "count=exact" },
      });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-range")).toBe("0-2/3");

      const patched = await service(url, `/rest/v1/formations?title=like.${tag}*`, {
        method: "PATCH",
        headers: { prefer: "count=exact, tx=rollback" },
        body: JSON.stringify({ expert: "C" }),
      });
      expect(patched.status).toBe(204);
      expect(patched.headers.get("content-range")).toBe("0-2/3");
      const supabase = client(url, DEV_SERVICE_ROLE_KEY);
      const { count, status } = await supabase
        .from("formations")
        .delete({ count: "exact" })
        .eq("id", ids[2])
        .rollback();
      expect(status).toBe(204);
      expect(count).toBe(1);
      expect(await countTagged()).toBe(3);
    });

    it("missing=default fills absent keys with column defaults; without it they are NULL", async () => {
      const rows = [formation(`${tag} md-1`), { theme: "Finance", title: `${tag} md-2` }];
      const withDefaults = await service(url, "/rest/v1/formations?select=title,expert,price_currency,formats", {
        method: "POST",
        headers: { prefer: "return=representation, missing=default, tx=rollback" },
        body: JSON.stringify(rows),
      });
      expect(withDefaults.status).toBe(201);
      expect(withDefaults.headers.get("preference-applied")).toContain("missing=default");
      expect(await withDefaults.json()).toEqual([
        { title: `${tag} md-1`, expert: "Fixture", price_currency: "CAD", formats: ["En ligne"] },
        { title: `${tag} md-2`, expert: "", price_currency: "XOF", formats: [] },
      ]);
      const withNulls = await service(url, "/rest/v1/formations", {
        method: "POST",
        headers: { prefer: "tx=rollback" },
        body: JSON.stringify(rows),
      });
      expect(withNulls.status).toBe(400);
      expect((await withNulls.json()).code).toBe("23502");
    });

    it("refuses unknown preferences only with handling=strict", async () => {
      const lenient = await service(url, `/rest/v1/formations?select=id&id=eq.${ids[0]}`, {
        headers: { prefer: "foo=bar" },
      });
      expect(lenient.status).toBe(200);
      const strict = await service(url, `/rest/v1/formations?select=id&id=eq.${ids[0]}`, {
        headers: { prefer: "handling=strict, foo=bar" },
      });
      expect(strict.status).toBe(400);
      expect(await strict.json()).toMatchObject({ code: "PGRST122", details: "Invalid preferences: foo=bar" });
    });
  });

  // ─── Upsert ───────────────────────────────────────────────────────────────────────────────────────────────
  describe("upsert", () => {
    it("merge-duplicates updates an existing row (200) and inserts a new one (201)", async () => {
      const merged = await service(url, "/rest/v1/formations?select=id,expert", {
        method: "POST",
        headers: { prefer: "return=representation, resolution=merge-duplicates, tx=rollback" },
        body: JSON.stringify({ ...formation(`${tag} Alpha leadership agile`), id: ids[0], expert: "Merged" }),
      });
      expect(merged.status).toBe(200);
      expect(merged.headers.get("preference-applied")).toContain("resolution=merge-duplicates");
      expect(await merged.json()).toEqual([{ id: ids[0], expert: "Merged" }]);

      const supabase = client(url, DEV_SERVICE_ROLE_KEY);
      const inserted = await supabase
        .from("formations")
        .upsert(formation(`${tag} upsert-new`) as never)
        .select("title")
        .rollback();
      expect(inserted.status).toBe(201);
      expect(inserted.data).toEqual([{ title: `${tag} upsert-new` }]);
    });

    it("ignore-duplicates keeps the existing row and returns nothing for it", async () => {
      const supabase = client(url, DEV_SERVICE_ROLE_KEY);
      const { data, status, error } = await supabase
        .from("formations")
        .upsert({ ...formation("ignored"), id: ids[1] } as never, { ignoreDuplicates: true })
        .select("id");
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toEqual([]);
      const row = (await (await service(url, `/rest/v1/formations?select=title&id=eq.${ids[1]}`)).json()) as {
        title: string;
      }[];
      expect(row[0].title).toBe(`${tag} Beta finance`);
    });

    it("uses on_conflict as the conflict target (a unique column other than the key)", async () => {
      const number = `${tag}-CERT`;
      const certificate = {
        number,
        enrollment_id: enrollmentIds[0],
        user_id: learner.user.id,
        learner_name: "Awa",
        formation_title: "A",
        formation_duration: "1 jour",
      };
      const first = await service(url, "/rest/v1/certificates", { method: "POST", body: JSON.stringify(certificate) });
      expect(first.status).toBe(201);
      const supabase = client(url, DEV_SERVICE_ROLE_KEY);
      const merged = await supabase
        .from("certificates")
        .upsert({ ...certificate, learner_name: "Awa Koné" } as never, { onConflict: "number" })
        .select("number,learner_name");
      expect(merged.error).toBeNull();
      expect(merged.status).toBe(200);
      expect(merged.data).toEqual([{ number, learner_name: "Awa Koné" }]);
      const ignored = await supabase
        .from("certificates")
        .upsert({ ...certificate, learner_name: "Nope" } as never, { onConflict: "number", ignoreDuplicates: true })
        .select("number");
      expect(ignored.data).toEqual([]);
      const plain = await service(url, "/rest/v1/certificates", { method: "POST", body: JSON.stringify(certificate) });
      expect(plain.status).toBe(409);
      expect((await plain.json()).code).toBe("23505");
      const unknownTarget = await service(url, "/rest/v1/certificates?on_conflict=nope", {
        method: "POST",
        headers: { prefer: "resolution=merge-duplicates" },
        body: JSON.stringify(certificate),
      });
      expect(unknownTarget.status).toBe(400);
      const stored = (await (
        await service(url, `/rest/v1/certificates?select=learner_name&number=eq.${number}`)
      ).json()) as { learner_name: string }[];
      expect(stored).toEqual([{ learner_name: "Awa Koné" }]);
    });

    it("PUT upserts the one row named by its primary key, and refuses anything else", async () => {
      const put = await service(url, `/rest/v1/formations?id=eq.${ids[2]}&select=id,expert`, {
        method: "PUT",
        headers: { prefer: "return=representation, tx=rollback" },
        body: JSON.stringify({ ...formation(`${tag} Gamma`), id: ids[2], expert: "Put" }),
      });
      expect(put.status).toBe(200);
      expect(await put.json()).toEqual([{ id: ids[2], expert: "Put" }]);
      const minimal = await service(url, `/rest/v1/formations?id=eq.${ids[2]}`, {
        method: "PUT",
        headers: { prefer: "tx=rollback" },
        body: JSON.stringify({ ...formation("x"), id: ids[2] }),
      });
      expect(minimal.status).toBe(204);

      const notKey = await service(url, `/rest/v1/formations?title=eq.x`, {
        method: "PUT",
        body: JSON.stringify(formation("x")),
      });
      expect(notKey.status).toBe(405);
      expect((await notKey.json()).code).toBe("PGRST105");
      const mismatch = await service(url, `/rest/v1/formations?id=eq.${ids[2]}`, {
        method: "PUT",
        body: JSON.stringify({ ...formation("x"), id: ids[2] + 1000 }),
      });
      expect(mismatch.status).toBe(400);
      expect((await mismatch.json()).code).toBe("PGRST115");
      const stored = (await (
        await service(url, `/rest/v1/formations?select=expert,title&id=eq.${ids[2]}`)
      ).json()) as object[];
      expect(stored).toEqual([{ expert: "Fixture", title: `${tag} Gamma` }]);
    });
  });

  // ─── Grammar ──────────────────────────────────────────────────────────────────────────────────────────────
  describe("grammar", () => {
    const titles = async (query: string) => {
      const response = await service(url, `/rest/v1/formations?select=title&title=like.${tag}*&order=title&${query}`);
      expect(response.status, query).toBe(200);
      return ((await response.json()) as { title: string }[]).map((r) => r.title.slice(tag.length + 1));
    };

    it.each([
      ["eq", `price=eq.100`, ["Alpha leadership agile"]],
      ["neq", `price=neq.100`, ["Beta finance"]],
      ["gt / gte / lt / lte", `price=gt.50&price=gte.100&price=lt.300&price=lte.100`, ["Alpha leadership agile"]],
      ["in", `price=in.(100,200)`, ["Alpha leadership agile", "Beta finance"]],
      ["is null", `price=is.null`, ["Gamma"]],
      ["not.is.null", `price=not.is.null`, ["Alpha leadership agile", "Beta finance"]],
      ["isdistinct", `price=isdistinct.100`, ["Beta finance", "Gamma"]],
      ["like", `description=like.*finance`, ["Beta finance"]],
      ["ilike", `description=ilike.*GOUVERNANCE*`, ["Alpha leadership agile"]],
      ["like(any)", `description=like(any).{*budget*,*planif*}`, ["Beta finance", "Gamma"]],
      ["ilike(all)", `description=ilike(all).{*BUDGET*,*finance*}`, ["Beta finance"]],
      ["eq(any)", `price=eq(any).{100,200}`, ["Alpha leadership agile", "Beta finance"]],
      ["match / imatch", `description=match.^gou&expert=imatch.^FIX`, ["Alpha leadership agile"]],
      ["fts with a language", `description=fts(french).budget`, ["Beta finance"]],
      ["plfts", `description=plfts.budget finance`, ["Beta finance"]],
      ["phfts", `description=phfts(simple).des projets`, ["Alpha leadership agile"]],
      ["wfts", `description=wfts(simple).budget -gouvernance`, ["Beta finance"]],
      ["cs (array contains)", `formats=cs.{Présentiel}`, ["Beta finance"]],
      ["cd (array contained in)", `formats=cd.{En ligne,Hybride}`, ["Alpha leadership agile", "Gamma"]],
      ["ov (array overlap)", `formats=ov.{Hybride,Présentiel}`, ["Beta finance", "Gamma"]],
      ["or", `or=(price.eq.100,price.is.null)`, ["Alpha leadership agile", "Gamma"]],
      [
        "nested and/or with not",
        `or=(and(price.gte.100,price.lte.150),not.and(price.not.is.null,theme.eq.Finance))`,
        ["Alpha leadership agile", "Gamma"],
      ],
      ["not.or", `not.or=(price.eq.100,price.is.null)`, ["Beta finance"]],
      ["quoted value in a logic tree", `or=(title.eq."${tag} Beta finance",price.eq.1)`, ["Beta finance"]],
    ])("filters with %s", async (_label, query, expected) => {
      expect(await titles(query)).toEqual(expected);
    });

    it("orders, limits and filters embedded resources; !inner and rel=not.is.null filter the parents", async () => {
      const base = `/rest/v1/formations?select=title,enrollments(id,status)&title=like.${tag}*&order=title`;
      const embedded = (await (await service(url, `${base}&enrollments.status=eq.confirmed`)).json()) as {
        enrollments: { status: string }[];
      }[];
      expect(embedded.map((r) => r.enrollments.map((e) => e.status))).toEqual([["confirmed"], [], []]);

      const inner = (await (
        await service(
          url,
          `/rest/v1/formations?select=title,enrollments!inner(status)&title=like.${tag}*&enrollments.status=eq.pending`,
        )
      ).json()) as { title: string }[];
      expect(inner.map((r) => r.title)).toEqual([`${tag} Beta finance`]);

      const notNull = (await (await service(url, `${base}&enrollments=not.is.null`)).json()) as unknown[];
      expect(notNull).toHaveLength(2);
      const isNull = (await (await service(url, `${base}&enrollments=is.null`)).json()) as { title: string }[];
      expect(isNull.map((r) => r.title)).toEqual([`${tag} Gamma`]);

      const limited = (await (
        await service(
          url,
          `/rest/v1/enrollments?select=id,formations(title)&user_id=eq.${learner.user.id}&order=id.desc&limit=1`,
        )
      ).json()) as unknown[];
      expect(limited).toHaveLength(1);

      const ordered = (await (
        await service(
          url,
          `/rest/v1/profiles?select=id,enrollments(id)&id=eq.${learner.user.id}&enrollments.order=id.desc&enrollments.limit=1`,
        )
      ).json()) as { enrollments: { id: number }[] }[];
      expect(ordered[0].enrollments).toEqual([{ id: Math.max(...enrollmentIds) }]);
    });

    it("spreads a to-one embed into its parent, and refuses to spread a to-many one", async () => {
      const spread = (await (
        await service(
          url,
          `/rest/v1/enrollments?select=id,...formations(title,formation_price:price)&user_id=eq.${learner.user.id}&order=id`,
        )
      ).json()) as object[];
      expect(spread).toEqual([
        { id: enrollmentIds[0], title: `${tag} Alpha leadership agile`, formation_price: 100 },
        { id: enrollmentIds[1], title: `${tag} Beta finance`, formation_price: 200 },
      ]);
      const refused = await service(url, `/rest/v1/formations?select=id,...enrollments(id)`);
      expect(refused.status).toBe(400);
      expect((await refused.json()).code).toBe("PGRST119");
    });

    it("aggregates with count(), sum(), avg(), min(), max(), grouped by the other columns", async () => {
      const response = await service(
        url,
        `/rest/v1/formations?select=theme,count(),total:price.sum(),price.avg(),price.min(),price.max()&title=like.${tag}*&order=theme`,
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([
        { theme: "Finance", count: 2, total: 300, avg: 150, min: 100, max: 200 },
        { theme: "Gestion", count: 1, total: null, avg: null, min: null, max: null },
      ]);
      const embeddedCount = (await (
        await service(url, `/rest/v1/formations?select=title,enrollments(count)&title=like.${tag}*&order=title`)
      ).json()) as { enrollments: { count: number }[] }[];
      expect(embeddedCount.map((r) => r.enrollments[0].count)).toEqual([1, 1, 0]);
      const cast = await (await service(url, `/rest/v1/formations?select=price.sum()::text&title=like.${tag}*`)).json();
      expect(cast).toEqual([{ sum: "300.00" }]);
    });

    it("strips null values for Accept: …;nulls=stripped, and embeds that select nothing only filter", async () => {
      const stripped = await service(url, `/rest/v1/formations?select=id,price&id=eq.${ids[2]}`, {
        headers: { accept: "application/vnd.pgrst.array+json;nulls=stripped" },
      });
      expect(stripped.status).toBe(200);
      expect(await stripped.json()).toEqual([{ id: ids[2] }]);
      const single = await service(url, `/rest/v1/formations?select=id,price&id=eq.${ids[2]}`, {
        headers: { accept: "application/vnd.pgrst.object+json;nulls=stripped" },
      });
      expect(await single.json()).toEqual({ id: ids[2] });
      const { data, error } = await client(url, DEV_SERVICE_ROLE_KEY)
        .from("formations")
        .select('"title"')
        .eq("id", ids[0]);
      expect(error).toBeNull();
      expect(data).toEqual([{ title: `${tag} Alpha leadership agile` }]);
    });

    it("returns CSV for Accept: text/csv", async () => {
      const response = await service(url, `/rest/v1/formations?select=title,price&title=like.${tag}*&order=title`, {
        headers: { accept: "text/csv" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/csv");
      expect(await response.text()).toBe(
        `title,price\n"${tag} Alpha leadership agile",100.00\n"${tag} Beta finance",200.00\n"${tag} Gamma",`,
      );
    });

    it("answers GET and HEAD on /rpc with query arguments, and applies select and filters to its rows", async () => {
      const number = `PA-${tag.slice(4).toUpperCase()}-RPC`; // stored as verify_certificate normalises: upper case, no I, L or O
      await service(url, "/rest/v1/certificates", {
        method: "POST",
        body: JSON.stringify({
          number,
          enrollment_id: enrollmentIds[1],
          user_id: learner.user.id,
          learner_name: "Awa",
          formation_title: "B",
          formation_duration: "2 jours",
        }),
      });
      const get = await api(
        url,
        `/rest/v1/rpc/verify_certificate?certificate_number=${number}&select=number,formation_title`,
      );
      expect(get.status, await get.clone().text()).toBe(200);
      expect(await get.json()).toEqual([{ number, formation_title: "B" }]);
      const filtered = await api(
        url,
        `/rest/v1/rpc/verify_certificate?certificate_number=${number}&formation_title=eq.nope`,
      );
      expect(await filtered.json()).toEqual([]);
      const head = await api(url, `/rest/v1/rpc/verify_certificate?certificate_number=${number}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
      const posted = await api(url, `/rest/v1/rpc/verify_certificate?select=learner_name`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ certificate_number: number }),
      });
      expect(await posted.json()).toEqual([{ learner_name: "Awa" }]);
      const { data } = await client(url)
        .rpc("verify_certificate" as never, { certificate_number: number } as never, { get: true })
        .select("number");
      expect(data).toEqual([{ number }]);
      // Prefer: count on a call counts its rows; max-affected with handling=strict refuses more rows (PGRST124).
      const counted = await client(url).rpc("verify_certificate" as never, { certificate_number: number } as never, {
        count: "exact",
      });
      expect(counted.count).toBe(1);
      const capped = await api(url, "/rest/v1/rpc/verify_certificate", {
        method: "POST",
        headers: { "content-type": "application/json", prefer: "handling=strict, max-affected=0" },
        body: JSON.stringify({ certificate_number: number }),
      });
      expect(capped.status).toBe(400);
      expect((await capped.json()).code).toBe("PGRST124");
      // A call nobody can resolve is worded as PostgREST 12 words it.
      const missing = await client(url).rpc("verify_certificate" as never, { nope: 1 } as never);
      expect(missing.error).toMatchObject({
        code: "PGRST202",
        message: "Could not find the function public.verify_certificate(nope) in the schema cache",
      });
    });

    it("runs GET on a function read-only (a volatile function cannot write through GET)", async () => {
      const admin = client(url, DEV_SERVICE_ROLE_KEY);
      const { error } = await admin.rpc(
        "set_user_role" as never,
        { target_user: learner.user.id, new_role: "trainer" } as never,
        { get: true },
      );
      expect(error?.code).toBe("25006");
      const role = (await (await service(url, `/rest/v1/profiles?select=role&id=eq.${learner.user.id}`)).json()) as {
        role: string;
      }[];
      expect(role[0].role).toBe("client");
    });
  });

  // ─── Errors ───────────────────────────────────────────────────────────────────────────────────────────────
  it.each([
    ["GET", "/rest/v1/formations/1", 404, "PGRST125"],
    ["GET", "/rest/v1/", 404, "PGRST125"],
    ["PATCH", "/rest/v1/rpc/verify_certificate", 405, "PGRST117"],
    ["GET", "/rest/v1/rpc/nope", 404, "PGRST202"],
  ])("answers %s %s in PostgREST's JSON error shape", async (method, path, status, code) => {
    const response = await api(url, path, { method });
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(body.code).toBe(code);
    expect(errorKeys(body)).toEqual(["code", "details", "hint", "message"]);
  });

  it("refuses an unknown Accept media type with 406 PGRST107", async () => {
    const response = await api(url, "/rest/v1/formations?select=id&limit=1", {
      headers: { accept: "unknown/unknown" },
    });
    expect(response.status).toBe(406);
    expect((await response.json()).code).toBe("PGRST107");
  });
});
