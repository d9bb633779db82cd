import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Toaster } from "~/components/ui/toaster";
import { AuthProvider } from "~/lib/auth";
import { appQueryClient } from "./query-client";

export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(appQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
