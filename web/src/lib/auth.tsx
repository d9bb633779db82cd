// Placeholder: replaced by the real auth context (issue 4).
export function AuthProvider({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}
