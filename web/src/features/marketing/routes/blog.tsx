import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { blogIntro } from "~/content/blog";
import { Island } from "~/lib/islands/island";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { BlogListIsland } from "../islands/blog-list-island";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta() {
  return pageMeta({
    title: "Blog",
    description:
      "Articles de nos consultants et formateurs : gouvernance de projet, agilité, leadership, intelligence artificielle et transformation digitale en Afrique francophone.",
    path: paths.blog(),
  });
}

export default function BlogPage() {
  return (
    <>
      <PageHero eyebrow={blogIntro.eyebrow} title={blogIntro.title} description={blogIntro.lead} />
      <Section aria-label="Articles">
        <div className="mx-auto max-w-4xl">
          <Island name="blog-list" component={BlogListIsland} />
        </div>
      </Section>
      <Section tone="tinted" aria-labelledby="aller-plus-loin">
        <div className="mx-auto flex max-w-4xl flex-col items-start justify-between gap-6 md:flex-row md:items-center">
          <div>
            <h2 id="aller-plus-loin" className="text-2xl font-bold text-primary">
              Passer de la lecture à la pratique
            </h2>
            <p className="mt-2 text-muted-foreground">
              Nos formations certifiantes approfondissent chacun de ces sujets.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to={paths.catalogue()}>Voir nos formations</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.contact()}>Nous contacter</Link>
            </Button>
          </div>
        </div>
      </Section>
    </>
  );
}
