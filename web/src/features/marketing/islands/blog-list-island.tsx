import { blogArticles } from "~/content/blog";
import { BlogList } from "../components/blog/blog-list";

/** The blog's filterable article list, as an island without props (decision 0800). */
export function BlogListIsland() {
  return <BlogList articles={blogArticles} />;
}
