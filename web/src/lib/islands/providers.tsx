import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, useSyncExternalStore } from "react";
import { Router } from "react-router";
import { AuthProvider } from "~/lib/auth";
import { currentPageSearch, documentNavigator, subscribePageUrl } from "./page-url";

export { documentNavigator } from "./page-url";

export interface IslandLocation {
  pathname: string;
  search?: string;
}

/**
 * What every island renders inside, identically at build time and when it hydrates in the browser: a router
 * without routes (links are page loads; query-string changes stay on the page, see page-url.ts), React Query and
 * the auth provider. Nothing else of the router (loaders, route data, params) is there.
 */
export function IslandProviders({ location, children }: { location: IslandLocation; children: React.ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } } }),
  );
  const search = useSyncExternalStore(subscribePageUrl, currentPageSearch, () => location.search ?? "");
  return (
    <Router location={{ pathname: location.pathname, search }} navigator={documentNavigator}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </Router>
  );
}
