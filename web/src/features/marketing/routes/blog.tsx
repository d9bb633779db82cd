import { BlogListingView } from "~/features/blog";
import { seedListing } from "~/features/blog";
import { islandPage } from "~/lib/islands/island-page";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const handle = islandPage;

export function meta() {
  return pageMeta({
    title: "Blog",
    description:
      "Articles de nos consultants et formateurs : gouvernance de projet, agilité, leadership, intelligence artificielle et transformation digitale en Afrique francophone.",
    path: paths.blog(),
  });
}

/**
 * /blog, prerendered with the seeded articles; the server answers it with the published articles of the database,
 * paged and filtered by theme (server/src/content/blog-pages.ts, decision 0890).
 */
export default function BlogPage() {
  return <BlogListingView listing={seedListing()} />;
}
