import { Container } from "~/components/ui/container";
import { stats } from "~/content/home";

export function StatsStrip() {
  return (
    <section aria-labelledby="home-stats-title" className="border-b bg-background">
      <h2 id="home-stats-title" className="sr-only">
        Nos résultats en chiffres
      </h2>
      <Container>
        <dl className="grid grid-cols-2 divide-border py-10 md:grid-cols-4 md:divide-x">
          {stats.map((stat) => (
            <div key={stat.value} className="flex flex-col-reverse items-center px-4 py-4 text-center">
              <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-primary md:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
