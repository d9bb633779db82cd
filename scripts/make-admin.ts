// `npm run admin:create -- <email>`: makes an existing account an administrator, through the running server's
// API with the service-role key (which the database's set_user_role function accepts). Works the same against a
// hosted Supabase project with SUPABASE_URL and SERVICE_ROLE_KEY set.
import { JwtKeys, makeApiKey } from "../server/src/auth/jwt";
import { DEV_JWT_SECRET, DEV_SERVICE_ROLE_KEY } from "../server/src/config/defaults";

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !email.includes("@")) {
  console.error("Usage : npm run admin:create -- <adresse e-mail d'un compte existant>");
  process.exit(1);
}
const baseUrl = process.env.SUPABASE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
const secret = process.env.JWT_SECRET ?? DEV_JWT_SECRET;
const serviceKey =
  process.env.SERVICE_ROLE_KEY ??
  (secret === DEV_JWT_SECRET ? DEV_SERVICE_ROLE_KEY : await makeApiKey(new JwtKeys(secret), "service_role"));
const headers = { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, "content-type": "application/json" };

try {
  // `ilike` narrows the search case-insensitively, but `_`, `%` and `*` are wildcards there: the exact comparison
  // below is what decides, so a look-alike address (a_b@… vs axb@…) is never promoted.
  const lookup = await fetch(
    `${baseUrl}/rest/v1/profiles?select=id,full_name,email&email=ilike.${encodeURIComponent(email)}`,
    { headers },
  );
  if (!lookup.ok) throw new Error(`lecture du profil : HTTP ${lookup.status} ${await lookup.text()}`);
  const candidates = (await lookup.json()) as { id: string; full_name: string | null; email: string | null }[];
  const profiles = candidates.filter((profile) => profile.email?.trim().toLowerCase() === email);
  if (profiles.length !== 1) {
    console.error(`Aucun compte pour ${email} : créez-le d'abord sur ${baseUrl}/auth?tab=signup`);
    process.exit(1);
  }
  const response = await fetch(`${baseUrl}/rest/v1/rpc/set_user_role`, {
    method: "POST",
    headers,
    body: JSON.stringify({ target_user: profiles[0].id, new_role: "admin" }),
  });
  if (!response.ok) throw new Error(`set_user_role : HTTP ${response.status} ${await response.text()}`);
  console.log(`${profiles[0].full_name ?? email} est maintenant administrateur.`);
} catch (error) {
  console.error(`Échec : ${(error as Error).message}. Le serveur tourne-t-il sur ${baseUrl} ?`);
  process.exit(1);
}
