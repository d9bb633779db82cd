import type { Database } from "../db/database";
import { nextDate } from "./rendered-pages";

/** The SQL condition of a testimonial or client logo the public sees: published, and its date has come (decision 0974). */
export const PUBLIC_BLOCK = (alias: string) =>
  `${alias}.status = 'published' and (${alias}.publish_at is null or ${alias}.publish_at <= now())`;

/** The next scheduled testimonial or logo, after which the home page changes by itself. */
export const nextHomeBlockPublication = (db: Pick<Database, "query">) =>
  nextDate(
    db,
    `select min(publish_at) as at from (
       select publish_at from public.testimonials where status = 'published' and publish_at > now()
       union all
       select publish_at from public.client_logos where status = 'published' and publish_at > now()
     ) as scheduled`,
  );
