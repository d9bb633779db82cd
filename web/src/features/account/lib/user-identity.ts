import type { Role } from "~/lib/database";

export const DEFAULT_DISPLAY_NAME = "Utilisateur";

interface IdentitySource {
  profile?: { full_name?: string | null } | null;
  user?: { user_metadata?: Record<string, unknown> | null } | null;
}

/** The profile's full name, else the name given at sign-up, else 'Utilisateur' (spec §6). */
export function displayName({ profile, user }: IdentitySource): string {
  const fromProfile = profile?.full_name?.trim();
  if (fromProfile) return fromProfile;
  const fromMetadata = user?.user_metadata?.full_name;
  if (typeof fromMetadata === "string" && fromMetadata.trim()) return fromMetadata.trim();
  return DEFAULT_DISPLAY_NAME;
}

/** First letters of up to two words, upper-cased; 'U' when there is nothing to take them from. */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join("");
  return letters || "U";
}

const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrateur",
  trainer: "Formateur",
  client: "Client",
};

export function isKnownRole(role: unknown): role is Role {
  return role === "admin" || role === "trainer" || role === "client";
}

/** French label of a role; an absent role reads as client (the database default). */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return ROLE_LABELS.client;
  return isKnownRole(role) ? ROLE_LABELS[role] : role;
}
