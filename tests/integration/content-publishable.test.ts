import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Queryable } from "../../server/src/db/database";
import { migrate } from "../../server/src/db/migrate";
import { engines, scratchDatabase, type ScratchDatabase } from "../supabase-defaults/scratch-database";

/**
 * `private.make_publishable` (decision 1126): the revisions, slug redirects, notifications, read policies and grants of
 * a publishable content type in one call. A made-up type, `events`, gets them on a migrated database, and the
 * articles (remade with it) keep theirs: content-articles.test.ts drives them through the API.
 */
describe.each(engines())("a publishable content type made by private.make_publishable, on %s", (engine) => {
  let scratch: ScratchDatabase;

  beforeAll(async () => {
    scratch = await scratchDatabase(engine);
    await migrate(scratch.db);
    await scratch.db.exec(`
      create table public.events (
        id bigint generated always as identity primary key,
        slug text not null unique,
        title text not null,
        body_html text not null default '',
        status text not null default 'draft' check (status in ('draft', 'published')),
        published_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        updated_by uuid references auth.users (id) on delete set null
      );
      select private.make_publishable('public.events', 'event', '{body_html}');`);
  }, 240_000);

  afterAll(async () => {
    await scratch?.drop();
  });

  /** Runs `work` as an API role (as PostgREST does: `set local role`), in a transaction rolled back or not. */
  async function as<T>(role: "anon" | "service_role", work: (tx: Queryable) => Promise<T>): Promise<T> {
    return scratch.db.transaction(async (tx) => {
      await tx.query(`set local role ${role}`);
      return work(tx);
    });
  }

  const error = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (failure: { code?: string; message?: string }) => failure.code ?? failure.message,
    );

  it("refuses a table without the publishable columns", async () => {
    await scratch.db.exec("create table public.notes (id bigint primary key, slug text)");
    expect(await error(scratch.db.query("select private.make_publishable('public.notes', 'note')"))).toBe("22023");
  });

  it("keeps a revision of each write without the left-out columns, and each old slug as a redirect", async () => {
    const id = await as("service_role", async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        "insert into public.events (slug, title, body_html) values ('forum-2027', 'Forum', '<p>x</p>') returning id",
      );
      const event = Number(rows[0].id);
      await tx.query("update public.events set status = 'published', published_at = now() where id = $1", [event]);
      await tx.query("update public.events set slug = 'forum-abidjan-2027' where id = $1", [event]);
      await tx.query("update public.events set status = 'draft' where id = $1", [event]);
      return event;
    });
    const { rows: revisions } = await scratch.db.query<{ action: string; snapshot: Record<string, unknown> }>(
      "select action, snapshot from public.event_revisions where event_id = $1 order by id",
      [id],
    );
    expect(revisions.map((revision) => revision.action)).toEqual(["created", "published", "edited", "unpublished"]);
    expect(revisions[2].snapshot).toMatchObject({ slug: "forum-abidjan-2027", title: "Forum" });
    expect(revisions.every((revision) => !("body_html" in revision.snapshot))).toBe(true);
    const redirects = async () =>
      (await scratch.db.query("select old_slug, event_id::int from public.event_slug_redirects order by 1")).rows;
    expect(await redirects()).toEqual([{ old_slug: "forum-2027", event_id: id }]);

    // Taking the old slug back: it is in use again, so it is no longer a redirect; the other one now is.
    await as("service_role", (tx) => tx.query("update public.events set slug = 'forum-2027' where id = $1", [id]));
    expect(await redirects()).toEqual([{ old_slug: "forum-abidjan-2027", event_id: id }]);
  });

  it("shows anon the published rows whose date has come, and their old slugs only; never who edited them", async () => {
    await as("service_role", async (tx) => {
      await tx.query(`insert into public.events (slug, title, status, published_at) values
        ('salon-public', 'Public', 'published', now() - interval '1 day'),
        ('salon-programme', 'Programmé', 'published', now() + interval '1 day'),
        ('salon-brouillon', 'Brouillon', 'draft', null)`);
      for (const slug of ["salon-public", "salon-programme", "salon-brouillon"])
        await tx.query("update public.events set slug = $1 || '-v2' where slug = $1", [slug]);
    });
    const seen = await as("anon", async (tx) => ({
      events: (await tx.query<{ slug: string }>("select slug from public.events where slug like 'salon-%' order by 1"))
        .rows,
      redirects: (
        await tx.query<{ old_slug: string }>(
          "select old_slug from public.event_slug_redirects where old_slug like 'salon-%' order by 1",
        )
      ).rows,
    }));
    expect(seen).toEqual({ events: [{ slug: "salon-public-v2" }], redirects: [{ old_slug: "salon-public" }] });
    expect(await error(as("anon", (tx) => tx.query("select updated_by from public.events")))).toBe("42501");
    expect(await error(as("anon", (tx) => tx.query("select id from public.event_revisions")))).toBe("42501");
    expect(await error(as("anon", (tx) => tx.query("delete from public.events")))).toBe("42501");
  });

  it("tells the server the content changed, for the rows and for their redirects", async () => {
    const { rows } = await scratch.db.query<{ tgname: string; function: string }>(
      `select t.tgname, p.proname as function from pg_trigger t join pg_proc p on p.oid = t.tgfoid
        where t.tgrelid in ('public.events'::regclass, 'public.event_slug_redirects'::regclass) and not t.tgisinternal
        order by 1`,
    );
    expect(rows).toEqual([
      { tgname: "event_slug_redirects_notify_change", function: "notify_content_changed" },
      { tgname: "events_notify_change", function: "notify_content_changed" },
      { tgname: "events_record_change", function: "record_publishable_change" },
      { tgname: "events_touch_updated_at", function: "touch_updated_at" },
    ]);
  });
});
