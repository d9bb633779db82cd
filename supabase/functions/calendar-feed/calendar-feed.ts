import { calendarText } from "../_shared/calendar-ics.ts";
import { FeedRow, feedSessions, feedToken } from "../_shared/calendar-feed.ts";

export async function calendarFeed(
  request: Request,
  deps: { rows: (token: string) => Promise<FeedRow[]>; siteUrl: string },
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return new Response("GET only", { status: 405 });
  const token = feedToken(new URL(request.url));
  const notFound = () => new Response("Calendrier introuvable ou lien révoqué.", { status: 404 });
  if (!/^[0-9a-f]{64}$/.test(token)) return notFound();
  const rows = await deps.rows(token);
  if (rows.length === 0) return notFound();
  const name = rows[0].owner_name ? `Formations — ${rows[0].owner_name}` : "Mes formations";
  const body = calendarText(feedSessions(rows, deps.siteUrl), { method: "PUBLISH", name });
  return new Response(request.method === "HEAD" ? null : body, {
    status: 200,
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="formations.ics"',
      "cache-control": "private, no-store",
      "referrer-policy": "no-referrer",
    },
  });
}
