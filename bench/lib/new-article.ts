import sharp from "sharp";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY } from "../../server/src/config/defaults";

const BODY = `Un programme de transformation échoue rarement faute d'outils. Il échoue parce que personne ne sait, un lundi
matin, quel chantier passe avant l'autre.

## Trois questions avant de planifier

1. Quel résultat le comité de direction attend-il dans six mois ?
2. Qui décide quand deux projets se disputent la même équipe ?
3. Comment saura-t-on, chaque semaine, que l'on est en retard ?

> Un portefeuille se pilote par les décisions qu'il permet, pas par le nombre de ses tableaux de bord.

## Ce que nous mesurons

| Indicateur | Avant | Après six mois |
|---|---|---|
| Projets actifs | 64 | 41 |
| Jalons tenus | 52 % | 81 % |

Pour aller plus loin, voyez nos [formations en gestion de portefeuille](/formations).`;

/**
 * Publishes a new article the way the firm does (issue 28): an editor uploads a cover image, the server makes its
 * variants, the article goes through `content-article` and is published; returns its public path.
 */
export async function publishNewArticle(origin: string): Promise<string> {
  const email = `bench-editor-${Date.now()}@example.com`;
  const password = "Bench-Passw0rd";
  const json = (key: string, token = key) => ({
    apikey: key,
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
  });
  async function call<T>(path: string, init: RequestInit): Promise<T> {
    const response = await fetch(origin + path, init);
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  const { user } = await call<{ user: { id: string } }>("/auth/v1/signup", {
    method: "POST",
    headers: json(DEV_ANON_KEY),
    body: JSON.stringify({ email, password, data: { full_name: "Rédaction Bench", company: "Pont Atlantique" } }),
  });
  await call("/rest/v1/rpc/set_user_role", {
    method: "POST",
    headers: json(DEV_SERVICE_ROLE_KEY),
    body: JSON.stringify({ target_user: user.id, new_role: "editor" }),
  });
  // The new role is in the next token.
  const { access_token: token } = await call<{ access_token: string }>("/auth/v1/token?grant_type=password", {
    method: "POST",
    headers: json(DEV_ANON_KEY),
    body: JSON.stringify({ email, password }),
  });

  const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#0b3a6e" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="900"><circle cx="1200" cy="300" r="260" fill="#f2a541"/><rect x="120" y="560" width="900" height="60" rx="30" fill="#ffffff" opacity="0.8"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 82 })
    .toBuffer();
  const object = `originals/bench-${Date.now()}.jpg`;
  await call(`/storage/v1/object/content-images/${object}`, {
    method: "POST",
    headers: { apikey: DEV_ANON_KEY, authorization: `Bearer ${token}`, "content-type": "image/jpeg" },
    body: new Uint8Array(cover),
  });
  const alt = "Atelier de planification de portefeuille";
  const image = await call<{ id: string }>("/functions/v1/content-image", {
    method: "POST",
    headers: json(DEV_ANON_KEY, token),
    body: JSON.stringify({ object, alt }),
  });

  const slug = `portefeuille-de-projets-trois-questions-${Date.now()}`;
  await call("/functions/v1/content-article", {
    method: "POST",
    headers: json(DEV_ANON_KEY, token),
    body: JSON.stringify({
      title: "Piloter un portefeuille de projets : trois questions avant de planifier",
      slug,
      summary: "Avant les outils, trois décisions qui font tenir un portefeuille de projets.",
      body: BODY,
      theme: "Gestion de portefeuille",
      tags: ["portefeuille", "gouvernance"],
      author_name: "Rédaction Bench",
      author_position: "Consultante",
      cover_image: image.id,
      cover_alt: alt,
      action: "publish",
    }),
  });
  const path = `/blog/${slug}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await fetch(origin + path)).status === 200) return path;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} did not answer 200 within 5 s of its publication`);
}
