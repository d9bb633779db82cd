import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, backends, client, signedUpClient } from "../support";

type Person = Awaited<ReturnType<typeof signedUpClient>>;

interface PageRow {
  id: number;
  status: string;
  created_at: string;
  payment_method: string;
  payment_currency: string | null;
  formations: { id: number; title: string } | null;
  profiles: { full_name: string | null; email: string | null; country: string | null } | null;
  course_sessions: unknown;
}

/**
 * Issue 46 item 5 (decisions 1076–1078): the back office's list of enrollments read a page at a time in the database,
 * its figures and statistics counted there over every row, and people found through the index of their words — for
 * admins only, through the real supabase-js.
 */
describe.each(backends())("the back office's lists at volume on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);

  async function admin(): Promise<Person> {
    const person = await signedUpClient(url, "Admin Listes");
    expect((await service().rpc("set_user_role", { target_user: person.user.id, new_role: "admin" })).error).toBeNull();
    return person;
  }

  /** A learner with a name no other test uses, and a formation with a title of its own. */
  async function fixtures() {
    const word = `Zerbinette${randomUUID().slice(0, 8)}`;
    const learner = await signedUpClient(url, `Aïcha ${word}`);
    const formation = await service()
      .from("formations")
      .insert({
        theme: "Gouvernance",
        title: `Pilotage ${word} des programmes`,
        description: "Formation des listes",
        duration: "2 jours",
        formats: ["En ligne"],
        expert: "Awa Traoré",
        price: 950000,
        price_currency: "XOF",
      })
      .select("id, title")
      .single();
    expect(formation.error).toBeNull();
    return { word, learner, formation: formation.data! };
  }

  async function enrol(userId: string, formationId: number, extra: Record<string, unknown>) {
    const inserted = await service()
      .from("enrollments")
      .insert({ formation_id: formationId, user_id: userId, payment_method: "mobile", ...extra })
      .select("id, created_at")
      .single();
    expect(inserted.error).toBeNull();
    return inserted.data!;
  }

  it("pages newest first after a cursor, filters and searches in the database; others are refused", async () => {
    const boss = await admin();
    const { word, learner, formation } = await fixtures();
    const other = await signedUpClient(url, "Moussa Diop");
    // Three seats of the learner at the same instant (the id breaks the tie) and one of someone else in the formation.
    const at = "2030-06-01T10:00:00Z";
    const a = await enrol(learner.user.id, formation.id, { created_at: at, status: "pending" });
    const b = await enrol(learner.user.id, 6, { created_at: at, status: "confirmed", payment_method: "carte" });
    const c = await enrol(learner.user.id, 7, { created_at: "2030-05-01T10:00:00Z", status: "cancelled" });
    const d = await enrol(other.user.id, formation.id, { created_at: "2030-04-01T10:00:00Z", status: "pending" });

    const page = async (args: Record<string, unknown>) => {
      const answer = await boss.supabase.rpc("admin_enrollments_page", args);
      expect(answer.error).toBeNull();
      return answer.data as unknown as PageRow[];
    };

    // The learner by the start of a word of their name, any case: their three seats, newest first, id breaking ties.
    // (The formation's title holds the word too: the other learner's seat in it is found as well.)
    const first = await page({ p_search: word.slice(0, -2).toLowerCase(), p_limit: 2 });
    expect(first.map((row) => row.id)).toEqual([b.id, a.id]);
    expect(first[0]!.profiles).toMatchObject({ full_name: `Aïcha ${word}`, email: learner.email });
    expect(first[1]!.formations).toMatchObject({ id: formation.id, title: formation.title });
    expect(first[1]).not.toHaveProperty("formations.trainer_id");
    // The next page starts strictly after the last row shown.
    const second = await page({
      p_search: word.slice(0, -2),
      p_before_created: first[1]!.created_at,
      p_before_id: first[1]!.id,
      p_limit: 2,
    });
    expect(second.map((row) => row.id)).toEqual([c.id, d.id]);

    // The formation by any part of its title finds the other learner's seat too; the e-mail by its words.
    expect((await page({ p_search: `${word} des prog` })).map((row) => row.id)).toEqual([a.id, d.id]);
    expect((await page({ p_search: learner.email.split("@")[0]!.slice(0, 12) })).map((row) => row.id)).toEqual([
      b.id,
      a.id,
      c.id,
    ]);
    // Filters combine with the search.
    expect((await page({ p_search: word, p_status: "pending" })).map((row) => row.id)).toEqual([a.id, d.id]);
    expect((await page({ p_search: word, p_method: "carte" })).map((row) => row.id)).toEqual([b.id]);
    expect((await page({ p_search: word, p_currency: "CAD" })).map((row) => row.id)).not.toContain(a.id);
    // A search with nothing left to search (punctuation only) finds nobody by name, and no title either.
    expect(await page({ p_search: "%%%", p_before_created: "2030-06-02T00:00:00Z", p_limit: 5 })).toEqual([]);
    // At most 200 rows a call, whatever is asked.
    expect((await page({ p_limit: 5000 })).length).toBeLessThanOrEqual(200);

    // A learner, a trainer and a visitor are refused.
    const refused = await learner.supabase.rpc("admin_enrollments_page", { p_search: word });
    expect(refused.error?.code).toBe("PA403");
    const trainer = await signedUpClient(url, "Formateur Listes");
    await service().rpc("set_user_role", { target_user: trainer.user.id, new_role: "trainer" });
    expect((await trainer.supabase.rpc("admin_enrollments_page", {})).error?.code).toBe("PA403");
    const anon = await client(url).rpc("admin_enrollments_page", {});
    expect(anon.error?.code).toBe("42501");
  });

  it("counts the key figures and the statistics over every enrollment in the database, admins only", async () => {
    const boss = await admin();
    const { learner, formation } = await fixtures();
    // A month no other test (nor an earlier run on the same database) writes in: two seats that month, one the month
    // before (UTC), one cancelled that month.
    const year = 2100 + Math.floor(Math.random() * 7000);
    await enrol(learner.user.id, formation.id, { created_at: `${year}-05-03T10:00:00Z`, status: "confirmed" });
    await enrol(learner.user.id, 6, { created_at: `${year}-05-20T10:00:00Z`, status: "pending" });
    await enrol(learner.user.id, 7, { created_at: `${year}-04-30T23:30:00Z`, status: "completed" });
    await enrol(learner.user.id, 8, { created_at: `${year}-05-31T23:59:00Z`, status: "cancelled" });

    const now = `${year}-05-15T12:00:00Z`;
    const figures = await boss.supabase.rpc("admin_enrollment_figures", { p_now: now });
    expect(figures.error).toBeNull();
    const f = figures.data as {
      total: number;
      by_status: Record<string, number>;
      this_month: number;
      last_month: number;
      amounts: Record<string, { amount: number; count: number }>;
      top: { formation_id: number; title: string; count: number }[];
    };
    expect(f.this_month).toBe(3);
    expect(f.last_month).toBe(1);
    // Every status counted, and together they are every enrollment.
    expect(Object.values(f.by_status).reduce((sum, n) => sum + n, 0)).toBe(f.total);
    const everything = await service().from("enrollments").select("id", { count: "exact", head: true });
    expect(f.total).toBeGreaterThanOrEqual(4);
    expect(f.total).toBeLessThanOrEqual(everything.count!);
    expect(f.amounts.XOF!.count).toBeGreaterThanOrEqual(1);
    expect(f.top.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < f.top.length; i++) expect(f.top[i - 1]!.count).toBeGreaterThanOrEqual(f.top[i]!.count);

    const statistics = await boss.supabase.rpc("admin_enrollment_statistics", { p_now: now });
    expect(statistics.error).toBeNull();
    const s = statistics.data as {
      total: number;
      months: { month: string; count: number }[];
      themes: { label: string | null; count: number }[];
      methods: { method: string; count: number }[];
      countries: { label: string | null; count: number }[];
    };
    expect(s.months.find((m) => m.month === `${year}-05`)?.count).toBe(3);
    expect(s.months.find((m) => m.month === `${year}-04`)?.count).toBe(1);
    expect(s.months.every((m) => m.month >= `${year - 1}-06` && m.month <= `${year}-05`)).toBe(true);
    for (const groups of [s.themes, s.methods, s.countries])
      expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(s.total);

    for (const name of ["admin_enrollment_figures", "admin_enrollment_statistics"] as const) {
      expect((await learner.supabase.rpc(name, {})).error?.code).toBe("PA403");
      expect((await client(url).rpc(name, {})).error?.code).toBe("42501");
    }
  });

  it("finds people by the start of the words of their name or e-mail, admins only", async () => {
    const boss = await admin();
    const { word, learner } = await fixtures();
    const search = async (text: string) => {
      const answer = await boss.supabase.rpc("admin_search_people", { p_search: text });
      expect(answer.error).toBeNull();
      return (answer.data ?? []).map((person) => person.id);
    };
    expect(await search(word.slice(0, -2).toUpperCase())).toEqual([learner.user.id]);
    expect(await search(`aïcha ${word.slice(0, -1)}`)).toEqual([learner.user.id]);
    expect(await search(learner.email)).toEqual([learner.user.id]);
    // Inside a word is not the start of one.
    expect(await search(word.slice(3))).toEqual([]);
    expect(await search("  ")).toEqual([]);
    const answer = await boss.supabase.rpc("admin_search_people", { p_search: word });
    expect(answer.data?.[0]).toMatchObject({ full_name: `Aïcha ${word}`, email: learner.email, role: "client" });

    expect((await learner.supabase.rpc("admin_search_people", { p_search: word })).error?.code).toBe("PA403");
    expect((await client(url).rpc("admin_search_people", { p_search: word })).error?.code).toBe("42501");
  });
});
