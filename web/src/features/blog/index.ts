/** What other features use of the blog: the article's public view and types, the listing. */
export { ArticleView } from "./components/article-view";
export { BlogListingView } from "./components/blog-listing-view";
export { seedListing } from "./lib/seed-listing";
export { responsiveImage, type PublicArticle } from "./lib/article";
export { ARTICLE_BODY_CLASSES } from "./components/article-view";
export { ResponsivePicture } from "./components/responsive-picture";
export { templateImage } from "./lib/template-article";
