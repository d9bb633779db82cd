import type { Role } from "~/lib/database";

export const ROLES = ["client", "trainer", "admin"] as const satisfies readonly Role[];

const LABELS: Record<Role, string> = { client: "Client", trainer: "Formateur", admin: "Administrateur" };

export function roleLabel(role: string | null | undefined): string {
  return role && role in LABELS ? LABELS[role as Role] : LABELS.client;
}
