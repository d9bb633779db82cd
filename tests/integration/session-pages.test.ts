import { describe, expect, it } from "vitest";
import { formatSessionDates } from "~/lib/session-format";
import { backends, client, DEV_SERVICE_ROLE_KEY } from "../support";

/**
 * The catalogue and a formation's page carry the real upcoming sessions in their HTML, read when the page is asked
 * for (issue 48 items 4 and 6, decision 1044), and follow a change at once (the `sessions_changed` notification).
 * Whether or not the site is built: the pages are then the build's, else bare documents.
 */
describe.each(backends())("sessions in the served pages on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  // A demo formation no test edits (an edited formation's page is the app shell's).
  const FORMATION = 14;

  interface Shown {
    id: number;
    formationId: number;
    dates: string;
    seatsLeft: number;
  }
  /** The sessions an island's marker carries as its props (what it hydrates on). */
  const sessionsIn = (html: string, island: string): Shown[] => {
    const json = new RegExp(`data-island="${island}"[^>]*data-island-props="([^"]*)"`).exec(html)?.[1] ?? "{}";
    const props = JSON.parse(json.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&")) as {
      sessions?: Shown[];
    };
    return props.sessions ?? [];
  };

  /** Polls a page until `done` holds (the server keeps a page until a change is notified). */
  async function page(path: string, done: (text: string) => boolean) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const response = await fetch(`${url}${path}`);
      const text = await response.text();
      if (done(text) || Date.now() > deadline) return { status: response.status, text };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("a session created is in the catalogue's table and its formation's box; cancelled, it leaves both", async () => {
    // Dates no other test uses, far ahead.
    const year = 2040 + Math.floor(Math.random() * 50);
    const day = 10 + Math.floor(Math.random() * 15);
    const startsOn = `${year}-03-${day}`;
    const endsOn = `${year}-03-${day + 2}`;
    const dates = formatSessionDates(startsOn, endsOn);
    const { data, error } = await service()
      .from("course_sessions")
      .insert({ formation_id: FORMATION, starts_on: startsOn, ends_on: endsOn, city: "Dakar", capacity: 12 })
      .select("id")
      .single();
    expect(error).toBeNull();

    const id = data!.id;
    const own = (html: string, island: string) => sessionsIn(html, island).find((session) => session.id === id);

    const catalogue = await page("/formations", (text) => text.includes(dates));
    expect(catalogue.status).toBe(200);
    expect(catalogue.text.includes(dates), "the dates are in the catalogue's HTML").toBe(true);
    expect(own(catalogue.text, "live-sessions-table")).toMatchObject({ formationId: FORMATION, dates });
    const formation = await page(`/formations/${FORMATION}`, (text) => text.includes(dates));
    expect(formation.status).toBe(200);
    expect(formation.text.includes(dates), "the dates are in the formation's HTML").toBe(true);
    const box = sessionsIn(formation.text, "formation-sessions");
    expect(box.map((session) => session.formationId)).toEqual(box.map(() => FORMATION));
    expect(own(formation.text, "formation-sessions")).toMatchObject({ dates, seatsLeft: 12 });

    // A seat taken elsewhere moves the count shown: a write to the session row is a change.
    await service().from("course_sessions").update({ reserved_seats: 12 }).eq("id", id);
    const full = await page("/formations", (text) => own(text, "live-sessions-table")?.seatsLeft === 0);
    expect(own(full.text, "live-sessions-table")?.seatsLeft).toBe(0);

    await service().from("course_sessions").update({ status: "cancelled" }).eq("id", id);
    const gone = await page("/formations", (text) => !text.includes(dates));
    expect(gone.text.includes(dates), "a cancelled session leaves the catalogue").toBe(false);
    const goneBox = await page(`/formations/${FORMATION}`, (text) => !text.includes(dates));
    expect(goneBox.text.includes(dates), "a cancelled session leaves the formation's box").toBe(false);
  });
});
