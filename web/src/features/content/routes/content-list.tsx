import { Link } from "react-router";
import { adminMeta } from "~/components/back-office/admin-meta";
import { LoadError } from "~/components/back-office/load-error";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Button } from "~/components/ui/button";
import { useArticles } from "../api/articles";
import { useCaseStudies } from "../api/case-studies";
import { useClientLogos } from "../api/client-logos";
import { useJobOffers } from "../api/job-offers";
import { useTeamMembers } from "../api/team-members";
import { useTestimonials } from "../api/testimonials";
import { ContentEditorsOnly } from "../components/content-editors-only";
import { contentDateTime } from "../lib/dates";

export function meta() {
  return adminMeta(
    "Contenus",
    "Les articles du blog, les offres d'emploi, l'équipe, les témoignages, les logos clients et les bandeaux des pages.",
  );
}

interface ContentRow {
  id: number;
  title: string;
  status: string;
  published_at: string | null;
  updated_at: string;
  closes_on?: string | null;
}

const today = () => new Date().toISOString().slice(0, 10);

function statusLabel(row: ContentRow): string {
  if (row.status === "draft") return "Brouillon";
  if (row.published_at && new Date(row.published_at) > new Date()) return "Programmé";
  if (row.closes_on && row.closes_on < today()) return "Clos";
  return "Publié";
}

/** One kind of content: its rows, each linked to its editor, with its state and last change. */
function ContentTable({
  caption,
  rows,
  editHref,
}: {
  caption: string;
  rows: ContentRow[];
  editHref: (id: number) => string;
}) {
  if (rows.length === 0) return <p className="text-muted-foreground">Rien pour l'instant.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-left">
          <tr>
            <th scope="col" className="p-3">
              Titre
            </th>
            <th scope="col" className="p-3">
              État
            </th>
            <th scope="col" className="p-3">
              Modifié le
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t">
              <td className="p-3">
                <Link className="font-medium text-primary underline-offset-4 hover:underline" to={editHref(row.id)}>
                  {row.title}
                </Link>
              </td>
              <td className="p-3">{statusLabel(row)}</td>
              <td className="p-3">{contentDateTime(row.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ArticleList() {
  const query = useArticles();
  if (query.isPending) return <TableSkeleton label="Chargement des articles" />;
  if (query.isError)
    return <LoadError message="Impossible de charger les articles" onRetry={() => void query.refetch()} />;
  return <ContentTable caption="Articles" rows={query.data} editHref={(id) => `/contenus/articles/${id}`} />;
}

function JobOfferList() {
  const query = useJobOffers();
  if (query.isPending) return <TableSkeleton label="Chargement des offres d'emploi" />;
  if (query.isError)
    return <LoadError message="Impossible de charger les offres d'emploi" onRetry={() => void query.refetch()} />;
  return <ContentTable caption="Offres d'emploi" rows={query.data} editHref={(id) => `/contenus/offres/${id}`} />;
}

function CaseStudyList() {
  const query = useCaseStudies();
  if (query.isPending) return <TableSkeleton label="Chargement des études de cas" />;
  if (query.isError)
    return <LoadError message="Impossible de charger les études de cas" onRetry={() => void query.refetch()} />;
  return <ContentTable caption="Études de cas" rows={query.data} editHref={(id) => `/contenus/etudes-de-cas/${id}`} />;
}

function TeamMemberList() {
  const query = useTeamMembers();
  if (query.isPending) return <TableSkeleton label="Chargement de l'équipe" />;
  if (query.isError) return <LoadError message="Impossible de charger l'équipe" onRetry={() => void query.refetch()} />;
  const rows = query.data.map((member) => ({
    id: member.id,
    title: member.name,
    status: member.published ? "published" : "draft",
    published_at: null,
    updated_at: member.updated_at,
  }));
  return <ContentTable caption="Notre équipe" rows={rows} editHref={(id) => `/contenus/equipe/${id}`} />;
}

function TestimonialList() {
  const query = useTestimonials();
  if (query.isPending) return <TableSkeleton label="Chargement des témoignages" />;
  if (query.isError)
    return <LoadError message="Impossible de charger les témoignages" onRetry={() => void query.refetch()} />;
  const rows = query.data.map((testimonial) => ({
    id: testimonial.id,
    title: [testimonial.person_name, testimonial.organisation].filter(Boolean).join(", "),
    status: testimonial.status,
    published_at: testimonial.publish_at,
    updated_at: testimonial.updated_at,
  }));
  return <ContentTable caption="Témoignages" rows={rows} editHref={(id) => `/contenus/temoignages/${id}`} />;
}

function ClientLogoList() {
  const query = useClientLogos();
  if (query.isPending) return <TableSkeleton label="Chargement des logos clients" />;
  if (query.isError)
    return <LoadError message="Impossible de charger les logos clients" onRetry={() => void query.refetch()} />;
  const rows = query.data.map((logo) => ({
    id: logo.id,
    title: logo.name,
    status: logo.status,
    published_at: logo.publish_at,
    updated_at: logo.updated_at,
  }));
  return <ContentTable caption="Logos clients" rows={rows} editHref={(id) => `/contenus/logos/${id}`} />;
}

function Part({
  id,
  title,
  newHref,
  newLabel,
  children,
}: {
  id: string;
  title: string;
  newHref: string;
  newLabel: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={id} className="text-xl font-semibold text-primary">
          {title}
        </h2>
        <Button asChild>
          <Link to={newHref}>{newLabel}</Link>
        </Button>
      </div>
      {children}
    </section>
  );
}

export default function ContentListRoute() {
  return (
    <ContentEditorsOnly>
      <div className="mx-auto grid max-w-6xl gap-10">
        <header className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">Contenus</h1>
          <p className="max-w-prose text-muted-foreground">
            Écrivez, relisez et publiez les articles du blog, les offres d'emploi et la présentation de l'équipe. Ce qui
            est publié est en ligne en quelques secondes.
          </p>
        </header>
        <Part id="articles" title="Articles" newHref="/contenus/articles/nouveau" newLabel="Nouvel article">
          <ArticleList />
        </Part>
        <Part id="offres" title="Offres d'emploi" newHref="/contenus/offres/nouvelle" newLabel="Nouvelle offre">
          <JobOfferList />
        </Part>
        <Part
          id="etudes-de-cas"
          title="Études de cas"
          newHref="/contenus/etudes-de-cas/nouvelle"
          newLabel="Nouvelle étude de cas"
        >
          <CaseStudyList />
        </Part>
        <Part id="equipe" title="Notre équipe" newHref="/contenus/equipe/nouveau" newLabel="Nouveau membre">
          <TeamMemberList />
        </Part>
        <Part
          id="temoignages"
          title="Témoignages"
          newHref="/contenus/temoignages/nouveau"
          newLabel="Nouveau témoignage"
        >
          <TestimonialList />
        </Part>
        <Part id="logos" title="Logos clients" newHref="/contenus/logos/nouveau" newLabel="Nouveau logo">
          <ClientLogoList />
        </Part>
        <Part id="bandeaux" title="Bandeaux des pages" newHref="/contenus/bandeaux" newLabel="Gérer les bandeaux">
          <p className="text-muted-foreground">
            L'illustration de chaque page, ou l'image du cabinet qui la remplace, page d'accueil comprise.
          </p>
        </Part>
      </div>
    </ContentEditorsOnly>
  );
}
