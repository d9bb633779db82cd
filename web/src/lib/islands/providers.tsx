import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Router, type Navigator } from "react-router";
import { AuthProvider } from "~/lib/auth";

/**
 * An island's links lead to ordinary page loads: the public pages are separate documents (docs/decisions/0800).
 * Link, NavLink and useNavigate keep working inside an island through this navigator; nothing else of the router
 * (loaders, route data) is there.
 */
export const documentNavigator: Navigator = {
  createHref: (to) => (typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`),
  push: (to) => window.location.assign(documentNavigator.createHref(to)),
  replace: (to) => window.location.replace(documentNavigator.createHref(to)),
  go: (delta) => window.history.go(delta),
};

export interface IslandLocation {
  pathname: string;
  search?: string;
}

/** What every island renders inside, identically at build time and when it hydrates in the browser. */
export function IslandProviders({ location, children }: { location: IslandLocation; children: React.ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } } }),
  );
  return (
    <Router location={{ pathname: location.pathname, search: location.search ?? "" }} navigator={documentNavigator}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </Router>
  );
}
