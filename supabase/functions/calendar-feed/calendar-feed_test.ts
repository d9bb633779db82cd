import { expect } from "chai";
import { feedSessions, feedToken, placeOf, type FeedRow } from "../_shared/calendar-feed.ts";
import { sessionInvitation } from "../_shared/calendar-ics.ts";

const row: FeedRow = {
  owner_name: "Awa Diop",
  session_id: 31,
  title: "Gestion de projet, niveau 1",
  starts_on: "2027-03-10T00:00:00Z",
  ends_on: "2027-03-12",
  day_starts: null,
  day_ends: null,
  time_zone: null,
  format: "Présentiel",
  city: "Dakar",
  venue: "Hôtel Terrou-Bi",
  sequence: 2,
  cancelled: null,
  role: "learner",
};

Deno.test("the feed's token is read from ?token= or from the .ics path, else empty", () => {
  const hex = "ab".repeat(32);
  expect(feedToken(new URL(`https://x.test/functions/v1/calendar-feed?token=${hex}`))).to.equal(hex);
  expect(feedToken(new URL(`https://x.test/functions/v1/calendar-feed/${hex}.ics`))).to.equal(hex);
  expect(feedToken(new URL(`https://x.test/functions/v1/calendar-feed/${hex}`))).to.equal(hex);
  expect(feedToken(new URL("https://x.test/functions/v1/calendar-feed/not-a-token.ics"))).to.equal("");
});

Deno.test("a session's place: venue and city, online said first", () => {
  expect(placeOf(row)).to.equal("Hôtel Terrou-Bi, Dakar");
  expect(placeOf({ format: "En ligne", city: null, venue: " " })).to.equal("En ligne");
  expect(placeOf({ format: "En ligne", city: "Montréal", venue: null })).to.equal("En ligne : Montréal");
});

Deno.test("the feed's rows become calendar sessions with the defaults, a trainer's linking to their calendar", () => {
  const [learner, trainer] = feedSessions(
    [row, { ...row, session_id: 32, role: "trainer", cancelled: true, time_zone: "America/Toronto" }, { ...row, session_id: null }],
    "https://site.test/",
  );
  expect(learner).to.deep.equal({
    id: 31,
    title: "Gestion de projet, niveau 1",
    startsOn: "2027-03-10",
    endsOn: "2027-03-12",
    dayStarts: "09:00",
    dayEnds: "17:00",
    timeZone: "Africa/Abidjan",
    location: "Hôtel Terrou-Bi, Dakar",
    url: "https://site.test/mes-formations",
    sequence: 2,
    cancelled: false,
  });
  expect(trainer).to.include({ id: 32, url: "https://site.test/formateur/calendrier", cancelled: true });
  expect(feedSessions([{ ...row, session_id: null }, { ...row, starts_on: null }], "https://site.test")).to.deep.equal([]);
});

Deno.test("a cancelled session is published as cancelled, with its sequence", () => {
  const [session] = feedSessions([{ ...row, cancelled: true }], "https://site.test");
  const ics = sessionInvitation(session, new Date("2027-01-05T10:00:00Z")).replace(/\r\n /g, "");
  expect(ics).to.match(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).to.include("STATUS:CANCELLED");
  expect(ics).to.include("SEQUENCE:2");
  expect(ics).to.include("UID:session-31@");
  expect(ics).to.include("LOCATION:Hôtel Terrou-Bi\\, Dakar");
});
