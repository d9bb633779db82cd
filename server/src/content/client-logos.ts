import type { ClientLogo } from "~/content/home";
import { rowsOf, type ContentApi } from "./api";
import { responsiveImage } from "./images";

/**
 * The client logos the public reads (Row Level Security: published, their date come; decision 0974) in their order,
 * with their images' variants (decision 0953).
 */
export async function publishedClientLogos(api: ContentApi): Promise<ClientLogo[]> {
  const rows = rowsOf(
    await api
      .from("client_logos")
      .select("name, link, logo_alt, content_images!inner(id, width, height, placeholder, widths)")
      .order("sort_order")
      .order("id"),
  );
  return rows.map((row) => ({
    name: row.name,
    link: row.link,
    logo: responsiveImage(row.content_images, row.logo_alt),
  }));
}
