import { Container } from "~/components/ui/container";
import { Skeleton } from "~/components/ui/skeleton";

export function FormationSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Chargement de la formation…</span>
      <div className="bg-band py-12">
        <Container className="grid gap-4">
          <Skeleton className="h-5 w-40 bg-band-foreground/20" />
          <Skeleton className="h-12 w-3/4 bg-band-foreground/20" />
          <Skeleton className="h-5 w-2/3 bg-band-foreground/20" />
        </Container>
      </div>
      <Container className="grid gap-8 py-12 lg:grid-cols-[2fr_1fr]">
        <Skeleton className="h-80" />
        <Skeleton className="h-64" />
      </Container>
    </div>
  );
}
