import { Container } from "~/components/ui/container";
import { SkeletonBars } from "~/components/page/skeleton-bars";
import { Skeleton } from "~/components/ui/skeleton";

/** Placeholder of the detail page while the study "loads" (500 ms on client-side navigation). */
export function CaseStudySkeleton() {
  return (
    <Container className="py-12 md:py-16" data-testid="case-study-skeleton">
      <p role="status" className="sr-only">
        Chargement de l'étude de cas…
      </p>
      <Skeleton className="h-5 w-48" />
      <div className="mt-8 flex gap-3">
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-6 w-16" />
      </div>
      <SkeletonBars bars={["mt-4 h-10 w-full max-w-3xl", "mt-3 h-10 w-2/3 max-w-2xl", "mt-6 h-20 w-full max-w-3xl"]} />
      <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="grid gap-4">
          <SkeletonBars bars={["aspect-[16/9] w-full", "h-4 w-full", "h-4 w-11/12", "h-4 w-4/5"]} />
        </div>
        <Skeleton className="h-72 w-full" />
      </div>
    </Container>
  );
}
