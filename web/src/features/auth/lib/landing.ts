import { href } from "react-router";
import { paths } from "~/lib/paths";

/**
 * Where each role works, the page sign-in and sign-up lead to when no page asked for them (issue 48 item 3,
 * decision 1033): the learner's « Mes formations », the trainer's day and the admin's key figures (both on the
 * dashboard), the editor's « Contenus ». An unknown or unread role is a learner's (the database's default).
 */
export function homeForRole(role: string | null | undefined): string {
  switch (role) {
    case "admin":
    case "trainer":
      return paths.dashboard();
    case "editor":
      return href("/contenus");
    default:
      return paths.myTrainings();
  }
}

/**
 * The home of the person who has just signed in, read from their profile; the dashboard (which shows each role its
 * own screen) when the role cannot be read. The Supabase client is imported here, on demand, as in ~/lib/auth.
 */
export async function homeOfSignedInPerson(): Promise<string> {
  try {
    const { getSupabase } = await import("~/lib/supabase");
    const client = await getSupabase();
    const { data } = await client.auth.getSession();
    const userId = data.session?.user.id;
    if (!userId) return paths.dashboard();
    const { data: profile, error } = await client.from("profiles").select("role").eq("id", userId).maybeSingle();
    if (error) return paths.dashboard();
    return homeForRole(profile?.role);
  } catch {
    return paths.dashboard();
  }
}
