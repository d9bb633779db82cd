import type { Role } from "@common/database";

/** The three roles of an account (profiles.role); the database gives 'client' to every new account. */
export const ROLES = ["client", "trainer", "editor", "admin"] as const satisfies readonly Role[];

const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrateur",
  trainer: "Formateur",
  client: "Client",
  editor: "Rédacteur",
};

export function isKnownRole(role: unknown): role is Role {
  return typeof role === "string" && (ROLES as readonly string[]).includes(role);
}

/** French label of a role; an absent role reads as client (the database default), an unknown one is shown as written. */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return ROLE_LABELS.client;
  return isKnownRole(role) ? ROLE_LABELS[role] : role;
}

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

/**
 * First letters of the first and last words, upper-cased ('Awa Koné' → 'AK', 'Amadou Mamadou Diallo' → 'AD'), for
 * the avatars that stand in for a photo, everywhere on the site; `fallback` when the name has no letters to take.
 */
export function initials(name: string | null | undefined, fallback = ""): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const firstAndLast = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  const letters = firstAndLast.map((word) => Array.from(word)[0]!.toUpperCase()).join("");
  return letters || fallback;
}

/** Query keys of profiles ('profiles' first, so invalidating `profileKeys.all` refreshes every one). */
export const profileKeys = {
  all: ["profiles"] as const,
  /** The signed-in person's own profile (useProfile). */
  one: (userId: string | undefined) => ["profiles", "one", userId] as const,
  /** Every profile list of the back office (search, trainers): refreshed after a role change. */
  admin: ["profiles", "admin"] as const,
  adminSearch: (term: string) => ["profiles", "admin", term] as const,
  trainers: ["profiles", "admin", "trainers"] as const,
};
