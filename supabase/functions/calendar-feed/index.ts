import { callRpc } from "../_shared/clients.ts";
import { calendarFeed } from "./calendar-feed.ts";
import { env } from "../_shared/env.ts";

// The private calendar feed a phone's calendar subscribes to (decision 1016): the token is the credential.
Deno.serve((request) =>
  calendarFeed(request, {
    rows: (token) => callRpc("function_calendar_feed_sessions", { p_token: token }),
    siteUrl: env("SITE_URL") ?? "",
  }),
);
