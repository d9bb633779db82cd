import type { QueryClient } from "@tanstack/react-query";
import { mayHoldSession } from "~/lib/auth";
import { appQueryClient } from "./query-client";

/**
 * A route's clientLoader that starts its screen's first read when the route is entered, through the app's query
 * client, instead of when the screen first renders — after the gate's session and profile, and the screen's own
 * code (issue 46 item 3: a back-office list's first rows ≤ 1 s after the shell). It waits for nothing: the screen's
 * `useQuery` with the same options joins the read under way, or finds its result. Nobody signed in: no read (the
 * gate sends them to sign in; an anonymous answer must not be kept as the list).
 */
export function prefetchWithRoute(start: (client: QueryClient) => Promise<unknown>): null {
  if (typeof window !== "undefined" && mayHoldSession()) void start(appQueryClient()).catch(() => undefined);
  return null;
}

/** The search parameters of the address a clientLoader is called for. */
export const searchParamsOf = (request: Request) => new URL(request.url).searchParams;
