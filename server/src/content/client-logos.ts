import type { ClientLogo } from "~/content/home";
import type { Database } from "../db/database";
import { responsiveImage } from "./images";
import { PUBLIC_BLOCK } from "./home-block-schedule";

interface ClientLogoRow {
  name: string;
  link: string | null;
  logo_alt: string;
  id: string;
  width: number;
  height: number;
  placeholder: string;
  widths: number[];
}

/** The published client logos in their order, with their images' variants (decision 0953). */
export async function publishedClientLogos(db: Pick<Database, "query">): Promise<ClientLogo[]> {
  const { rows } = await db.query<ClientLogoRow>(
    `select l.name, l.link, l.logo_alt, i.id, i.width, i.height, i.placeholder, i.widths
       from public.client_logos l join public.content_images i on i.id = l.logo
      where ${PUBLIC_BLOCK("l")}
      order by l.sort_order, l.id`,
  );
  return rows.map((row) => ({ name: row.name, link: row.link, logo: responsiveImage(row, row.logo_alt) }));
}
