import { Card, CardContent, CardFooter, CardHeader } from "~/components/ui/card";
import { SkeletonBars } from "~/components/page/skeleton-bars";
import { Skeleton } from "~/components/ui/skeleton";

export function FormationCardSkeleton() {
  return (
    <Card data-testid="formation-card-skeleton" className="h-full">
      <CardHeader className="gap-3">
        <SkeletonBars bars={["h-5 w-24 rounded-full", "h-6 w-4/5", "h-4 w-full", "h-4 w-2/3"]} />
      </CardHeader>
      <CardContent className="grid gap-2">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-4 w-32" />
      </CardContent>
      <CardFooter className="justify-between">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-9 w-28" />
      </CardFooter>
    </Card>
  );
}

/** The spec's three loading cards, announced once to assistive technology. */
export function FormationGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Chargement des formations…</span>
      {Array.from({ length: count }, (_, i) => (
        <FormationCardSkeleton key={i} />
      ))}
    </div>
  );
}
