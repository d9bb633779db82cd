import { ArrowDownRight, ArrowRight, ArrowUpRight, Minus } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { ENROLLMENT_STATUSES, enrollmentStatusLabel } from "~/domain/enrollment";
import { formatPrice } from "~/domain/money";
import { useEnrollmentFigures } from "../api/enrollment-figures";
import { paths } from "~/lib/paths";
import { paymentsLink } from "../lib/admin-paths";
import { LoadError } from "~/components/back-office/list-states";

const linkClass =
  "rounded-md text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function FigureCard({
  title,
  to,
  linkLabel,
  children,
}: {
  title: string;
  to: string;
  linkLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
        <Link to={to} className={`${linkClass} flex items-center gap-1 text-sm font-medium`}>
          {linkLabel}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function MonthTrend({ change }: { change: number }) {
  if (change === 0)
    return (
      <span className="flex items-center gap-1 text-sm text-muted-foreground">
        <Minus className="size-4" aria-hidden="true" />
        Stable
      </span>
    );
  const Icon = change > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <span className={`flex items-center gap-1 text-sm ${change > 0 ? "text-success" : "text-destructive"}`}>
      <Icon className="size-4" aria-hidden="true" />
      {change > 0 ? `+${change}` : change} par rapport au mois dernier
    </span>
  );
}

function FiguresSection({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="admin-figures-heading" className="grid gap-4">
      <h2 id="admin-figures-heading" className="text-xl font-semibold">
        Chiffres clés
      </h2>
      {children}
    </section>
  );
}

/** Key figures of the firm for admins, counted by the database over every enrollment (decision 1077). */
export function AdminDashboard({ now }: { now?: Date }) {
  const query = useEnrollmentFigures(now);

  // The heading shows at once; the figures' places stay skeletons while the enrollments load.
  if (query.isPending)
    return (
      <FiguresSection>
        <div role="status" aria-label="Chargement des chiffres clés" className="grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-40 w-full" />
          ))}
        </div>
      </FiguresSection>
    );
  if (query.isError)
    return (
      <FiguresSection>
        <LoadError message="Impossible de charger les chiffres clés" onRetry={() => void query.refetch()} />
      </FiguresSection>
    );

  const { statuses, months, amounts, top } = query.data;

  return (
    <FiguresSection>
      <div className="grid gap-4 md:grid-cols-2">
        <FigureCard title="Inscriptions par statut" to={paymentsLink()} linkLabel="Toutes les inscriptions">
          <ul className="grid grid-cols-2 gap-3">
            {ENROLLMENT_STATUSES.map((status) => (
              <li key={status}>
                <Link
                  to={paymentsLink({ statut: status })}
                  className={`${linkClass} grid rounded-md border p-3 no-underline hover:bg-muted`}
                >
                  <span className="text-2xl font-bold text-foreground" data-testid={`figure-${status}`}>
                    {statuses[status]}
                  </span>
                  <span className="text-sm">{enrollmentStatusLabel(status)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </FigureCard>
        <FigureCard title="Inscriptions du mois" to={paymentsLink()} linkLabel="Voir la liste">
          <dl className="grid grid-cols-2 gap-3">
            <div className="grid">
              <dt className="text-sm text-muted-foreground">Ce mois-ci</dt>
              <dd className="text-2xl font-bold" data-testid="figure-this-month">
                {months.thisMonth}
              </dd>
            </div>
            <div className="grid">
              <dt className="text-sm text-muted-foreground">Mois dernier</dt>
              <dd className="text-2xl font-bold" data-testid="figure-last-month">
                {months.lastMonth}
              </dd>
            </div>
          </dl>
          <div className="mt-3">
            <MonthTrend change={months.change} />
          </div>
        </FigureCard>
        <FigureCard title="Montants par devise" to={paymentsLink()} linkLabel="Voir les paiements">
          <p className="mb-3 text-sm text-muted-foreground">Inscriptions non annulées, hors formations sur demande.</p>
          <ul className="grid gap-2">
            {(["XOF", "CAD"] as const).map((currency) => (
              <li key={currency}>
                <Link
                  to={paymentsLink({ devise: currency })}
                  className={`${linkClass} flex items-baseline justify-between gap-2 rounded-md border p-3 no-underline hover:bg-muted`}
                >
                  <span
                    className="text-xl font-bold whitespace-nowrap text-foreground"
                    data-testid={`figure-amount-${currency}`}
                  >
                    {formatPrice(amounts[currency].amount, currency)}
                  </span>
                  <span className="text-sm">
                    {amounts[currency].count} inscription{amounts[currency].count > 1 ? "s" : ""}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </FigureCard>
        <FigureCard
          title="Formations les plus demandées"
          to={paths.manageFormations()}
          linkLabel="Gérer les formations"
        >
          {top.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aucune inscription pour le moment.</p>
          ) : (
            <ol className="grid gap-2">
              {top.map((formation, index) => (
                <li key={formation.formationId} className="flex items-baseline justify-between gap-3">
                  <Link to={paymentsLink({ q: formation.title })} className={`${linkClass} text-sm`}>
                    {index + 1}. {formation.title}
                  </Link>
                  <span className="text-sm whitespace-nowrap text-muted-foreground">
                    {formation.count} inscription{formation.count > 1 ? "s" : ""}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </FigureCard>
      </div>
    </FiguresSection>
  );
}
