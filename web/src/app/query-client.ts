import { QueryClient } from "@tanstack/react-query";
import { sessionEndedCaches } from "~/lib/session-ended";

function createAppQueryClient() {
  return new QueryClient({
    ...sessionEndedCaches(),
    // offlineFirst: a screen asks even without a network, so the service worker answers with what it last saw
    // (docs/decisions/1018); retries then wait for the network.
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, networkMode: "offlineFirst" } },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The app's query client: one per page in the browser, shared by the screens (through AppProviders) and by the
 * routes' clientLoaders, which start a list's first read with the route (prefetchWithRoute, issue 46 item 3). The
 * prerender gets a new one per call: nothing it reads is kept from one page to the next.
 */
export function appQueryClient(): QueryClient {
  if (typeof window === "undefined") return createAppQueryClient();
  browserClient ??= createAppQueryClient();
  return browserClient;
}
