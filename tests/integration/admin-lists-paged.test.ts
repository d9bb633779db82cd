import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, backends, client, signedUpClient } from "../support";

type Person = Awaited<ReturnType<typeof signedUpClient>>;

/**
 * Issue 46 item 5 (decision 1112): « Formations », « Sessions » and the inbox read a page at a time in the database —
 * keyset after the last row shown, filters and search there — for admins only, through the real supabase-js.
 */
describe.each(backends())("the back office's paged lists on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);

  async function admin(): Promise<Person> {
    const person = await signedUpClient(url, "Admin Pages");
    expect((await service().rpc("set_user_role", { target_user: person.user.id, new_role: "admin" })).error).toBeNull();
    return person;
  }

  async function refusedToOthers(name: string, args: Record<string, unknown>) {
    const learner = await signedUpClient(url, "Apprenant Pages");
    const trainer = await signedUpClient(url, "Formateur Pages");
    await service().rpc("set_user_role", { target_user: trainer.user.id, new_role: "trainer" });
    const call = (person: Person["supabase"]) =>
      (person.rpc as (n: string, a: object) => PromiseLike<{ error: { code?: string } | null }>)(name, args);
    expect((await call(learner.supabase)).error?.code).toBe("PA403");
    expect((await call(trainer.supabase)).error?.code).toBe("PA403");
    expect((await call(client(url))).error?.code).toBe("42501");
  }

  async function formation(title: string, expert = "Awa Traoré", theme = "Gouvernance") {
    const inserted = await service()
      .from("formations")
      .insert({
        theme,
        title,
        description: "Formation des pages",
        duration: "2 jours",
        formats: ["En ligne"],
        expert,
        price: 950000,
        price_currency: "XOF",
      })
      .select("id")
      .single();
    expect(inserted.error).toBeNull();
    return inserted.data!.id;
  }

  it("pages the formations newest first, searched by the starts of the words of title, expert and theme without accents", async () => {
    const boss = await admin();
    const word = `Quiberon${randomUUID().slice(0, 8)}`;
    const a = await formation(`Maîtrise ${word} des projets`);
    const b = await formation(`Pilotage ${word}`, "Éloïse Kaboré");
    const c = await formation(`Agilité ${word}`, "Awa Traoré", "Éthique Numérique");
    const page = async (args: Record<string, unknown>) => {
      const answer = await boss.supabase.rpc("admin_formations_page", args);
      expect(answer.error).toBeNull();
      return answer.data as unknown as { id: number; title: string; trainer_id: string | null }[];
    };
    const first = await page({ p_search: word.toLowerCase(), p_limit: 2 });
    expect(first.map((row) => row.id)).toEqual([c, b]);
    expect(first[0]).toHaveProperty("trainer_id", null);
    expect((await page({ p_search: word, p_before_id: b, p_limit: 2 })).map((row) => row.id)).toEqual([a]);
    // Every word somewhere, accents and case as the reader types them.
    expect((await page({ p_search: `maitrise ${word}` })).map((row) => row.id)).toEqual([a]);
    expect((await page({ p_search: `${word} eloise` })).map((row) => row.id)).toEqual([b]);
    expect((await page({ p_search: `${word} NUMERIQUE` })).map((row) => row.id)).toEqual([c]);
    // The start of a word, not its middle (decision 1133: found through the index of the words).
    expect(await page({ p_search: word.slice(3) })).toEqual([]);
    expect((await page({ p_search: `pilot ${word}` })).map((row) => row.id)).toEqual([b]);
    // Without a search: newest first, at most 200 a call.
    const all = await page({ p_limit: 5000 });
    expect(all.length).toBeLessThanOrEqual(200);
    expect(all.map((row) => row.id)).toEqual([...all.map((row) => row.id)].sort((x, y) => y - x));
    await refusedToOthers("admin_formations_page", {});
  });

  it("offers formations by title and experts by name to the pickers, searched in the database (decision 1133)", async () => {
    const boss = await admin();
    const word = `Vannes${randomUUID().slice(0, 8)}`;
    const zeta = await formation(`Zêta ${word}`, `Élodie ${word}`);
    const alpha = await formation(`Alpha ${word}`, `Bakary ${word}`);
    const beta = await formation(`Bêta ${word}`, `Élodie ${word}`);
    const choices = await boss.supabase.rpc("admin_formation_choices", { p_search: word.toLowerCase() });
    expect(choices.error).toBeNull();
    expect(choices.data).toEqual([
      { id: alpha, title: `Alpha ${word}` },
      { id: beta, title: `Bêta ${word}` },
      { id: zeta, title: `Zêta ${word}` },
    ]);
    const one = await boss.supabase.rpc("admin_formation_choices", { p_search: `zeta ${word}` });
    expect(one.data).toEqual([{ id: zeta, title: `Zêta ${word}` }]);
    const limited = await boss.supabase.rpc("admin_formation_choices", { p_limit: 5000 });
    expect((limited.data as unknown[]).length).toBeLessThanOrEqual(100);

    const experts = async (args: Record<string, unknown>) => {
      const answer = await boss.supabase.rpc("admin_experts", { p_search: word, ...args });
      expect(answer.error).toBeNull();
      return answer.data as unknown as { name: string; formations: { id: number; title: string }[] }[];
    };
    expect(await experts({})).toEqual([
      { name: `Bakary ${word}`, formations: [{ id: alpha, title: `Alpha ${word}` }] },
      {
        name: `Élodie ${word}`,
        formations: [
          { id: beta, title: `Bêta ${word}` },
          { id: zeta, title: `Zêta ${word}` },
        ],
      },
    ]);
    expect((await experts({ p_after: `Bakary ${word}` })).map((expert) => expert.name)).toEqual([`Élodie ${word}`]);
    expect((await experts({ p_search: `elodie ${word}` })).map((expert) => expert.name)).toEqual([`Élodie ${word}`]);
    await refusedToOthers("admin_formation_choices", {});
    await refusedToOthers("admin_experts", {});
  });

  it("pages the sessions to come soonest first and the ended ones latest first, searched by formation", async () => {
    const boss = await admin();
    const word = `Carnac${randomUUID().slice(0, 8)}`;
    const formationId = await formation(`Risques ${word}`);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const session = async (starts: number, ends: number) => {
      const inserted = await service()
        .from("course_sessions")
        .insert({
          formation_id: formationId,
          starts_on: day(starts),
          ends_on: day(ends),
          format: "Présentiel",
          city: "Dakar",
          venue: "Plateau",
          capacity: 10,
          status: "open",
        })
        .select("id")
        .single();
      expect(inserted.error).toBeNull();
      return inserted.data!.id;
    };
    const underWay = await session(-2, 3);
    const soon = await session(10, 11);
    const sameDay = await session(10, 12);
    const ended = await session(-30, -29);
    const endedLongAgo = await session(-300, -299);
    const page = async (args: Record<string, unknown>) => {
      const answer = await boss.supabase.rpc("admin_sessions_page", { p_search: word, ...args });
      expect(answer.error).toBeNull();
      return answer.data as unknown as { id: number; starts_on: string; formations: { title: string } | null }[];
    };
    const first = await page({ p_limit: 2 });
    expect(first.map((row) => row.id)).toEqual([underWay, soon]);
    expect(first[0]!.formations).toEqual({ title: `Risques ${word}`, price_currency: "XOF" });
    expect(first[0]).not.toHaveProperty("trainer_id");
    const next = await page({ p_after_starts_on: first[1]!.starts_on, p_after_id: first[1]!.id, p_limit: 2 });
    expect(next.map((row) => row.id)).toEqual([sameDay]);
    expect((await page({ p_past: true })).map((row) => row.id)).toEqual([ended, endedLongAgo]);
    expect((await page({ p_past: true, p_after_starts_on: day(-30), p_after_id: ended })).map((row) => row.id)).toEqual(
      [endedLongAgo],
    );
    expect((await page({ p_search: `risques ${word} autre` })).length).toBe(0);
    await refusedToOthers("admin_sessions_page", {});
  });

  it("pages the inbox newest first, filtered by kind, status and days and searched in what was sent", async () => {
    const boss = await admin();
    const word = `Gorée${randomUUID().slice(0, 8)}`;
    const enquiry = async (created_at: string, fields: Record<string, unknown>) => {
      const inserted = await service()
        .from("enquiries")
        .insert({
          kind: "contact",
          full_name: "Fatou Ndiaye",
          email: "fatou@exemple.sn",
          consent: true,
          subject: `Question ${word}`,
          message: "Bonjour",
          created_at,
          ...fields,
        })
        .select("id")
        .single();
      expect(inserted.error).toBeNull();
      return inserted.data!.id;
    };
    // Two at the same instant (the id breaks the tie), one quote, one archived.
    const at = "2031-03-10T09:00:00Z";
    const [x, y] = [await enquiry(at, {}), await enquiry(at, { message: "Délai de réponse" })].sort().reverse();
    const quote = await enquiry("2031-03-09T23:30:00Z", {
      kind: "quote",
      details: { participants: 12, city: "Thiès" },
    });
    const archived = await enquiry("2031-03-01T10:00:00Z", { status: "archivee" });
    await service().from("enquiries").update({ assignee_id: boss.user.id }).eq("id", quote);

    const page = async (args: Record<string, unknown>) => {
      const answer = await boss.supabase.rpc("admin_enquiries_page", { p_search: word, ...args });
      expect(answer.error).toBeNull();
      return answer.data as unknown as {
        id: string;
        assignee: { full_name: string | null } | null;
        website?: string;
      }[];
    };
    const first = await page({ p_limit: 2 });
    expect(first.map((row) => row.id)).toEqual([x, y]);
    expect(first[0]).not.toHaveProperty("website");
    const next = await page({ p_before_created: at, p_before_id: y });
    expect(next.map((row) => row.id)).toEqual([quote]);
    expect(next[0]!.assignee).toEqual({ full_name: "Admin Pages", email: boss.email });
    expect((await page({ p_status: "toutes" })).map((row) => row.id)).toEqual([x, y, quote, archived]);
    expect((await page({ p_status: "archivee" })).map((row) => row.id)).toEqual([archived]);
    expect((await page({ p_kind: "quote" })).map((row) => row.id)).toEqual([quote]);
    // Days are UTC and inclusive.
    expect((await page({ p_from: "2031-03-10", p_to: "2031-03-10" })).map((row) => row.id)).toEqual([x, y]);
    expect((await page({ p_to: "2031-03-09" })).map((row) => row.id)).toEqual([quote]);
    // Every word as the start of one in the sender, the message or the details, without accents (an index of them).
    expect((await page({ p_search: `${word} delai` })).map((row) => row.id)).toHaveLength(1);
    expect((await page({ p_search: `${word} DÉL` })).map((row) => row.id)).toHaveLength(1);
    expect(await page({ p_search: `${word} elai` })).toEqual([]);
    expect(await page({ p_search: "%%%" })).toEqual([]);
    expect((await page({ p_search: `${word.toLowerCase()} thies` })).map((row) => row.id)).toEqual([quote]);
    expect((await page({ p_search: `fatou@exemple ${word}` })).length).toBe(3);
    await refusedToOthers("admin_enquiries_page", {});
  });
});
