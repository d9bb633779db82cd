/**
 * The video players a lesson may embed (decision 1012): YouTube, in its privacy-enhanced domain, and Vimeo. Whatever
 * address the author pastes (watch page, short link, player), the lesson stores the provider's player address in one
 * canonical form, which the database's CHECK accepts and the page's frame loads; any other address is refused (null).
 */
export const EMBED_PROVIDERS = ["YouTube", "Vimeo"] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^[0-9]{4,12}$/;

export function canonicalEmbedUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "").replace(/^m\./, "");
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | null = null;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (parts[0] === "watch") id = url.searchParams.get("v");
    else if (["embed", "shorts", "live"].includes(parts[0] ?? "")) id = parts[1] ?? null;
  } else if (host === "youtu.be") {
    id = parts[0] ?? null;
  }
  if (id !== null) return YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  if (host === "vimeo.com" && parts.length === 1) id = parts[0];
  else if (host === "player.vimeo.com" && parts[0] === "video") id = parts[1] ?? null;
  if (id !== null) return VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}` : null;
  return null;
}
