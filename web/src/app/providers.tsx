import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Toaster } from "~/components/ui/toaster";
import { AuthProvider } from "~/lib/auth";
import { sessionEndedCaches } from "~/lib/session-ended";

export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        ...sessionEndedCaches(),
        // offlineFirst: a screen asks even without a network, so the service worker answers with what it last saw
        // (docs/decisions/1018); retries then wait for the network.
        defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, networkMode: "offlineFirst" } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
